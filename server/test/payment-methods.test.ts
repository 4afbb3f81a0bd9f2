// GET /api/payments/methods (SHOP-API.md part 3, "Payments: one contract"): every offered method with its name,
// kind and refund route from its provider, whether it can take payments, and, for one of the caller's orders,
// whether it can pay that order (cash on delivery's country and limit), why not when it cannot.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { orderFromCart, type Shopper } from "./support/payments.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

interface Offer {
  method: string;
  name: string;
  kind: string;
  available: boolean;
  reason?: string;
  refunds: string;
  countries: string[] | null;
  maxAmount: number | null;
  testOnly: boolean;
}

const guest = (id: string): Shopper => ({ "x-session-id": id });

async function methods(headers: Shopper = {}, orderId?: string) {
  const url = `/api/payments/methods${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ""}`;
  const answer = await store.app.inject({ method: "GET", url, headers });
  return answer;
}

const offersOf = async (headers: Shopper = {}, orderId?: string) =>
  (await methods(headers, orderId)).json().data.methods as Offer[];

const offer = (offers: Offer[], method: string) => offers.find((entry) => entry.method === method)!;

describe("GET /api/payments/methods", () => {
  it("names each method's kind and refund route from its provider, keeping today's fields", async () => {
    const offers = await offersOf();
    expect(offers.map((entry) => entry.method)).toEqual([
      "paypal",
      "mastercard",
      "esewa",
      "khalti",
      "cod",
      "fonepay",
      "connectips",
    ]);
    expect(offer(offers, "mastercard")).toEqual({
      method: "mastercard",
      name: "Mastercard",
      kind: "card",
      available: true,
      refunds: "gateway",
      countries: null,
      maxAmount: null,
      testOnly: true,
    });
    for (const method of ["esewa", "khalti", "paypal"])
      expect(offer(offers, method)).toMatchObject({ kind: "redirect", available: true, refunds: "gateway" });
    expect(offer(offers, "cod")).toMatchObject({
      kind: "on_delivery",
      available: true,
      countries: ["Nepal"],
    });
    // Paid outside the store and recorded: no gateway refund API.
    expect(offer(offers, "fonepay")).toMatchObject({ name: "Fonepay", kind: "qr", refunds: "manual" });
    expect(offer(offers, "connectips")).toMatchObject({
      name: "connectIPS",
      kind: "redirect",
      refunds: "manual",
    });
    // A method that cannot be paid says why; one that can says nothing.
    for (const entry of offers) expect(entry.available, entry.method).toBe(entry.reason === undefined);
  });

  it("for the caller's own order: cash on delivery within Nepal and its limit is available", async () => {
    const headers = guest("methods-own-order");
    const { order } = await orderFromCart(store.app, headers, "esewa");
    const offers = await offersOf(headers, order.orderNumber);
    expect(offer(offers, "cod")).toMatchObject({ available: true });
    expect(offer(offers, "cod").reason).toBeUndefined();
    expect(offer(offers, "esewa")).toMatchObject({ available: true });
    // By its id too.
    expect(offer(await offersOf(headers, order._id), "cod").available).toBe(true);
  });

  it("says why cash on delivery cannot pay an order over the limit or shipped outside Nepal", async () => {
    const headers = guest("methods-cod-refused");
    const { order } = await orderFromCart(store.app, headers, "esewa");
    await store.app.db.order.update({ where: { id: order._id }, data: { total: 50_001 } });
    expect(offer(await offersOf(headers, order.orderNumber), "cod")).toMatchObject({
      available: false,
      reason: "Cash on delivery is available for orders up to Rs 50,000",
    });
    await store.app.db.order.update({ where: { id: order._id }, data: { total: 500, country: "India" } });
    const abroad = await offersOf(headers, order.orderNumber);
    expect(offer(abroad, "cod")).toMatchObject({
      available: false,
      reason: "Cash on delivery is only available for addresses in Nepal",
    });
    // The gateways take any address and total.
    expect(offer(abroad, "khalti")).toMatchObject({ available: true });
    // Without the order, the limits are only described.
    expect(offer(await offersOf(headers), "cod").available).toBe(true);
  });

  it("answers 404 for another shopper's order, an unknown one, or a caller with no identity", async () => {
    const { order } = await orderFromCart(store.app, guest("methods-owner"), "esewa");
    for (const [headers, orderId] of [
      [guest("methods-stranger"), order.orderNumber],
      [guest("methods-stranger"), order._id],
      [{}, order.orderNumber],
      [guest("methods-owner"), "ORD-NO-SUCH-ORDER"],
    ] as const) {
      const answer = await methods(headers, orderId);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: "order.not_found" });
    }
  });
});

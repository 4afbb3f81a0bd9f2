// Finding other people's orders through the tracking form's phone (SHOP-API.md part 3, POST /api/orders/track):
// walking the numbers of a known order, or the orders of a known number, meets the per-address limit that GET
// /api/orders/track already counts on (switching between them buys no more guesses); every wrong pairing is the
// same 404; an order placed without an email is never found by an empty or blank email.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { CUSTOMER, orderBody } from "../support/orders.ts";

let store: TestStore;
let orderNumber: string;
beforeAll(async () => {
  store = await createTestStore({ TRACKING_RATE_LIMIT: "5" });
  const product = await store.app.db.product.findFirstOrThrow({
    where: { stock: { gte: 5 }, colors: "[]", salePrice: { lt: 3000 } },
    orderBy: { id: "asc" },
  });
  const { email: _email, ...customer } = CUSTOMER.customer;
  const placed = await store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { "x-session-id": "track-phone-guest0" },
    payload: {
      ...orderBody([{ productId: product.id, quantity: 1 }], { payment: "cod" }),
      customer: { ...customer, phone: "984-222-3344" },
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  orderNumber = placed.json().data.order.orderNumber;
});
afterAll(() => store.close());

const track = (remoteAddress: string, payload: object) =>
  store.app.inject({ method: "POST", url: "/api/orders/track", payload, remoteAddress });

describe("tracking by phone", () => {
  it("stops walking the phone numbers of a known order with 429, counted with GET's tries", async () => {
    const walker = "10.0.31.1";
    const statuses = [];
    for (let last = 0; last < 3; last += 1)
      statuses.push((await track(walker, { orderId: orderNumber, phone: `984222330${last}` })).statusCode);
    // The same address through GET uses the same allowance.
    for (let last = 0; last < 2; last += 1)
      statuses.push(
        (
          await store.app.inject({
            method: "GET",
            url: `/api/orders/track?orderId=${orderNumber}&email=guess${last}@example.com`,
            remoteAddress: walker,
          })
        ).statusCode,
      );
    statuses.push((await track(walker, { orderId: orderNumber, phone: "9842223309" })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    // Even the right number is refused until the window has passed; elsewhere it is found.
    expect((await track(walker, { orderId: orderNumber, phone: "9842223344" })).statusCode).toBe(429);
    expect((await track("10.0.31.2", { orderId: orderNumber, phone: "+977 984 222 3344" })).statusCode).toBe(
      200,
    );
  });

  it("answers every wrong pairing alike, and never finds an order without an email by a blank one", async () => {
    const prober = "10.0.31.3";
    const answers = [
      await track(prober, { orderId: orderNumber, phone: "9842223345" }),
      await track(prober, { orderId: "NS-20260101-ABCDE", phone: "9842223344" }),
      await track(prober, { orderId: orderNumber, phone: "984-222-33" }),
      await track(prober, { orderId: orderNumber, email: "\u200b", phone: "9842223345" }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(answers[0]!.json());
      expect(answer.body).not.toContain("3344");
    }
    const blank = await track("10.0.31.4", { orderId: orderNumber, email: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe("order.tracking_fields_required");
  });
});

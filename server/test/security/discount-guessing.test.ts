// Guessing discount codes (docs/SECURITY.md "Discount codes"): tries are limited per cart and per address, so a
// guesser can neither hammer one cart nor get round it with fresh guest sessions; and the limit is one, wherever a
// code is tried: POST /api/cart/discount and an order naming a `discountCode` count on the same counters, checked
// before the code is looked up, and the order answers no more than the cart does.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer } from "../support/factories.ts";
import { orderBody } from "../support/orders.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ DISCOUNT_RATE_LIMIT: "3", DISCOUNT_ADDRESS_RATE_LIMIT: "5" });
});
afterAll(() => store.close());

const guess = (sessionId: string, code: string, from = "127.0.0.1") =>
  store.app.inject({
    method: "POST",
    url: "/api/cart/discount",
    headers: { "x-session-id": sessionId },
    remoteAddress: from,
    payload: { code },
  });

let productId: string;
beforeAll(async () => {
  productId = (
    await store.app.db.product.findFirstOrThrow({
      where: { stock: { gte: 50 }, colors: "[]", salePrice: { gte: 1000, lt: 5000 } },
      orderBy: { id: "asc" },
    })
  ).id;
});

/** A guest order of one unit naming a discount code, as the checkout sends it. */
const guessByOrder = (sessionId: string, code: string, from: string) =>
  store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { "x-session-id": sessionId },
    remoteAddress: from,
    payload: { ...orderBody([{ productId, quantity: 1 }]), discountCode: code },
  });

async function createCode(payload: Record<string, unknown>) {
  const created = await store.app.inject({
    method: "POST",
    url: "/api/admin/discounts",
    headers: bearer(await adminToken(store.app)),
    payload: { type: "fixed", value: 100, ...payload },
  });
  expect(created.statusCode, created.body).toBe(201);
}

const ordersOf = (sessionId: string) => store.app.db.order.count({ where: { sessionId } });

function expectLockedOut(answer: LightMyRequestResponse) {
  expect(answer.statusCode, answer.body).toBe(429);
  expect(answer.json()).toMatchObject({ success: false, code: "rate_limited" });
  expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
}

describe("discount code brute force", () => {
  it("limits tries per cart, then per address across fresh sessions, with 429 and Retry-After", async () => {
    const admin = await adminToken(store.app);
    const created = await store.app.inject({
      method: "POST",
      url: "/api/admin/discounts",
      headers: bearer(admin),
      payload: { code: "REAL-CODE", type: "fixed", value: 100 },
    });
    expect(created.statusCode).toBe(201);
    for (const attempt of ["GUESS-1", "GUESS-2", "GUESS-3"])
      expect((await guess("brute-force-session-1", attempt)).json().code).toBe("discount.unknown");
    // The right code no longer helps this cart within the window.
    const limited = await guess("brute-force-session-1", "REAL-CODE");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // A fresh session from the same address: one more try, then the address's limit (5) holds.
    expect((await guess("brute-force-session-2", "GUESS-4")).statusCode).toBe(400);
    const address = await guess("brute-force-session-3", "REAL-CODE");
    expect(address.statusCode).toBe(429);
    expect(address.json().code).toBe("rate_limited");
    const cart = await store.app.db.cart.findFirst({ where: { sessionId: "brute-force-session-3" } });
    expect(cart?.discountCode ?? null).toBeNull();
  });
});

describe("discount code guessing through orders", () => {
  beforeAll(() => createCode({ code: "ORDER-REAL" }));

  it("counts a code an order names against the cart's own limit, checked before the code is looked up", async () => {
    const session = "order-guess-session-1";
    expect((await guess(session, "GUESS-A", "10.7.0.1")).json().code).toBe("discount.unknown");
    const byOrder = await guessByOrder(session, "GUESS-B", "10.7.0.1");
    expect(byOrder.statusCode).toBe(400);
    expect(byOrder.json().code).toBe("discount.unknown");
    expect((await guess(session, "GUESS-C", "10.7.0.1")).json().code).toBe("discount.unknown");
    // Three tries, two on the cart and one by an order: the right code by an order is refused like a wrong one.
    const right = await guessByOrder(session, "ORDER-REAL", "10.7.0.1");
    const wrong = await guessByOrder(session, "GUESS-D", "10.7.0.1");
    expectLockedOut(right);
    expectLockedOut(wrong);
    expect(right.json()).toEqual(wrong.json());
    expectLockedOut(await guess(session, "ORDER-REAL", "10.7.0.1"));
    expect(await ordersOf(session)).toBe(0);
  });

  it("counts orders from fresh sessions against the address's limit", async () => {
    for (let n = 1; n <= 5; n += 1)
      expect((await guessByOrder(`order-guess-fresh-${n}`, `GUESS-${n}`, "10.7.0.2")).statusCode).toBe(400);
    const right = await guessByOrder("order-guess-fresh-6", "ORDER-REAL", "10.7.0.2");
    expectLockedOut(right);
    expect(await ordersOf("order-guess-fresh-6")).toBe(0);
    // An order without a code is no guess: it is placed as usual.
    expect((await guessByOrder("order-guess-fresh-6", "", "10.7.0.2")).statusCode).toBe(201);
  });

  it("answers an order's refused code exactly as the cart answers it: the same code and sentence", async () => {
    const day = 24 * 60 * 60 * 1000;
    const kinds: Record<string, Record<string, unknown>> = {
      "discount.expired": { code: "ORDER-OLD", endsAt: new Date(Date.now() - day).toISOString() },
      "discount.not_started": { code: "ORDER-SOON", startsAt: new Date(Date.now() + day).toISOString() },
      "discount.minimum_not_met": { code: "ORDER-BIG", minSubtotal: 10_000_000 },
      "discount.unknown": { code: "ORDER-OFF", active: false },
    };
    let address = 10;
    for (const [reason, terms] of Object.entries(kinds)) {
      await createCode(terms);
      const from = `10.7.1.${(address += 1)}`;
      const session = `order-guess-kind-${address}`;
      // The cart is priced from its lines: give it the same line as the order.
      await store.app.inject({
        method: "POST",
        url: "/api/cart/add",
        headers: { "x-session-id": session },
        remoteAddress: from,
        payload: { productId, quantity: 1 },
      });
      const cart = (await guess(session, terms.code as string, from)).json();
      const order = (await guessByOrder(session, terms.code as string, from)).json();
      expect(cart.code, reason).toBe(reason);
      expect({ code: order.code, message: order.message }).toEqual({
        code: cart.code,
        message: cart.message,
      });
    }
  });
});

// Reaching into someone else's things by naming them (IDOR): another shopper's or another guest session's cart
// item, order, payment and wishlist. Each is answered as if it did not exist (404,
// docs/guides/api-reference.md "Answers"), and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { orderFromCart, payAtEsewa, type Shopper } from "../support/payments.ts";
import { expectNothingChanged } from "./support.ts";

let store: TestStore;
let victims: { label: string; headers: Shopper }[];
let attackers: { label: string; headers: Shopper }[];
beforeAll(async () => {
  store = await createTestStore();
  victims = [
    { label: "a shopper", headers: bearer((await registerShopper(store.app)).token) },
    { label: "a guest session", headers: { "x-session-id": "victim-guest-session-1" } },
  ];
  attackers = [
    { label: "another shopper", headers: bearer((await registerShopper(store.app)).token) },
    { label: "another guest", headers: { "x-session-id": "attacker-guest-session" } },
    { label: "nobody", headers: {} },
  ];
});
afterAll(() => store.close());

const db = () => store.app.db;
const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  headers: Shopper,
  payload?: object,
) => store.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Every pair of victim and attacker: each attack is tried by each stranger on each kind of owner. */
function eachVictimAndAttacker(run: (victim: Shopper, attacker: Shopper, label: string) => Promise<void>) {
  return async () => {
    for (const victim of victims) {
      for (const attacker of attackers)
        await run(victim.headers, attacker.headers, `${attacker.label} → ${victim.label}`);
    }
  };
}

/**
 * 404 for a stranger, or 400 for a caller with no identity at all (docs/guides/api-reference.md: a guest id
 * is required).
 */
const refusedAsMissing = (status: number, label: string) => expect([404, 400], label).toContain(status);

describe("IDOR", () => {
  it(
    "cannot change or remove another shopper's or session's cart item",
    eachVictimAndAttacker(async (victim, attacker, label) => {
      const product = await db().product.findFirstOrThrow({ where: { stock: { gte: 5 }, colors: "[]" } });
      const added = await call("POST", "/api/cart/add", victim, { productId: product.id, quantity: 1 });
      const itemId = added.json().data.items[0]._id as string;
      await expectNothingChanged(db(), async () => {
        const changed = await call("PUT", `/api/cart/${itemId}`, attacker, { quantity: 3 });
        refusedAsMissing(changed.statusCode, label);
        const removed = await call("DELETE", `/api/cart/${itemId}`, attacker);
        refusedAsMissing(removed.statusCode, label);
        if (attacker["x-session-id"] || attacker.authorization) {
          expect(changed.json().message).toBe("Cart item not found");
          const own = await call("GET", "/api/cart", attacker);
          expect(own.json().data.items.map((item: { _id: string }) => item._id)).not.toContain(itemId);
        }
      });
      await call("DELETE", `/api/cart/${itemId}`, victim);
    }),
  );

  it(
    "cannot read another shopper's or session's order, by number or by id",
    eachVictimAndAttacker(async (victim, attacker, label) => {
      const { order } = await orderFromCart(store.app, victim);
      await expectNothingChanged(db(), async () => {
        for (const ref of [order.orderNumber, order._id]) {
          const read = await call("GET", `/api/orders/${ref}`, attacker);
          expect(read.statusCode, label).toBe(404);
          expect(read.json()).toEqual({
            success: false,
            code: "order.not_found",
            message: "Order not found",
          });
        }
        if (attacker.authorization) {
          const history = await call("GET", "/api/orders", attacker);
          expect(history.json().data.orders.map((o: { _id: string }) => o._id)).not.toContain(order._id);
        }
      });
    }),
  );

  it(
    "cannot pay, start, verify, fail or read the payment of another shopper's or session's order",
    eachVictimAndAttacker(async (victim, attacker, label) => {
      const { order } = await orderFromCart(store.app, victim, "esewa");
      // A genuine eSewa answer for the victim's order, stolen from the victim's address bar.
      const { callback } = await payAtEsewa(store.app, victim, order);
      const card = { cardNumber: "5555555555554444", expiryDate: "12/30", cvv: "123" };
      const attempts: [string, string, object?][] = [
        [
          "POST",
          "/api/payments/paypal/process",
          { orderId: order._id, amount: order.pricing.total, paymentDetails: { paymentId: "P-1" } },
        ],
        [
          "POST",
          "/api/payments/mastercard/process",
          { orderId: order._id, amount: order.pricing.total, cardDetails: card },
        ],
        [
          "POST",
          "/api/payments/esewa/initiate",
          { orderId: order._id, amount: order.pricing.total, successUrl: "/s", failureUrl: "/f" },
        ],
        ["POST", "/api/payments/esewa/success", callback],
        ["POST", "/api/payments/esewa/failure", { orderId: order.orderNumber }],
        ["GET", `/api/payments/esewa/status/${order.orderNumber}`],
      ];
      await expectNothingChanged(db(), async () => {
        for (const [method, url, payload] of attempts) {
          const answer = await call(method as "GET" | "POST", url, attacker, payload);
          expect(answer.statusCode, `${label}: ${url}`).toBe(404);
        }
      });
      // The victim's own answer still pays the order: the refusals were about who asked.
      expect((await call("POST", "/api/payments/esewa/success", victim, callback)).statusCode).toBe(200);
    }),
  );

  it(
    "cannot read or change another shopper's or session's wishlist",
    eachVictimAndAttacker(async (victim, attacker, label) => {
      const product = await db().product.findFirstOrThrow({ orderBy: { id: "desc" } });
      await call("POST", "/api/wishlist/toggle", victim, { productId: product.id });
      const victimSession = victim["x-session-id"];
      const victimUser = victim.authorization
        ? (await call("GET", "/api/auth/me", victim)).json().user._id
        : null;
      // What a stranger can name: the victim's guest session id, or the victim's user id as if it were one.
      const named = victimSession ?? victimUser;
      await expectNothingChanged(db(), async () => {
        const list = await call("GET", `/api/wishlist?sessionId=${named}`, attacker);
        if (attacker.authorization || !victimSession) {
          // A token always means the caller's own list; a user id is no guest session.
          expect(list.json().wishlist.products, label).toEqual([]);
          const removed = await call(
            "DELETE",
            `/api/wishlist/remove/${product.id}?sessionId=${named}`,
            attacker,
          );
          expect(removed.statusCode, label).toBe(404);
        }
        if (attacker.authorization) {
          await call("POST", "/api/wishlist/toggle", attacker, { productId: product.id, sessionId: named });
          await call("POST", "/api/wishlist/toggle", attacker, { productId: product.id, sessionId: named });
        }
      });
      await call("POST", "/api/wishlist/toggle", victim, { productId: product.id });
    }),
  );

  it("cannot edit or delete another shopper's review: its author's own address answers 404 to anyone else", async () => {
    const product = await db().product.findFirstOrThrow({
      where: { stock: { gte: 5 }, colors: "[]", archivedAt: null },
      orderBy: { id: "desc" },
    });
    const author = await registerShopper(store.app);
    const row = await db().review.create({
      data: {
        productId: product.id,
        userId: author.user._id,
        author: "Victim",
        rating: 5,
        comment: "Mine",
        verified: true,
      },
    });
    const url = `/api/products/${product.id}/reviews/mine`;
    for (const attacker of attackers) {
      await expectNothingChanged(db(), async () => {
        const edited = await call("PATCH", url, attacker.headers, { rating: 1, comment: "Hacked" });
        const removed = await call("DELETE", url, attacker.headers);
        const expected = attacker.headers.authorization ? 404 : 401;
        expect([edited.statusCode, removed.statusCode], attacker.label).toEqual([expected, expected]);
      });
    }
    expect(await db().review.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      rating: 5,
      comment: "Mine",
    });
  });
});

// Paying without paying (docs/SECURITY.md "PayPal and card payments are verified by their gateways"): an order
// becomes paid by PayPal or a card only on the gateway's own confirmation, reached over HTTP (the emulators
// offline, the real services by configuration): a PayPal order the store created for that order and PayPal
// captured for its exact amount, or the card gateway's APPROVED answer. A made-up payment id, a card that merely
// passes Luhn, somebody else's or a self-made PayPal order, a forged return, or gateways that cannot be reached pay
// nothing, earn no verified-purchase review and add no revenue.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import {
  approveAtPaypalEmulator,
  form,
  orderFromCart,
  payAtPaypal,
  paypalReturn,
  type Shopper,
} from "../support/payments.ts";
import { expectNothingChanged } from "./support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const db = () => store.app.db;
const guest = (id: string): Shopper => ({ "x-session-id": id });
const post = (app: TestStore["app"], url: string, headers: Shopper, payload: object) =>
  app.inject({ method: "POST", url, headers, payload });

async function revenueToday(app: TestStore["app"]): Promise<number> {
  const answer = await app.inject({
    method: "GET",
    url: "/api/admin/dashboard",
    headers: bearer(await adminToken(app)),
  });
  return answer.json().data.revenue.today as number;
}

const neverPaid = (order: { _id: string; pricing: { total: number } }, paymentId = "i-never-paid") => ({
  orderId: order._id,
  amount: order.pricing.total,
  paymentDetails: { orderId: paymentId, paymentId },
});

/** A Mastercard number that passes Luhn and the range check but is none of the gateway's test cards. */
const MADE_UP_CARD = "5454545454545454";

describe("PayPal pays only for a PayPal order the store created and PayPal captured", () => {
  it("refuses a made-up payment id: nothing paid, no revenue, no verified review", async () => {
    const shopper = await registerShopper(store.app);
    const headers = bearer(shopper.token);
    const { order, product } = await orderFromCart(store.app, headers, "paypal");
    const revenue = await revenueToday(store.app);
    await expectNothingChanged(db(), async () => {
      for (const id of ["i-never-paid", `PAYID-${order.orderNumber}`, order.orderNumber, order._id]) {
        const answer = await post(store.app, "/api/payments/paypal/process", headers, neverPaid(order, id));
        expect(answer.statusCode, id).toBe(400);
        expect(answer.json().code).toBe("payment.paypal_order_unknown");
      }
    });
    expect((await db().order.findUniqueOrThrow({ where: { id: order._id } })).paymentStatus).not.toBe(
      "completed",
    );
    expect(await revenueToday(store.app)).toBe(revenue);
    const review = await post(store.app, `/api/products/${product.id}/reviews`, headers, {
      rating: 5,
      comment: "Never paid for it",
    });
    expect(review.statusCode).toBe(403);
  });

  it("refuses a PayPal order the buyer has not approved, and pays nothing until PayPal captures it", async () => {
    const headers = guest("unverified-paypal-unapproved");
    const { order } = await orderFromCart(store.app, headers, "paypal");
    const created = await post(store.app, "/api/payments/paypal/create", headers, { orderId: order._id });
    expect(created.statusCode).toBe(200);
    const token = new URL(created.json().data.approveUrl).searchParams.get("token")!;
    const early = await post(store.app, "/api/payments/paypal/process", headers, neverPaid(order, token));
    expect(early.statusCode).toBe(402);
    expect(early.json().code).toBe("payment.not_completed");
    // A return forged before the buyer approved (PayerID made up) is a cancel, not a payment.
    const forged = await paypalReturn(
      store.app,
      new URL(`http://localhost/api/payments/paypal/return?token=${token}&PayerID=FORGEDPAYER01`),
    );
    expect(forged).toEqual({
      path: "/checkout/paypal/failure",
      orderId: order.orderNumber,
      reason: "canceled",
    });
    expect((await db().order.findUniqueOrThrow({ where: { id: order._id } })).status).toBe("pending");
  });

  it("refuses another order's PayPal payment, and one made at PayPal by anybody but the store", async () => {
    const cheap = guest("unverified-paypal-cheap");
    const { order: paidCheaply } = await orderFromCart(store.app, cheap, "paypal");
    const { token: cheapToken, page } = await payAtPaypal(store.app, cheap, paidCheaply);
    expect(page.path).toBe("/checkout/paypal/success");
    const headers = guest("unverified-paypal-borrower");
    const { order } = await orderFromCart(store.app, headers, "paypal");
    // An order the attacker made at PayPal's API himself (the offline client credentials are no secret).
    const basic = Buffer.from("store-offline-client:store-offline-secret").toString("base64");
    const tokenAnswer = await store.app.inject({
      method: "POST",
      url: "/gateways/paypal/v1/oauth2/token",
      headers: { ...form({}).headers, authorization: `Basic ${basic}` },
      payload: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
    });
    const selfMade = await store.app.inject({
      method: "POST",
      url: "/gateways/paypal/v2/checkout/orders",
      headers: { authorization: `Bearer ${tokenAnswer.json().access_token}` },
      payload: {
        intent: "CAPTURE",
        purchase_units: [
          { reference_id: order.orderNumber, amount: { currency_code: "NPR", value: "1.00" } },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: `${store.config.publicUrl}/api/payments/paypal/return`,
              cancel_url: `${store.config.publicUrl}/api/payments/paypal/return`,
            },
          },
        },
      },
    });
    const selfMadeId = selfMade.json().id as string;
    await approveAtPaypalEmulator(store.app, selfMadeId);
    await expectNothingChanged(db(), async () => {
      for (const id of [cheapToken, selfMadeId]) {
        const answer = await post(store.app, "/api/payments/paypal/process", headers, neverPaid(order, id));
        expect(answer.statusCode, id).toBe(400);
        expect(answer.json().code).toBe("payment.paypal_order_unknown");
      }
      const back = await paypalReturn(
        store.app,
        new URL(`http://localhost/api/payments/paypal/return?token=${selfMadeId}&PayerID=X`),
      );
      expect(back).toEqual({ path: "/checkout/paypal/failure", orderId: null, reason: "unknown" });
    });
  });

  it("captures once: a replayed return and a process call after it change nothing more", async () => {
    const headers = guest("unverified-paypal-replay");
    const { order } = await orderFromCart(store.app, headers, "paypal");
    const { token, page } = await payAtPaypal(store.app, headers, order);
    expect(page.path).toBe("/checkout/paypal/success");
    await expectNothingChanged(db(), async () => {
      const again = await paypalReturn(
        store.app,
        new URL(`http://localhost/api/payments/paypal/return?token=${token}&PayerID=X`),
      );
      expect(again.path).toBe("/checkout/paypal/success");
      const processed = await post(
        store.app,
        "/api/payments/paypal/process",
        headers,
        neverPaid(order, token),
      );
      expect(processed.statusCode).toBe(200);
    });
    const payments = await db().payment.findMany({ where: { orderId: order._id, status: "completed" } });
    expect(payments).toHaveLength(1);
    const capture = await db().processorEmulatorCapture.findUniqueOrThrow({
      where: { processor_captureId: { processor: "paypal", captureId: payments[0]!.transactionId! } },
    });
    expect(capture.amount).toBe(order.pricing.total);
  });
});

describe("a card pays only on the card gateway's approval", () => {
  it("declines a card that merely passes Luhn: nothing paid, no revenue", async () => {
    const headers = guest("unverified-card");
    const { order } = await orderFromCart(store.app, headers, "mastercard");
    const revenue = await revenueToday(store.app);
    const answer = await post(store.app, "/api/payments/mastercard/process", headers, {
      orderId: order._id,
      amount: order.pricing.total,
      cardDetails: { cardNumber: MADE_UP_CARD, expiryDate: "12/30", cvv: "123", cardName: "Not Mine" },
    });
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({ code: "payment.declined", message: "Card declined" });
    expect((await db().order.findUniqueOrThrow({ where: { id: order._id } })).status).toBe("pending");
    expect(await revenueToday(store.app)).toBe(revenue);
  });
});

describe("with PAYPAL_API_URL and MASTERCARD_API_URL set to services that do not confirm", () => {
  it("pays nothing by PayPal or card", async () => {
    const unreachable = await createTestStore({
      PAYPAL_API_URL: "http://127.0.0.1:9",
      MASTERCARD_API_URL: "http://127.0.0.1:9",
    });
    try {
      const headers = guest(`unverified-live-${crypto.randomInt(1e9)}`);
      const { order } = await orderFromCart(unreachable.app, headers, "paypal");
      const made = await post(unreachable.app, "/api/payments/paypal/process", headers, neverPaid(order));
      expect(made.statusCode).toBe(400);
      const created = await post(unreachable.app, "/api/payments/paypal/create", headers, {
        orderId: order._id,
      });
      expect(created.statusCode).toBe(502);
      const card = await post(unreachable.app, "/api/payments/mastercard/process", headers, {
        orderId: order._id,
        amount: order.pricing.total,
        cardDetails: { cardNumber: "5555555555554444", expiryDate: "12/30", cvv: "123", cardName: "Test" },
      });
      expect(card.statusCode).toBe(502);
      const row = await unreachable.app.db.order.findUniqueOrThrow({ where: { id: order._id } });
      expect(row).toMatchObject({ status: "pending" });
      expect(row.paymentStatus).not.toBe("completed");
      expect(
        await unreachable.app.db.payment.count({ where: { orderId: order._id, status: "completed" } }),
      ).toBe(0);
    } finally {
      await unreachable.close();
    }
  });
});

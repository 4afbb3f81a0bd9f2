// Every way to pay, for a guest and for a signed-in shopper, through the API alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import {
  approveAtPaypalEmulator,
  form,
  orderFromCart,
  paypalReturn,
  type Shopper,
} from "./support/payments.ts";

let store: TestStore;
let signedIn: Shopper;
beforeAll(async () => {
  store = await createTestStore();
  signedIn = bearer((await registerShopper(store.app)).token);
});
afterAll(() => store.close());

const guest = (id: string): Shopper => ({ "x-session-id": id });
const post = (url: string, headers: Shopper, payload: object) =>
  store.app.inject({ method: "POST", url, headers, payload });

async function payByEsewa(
  headers: Shopper,
  order: { _id: string; orderNumber: string; pricing: { total: number } },
) {
  const initiated = await post("/api/payments/esewa/initiate", headers, {
    orderId: order._id,
    amount: order.pricing.total,
    successUrl: "/checkout/esewa/success",
    failureUrl: "/checkout/esewa/failure",
  });
  expect(initiated.statusCode).toBe(200);
  const { paymentUrl, formData } = initiated.json().data;
  const login = await store.app.inject({
    method: "POST",
    url: new URL(paymentUrl).pathname,
    ...form(formData),
  });
  expect(login.statusCode).toBe(200);
  const paid = await store.app.inject({
    method: "POST",
    url: "/gateways/esewa/pay",
    ...form({
      product_code: formData.product_code,
      transaction_uuid: formData.transaction_uuid,
      action: "pay",
      esewa_id: "9806800001",
      password: "Nepal@123",
      token: "123456",
    }),
  });
  expect(paid.statusCode).toBe(303);
  const back = new URL(paid.headers.location as string);
  expect(back.pathname).toBe("/checkout/esewa/success");
  return post("/api/payments/esewa/success", headers, Object.fromEntries(back.searchParams));
}

const PAYERS = {
  /** PayPal's order created by the store, approved by the sandbox buyer, captured by the return; then process. */
  paypal: async (headers: Shopper, order: { _id: string; pricing: { total: number } }) => {
    const created = await post("/api/payments/paypal/create", headers, { orderId: order._id });
    if (created.statusCode !== 200) return created;
    const token = new URL(created.json().data.approveUrl).searchParams.get("token")!;
    await paypalReturn(store.app, await approveAtPaypalEmulator(store.app, token));
    return post("/api/payments/paypal/process", headers, {
      orderId: order._id,
      amount: order.pricing.total,
      paymentDetails: { orderId: token, paymentId: token },
    });
  },
  mastercard: (headers: Shopper, order: { _id: string; pricing: { total: number } }) =>
    post("/api/payments/mastercard/process", headers, {
      orderId: order._id,
      amount: order.pricing.total,
      cardDetails: {
        cardNumber: "5555 5555 5555 4444",
        expiryDate: "12/30",
        cvv: "123",
        cardName: "Sita Sharma",
      },
    }),
  esewa: payByEsewa,
};

describe.each(["guest", "signed-in shopper"])("a %s", (who) => {
  it.each(Object.keys(PAYERS) as (keyof typeof PAYERS)[])("buys with %s", async (method) => {
    const headers = who === "guest" ? guest(`payer-${method}-guest`) : signedIn;
    const { order, product } = await orderFromCart(store.app, headers, method);
    const paid = await PAYERS[method](headers, order);
    expect(paid.statusCode).toBe(200);
    const { payment, order: paidOrder } = paid.json().data;
    expect(payment).toEqual({
      transactionId: expect.any(String),
      amount: order.pricing.total,
      status: "completed",
      method,
    });
    expect(paidOrder).toMatchObject({
      orderNumber: order.orderNumber,
      status: "processing",
      payment: {
        method,
        status: "completed",
        transactionId: payment.transactionId,
        amount: order.pricing.total,
      },
    });
    expect(paidOrder.tracking.map((event: { status: string }) => event.status)).toEqual([
      "order_placed",
      "processing",
    ]);
    const cart = await store.app.inject({ method: "GET", url: "/api/cart", headers });
    expect(cart.json().data.items).toEqual([]);
    const sold = await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(sold.soldCount).toBe(product.soldCount + 2);
    const again = await PAYERS[method === "esewa" ? "paypal" : method](headers, order);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This order has already been paid");
  });
});

describe("card and PayPal payments", () => {
  it.each([
    ["5555555555554443", "12/30", "123", 400, "Card number is invalid"],
    ["4111111111111111", "12/30", "123", 400, "Only Mastercard cards are accepted"],
    ["5555555555554444", "01/20", "123", 400, "Card has expired"],
    ["5555555555554444", "1230", "123", 400, "Expiry date must be MM/YY"],
    ["5555555555554444", "12/30", "12", 400, "CVV is invalid"],
    ["5105105105105100", "12/30", "123", 402, "Card declined"],
  ])("refuses card %s %s %s with %i %s", async (cardNumber, expiryDate, cvv, status, message) => {
    // A guest of its own each: every order adds two to the cart's line, which holds at most MAX_LINE_QUANTITY.
    const headers = guest(`card-refusals-${cardNumber}-${expiryDate.replace("/", "")}-${cvv}`);
    const { order } = await orderFromCart(store.app, headers, "mastercard");
    const response = await post("/api/payments/mastercard/process", headers, {
      orderId: order._id,
      amount: order.pricing.total,
      cardDetails: { cardNumber, expiryDate, cvv, cardName: "Test" },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    const row = await store.app.db.order.findUniqueOrThrow({ where: { id: order._id } });
    expect(row.status).toBe("pending");
  });

  it("refuses an amount that is not the order's total, and other people's orders", async () => {
    const headers = guest("paypal-amount-guest");
    const { order } = await orderFromCart(store.app, headers);
    const cheaper = await PAYERS.paypal(headers, { ...order, pricing: { total: 1 } });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().message).toBe("Payment amount does not match the order total");
    const stranger = await PAYERS.paypal(guest("paypal-stranger"), order);
    expect(stranger.statusCode).toBe(404);
    expect((await PAYERS.mastercard(signedIn, order)).statusCode).toBe(404);
  });

  it("takes only one of two payments racing for the same order", async () => {
    const headers = guest("paypal-race-guest");
    const { order } = await orderFromCart(store.app, headers);
    const results = await Promise.all([PAYERS.paypal(headers, order), PAYERS.mastercard(headers, order)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await store.app.db.payment.count({ where: { orderId: order._id, status: "completed" } })).toBe(1);
  });

  it("cannot pay a cancelled order", async () => {
    const headers = guest("paypal-cancelled-guest");
    const { order } = await orderFromCart(store.app, headers);
    await store.app.db.order.update({ where: { id: order._id }, data: { status: "cancelled" } });
    const response = await PAYERS.paypal(headers, order);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: "order.not_payable",
      message: "This order can no longer be paid",
    });
  });
});

describe("GET /api/payments/test-credentials", () => {
  it("lists what the emulators accept", async () => {
    const response = await store.app.inject({ method: "GET", url: "/api/payments/test-credentials" });
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        esewa: { testAccount: "9806800001", password: "Nepal@123", token: "123456" },
        mastercard: {
          testCards: expect.arrayContaining([expect.objectContaining({ number: "5555555555554444" })]),
        },
        paypal: { testAccount: expect.any(String) },
        connectips: { username: "cips-tester", password: "Nepal@123", otp: "112233" },
      },
    });
    expect(response.json().data.connectips.instructions).toContain("choose any bank");
  });
});

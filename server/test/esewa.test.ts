import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signEsewaFields } from "../src/modules/payments/esewa-signature.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { form, initiateEsewa, orderFromCart, type Shopper } from "./support/payments.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const SECRET = "8gBm/:&EnhH.1/q";
const guest = (id: string): Shopper => ({ "x-session-id": id });
const post = (url: string, headers: Shopper, payload: object) =>
  store.app.inject({ method: "POST", url, headers, payload });

async function initiate(headers: Shopper, overrides: object = {}) {
  const { order, product } = await orderFromCart(store.app, headers, "esewa");
  const response = await post("/api/payments/esewa/initiate", headers, {
    orderId: order._id,
    amount: order.pricing.total,
    successUrl: "http://localhost:3000/checkout/esewa/success",
    failureUrl: "/checkout/esewa/failure",
    ...overrides,
  });
  return { order, product, response };
}

const gatewayForm = (formData: Record<string, string>) =>
  store.app.inject({ method: "POST", url: "/gateways/esewa/api/epay/main/v2/form", ...form(formData) });

const choose = (formData: Record<string, string>, action: "pay" | "cancel", password = "Nepal@123") =>
  store.app.inject({
    method: "POST",
    url: "/gateways/esewa/pay",
    ...form({
      product_code: formData.product_code!,
      transaction_uuid: formData.transaction_uuid!,
      action,
      esewa_id: "9806800001",
      password,
      token: "123456",
    }),
  });

describe("POST /api/payments/esewa/initiate", () => {
  it("answers eSewa's signed ePay v2 form with return URLs on this store", async () => {
    const { order, response } = await initiate(guest("esewa-init-guest"));
    expect(response.statusCode).toBe(200);
    const { paymentUrl, formData } = response.json().data;
    expect(paymentUrl).toBe("http://localhost:3000/gateways/esewa/api/epay/main/v2/form");
    expect(formData).toEqual({
      amount: String(order.pricing.total),
      tax_amount: "0",
      total_amount: String(order.pricing.total),
      transaction_uuid: expect.stringMatching(new RegExp(`^${order.orderNumber}-[0-9A-F]{8}$`)),
      product_code: "EPAYTEST",
      product_service_charge: "0",
      product_delivery_charge: "0",
      success_url: `http://localhost:3000/checkout/esewa/success?orderId=${order.orderNumber}`,
      failure_url: `http://localhost:3000/checkout/esewa/failure?orderId=${order.orderNumber}`,
      signed_field_names: "total_amount,transaction_uuid,product_code",
      signature: signEsewaFields(SECRET, formData, "total_amount,transaction_uuid,product_code"),
    });
  });

  it("refuses return URLs elsewhere, a wrong amount and other people's orders", async () => {
    const foreign = await initiate(guest("esewa-init-guest2"), {
      successUrl: "https://evil.example/success",
    });
    expect(foreign.response.statusCode).toBe(400);
    expect(foreign.response.json().message).toBe("Return URLs must be on this store");
    const wrongAmount = await initiate(guest("esewa-init-guest3"), { amount: 10 });
    expect(wrongAmount.response.json().message).toBe("Payment amount does not match the order total");
    const { order } = await orderFromCart(store.app, guest("esewa-init-owner"), "esewa");
    const stranger = await post("/api/payments/esewa/initiate", guest("esewa-init-stranger"), {
      orderId: order._id,
      amount: order.pricing.total,
      successUrl: "/s",
      failureUrl: "/f",
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe("the eSewa emulator", () => {
  it("refuses a bad signature and a tampered amount", async () => {
    const { formData } = (await initiate(guest("esewa-emu-guest"))).response.json().data;
    expect((await gatewayForm({ ...formData, signature: "AAAA" })).statusCode).toBe(400);
    const tampered = await gatewayForm({ ...formData, amount: "1", total_amount: "1" });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain("Invalid signature.");
    const unbalanced = { ...formData, amount: "1" };
    expect((await gatewayForm(unbalanced)).body).toContain("do not add up");
  });

  it("asks the shopper to sign in, refuses wrong credentials, and cancels back to the failure URL", async () => {
    const { formData } = (await initiate(guest("esewa-emu-guest2"))).response.json().data;
    const login = await gatewayForm(formData);
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<label for="esewa_id">eSewa ID</label>');
    const wrong = await choose(formData, "pay", "wrong");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("Invalid eSewa ID, password or token.");
    const cancelled = await choose(formData, "cancel");
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(formData.failure_url);
    // eSewa documents CANCELED as its own reversal; a shopper who cancels ends the session: NOT_FOUND, no ref_id.
    const status = await store.app.inject({
      method: "GET",
      url: `/gateways/esewa/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=${formData.total_amount}&transaction_uuid=${formData.transaction_uuid}`,
    });
    expect(status.json()).toEqual({
      product_code: "EPAYTEST",
      transaction_uuid: formData.transaction_uuid,
      total_amount: Number(formData.total_amount),
      status: "NOT_FOUND",
      ref_id: null,
    });
  });

  it('writes every field as eSewa\'s examples do: "1000.0" in the success data, 100.0 in the status check', async () => {
    const { formData } = (await initiate(guest("esewa-emu-format"))).response.json().data;
    await gatewayForm(formData);
    const paid = await choose(formData, "pay");
    const data = new URL(paid.headers.location as string).searchParams.get("data")!;
    const answer = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
    expect(Object.keys(answer)).toEqual([
      "transaction_code",
      "status",
      "total_amount",
      "transaction_uuid",
      "product_code",
      "signed_field_names",
      "signature",
    ]);
    expect(answer).toMatchObject({
      transaction_code: expect.stringMatching(/^[0-9A-Z]{7}$/),
      status: "COMPLETE",
      total_amount: `${formData.total_amount}.0`,
      transaction_uuid: formData.transaction_uuid,
      product_code: "EPAYTEST",
    });
    const status = await store.app.inject({
      method: "GET",
      url: `/gateways/esewa/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=${formData.total_amount}&transaction_uuid=${formData.transaction_uuid}`,
    });
    expect(status.headers["content-type"]).toContain("application/json");
    expect(status.body).toBe(
      `{"product_code":"EPAYTEST","transaction_uuid":"${formData.transaction_uuid}","total_amount":${formData.total_amount}.0,"status":"COMPLETE","ref_id":"${answer.transaction_code}"}`,
    );
  });
});

describe("POST /api/payments/esewa/success and failure", () => {
  // Forged, amount-altered, borrowed and replayed answers: security/esewa-callbacks.test.ts.

  it("records a failure and keeps the order payable", async () => {
    const headers = guest("esewa-fail-guest");
    const { order } = await initiate(headers);
    const failed = await post("/api/payments/esewa/failure", headers, { orderId: order.orderNumber });
    expect(failed.json()).toEqual({
      success: true,
      message: "Payment was not completed. You can try again.",
    });
    expect(await store.app.db.payment.count({ where: { orderId: order._id, status: "failed" } })).toBe(1);
    expect((await initiateEsewa(store.app, headers, order)).statusCode).toBe(200);
    expect(
      (await post("/api/payments/esewa/failure", guest("esewa-fail-other"), { orderId: order.orderNumber }))
        .statusCode,
    ).toBe(404);
  });
});

// eSewa attempts beyond the happy path: another merchant's form, a cancelled attempt and a retry, eSewa's
// numeric amounts, fields left out of the signature, and a payment that lands after the window lapsed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signEsewaFields } from "../src/modules/payments/esewa-signature.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { form, orderFromCart, payAtEsewaEmulator, type Shopper } from "./support/payments.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const SECRET = "8gBm/:&EnhH.1/q";
const ANSWER_FIELDS = "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names";
const guest = (id: string): Shopper => ({ "x-session-id": id });
const post = (url: string, headers: Shopper, payload: object) =>
  store.app.inject({ method: "POST", url, headers, payload });

async function initiate(headers: Shopper, orderId: string, total: number) {
  const response = await post("/api/payments/esewa/initiate", headers, {
    orderId,
    amount: total,
    successUrl: "/checkout/esewa/success",
    failureUrl: "/checkout/esewa/failure",
  });
  return { response, formData: response.json().data?.formData as Record<string, string> };
}

/** The shopper signs in at the emulated eSewa and pays: the transaction is COMPLETE on eSewa's side. */
async function payAtGateway(formData: Record<string, string>) {
  await store.app.inject({ method: "POST", url: "/gateways/esewa/api/epay/main/v2/form", ...form(formData) });
  return payAtEsewaEmulator(store.app, formData, { esewaId: "9806800003" });
}

function encode(fields: Record<string, string | number>, names: string, signedTotal: string) {
  const signed = { ...fields, total_amount: signedTotal, signed_field_names: names } as Record<
    string,
    string
  >;
  const signature = signEsewaFields(SECRET, signed, names);
  return Buffer.from(JSON.stringify({ ...fields, signed_field_names: names, signature })).toString("base64");
}

const paymentStatus = async (headers: Shopper, orderNumber: string) =>
  (
    await store.app.inject({ method: "GET", url: `/api/payments/esewa/status/${orderNumber}`, headers })
  ).json().data.status;

describe("eSewa attempts", () => {
  it("refuses a form for another merchant's product code, even correctly signed", async () => {
    const headers = guest("esewa-merchant-guest");
    const { order } = await orderFromCart(store.app, headers, "esewa");
    const { formData } = await initiate(headers, order._id, order.pricing.total);
    const other: Record<string, string> = { ...formData, product_code: "OTHERSHOP" };
    other.signature = signEsewaFields(SECRET, other, other.signed_field_names!);
    const page = await store.app.inject({
      method: "POST",
      url: "/gateways/esewa/api/epay/main/v2/form",
      ...form(other),
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("marks a cancelled attempt failed, and a retry pending again, then pays", async () => {
    const headers = guest("esewa-retry-guest");
    const { order } = await orderFromCart(store.app, headers, "esewa");
    await initiate(headers, order._id, order.pricing.total);
    await post("/api/payments/esewa/failure", headers, { orderId: order.orderNumber });
    expect(await paymentStatus(headers, order.orderNumber)).toBe("failed");
    expect((await store.app.db.order.findUniqueOrThrow({ where: { id: order._id } })).status).toBe("pending");
    const retry = await initiate(headers, order.orderNumber, order.pricing.total);
    expect(retry.response.statusCode).toBe(200);
    expect(await paymentStatus(headers, order.orderNumber)).toBe("pending");
    const params = await payAtGateway(retry.formData);
    expect((await post("/api/payments/esewa/success", headers, params)).statusCode).toBe(200);
    expect(await paymentStatus(headers, order.orderNumber)).toBe("completed");
  });

  it("accepts eSewa's numeric total signed as 1000.0, and refuses an answer whose status is unsigned", async () => {
    const headers = guest("esewa-numeric-guest");
    const { order } = await orderFromCart(store.app, headers, "esewa");
    const { formData } = await initiate(headers, order._id, order.pricing.total);
    await payAtGateway(formData);
    const fields = {
      transaction_code: "000AWEO",
      status: "COMPLETE",
      total_amount: order.pricing.total,
      transaction_uuid: formData.transaction_uuid!,
      product_code: "EPAYTEST",
    };
    const total = order.pricing.total.toFixed(1);
    const unsigned = encode(fields, "transaction_code,total_amount,transaction_uuid,product_code", total);
    const refused = await post("/api/payments/esewa/success", headers, {
      orderId: order.orderNumber,
      data: unsigned,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Payment verification failed");
    const numeric = encode(fields, ANSWER_FIELDS, total);
    const paid = await post("/api/payments/esewa/success", headers, {
      orderId: order.orderNumber,
      data: numeric,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.payment).toMatchObject({ transactionId: "000AWEO", amount: order.pricing.total });
  });

  it("refuses new payments once the window lapsed, but takes an eSewa payment already made", async () => {
    const headers = guest("esewa-lapsed-guest");
    const { order } = await orderFromCart(store.app, headers, "esewa");
    const { formData } = await initiate(headers, order._id, order.pricing.total);
    const params = await payAtGateway(formData);
    await store.app.db.order.update({
      where: { id: order._id },
      data: { paymentDueAt: new Date(Date.now() - 60_000) },
    });
    const late = await initiate(headers, order._id, order.pricing.total);
    expect(late.response.statusCode).toBe(409);
    expect(late.response.json()).toEqual({
      success: false,
      code: "order.payment_window_closed",
      message: "The time to pay for this order has passed: place the order again",
    });
    const card = await post("/api/payments/paypal/process", headers, {
      orderId: order._id,
      amount: order.pricing.total,
      paymentDetails: { orderId: "PP-1", paymentId: "PAYID-1" },
    });
    expect(card.statusCode).toBe(409);
    // Still pending, stock still held: the shopper's eSewa money is taken rather than stranded.
    const paid = await post("/api/payments/esewa/success", headers, params);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.order.status).toBe("processing");
  });
});

// eSewa's own answer attacks at POST /api/payments/esewa/success: forged signatures and amounts altered under or
// over a signature. Only an answer signed with the merchant's key, for this order's own transaction and total,
// that eSewa's status check confirms, pays the order. Replayed, borrowed (foreign), under-paid and expired
// answers, an unanswered status check and refunds are held to the one contract for every gateway in
// server/test/payments/contract.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { orderFromCart, payAtEsewa, signedEsewaAnswer, type Shopper } from "../support/payments.ts";
import { auditEvents, expectNothingChanged } from "./support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const db = () => store.app.db;
const guest = (id: string): Shopper => ({ "x-session-id": id });
const secret = () => store.config.esewa.secretKey;
const answer = (headers: Shopper, fields: Record<string, unknown>) =>
  store.app.inject({ method: "POST", url: "/api/payments/esewa/success", headers, payload: fields });

/** A pending eSewa attempt for a fresh order: what a genuine answer would be about. */
async function pendingAttempt(sessionId: string) {
  const headers = guest(sessionId);
  const { order } = await orderFromCart(store.app, headers, "esewa");
  const initiated = await store.app.inject({
    method: "POST",
    url: "/api/payments/esewa/initiate",
    headers,
    payload: { orderId: order._id, amount: order.pricing.total, successUrl: "/s", failureUrl: "/f" },
  });
  const formData = initiated.json().data.formData as Record<string, string>;
  const fields = {
    transaction_code: "000FORGED",
    status: "COMPLETE",
    total_amount: formData.total_amount!,
    transaction_uuid: formData.transaction_uuid!,
    product_code: formData.product_code!,
  };
  return { headers, order, fields };
}

/**
 * Posts the answer, expects the documented refusal (the API reference), and that the store is exactly as it
 * was.
 */
async function expectRefused(headers: Shopper, orderId: string, data: string) {
  await expectNothingChanged(db(), async () => {
    const refused = await answer(headers, { orderId, data });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      code: "payment.verification_failed",
      message: "Payment verification failed",
    });
  });
}

describe("eSewa callback attacks", () => {
  it("refuses a forged answer: another key, no signature, garbage, or the right key but no payment at eSewa", async () => {
    const { headers, order, fields } = await pendingAttempt("esewa-forged-guest");
    await expectRefused(headers, order.orderNumber, signedEsewaAnswer("not-the-merchant-key", fields));
    const unsigned = JSON.parse(Buffer.from(signedEsewaAnswer(secret(), fields), "base64").toString());
    await expectRefused(
      headers,
      order.orderNumber,
      Buffer.from(JSON.stringify({ ...unsigned, signature: "" })).toString("base64"),
    );
    await expectRefused(headers, order.orderNumber, "not base64 json");
    // Signed with the key (eSewa's test key is public), but eSewa's status check knows no such payment.
    await expectRefused(headers, order.orderNumber, signedEsewaAnswer(secret(), fields));
    const recorded = (await auditEvents(db(), "payment.failed")).filter(
      (event) => event.detail.orderNumber === order.orderNumber,
    );
    expect(recorded.map((event) => event.detail.reason)).toEqual([
      "Verification failed: bad signature",
      "Verification failed: bad signature",
      "Verification failed: undecodable data",
      "Verification failed: gateway says NOT_FOUND",
    ]);
  });

  it("refuses an answer whose amount was altered, re-signed or not", async () => {
    const headers = guest("esewa-amount-guest");
    const { order } = await orderFromCart(store.app, headers, "esewa");
    const { callback } = await payAtEsewa(store.app, headers, order);
    const genuine = JSON.parse(Buffer.from(callback.data!, "base64").toString()) as Record<string, string>;
    const lowered: Record<string, string> = { ...genuine, total_amount: String(order.pricing.total - 100) };
    // The amount changed under the gateway's signature.
    await expectRefused(headers, order.orderNumber, Buffer.from(JSON.stringify(lowered)).toString("base64"));
    // Re-signed with the (public) test key: the signature holds, but the amount is not the order's total.
    const resigned = signedEsewaAnswer(secret(), {
      transaction_code: lowered.transaction_code!,
      status: lowered.status!,
      total_amount: lowered.total_amount!,
      transaction_uuid: lowered.transaction_uuid!,
      product_code: lowered.product_code!,
    });
    await expectRefused(headers, order.orderNumber, resigned);
    expect((await db().order.findUniqueOrThrow({ where: { id: order._id } })).status).toBe("pending");
  });
});

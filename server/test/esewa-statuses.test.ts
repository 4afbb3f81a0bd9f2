// Every status eSewa's status check documents, end to end over the emulator, and what the store does with it:
// PENDING and AMBIGUOUS leave the order awaiting payment and are asked again (GET …/esewa/status/:orderId, or a
// later success callback), COMPLETE pays once, NOT_FOUND and CANCELED fail the attempt and leave the order
// payable, FULL_REFUND / PARTIAL_REFUND (and a reversal of a paid payment) show on the order. The statuses
// made on eSewa's side (refunds, a halt, a reversal) come from the emulator's operator actions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actOnEsewaTransaction, type EsewaOperatorAction } from "../src/gateways/esewa/operator.ts";
import { NOT_CONFIRMED_YET } from "../src/modules/payments/providers/esewa/index.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import {
  form,
  initiateEsewa,
  orderFromCart,
  payAtEsewa,
  payAtEsewaEmulator,
  type Shopper,
} from "./support/payments.ts";
import { auditEvents } from "./security/support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const db = () => store.app.db;
const guest = (id: string): Shopper => ({ "x-session-id": id });
const post = (url: string, headers: Shopper, payload: object) =>
  store.app.inject({ method: "POST", url, headers, payload });
const statusOf = async (headers: Shopper, orderNumber: string) => {
  const answer = await store.app.inject({
    method: "GET",
    url: `/api/payments/esewa/status/${orderNumber}`,
    headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { status: string; message: string };
};
const orderOf = async (headers: Shopper, orderNumber: string) =>
  (await store.app.inject({ method: "GET", url: `/api/orders/${orderNumber}`, headers })).json().data.order;
const act = (formData: Record<string, string>, action: EsewaOperatorAction) =>
  actOnEsewaTransaction(
    db(),
    { productCode: formData.product_code!, transactionUuid: formData.transaction_uuid! },
    action,
  );
const gatewayStatus = async (formData: Record<string, string>) =>
  (
    await store.app.inject({
      method: "GET",
      url: `/gateways/esewa/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=${formData.total_amount}&transaction_uuid=${formData.transaction_uuid}`,
    })
  ).json();

/** What must hold once an order was paid, however often eSewa's answer or the status check came. */
async function expectPaidOnce(orderId: string, orderNumber: string, soldBefore: number, productId: string) {
  expect(await db().payment.count({ where: { orderId, status: "completed" } })).toBe(1);
  const completed = (await auditEvents(db(), "payment.completed")).filter(
    (event) => event.detail.orderNumber === orderNumber,
  );
  expect(completed).toHaveLength(1);
  expect((await db().product.findUniqueOrThrow({ where: { id: productId } })).soldCount).toBe(soldBefore + 2);
}

/** Starts an eSewa attempt and posts its form to the emulated gateway: eSewa holds it PENDING. */
async function startAtEsewa(headers: Shopper, order: { _id: string; pricing: { total: number } }) {
  const initiated = await initiateEsewa(store.app, headers, order);
  const formData = initiated.json().data.formData as Record<string, string>;
  await store.app.inject({ method: "POST", url: "/gateways/esewa/api/epay/main/v2/form", ...form(formData) });
  return formData;
}

describe("eSewa statuses", () => {
  it("PENDING: the order keeps awaiting payment; once the shopper pays, it is paid", async () => {
    const headers = guest("esewa-status-pending");
    const { order, product } = await orderFromCart(store.app, headers, "esewa");
    const formData = await startAtEsewa(headers, order);
    expect(await gatewayStatus(formData)).toMatchObject({ status: "PENDING", ref_id: null });
    expect(await statusOf(headers, order.orderNumber)).toEqual({
      status: "pending",
      message: NOT_CONFIRMED_YET,
    });
    expect((await db().order.findUniqueOrThrow({ where: { id: order._id } })).status).toBe("pending");
    const callback = await payAtEsewaEmulator(store.app, formData, { esewaId: "9806800002" });
    expect((await post("/api/payments/esewa/success", headers, callback)).statusCode).toBe(200);
    expect((await statusOf(headers, order.orderNumber)).status).toBe("completed");
    await expectPaidOnce(order._id, order.orderNumber, product.soldCount, product.id);
  });

  it("AMBIGUOUS: the callback is not refused but not paid; the status check pays once eSewa settles it", async () => {
    const headers = guest("esewa-status-ambiguous");
    const { order, product } = await orderFromCart(store.app, headers, "esewa");
    const { formData, callback } = await payAtEsewa(store.app, headers, order);
    expect(await act(formData, "halt")).toBe(true);
    expect(await gatewayStatus(formData)).toMatchObject({
      status: "AMBIGUOUS",
      ref_id: expect.stringMatching(/^[0-9A-Z]{7}$/),
    });
    const held = await post("/api/payments/esewa/success", headers, callback);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(NOT_CONFIRMED_YET);
    expect(await statusOf(headers, order.orderNumber)).toEqual({
      status: "pending",
      message: NOT_CONFIRMED_YET,
    });
    expect(await db().payment.count({ where: { orderId: order._id, status: "pending" } })).toBe(1);
    expect(await db().payment.count({ where: { orderId: order._id, status: "completed" } })).toBe(0);

    expect(await act(formData, "settle")).toBe(true);
    const checked = await Promise.all([
      statusOf(headers, order.orderNumber),
      statusOf(headers, order.orderNumber),
    ]);
    expect(checked.map((answer) => answer.status)).toEqual(["completed", "completed"]);
    const paidOrder = await orderOf(headers, order.orderNumber);
    expect(paidOrder.status).toBe("processing");
    const answer = JSON.parse(Buffer.from(callback.data!, "base64").toString());
    expect(paidOrder.payment).toMatchObject({
      status: "completed",
      transactionId: answer.transaction_code,
      refunds: [],
    });
    // eSewa's answer arriving after the check pays nothing twice.
    const late = await post("/api/payments/esewa/success", headers, callback);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.payment.transactionId).toBe(answer.transaction_code);
    await expectPaidOnce(order._id, order.orderNumber, product.soldCount, product.id);
  });

  it("AMBIGUOUS then settled: a later success callback pays, and its replay charges nothing twice", async () => {
    const headers = guest("esewa-status-ambiguous-callback");
    const { order, product } = await orderFromCart(store.app, headers, "esewa");
    const { formData, callback } = await payAtEsewa(store.app, headers, order);
    await act(formData, "halt");
    expect((await post("/api/payments/esewa/success", headers, callback)).statusCode).toBe(409);
    await act(formData, "settle");
    const [first, replay] = [
      await post("/api/payments/esewa/success", headers, callback),
      await post("/api/payments/esewa/success", headers, callback),
    ];
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(first.json().data);
    await expectPaidOnce(order._id, order.orderNumber, product.soldCount, product.id);
  });

  it("NOT_FOUND: a session given up at eSewa fails the attempt once eSewa's answer is due; the order stays payable", async () => {
    const headers = guest("esewa-status-not-found");
    const { order } = await orderFromCart(store.app, headers, "esewa");
    const formData = await startAtEsewa(headers, order);
    // The shopper cancels at eSewa and closes the tab: the store never sees the failure return.
    await payAtEsewaEmulator(store.app, formData, { action: "cancel" });
    expect(await gatewayStatus(formData)).toMatchObject({ status: "NOT_FOUND", ref_id: null });
    // Within eSewa's five minutes NOT_FOUND may just mean the shopper has not reached eSewa yet.
    expect((await statusOf(headers, order.orderNumber)).status).toBe("pending");
    await db().payment.updateMany({
      where: { transactionUuid: formData.transaction_uuid },
      data: { createdAt: new Date(Date.now() - 6 * 60_000) },
    });
    expect(await statusOf(headers, order.orderNumber)).toEqual({
      status: "failed",
      message: "The eSewa session expired before the payment was made. You can try again.",
    });
    const attempt = await db().payment.findUniqueOrThrow({
      where: { transactionUuid: formData.transaction_uuid },
    });
    expect(attempt).toMatchObject({
      status: "failed",
      failureReason: "The eSewa session expired before the payment was made. You can try again.",
    });
    expect((await db().order.findUniqueOrThrow({ where: { id: order._id } })).status).toBe("pending");
    expect((await initiateEsewa(store.app, headers, order)).statusCode).toBe(200);
  });

  it("CANCELED before the store verified it: refused, the attempt failed, the order payable", async () => {
    const headers = guest("esewa-status-canceled");
    const { order } = await orderFromCart(store.app, headers, "esewa");
    const { formData, callback } = await payAtEsewa(store.app, headers, order);
    expect(await act(formData, "reverse")).toBe(true);
    expect(await gatewayStatus(formData)).toMatchObject({
      status: "CANCELED",
      ref_id: expect.stringMatching(/^[0-9A-Z]{7}$/),
    });
    const refused = await post("/api/payments/esewa/success", headers, callback);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Payment verification failed");
    expect(await statusOf(headers, order.orderNumber)).toEqual({
      status: "failed",
      message: "eSewa cancelled this payment. You can try again.",
    });
    const row = await db().order.findUniqueOrThrow({ where: { id: order._id } });
    expect(row).toMatchObject({ status: "pending", paymentStatus: "failed" });
    expect(await db().payment.count({ where: { orderId: order._id, status: "completed" } })).toBe(0);
  });

  it("PARTIAL_REFUND then FULL_REFUND: each shows on the order once, the refunds add up to the amount paid", async () => {
    const headers = guest("esewa-status-refunds");
    const { order, product } = await orderFromCart(store.app, headers, "esewa");
    const { formData, callback } = await payAtEsewa(store.app, headers, order);
    expect((await post("/api/payments/esewa/success", headers, callback)).statusCode).toBe(200);
    expect(await act(formData, "refund-partial")).toBe(true);
    expect(await gatewayStatus(formData)).toMatchObject({ status: "PARTIAL_REFUND" });
    expect(await statusOf(headers, order.orderNumber)).toEqual({
      status: "partially_refunded",
      message: "Part of this payment was refunded.",
    });
    expect((await statusOf(headers, order.orderNumber)).status).toBe("partially_refunded");
    const partly = await orderOf(headers, order.orderNumber);
    expect(partly.payment.status).toBe("partially_refunded");
    expect(partly.payment.refunds).toEqual([
      {
        amount: null,
        reason: "Partially refunded at eSewa (eSewa does not report the amount)",
        at: expect.any(String),
        manual: false,
        reference: null,
      },
    ]);

    expect(await act(formData, "refund-full")).toBe(true);
    expect(await gatewayStatus(formData)).toMatchObject({ status: "FULL_REFUND" });
    expect((await statusOf(headers, order.orderNumber)).status).toBe("refunded");
    expect((await statusOf(headers, order.orderNumber)).status).toBe("refunded");
    const refunded = await orderOf(headers, order.orderNumber);
    expect(refunded.payment).toMatchObject({ status: "refunded", amount: order.pricing.total });
    expect(refunded.payment.refunds.map((refund: { amount: number | null }) => refund.amount)).toEqual([
      null,
      order.pricing.total,
    ]);
    expect(await auditEvents(db(), "payment.refunded")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ detail: expect.objectContaining({ orderNumber: order.orderNumber }) }),
      ]),
    );
    // A replay of eSewa's first answer still answers as the first did and charges nothing.
    const replay = await post("/api/payments/esewa/success", headers, callback);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.order.payment.status).toBe("refunded");
    await expectPaidOnce(order._id, order.orderNumber, product.soldCount, product.id);
  });

  it("FULL_REFUND, and a paid payment eSewa reverses (CANCELED): refunded in full", async () => {
    for (const [sessionId, action, reason] of [
      ["esewa-status-full-refund", "refund-full", "Refunded in full at eSewa"],
      ["esewa-status-reversed", "reverse", "Reversed by eSewa"],
    ] as const) {
      const headers = guest(sessionId);
      const { order } = await orderFromCart(store.app, headers, "esewa");
      const { formData, callback } = await payAtEsewa(store.app, headers, order);
      expect((await post("/api/payments/esewa/success", headers, callback)).statusCode).toBe(200);
      expect(await act(formData, action)).toBe(true);
      expect(await statusOf(headers, order.orderNumber)).toEqual({
        status: "refunded",
        message: "This payment was refunded.",
      });
      expect((await orderOf(headers, order.orderNumber)).payment.refunds).toEqual([
        { amount: order.pricing.total, reason, at: expect.any(String), manual: false, reference: null },
      ]);
    }
  });

  it("operator actions only move the statuses eSewa could move", async () => {
    const headers = guest("esewa-status-operator");
    const { order } = await orderFromCart(store.app, headers, "esewa");
    const formData = await startAtEsewa(headers, order);
    // Nothing to refund, halt or reverse while the shopper has not paid.
    for (const action of ["refund-full", "refund-partial", "halt", "settle", "reverse"] as const) {
      expect(await act(formData, action)).toBe(false);
    }
    expect(await gatewayStatus(formData)).toMatchObject({ status: "PENDING" });
  });
});

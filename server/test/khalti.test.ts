// Khalti ePayment through the store's API: POST /api/payments/khalti/initiate (owner only, the order's total in
// paisa sent to Khalti), GET /api/payments/khalti/return (settled by Khalti's lookup alone) and the status call,
// against the offline Khalti.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdPayment } from "../src/gateways/khalti/ledger.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import {
  initiateKhalti,
  khaltiReturn,
  orderFromCart,
  payAtKhalti,
  payAtKhaltiEmulator,
  type Shopper,
} from "./support/payments.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import { adminToken, paidOrder, refund } from "./support/admin.ts";
import { auditEvents } from "./security/support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ PUBLIC_URL: "https://shop.example.np" });
});
afterAll(() => store.close());

const db = () => store.app.db;
const guest = (id: string): Shopper => ({ "x-session-id": id });
const orderRow = (orderNumber: string) => db().order.findUniqueOrThrow({ where: { orderNumber } });
const khaltiOrder = (headers: Shopper) => orderFromCart(store.app, headers, "khalti");
const status = (headers: Shopper, orderRef: string) =>
  store.app.inject({ method: "GET", url: `/api/payments/khalti/status/${orderRef}`, headers });

describe("initiating a Khalti payment", () => {
  it("sends the order's total in paisa to Khalti and records the attempt under its pidx", async () => {
    const headers = guest("khalti-initiate-1");
    const { order } = await khaltiOrder(headers);
    const answer = await initiateKhalti(store.app, headers, order);
    expect(answer.statusCode).toBe(200);
    const { pidx, payment_url } = answer.json().data;
    expect(answer.json()).toEqual({ success: true, data: { pidx, payment_url } });
    expect(payment_url).toBe(`https://shop.example.np/gateways/khalti/pay/?pidx=${pidx}`);

    const atKhalti = await db().khaltiEmulatorPayment.findUniqueOrThrow({ where: { pidx } });
    expect(atKhalti).toMatchObject({
      amount: order.pricing.total * 100,
      purchaseOrderId: order.orderNumber,
      purchaseOrderName: `Order ${order.orderNumber}`,
      returnUrl: "https://shop.example.np/api/payments/khalti/return",
      websiteUrl: "https://shop.example.np",
      status: "Initiated",
    });
    const attempt = await db().payment.findUniqueOrThrow({ where: { transactionUuid: pidx } });
    expect(attempt).toMatchObject({ method: "khalti", status: "pending", amount: order.pricing.total });
    expect((await orderRow(order.orderNumber)).paymentStatus).toBe("pending");
  });

  it("answers 404 for someone else's order and writes nothing", async () => {
    const { order } = await khaltiOrder(guest("khalti-owner-1"));
    const account = await registerShopper(store.app);
    for (const headers of [guest("khalti-stranger-1"), bearer(account.token)]) {
      const refused = await initiateKhalti(store.app, headers, order);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe("order.not_found");
    }
    const row = await orderRow(order.orderNumber);
    expect(await db().payment.count({ where: { orderId: row.id } })).toBe(0);
  });

  it("answers 409 for a paid order, a cancelled one, a lapsed one, and one placed with another method", async () => {
    const paidBy = guest("khalti-409-paid");
    const { order: paid } = await khaltiOrder(paidBy);
    const { query } = await payAtKhalti(store.app, paidBy, paid);
    expect((await khaltiReturn(store.app, query)).path).toBe("/checkout/khalti/success");
    const again = await initiateKhalti(store.app, paidBy, paid);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("order.already_paid");

    const cancelledBy = guest("khalti-409-cancelled");
    const { order: cancelled } = await khaltiOrder(cancelledBy);
    await db().order.update({ where: { id: cancelled._id }, data: { status: "cancelled" } });
    expect((await initiateKhalti(store.app, cancelledBy, cancelled)).json().code).toBe("order.not_payable");

    const lapsedBy = guest("khalti-409-lapsed");
    const { order: lapsed } = await khaltiOrder(lapsedBy);
    await db().order.update({
      where: { id: lapsed._id },
      data: { paymentDueAt: new Date(Date.now() - 1000) },
    });
    const late = await initiateKhalti(store.app, lapsedBy, lapsed);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("order.payment_window_closed");

    const esewaBy = guest("khalti-409-esewa");
    const { order: esewa } = await orderFromCart(store.app, esewaBy, "esewa");
    const wrong = await initiateKhalti(store.app, esewaBy, esewa);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: "payment.wrong_method" });
    expect(
      await db().payment.count({ where: { orderId: { in: [cancelled._id, lapsed._id, esewa._id] } } }),
    ).toBe(0);
  });

  it("answers 502 when Khalti cannot be reached or refuses the merchant's key, and records no attempt", async () => {
    const headers = guest("khalti-initiate-502");
    const { order } = await khaltiOrder(headers);
    const settings = store.app.config.khalti;
    const saved = { ...settings };
    try {
      settings.apiUrl = "http://127.0.0.1:9/api/v2/";
      const offline = await initiateKhalti(store.app, headers, order);
      expect(offline.statusCode).toBe(502);
      expect(offline.json().code).toBe("payment.gateway_unreachable");
      Object.assign(settings, saved, { secretKey: "not-the-merchant-key" });
      const refused = await initiateKhalti(store.app, headers, order);
      expect(refused.statusCode).toBe(502);
    } finally {
      Object.assign(settings, saved);
    }
    expect(await db().payment.count({ where: { orderId: order._id } })).toBe(0);
  });
});

describe("coming back from Khalti", () => {
  it("pays the order when the lookup says Completed for exactly its amount, once however often the return comes", async () => {
    const headers = guest("khalti-return-paid");
    const { order, product } = await khaltiOrder(headers);
    const soldBefore = product.soldCount;
    const { pidx, query, returnUrl } = await payAtKhalti(store.app, headers, order);
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(
      "https://shop.example.np/api/payments/khalti/return",
    );
    expect(query).toMatchObject({ pidx, status: "Completed", amount: String(order.pricing.total * 100) });

    const back = await khaltiReturn(store.app, query);
    expect(back).toEqual({ path: "/checkout/khalti/success", orderId: order.orderNumber, reason: null });
    const row = await orderRow(order.orderNumber);
    expect(row).toMatchObject({ status: "processing", paymentStatus: "completed", paymentMethod: "khalti" });
    const atKhalti = await db().khaltiEmulatorPayment.findUniqueOrThrow({ where: { pidx } });
    const payment = await db().payment.findUniqueOrThrow({ where: { transactionUuid: pidx } });
    expect(payment).toMatchObject({ status: "completed", transactionId: atKhalti.transactionId });
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).soldCount).toBe(
      soldBefore + 2,
    );

    // The replay (a reload of the return, a second tab) lands on the same page and pays nothing more.
    expect(await khaltiReturn(store.app, query)).toEqual(back);
    expect(await khaltiReturn(store.app, { pidx })).toEqual(back);
    expect(await db().payment.count({ where: { orderId: row.id } })).toBe(1);
    const completed = (await auditEvents(db(), "payment.completed")).filter(
      (event) => event.detail.orderNumber === order.orderNumber,
    );
    expect(completed).toHaveLength(1);
    expect(completed[0]!.detail).toMatchObject({ method: "khalti", amount: order.pricing.total });

    const read = await status(headers, order.orderNumber);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      status: "completed",
      transactionId: atKhalti.transactionId,
      order: { orderNumber: order.orderNumber, payment: { method: "khalti", status: "completed" } },
    });
  });

  it("a cancel at Khalti fails the attempt, leaves the order payable, and a new attempt can pay it", async () => {
    const headers = guest("khalti-return-cancel");
    const { order } = await khaltiOrder(headers);
    const { pidx, query } = await payAtKhalti(store.app, headers, order, { action: "cancel" });
    expect(query).toMatchObject({ pidx, status: "User canceled", transaction_id: "", mobile: "" });
    expect(await khaltiReturn(store.app, query)).toEqual({
      path: "/checkout/khalti/failure",
      orderId: order.orderNumber,
      reason: "canceled",
    });
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: "pending", paymentStatus: "failed" });
    expect(await db().payment.findUniqueOrThrow({ where: { transactionUuid: pidx } })).toMatchObject({
      status: "failed",
      failureReason: "Cancelled at Khalti",
    });
    expect((await status(headers, order.orderNumber)).json().data).toMatchObject({
      status: "failed",
      message: "Payment was not completed. You can try again.",
      transactionId: null,
    });

    // Try again: a fresh pidx, the order awaiting payment again, then paid.
    const second = await payAtKhalti(store.app, headers, order);
    expect(second.pidx).not.toBe(pidx);
    expect((await khaltiReturn(store.app, second.query)).path).toBe("/checkout/khalti/success");
    expect((await orderRow(order.orderNumber)).paymentStatus).toBe("completed");
    expect((await khaltiReturn(store.app, query)).path).toBe("/checkout/khalti/success");
  });

  it("an expired link pays nothing: the lookup says Expired, the failure page says so", async () => {
    const headers = guest("khalti-return-expired");
    const { order } = await khaltiOrder(headers);
    const { pidx } = (await initiateKhalti(store.app, headers, order)).json().data;
    await db().khaltiEmulatorPayment.update({
      where: { pidx },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const back = await khaltiReturn(store.app, { pidx, status: "Completed" });
    expect(back).toEqual({ path: "/checkout/khalti/failure", orderId: order.orderNumber, reason: "expired" });
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: "pending", paymentStatus: "failed" });
  });

  it("Pending and Initiated pay nothing; the status call takes the payment once Khalti completes it", async () => {
    const headers = guest("khalti-return-pending");
    const { order } = await khaltiOrder(headers);
    const { pidx } = (await initiateKhalti(store.app, headers, order)).json().data;
    expect(await khaltiReturn(store.app, { pidx, status: "Completed" })).toMatchObject({ reason: "pending" });
    expect(await holdPayment(db(), pidx, "Pending")).toBe(true);
    expect(await khaltiReturn(store.app, { pidx, status: "Completed" })).toMatchObject({ reason: "pending" });
    const waiting = await status(headers, order.orderNumber);
    expect(waiting.json().data).toMatchObject({
      status: "pending",
      message: "Khalti has not confirmed this payment yet. Its status will be checked again.",
    });
    expect(await db().payment.findUniqueOrThrow({ where: { transactionUuid: pidx } })).toMatchObject({
      status: "pending",
    });

    expect(await holdPayment(db(), pidx, "Completed")).toBe(true);
    const settled = await status(headers, order.orderNumber);
    expect(settled.json().data).toMatchObject({ status: "completed", message: "Payment received." });
    expect((await orderRow(order.orderNumber)).status).toBe("processing");
  });

  it("a lookup that fails or cannot be reached pays nothing and keeps the attempt open", async () => {
    const headers = guest("khalti-return-offline");
    const { order } = await khaltiOrder(headers);
    const { pidx, query } = await payAtKhalti(store.app, headers, order);
    const settings = store.app.config.khalti;
    const saved = { ...settings };
    try {
      settings.apiUrl = "http://127.0.0.1:9/api/v2/";
      expect(await khaltiReturn(store.app, query)).toMatchObject({ reason: "lookup_failed" });
      Object.assign(settings, saved, { secretKey: "a-key-khalti-refuses" });
      expect(await khaltiReturn(store.app, query)).toMatchObject({ reason: "lookup_failed" });
    } finally {
      Object.assign(settings, saved);
    }
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await db().payment.findUniqueOrThrow({ where: { transactionUuid: pidx } })).toMatchObject({
      status: "pending",
    });
    // Khalti reachable again: the same return now pays.
    expect((await khaltiReturn(store.app, query)).path).toBe("/checkout/khalti/success");
  });

  it("an unknown pidx, or none, goes to the failure page without an order", async () => {
    const queries: Record<string, string>[] = [{ pidx: "NoSuchPidxAtThisStore1" }, {}, { pidx: "" }];
    for (const query of queries) {
      expect(await khaltiReturn(store.app, query)).toEqual({
        path: "/checkout/khalti/failure",
        orderId: null,
        reason: "unknown",
      });
    }
  });

  it("the status call is the owner's only (404 for anyone else)", async () => {
    const { order } = await khaltiOrder(guest("khalti-status-owner"));
    const other = await status(guest("khalti-status-other"), order.orderNumber);
    expect(other.statusCode).toBe(404);
    const nobody = await store.app.inject({
      method: "GET",
      url: `/api/payments/khalti/status/${order.orderNumber}`,
    });
    expect(nobody.statusCode).toBe(404);
  });

  it("the test credentials list Khalti's sandbox accounts", async () => {
    const answer = await store.app.inject({ method: "GET", url: "/api/payments/test-credentials" });
    expect(answer.json().data.khalti).toEqual({
      khaltiIds: ["9800000000", "9800000001", "9800000002", "9800000003", "9800000004", "9800000005"],
      mpin: "1111",
      otp: "987654",
      instructions: expect.stringContaining("987654"),
    });
  });

  it("a Khalti ID the emulator knows pays: the page's steps are the only way to a Completed lookup", async () => {
    const headers = guest("khalti-steps");
    const { order } = await khaltiOrder(headers);
    const { pidx } = (await initiateKhalti(store.app, headers, order)).json().data;
    const { query } = await payAtKhaltiEmulator(store.app, pidx);
    expect(query.mobile).toBe("98XXXXX001");
    expect(query.txnId).toBe(query.transaction_id);
    expect(query.tidx).toBe(query.transaction_id);
  });
});

describe("refunds through Khalti", () => {
  it("the admin's partial then remaining refund reach Khalti: its lookup says Partially Refunded, then Refunded", async () => {
    const admin = await adminToken(store.app);
    const { order, amount } = await paidOrder(store.app, "khalti-refund-1", "khalti");
    const row = await orderRow(order.orderNumber);
    const attempt = await db().payment.findFirstOrThrow({ where: { orderId: row.id, status: "completed" } });
    const atKhalti = () =>
      db().khaltiEmulatorPayment.findUniqueOrThrow({ where: { pidx: attempt.transactionUuid! } });

    const part = await refund(store.app, admin, order.orderNumber, { amount: 100, reason: "Late" });
    expect(part.statusCode).toBe(200);
    expect(await atKhalti()).toMatchObject({ status: "Partially Refunded", refundedAmount: 100 * 100 });
    const rest = await refund(store.app, admin, order.orderNumber, {
      amount: amount - 100,
      reason: "Returned",
    });
    expect(rest.json().data.order.payment.status).toBe("refunded");
    expect(await atKhalti()).toMatchObject({ status: "Refunded", refundedAmount: amount * 100 });
    expect(
      (await db().payment.findMany({ where: { orderId: row.id, status: "refund" } })).map(
        (r) => r.transactionId,
      ),
    ).toEqual([attempt.transactionId, attempt.transactionId]);
  });

  it("Khalti refusing the refund (already refunded at Khalti) records nothing and answers 409", async () => {
    const admin = await adminToken(store.app);
    const { order } = await paidOrder(store.app, "khalti-refund-2", "khalti");
    const row = await orderRow(order.orderNumber);
    const attempt = await db().payment.findFirstOrThrow({ where: { orderId: row.id, status: "completed" } });
    await db().khaltiEmulatorPayment.update({
      where: { pidx: attempt.transactionUuid! },
      data: { status: "Refunded" },
    });
    const refused = await refund(store.app, admin, order.orderNumber, { amount: 50, reason: "Damaged" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "refund.gateway_refused" });
    expect(refused.json().message).toContain("Khalti: Transaction is not in a refundable state.");
    expect(await orderRow(order.orderNumber)).toMatchObject({
      paymentStatus: "completed",
      refundedAmount: 0,
    });
  });
});

describe("the return and credentials", () => {
  it("reads no credential: an expired or broken Authorization header does not stop the payment", async () => {
    const headers = guest("khalti-return-broken-credential");
    const { order } = await khaltiOrder(headers);
    const { query } = await payAtKhalti(store.app, headers, order);
    const answer = await store.app.inject({
      method: "GET",
      url: `/api/payments/khalti/return?${new URLSearchParams(query)}`,
      headers: { authorization: "Basic YWRtaW46YWRtaW4=" },
    });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toContain("/checkout/khalti/success?orderId=");
    expect((await orderRow(order.orderNumber)).paymentStatus).toBe("completed");
  });
});

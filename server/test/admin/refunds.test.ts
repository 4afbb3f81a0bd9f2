// POST /api/admin/orders/:orderNumber/refund: admins only; at most what was paid less what was refunded, also
// when refunds race; made through the order's gateway (the emulators), recorded only when the gateway agrees;
// a full refund before delivery puts the stock back once; eSewa's status check answers the refunds after.
import { formatRupees } from "@store/shared/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actOnEsewaTransaction } from "../../src/gateways/esewa/operator.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { adminToken, paidOrder, refund, tokenWithRole, type Method } from "../support/admin.ts";
import { moveOrder, guestOrderPlacer } from "../support/orders.ts";
import { auditEvents } from "../security/support.ts";

let store: TestStore;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
});
afterAll(() => store.close());

const db = () => store.app.db;
const stockOf = async (id: string) => (await db().product.findUniqueOrThrow({ where: { id } })).stock;
const orderRow = (orderNumber: string) => db().order.findUniqueOrThrow({ where: { orderNumber } });
const placeUnpaid = guestOrderPlacer(() => store.app);

describe("who may refund", () => {
  it("refuses a guest (401), a customer and staff (403), and changes nothing", async () => {
    const { order } = await paidOrder(store.app, "refund-who-1", "paypal");
    const guest = await store.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.orderNumber}/refund`,
      payload: { amount: 10, reason: "Damaged" },
    });
    expect(guest.statusCode).toBe(401);
    for (const role of ["customer", "staff"]) {
      const refused = await refund(store.app, await tokenWithRole(store.app, role), order.orderNumber, {
        amount: 10,
        reason: "Damaged",
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("auth.forbidden");
    }
    const row = await orderRow(order.orderNumber);
    expect(row).toMatchObject({ paymentStatus: "completed", refundedAmount: 0 });
    expect(await db().payment.count({ where: { orderId: row.id, status: "refund" } })).toBe(0);
  });
});

describe("refunding through each gateway", () => {
  for (const method of ["paypal", "mastercard", "esewa", "khalti"] as Method[]) {
    it(`${method}: a partial refund, then the rest: refunded in full, stock back once`, async () => {
      const { order, product, amount } = await paidOrder(store.app, `refund-${method}-1`, method);
      const before = await stockOf(product.id);
      const soldBefore = (await db().product.findUniqueOrThrow({ where: { id: product.id } })).soldCount;
      const first = await refund(store.app, admin, order.orderNumber, {
        amount: 100,
        reason: "Late delivery",
      });
      expect(first.statusCode).toBe(200);
      const partial = first.json().data.order;
      expect(partial.payment.status).toBe("partially_refunded");
      expect(partial.payment.refunds).toEqual([
        {
          amount: 100,
          reason: "Late delivery",
          at: expect.any(String),
          manual: false,
          reference: expect.any(String),
        },
      ]);
      expect(await stockOf(product.id)).toBe(before);

      const rest = await refund(store.app, admin, order.orderNumber, {
        amount: amount - 100,
        reason: "Returned",
      });
      expect(rest.statusCode).toBe(200);
      const full = rest.json().data.order;
      expect(full.payment.status).toBe("refunded");
      expect(full.payment.refunds.map((item: { amount: number }) => item.amount)).toEqual([
        100,
        amount - 100,
      ]);
      expect(await stockOf(product.id)).toBe(before + 2);
      expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).soldCount).toBe(
        soldBefore - 2,
      );
      expect(await orderRow(order.orderNumber)).toMatchObject({
        refundedAmount: amount,
        stockReleased: true,
      });

      const more = await refund(store.app, admin, order.orderNumber, { amount: 1, reason: "Again" });
      expect(more.statusCode).toBe(409);
      expect(more.json().code).toBe("refund.exceeds_paid");
      expect(await stockOf(product.id)).toBe(before + 2);
      const audited = (await auditEvents(db(), "payment.refunded")).filter(
        (event) => event.detail.orderNumber === order.orderNumber,
      );
      expect(audited.map((event) => event.detail.amount)).toEqual([100, amount - 100]);
      expect(audited[1]!.detail).toMatchObject({ method, full: true, stockReturned: true });
      expect(audited[0]!.userId).toBeTruthy();
    });
  }

  it("refuses more than was paid less what was refunded (409), and an order never paid (409)", async () => {
    const { order, amount } = await paidOrder(store.app, "refund-over-1", "paypal");
    const over = await refund(store.app, admin, order.orderNumber, {
      amount: amount + 1,
      reason: "Too much",
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: "refund.exceeds_paid" });
    expect(over.json().message).toContain(`at most ${formatRupees(amount)}`);
    expect(
      (await refund(store.app, admin, order.orderNumber, { amount: 50, reason: "Part" })).statusCode,
    ).toBe(200);
    const left = await refund(store.app, admin, order.orderNumber, {
      amount: amount - 49,
      reason: "Too much",
    });
    expect(left.statusCode).toBe(409);
    expect(left.json().message).toContain(`at most ${formatRupees(amount - 50)}`);

    const { order: unpaid } = await placeUnpaid("refund-unpaid-1");
    const never = await refund(store.app, admin, unpaid.orderNumber, { amount: 1, reason: "Nothing" });
    expect(never.statusCode).toBe(409);
    expect(never.json().code).toBe("refund.not_paid");
    expect((await orderRow(unpaid.orderNumber)).refundedAmount).toBe(0);
  });

  it("validates the amount and the reason (400) and answers 404 for an unknown order", async () => {
    const { order } = await paidOrder(store.app, "refund-valid-1", "mastercard");
    for (const payload of [
      { amount: 0, reason: "x" },
      { amount: 10.5, reason: "x" },
      { amount: "10", reason: "x" },
      { amount: 10, reason: "" },
      { amount: 10 },
    ]) {
      expect((await refund(store.app, admin, order.orderNumber, payload)).statusCode).toBe(400);
    }
    const missing = await refund(store.app, admin, "NS-20990101-NOONE", { amount: 1, reason: "x" });
    expect(missing.statusCode).toBe(404);
    expect((await orderRow(order.orderNumber)).refundedAmount).toBe(0);
  });

  // The losers arrive while the winner is at the gateway (claimed, not yet recorded): a guard that counted the
  // recorded refunds would let them through to the gateway; the claim on the order refuses them first.
  it("two refunds at once never add up to more than was paid", async () => {
    const { order, amount } = await paidOrder(store.app, "refund-race-1", "esewa");
    const share = Math.floor(amount / 2) + 1;
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        refund(store.app, admin, order.orderNumber, { amount: share, reason: `Race ${n}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    // Refused by the store's own guard, before the gateway was asked (the gateway's ledger would refuse too).
    const codes = answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code);
    expect(codes).toEqual(["refund.exceeds_paid", "refund.exceeds_paid"]);
    const failed = (await auditEvents(db(), "payment.refund_failed")).filter(
      (event) => event.detail.orderNumber === order.orderNumber,
    );
    expect(failed).toEqual([]);
    const row = await orderRow(order.orderNumber);
    expect(row.refundedAmount).toBe(share);
    expect(row.paymentStatus).toBe("partially_refunded");
    const rows = await db().payment.findMany({ where: { orderId: row.id, status: "refund" } });
    expect(rows.map((payment) => payment.amount)).toEqual([share]);
    const attempt = await db().payment.findFirstOrThrow({ where: { orderId: row.id, status: "completed" } });
    const ledger = await db().esewaEmulatorTransaction.findUniqueOrThrow({
      where: {
        productCode_transactionUuid: { productCode: "EPAYTEST", transactionUuid: attempt.transactionUuid! },
      },
    });
    expect(ledger.refundedAmount).toBe(share);
  });

  it("a full refund after delivery keeps the stock out; after a cancel it does not return it again", async () => {
    const delivered = await paidOrder(store.app, "refund-delivered-1", "paypal");
    expect((await moveOrder(store.app, admin, delivered.order.orderNumber, "delivered")).statusCode).toBe(
      200,
    );
    const beforeDelivered = await stockOf(delivered.product.id);
    const back = await refund(store.app, admin, delivered.order.orderNumber, {
      amount: delivered.amount,
      reason: "Returned after delivery",
    });
    expect(back.json().data.order.payment.status).toBe("refunded");
    expect(await stockOf(delivered.product.id)).toBe(beforeDelivered);

    const cancelled = await paidOrder(store.app, "refund-cancelled-1", "mastercard");
    const beforeCancel = await stockOf(cancelled.product.id);
    expect((await moveOrder(store.app, admin, cancelled.order.orderNumber, "cancelled")).statusCode).toBe(
      200,
    );
    expect(await stockOf(cancelled.product.id)).toBe(beforeCancel + 2);
    const refunded = await refund(store.app, admin, cancelled.order.orderNumber, {
      amount: cancelled.amount,
      reason: "Cancelled by the store",
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data.order.payment.status).toBe("refunded");
    expect(await stockOf(cancelled.product.id)).toBe(beforeCancel + 2);
  });
});

describe("when the gateway says no", () => {
  it("a refusal (eSewa holds the payment: AMBIGUOUS) answers 409 and records nothing as refunded", async () => {
    const { order } = await paidOrder(store.app, "refund-refused-1", "esewa");
    const row = await orderRow(order.orderNumber);
    const attempt = await db().payment.findFirstOrThrow({ where: { orderId: row.id, status: "completed" } });
    await actOnEsewaTransaction(
      db(),
      { productCode: "EPAYTEST", transactionUuid: attempt.transactionUuid! },
      "halt",
    );
    const refused = await refund(store.app, admin, order.orderNumber, { amount: 10, reason: "Damaged" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("refund.gateway_refused");
    expect(refused.json().message).toContain("nothing was refunded");
    expect(await orderRow(order.orderNumber)).toMatchObject({
      paymentStatus: "completed",
      refundedAmount: 0,
    });
    expect(await db().payment.count({ where: { orderId: row.id, status: "refund" } })).toBe(0);
    const failed = (await auditEvents(db(), "payment.refund_failed")).filter(
      (event) => event.detail.orderNumber === order.orderNumber,
    );
    expect(failed).toHaveLength(1);
  });

  it("an unreachable gateway answers 502 and records nothing as refunded", async () => {
    const offline = await createTestStore();
    try {
      const { order } = await paidOrder(offline.app, "refund-unreachable-1", "paypal");
      // PayPal took the payment, then stops answering (nothing listens on port 9).
      offline.app.config.paypal.apiUrl = "http://127.0.0.1:9/v1";
      const answer = await refund(offline.app, await adminToken(offline.app), order.orderNumber, {
        amount: 10,
        reason: "Damaged",
      });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({ success: false, code: "refund.gateway_unreachable" });
      const row = await offline.app.db.order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
      expect(row).toMatchObject({ paymentStatus: "completed", refundedAmount: 0 });
      expect(await offline.app.db.payment.count({ where: { orderId: row.id, status: "refund" } })).toBe(0);
    } finally {
      await offline.close();
    }
  });
});

describe("eSewa after a refund", () => {
  it("its status check answers PARTIAL_REFUND, then FULL_REFUND, and the store records nothing twice", async () => {
    const { order, headers, amount } = await paidOrder(store.app, "refund-esewa-status-1", "esewa");
    const row = await orderRow(order.orderNumber);
    const attempt = await db().payment.findFirstOrThrow({ where: { orderId: row.id, status: "completed" } });
    const gatewayStatus = async () =>
      (
        await store.app.inject({
          method: "GET",
          url: `/gateways/esewa/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=${amount}&transaction_uuid=${attempt.transactionUuid}`,
        })
      ).json().status;
    const shopperCheck = async () =>
      (
        await store.app.inject({
          method: "GET",
          url: `/api/payments/esewa/status/${order.orderNumber}`,
          headers,
        })
      ).json().data.status;

    expect(
      (await refund(store.app, admin, order.orderNumber, { amount: 40, reason: "Part" })).statusCode,
    ).toBe(200);
    expect(await gatewayStatus()).toBe("PARTIAL_REFUND");
    expect(await shopperCheck()).toBe("partially_refunded");
    expect(
      (await refund(store.app, admin, order.orderNumber, { amount: amount - 40, reason: "Rest" })).statusCode,
    ).toBe(200);
    expect(await gatewayStatus()).toBe("FULL_REFUND");
    expect(await shopperCheck()).toBe("refunded");
    const refunds = await db().payment.findMany({ where: { orderId: row.id, status: "refund" } });
    expect(refunds.map((payment) => payment.amount).sort((a, b) => a - b)).toEqual(
      [40, amount - 40].sort((a, b) => a - b),
    );
  });

  it("a status check while the admin's refund is under way leaves the recording to that refund", async () => {
    const { order, headers, amount } = await paidOrder(store.app, "refund-esewa-inflight-1", "esewa");
    const row = await orderRow(order.orderNumber);
    const attempt = await db().payment.findFirstOrThrow({ where: { orderId: row.id, status: "completed" } });
    // The refund's amount is claimed on the order and eSewa has made it; its record is not written yet.
    await db().order.update({ where: { id: row.id }, data: { refundedAmount: 30 } });
    await actOnEsewaTransaction(
      db(),
      { productCode: "EPAYTEST", transactionUuid: attempt.transactionUuid! },
      "refund-partial",
    );
    const check = await store.app.inject({
      method: "GET",
      url: `/api/payments/esewa/status/${order.orderNumber}`,
      headers,
    });
    expect(check.json().data.status).toBe("completed");
    expect(await db().payment.count({ where: { orderId: row.id, status: "refund" } })).toBe(0);
    expect(await orderRow(order.orderNumber)).toMatchObject({
      refundedAmount: 30,
      paymentStatus: "completed",
    });
    expect(amount).toBeGreaterThan(30);
  });

  it("a refund made in eSewa's portal counts towards what is left to refund here", async () => {
    const { order, headers, amount } = await paidOrder(store.app, "refund-esewa-portal-1", "esewa");
    const row = await orderRow(order.orderNumber);
    const attempt = await db().payment.findFirstOrThrow({ where: { orderId: row.id, status: "completed" } });
    await actOnEsewaTransaction(
      db(),
      { productCode: "EPAYTEST", transactionUuid: attempt.transactionUuid! },
      "refund-full",
    );
    await store.app.inject({
      method: "GET",
      url: `/api/payments/esewa/status/${order.orderNumber}`,
      headers,
    });
    expect(await orderRow(order.orderNumber)).toMatchObject({
      paymentStatus: "refunded",
      refundedAmount: amount,
    });
    const more = await refund(store.app, admin, order.orderNumber, { amount: 1, reason: "Again" });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe("refund.exceeds_paid");
  });
});

// A payment that went through: the order becomes `processing`, the payment is recorded, the products count
// as sold and the bought lines leave the payer's cart. Exactly once, however many callers race.
import type { PaymentMethod } from "@store/shared/order-facts";
import type { Database } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { confirmOrderLines } from "../orders/confirm-lines.ts";
import { mailPaymentReceived } from "../mail/order-mail.ts";

export interface PaymentReceipt {
  /** Every method with a gateway: cash on delivery is collected (recordCashCollected), not paid here. */
  method: Exclude<PaymentMethod, "cod">;
  amount: number;
  transactionId: string;
  /** The pending attempt this completes (eSewa's transaction_uuid, Khalti's pidx, Fonepay's PRN…); the card has none. */
  transactionUuid?: string;
}

/** What the payment rules read of an order (the same for every method). */
export interface PayableOrder {
  id: string;
  status: string;
  paymentStatus: string;
  total: number;
  paymentDueAt: Date;
}

/**
 * Refuses an order that cannot take this payment; the same rules for every method. A new payment must start
 * within the payment window, even before the sweep has cancelled a lapsed order. eSewa's callback passes
 * `withinWindow: false`: the shopper has already paid at the gateway, and the stock is still held as long as the
 * order is pending, so taking the money late beats refusing a payment that eSewa already made.
 */
export function assertPayable(
  order: PayableOrder,
  amount: number,
  { withinWindow = true, now = new Date() } = {},
): void {
  if (order.paymentStatus === "completed")
    throw conflict("order.already_paid", "This order has already been paid");
  if (order.status !== "pending") throw conflict("order.not_payable", "This order can no longer be paid");
  if (withinWindow && order.paymentDueAt.getTime() <= now.getTime()) {
    throw conflict(
      "order.payment_window_closed",
      "The time to pay for this order has passed: place the order again",
    );
  }
  assertAmount(order, amount);
}

/** The amount a caller says it pays must be the order's total, which the server alone computed. */
export function assertAmount(order: { total: number }, amount: number): void {
  if (amount !== order.total) {
    throw badRequest("payment.amount_mismatch", "Payment amount does not match the order total", [
      { field: "amount", message: "Payment amount does not match the order total" },
    ]);
  }
}

export async function completePayment(
  db: Database,
  orderId: string,
  receipt: PaymentReceipt,
  context: AuditContext,
): Promise<void> {
  await db.$transaction(
    async (tx) => {
      const claimed = await tx.order.updateMany({
        where: { id: orderId, status: "pending", paymentStatus: { not: "completed" }, total: receipt.amount },
        data: { status: "processing", paymentStatus: "completed", paymentMethod: receipt.method },
      });
      if (claimed.count !== 1) throw conflict("order.already_paid", "This order has already been paid");
      const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
      await recordAudit(tx, "payment.completed", context, {
        orderNumber: order.orderNumber,
        method: receipt.method,
        amount: receipt.amount,
        transactionId: receipt.transactionId,
      });
      if (receipt.transactionUuid) {
        await tx.payment.update({
          where: { transactionUuid: receipt.transactionUuid },
          data: { status: "completed", transactionId: receipt.transactionId },
        });
      } else {
        await tx.payment.create({
          data: {
            orderId,
            method: receipt.method,
            status: "completed",
            amount: receipt.amount,
            transactionId: receipt.transactionId,
          },
        });
      }
      await tx.trackingEvent.create({ data: { orderId, status: "processing", note: "Payment received" } });
      await confirmOrderLines(tx, order);
      await mailPaymentReceived(tx, orderId);
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
}

/** A refused payment attempt, for the audit log: what was tried on which order, and why it failed. */
export function recordPaymentFailure(
  db: Database,
  context: AuditContext,
  order: { orderNumber: string },
  method: PaymentReceipt["method"],
  reason: string,
) {
  return recordAudit(db, "payment.failed", context, { orderNumber: order.orderNumber, method, reason });
}

/**
 * The courier has brought the cash of a delivered cash-on-delivery order: the order's total is recorded as a
 * completed payment (the dashboard counts it on the day it was collected), its payment becomes completed, and
 * the audit log says who recorded it. One guarded update claims the order, so two clicks, or two staff members
 * at once, record it once; the second is told it is already collected.
 */
export async function recordCashCollected(
  db: Database,
  orderNumber: string,
  staff: AuditContext,
): Promise<{ orderId: string; amount: number }> {
  return db.$transaction(
    async (tx) => {
      const order = await tx.order.findUnique({ where: { orderNumber } });
      if (!order) throw notFound("order.not_found", "Order not found");
      if (order.paymentMethod !== "cod")
        throw conflict("cod.not_cash_on_delivery", "This order is not paid by cash on delivery");
      if (order.status === "cancelled")
        throw conflict("cod.order_cancelled", "This order was cancelled: no cash is due for it");
      if (order.paymentStatus !== "pending") throw cashAlreadyCollected();
      if (order.status !== "delivered")
        throw conflict(
          "cod.not_delivered",
          "This order has not been delivered yet: record the cash once it is delivered",
        );
      const claimed = await tx.order.updateMany({
        where: { id: order.id, paymentMethod: "cod", status: "delivered", paymentStatus: "pending" },
        data: { paymentStatus: "completed" },
      });
      if (claimed.count !== 1) throw cashAlreadyCollected();
      const reference = `COD-${order.orderNumber}`;
      await tx.payment.create({
        data: {
          orderId: order.id,
          method: "cod",
          status: "completed",
          amount: order.total,
          transactionId: reference,
          actorId: staff.userId,
        },
      });
      await recordAudit(tx, "payment.cash_collected", staff, {
        orderNumber: order.orderNumber,
        method: "cod",
        amount: order.total,
        transactionId: reference,
      });
      return { orderId: order.id, amount: order.total };
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
}

const cashAlreadyCollected = () =>
  conflict("cod.already_collected", "The cash for this order has already been recorded as collected");

// GET /api/payments/esewa/status/:orderId asks eSewa again about the order's latest eSewa attempt and acts on
// each status eSewa documents: COMPLETE pays the order (once, as the success callback would), PENDING and
// AMBIGUOUS leave it awaiting payment, NOT_FOUND and CANCELED fail the attempt (the order stays payable), and on
// a paid order FULL_REFUND, PARTIAL_REFUND or CANCELED (reversed) record the refund on it.
import type { FastifyInstance } from "fastify";
import { HELD_PAYMENT_STATUSES, holdsPayment, type PaymentStatus } from "@store/shared/order-facts";
import { HttpError } from "../../http-error.ts";
import { findPayableOrder, type OrderCaller } from "../orders/service.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { assertPayable, completePayment } from "./complete-payment.ts";
import { checkEsewaStatus } from "./esewa-gateway.ts";

export const NOT_CONFIRMED_YET =
  "eSewa has not confirmed this payment yet. Its status will be checked again.";

/** What eSewa's status means for an attempt the order is still waiting on; the refused ones say why. */
const TERMINATED: Record<string, string> = {
  NOT_FOUND: "The eSewa session expired before the payment was made. You can try again.",
  CANCELED: "eSewa cancelled this payment. You can try again.",
};

const MESSAGES: Record<PaymentStatus, string> = {
  pending: "Awaiting payment.",
  completed: "Payment received.",
  failed: "Payment was not completed. You can try again.",
  partially_refunded: "Part of this payment was refunded.",
  refunded: "This payment was refunded.",
};

/**
 * eSewa answers NOT_FOUND for a transaction it has not seen yet too: the shopper may still be on the way to its
 * login page. Its documentation has the merchant ask when no answer came "within five minutes", so only an
 * attempt older than that is taken as terminated (a shopper's cancel is recorded at once by the failure return).
 */
export const ESEWA_ANSWER_WAIT_MS = 5 * 60_000;

/** A refund of an amount eSewa does not report (its status check says only PARTIAL_REFUND) is kept as 0. */
export const UNREPORTED_REFUND_AMOUNT = 0;

type PayableOrder = Awaited<ReturnType<typeof findPayableOrder>>;
type Attempt = {
  id: string;
  status: string;
  amount: number;
  transactionUuid: string | null;
  createdAt: Date;
};

export async function refreshEsewaStatus(
  app: FastifyInstance,
  caller: OrderCaller,
  context: AuditContext,
  orderRef: string,
): Promise<{ status: PaymentStatus; message: string }> {
  const order = await findPayableOrder(app.db, orderRef, caller);
  const attempt = await app.db.payment.findFirst({
    where: { orderId: order.id, method: "esewa", transactionUuid: { not: null } },
    orderBy: { createdAt: "desc" },
  });
  const unpaid = order.paymentStatus === "pending" || order.paymentStatus === "failed";
  const waiting = attempt && unpaid && (attempt.status === "pending" || attempt.status === "failed");
  const paidByEsewa = attempt?.status === "completed" && holdsPayment(order.paymentStatus);
  let message: string | null = null;
  if (attempt && (waiting || paidByEsewa)) {
    const { status, refId } = await checkEsewaStatus(app, {
      productCode: app.config.esewa.productCode,
      totalAmount: String(attempt.amount),
      transactionUuid: attempt.transactionUuid!,
    });
    message = waiting
      ? await settleWaitingAttempt(app, context, order, attempt, status, refId)
      : await recordRefunds(app, context, order, attempt, status);
  }
  const now = await app.db.order.findUniqueOrThrow({ where: { id: order.id } });
  const status = now.paymentStatus as PaymentStatus;
  return { status, message: message ?? MESSAGES[status] };
}

async function settleWaitingAttempt(
  app: FastifyInstance,
  context: AuditContext,
  order: PayableOrder,
  attempt: Attempt,
  status: string,
  refId: string | null,
): Promise<string | null> {
  if (status === "COMPLETE") {
    try {
      // As the success callback: eSewa has taken the shopper's money, so the payment window no longer applies.
      assertPayable(order, attempt.amount, { withinWindow: false });
      await completePayment(
        app.db,
        order.id,
        {
          method: "esewa",
          amount: order.total,
          transactionId: refId ?? "",
          transactionUuid: attempt.transactionUuid!,
        },
        context,
      );
    } catch (error) {
      // Paid meanwhile by the callback (or another check), or no longer payable: the order says which.
      if (!(error instanceof HttpError)) throw error;
    }
    return null;
  }
  if (status === "PENDING" || status === "AMBIGUOUS") return NOT_CONFIRMED_YET;
  const reason = TERMINATED[status];
  if (!reason) return null; // eSewa unreachable or an answer we cannot read: nothing is known, nothing changes.
  const young = Date.now() - attempt.createdAt.getTime() < ESEWA_ANSWER_WAIT_MS;
  if (status === "NOT_FOUND" && young && attempt.status === "pending") return null;
  const failed = await app.db.payment.updateMany({
    where: { id: attempt.id, status: "pending" },
    data: { status: "failed", failureReason: reason },
  });
  if (failed.count === 1) {
    await app.db.$transaction([
      recordAudit(app.db, "payment.failed", context, {
        orderNumber: order.orderNumber,
        method: "esewa",
        reason: `eSewa says ${status}`,
      }),
      app.db.order.updateMany({
        where: { id: order.id, paymentStatus: "pending" },
        data: { paymentStatus: "failed" },
      }),
    ]);
  }
  return reason;
}

/**
 * A paid order whose eSewa payment was refunded (or reversed) at eSewa. Each refund is one row beside the
 * payment (a Payment row with status `refund`), written once: the order's payment status moves conditionally,
 * so two checks racing record it once. eSewa's PARTIAL_REFUND carries no amount (recorded as unreported); a
 * later FULL_REFUND records what remains of the amount paid, so the refunds always add up to it.
 */
async function recordRefunds(
  app: FastifyInstance,
  context: AuditContext,
  order: PayableOrder,
  payment: Attempt,
  status: string,
): Promise<string | null> {
  const full = status === "FULL_REFUND" || status === "CANCELED";
  if (!full && status !== "PARTIAL_REFUND") return null;
  const from = full ? [...HELD_PAYMENT_STATUSES] : ["completed"];
  const reason =
    status === "CANCELED"
      ? "Reversed by eSewa"
      : full
        ? "Refunded in full at eSewa"
        : "Partially refunded at eSewa (eSewa does not report the amount)";
  await app.db.$transaction(async (tx) => {
    const earlier = await tx.payment.aggregate({
      where: { orderId: order.id, status: "refund" },
      _sum: { amount: true },
    });
    const recorded = earlier._sum.amount ?? 0;
    const amount = full ? payment.amount - recorded : UNREPORTED_REFUND_AMOUNT;
    // Only while the order's refunded amount is what its refund rows say: otherwise an admin's refund is under
    // way (its amount claimed, its record not yet written), and eSewa's answer is that refund, which records
    // itself (payments/refunds.ts); or another check recorded this one first.
    const moved = await tx.order.updateMany({
      where: { id: order.id, paymentStatus: { in: from }, refundedAmount: recorded },
      data: { paymentStatus: full ? "refunded" : "partially_refunded", refundedAmount: recorded + amount },
    });
    if (moved.count !== 1) return;
    await tx.payment.create({
      data: { orderId: order.id, method: "esewa", status: "refund", amount, failureReason: reason },
    });
    await recordAudit(tx, "payment.refunded", context, {
      orderNumber: order.orderNumber,
      method: "esewa",
      amount,
      reason,
    });
  });
  return null;
}

// An admin gives money back through the order's gateway. The amount is first claimed on the order in one
// guarded statement (refunds never add up past what was paid, however many run at once, on any replica), then
// the gateway is asked; if it refuses or cannot be reached, the claim is given back and nothing is recorded as
// refunded. Refunds that reach what was paid are a full refund: the stock goes back unless it was delivered.
// A method whose gateway has no refund API (its provider's `refunds: "manual"`: Fonepay, connectIPS) is refunded
// outside the store, by the bank: the admin records that refund with the bank's reference, under the same claim
// and the same limits, and no gateway is asked.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Order, PaymentMethod } from "@store/shared/checkout";
import type { Database } from "../../db/client.ts";
import { badRequest, conflict, HttpError, notFound } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { orderInclude, presentOrder } from "../orders/present.ts";
import { returnPaidStock } from "../orders/return-stock.ts";
import { PAYMENT_PROVIDERS, type RefundOutcome } from "./providers/index.ts";
import { formatRupees } from "@store/shared/money";
import { HELD_PAYMENT_STATUSES, PAYMENT_METHOD_NAMES, wasPaid } from "@store/shared/order-facts";
import { mailOrderRefunded } from "../mail/order-mail.ts";

interface Refund {
  amount: number;
  reason: string;
  /** The bank's reference of a refund paid outside the store; ignored where the gateway refunds. */
  reference?: string | undefined;
}

export async function refundOrder(
  app: FastifyInstance,
  orderNumber: string,
  refund: Refund,
  admin: AuditContext,
): Promise<Order> {
  const { db } = app;
  const order = await db.order.findUnique({ where: { orderNumber } });
  if (!order) throw notFound("order.not_found", "Order not found");
  const payment = await db.payment.findFirst({
    where: { orderId: order.id, status: "completed" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (!payment || !wasPaid(order.paymentStatus))
    throw conflict("refund.not_paid", "This order was never paid, so there is nothing to refund");
  const method = payment.method as PaymentMethod;
  if (PAYMENT_PROVIDERS[method].refunds === "manual") {
    if (!refund.reference)
      throw badRequest(
        "refund.reference_required",
        `${PAYMENT_METHOD_NAMES[method]} has no refund API: pay the refund from the bank, then give its reference`,
      );
    await claimRefund(db, order.id, payment.amount, refund.amount);
    await recordRefund(db, { id: order.id, orderNumber, paid: payment.amount, method }, refund, {
      reference: refund.reference,
      manual: true,
      admin,
    });
    return presentOrder(await db.order.findUniqueOrThrow({ where: { id: order.id }, include: orderInclude }));
  }
  await claimRefund(db, order.id, payment.amount, refund.amount);
  let outcome: RefundOutcome;
  try {
    outcome = await PAYMENT_PROVIDERS[method].refund(app, {
      orderNumber,
      payment,
      amount: refund.amount,
      reason: refund.reason,
      refundId: `RF-${crypto.randomBytes(10).toString("hex").toUpperCase()}`,
    });
  } catch (error) {
    await giveBackClaim(db, order.id, refund.amount);
    throw error;
  }
  if (outcome.outcome !== "refunded") {
    await giveBackClaim(db, order.id, refund.amount);
    await recordAudit(db, "payment.refund_failed", admin, {
      orderNumber,
      method,
      amount: refund.amount,
      reason: outcome.message,
    });
    throw outcome.outcome === "unreachable"
      ? new HttpError(502, "refund.gateway_unreachable", `${outcome.message}: nothing was refunded`)
      : conflict("refund.gateway_refused", `${outcome.message}: nothing was refunded`);
  }
  await recordRefund(db, { id: order.id, orderNumber, paid: payment.amount, method }, refund, {
    reference: outcome.reference,
    manual: false,
    admin,
  });
  return presentOrder(await db.order.findUniqueOrThrow({ where: { id: order.id }, include: orderInclude }));
}

/** Adds the amount to what the order has given back, only while that stays within what was paid. */
async function claimRefund(db: Database, orderId: string, paid: number, amount: number): Promise<void> {
  const claimed = await db.order.updateMany({
    where: {
      id: orderId,
      paymentStatus: { in: [...HELD_PAYMENT_STATUSES] },
      refundedAmount: { lte: paid - amount },
    },
    data: { refundedAmount: { increment: amount } },
  });
  if (claimed.count === 1) return;
  const now = await db.order.findUniqueOrThrow({ where: { id: orderId } });
  const left = Math.max(paid - now.refundedAmount, 0);
  throw conflict(
    "refund.exceeds_paid",
    `The refund is more than what is left of the payment: at most ${formatRupees(left)} can be refunded`,
  );
}

/** The gateway gave nothing back: neither does the order's claim count. */
function giveBackClaim(db: Database, orderId: string, amount: number) {
  return db.order.updateMany({
    where: { id: orderId, refundedAmount: { gte: amount } },
    data: { refundedAmount: { decrement: amount } },
  });
}

/** The refund row, the order's payment status, the stock after a full refund and the audit event: together. */
function recordRefund(
  db: Database,
  order: { id: string; orderNumber: string; paid: number; method: PaymentMethod },
  refund: Refund,
  { reference, manual, admin }: { reference: string; manual: boolean; admin: AuditContext },
) {
  return db.$transaction(
    async (tx) => {
      await tx.payment.create({
        data: {
          orderId: order.id,
          method: order.method,
          status: "refund",
          amount: refund.amount,
          transactionId: reference,
          manual,
          failureReason: refund.reason,
          actorId: admin.userId,
        },
      });
      const refunds = await tx.payment.aggregate({
        where: { orderId: order.id, status: "refund" },
        _sum: { amount: true },
      });
      const full = (refunds._sum.amount ?? 0) >= order.paid;
      await tx.order.updateMany({
        where: { id: order.id, paymentStatus: { in: [...HELD_PAYMENT_STATUSES] } },
        data: { paymentStatus: full ? "refunded" : "partially_refunded" },
      });
      const { status } = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
      const stockReturned = full && status !== "delivered" && (await returnPaidStock(tx, order.id));
      await recordAudit(tx, "payment.refunded", admin, {
        orderNumber: order.orderNumber,
        method: order.method,
        amount: refund.amount,
        reason: refund.reason,
        reference,
        manual,
        full,
        stockReturned,
      });
      await mailOrderRefunded(tx, order.id, refund.amount, full);
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
}

// An admin gives money back through the order's gateway. The amount is first claimed on the order in one
// guarded statement (refunds never add up past what was paid, however many run at once, on any replica), then
// the gateway is asked; if it refuses or cannot be reached, the claim is given back and nothing is recorded as
// refunded. Refunds that reach what was paid are a full refund: the stock goes back unless it was delivered.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Order, PaymentMethod } from "@store/shared/checkout";
import { conflict, HttpError, notFound } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { orderInclude, presentOrder } from "../orders/present.ts";
import { returnPaidStock } from "../orders/return-stock.ts";
import { PAYMENT_PROVIDERS } from "./providers/index.ts";

const REFUNDABLE = ["completed", "partially_refunded"];

export async function refundOrder(
  app: FastifyInstance,
  orderNumber: string,
  refund: { amount: number; reason: string },
  admin: AuditContext,
): Promise<Order> {
  const { db } = app;
  const order = await db.order.findUnique({ where: { orderNumber } });
  if (!order) throw notFound("order.not_found", "Order not found");
  const payment = await db.payment.findFirst({
    where: { orderId: order.id, status: "completed" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (!payment || !["completed", "partially_refunded", "refunded"].includes(order.paymentStatus))
    throw conflict("refund.not_paid", "This order was never paid, so there is nothing to refund");
  const claimed = await db.order.updateMany({
    where: {
      id: order.id,
      paymentStatus: { in: REFUNDABLE },
      refundedAmount: { lte: payment.amount - refund.amount },
    },
    data: { refundedAmount: { increment: refund.amount } },
  });
  if (claimed.count !== 1) {
    const now = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    throw conflict(
      "refund.exceeds_paid",
      `The refund is more than what is left of the payment: at most Rs ${Math.max(
        payment.amount - now.refundedAmount,
        0,
      )} can be refunded`,
    );
  }
  const method = payment.method as PaymentMethod;
  const refundId = `RF-${crypto.randomBytes(10).toString("hex").toUpperCase()}`;
  let outcome;
  try {
    outcome = await PAYMENT_PROVIDERS[method].refund(app, {
      orderNumber,
      payment: {
        amount: payment.amount,
        transactionId: payment.transactionId,
        transactionUuid: payment.transactionUuid,
      },
      amount: refund.amount,
      reason: refund.reason,
      refundId,
    });
  } catch (error) {
    await giveBackClaim(app, order.id, refund.amount);
    throw error;
  }
  if (outcome.outcome !== "refunded") {
    await giveBackClaim(app, order.id, refund.amount);
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
  await db.$transaction(
    async (tx) => {
      await tx.payment.create({
        data: {
          orderId: order.id,
          method,
          status: "refund",
          amount: refund.amount,
          transactionId: outcome.reference,
          failureReason: refund.reason,
          actorId: admin.userId,
        },
      });
      const refunds = await tx.payment.aggregate({
        where: { orderId: order.id, status: "refund" },
        _sum: { amount: true },
      });
      const full = (refunds._sum.amount ?? 0) >= payment.amount;
      await tx.order.updateMany({
        where: { id: order.id, paymentStatus: { in: REFUNDABLE } },
        data: { paymentStatus: full ? "refunded" : "partially_refunded" },
      });
      const current = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
      const stockBack = full && current.status !== "delivered" && (await returnPaidStock(tx, order.id));
      await recordAudit(tx, "payment.refunded", admin, {
        orderNumber,
        method,
        amount: refund.amount,
        reason: refund.reason,
        reference: outcome.reference,
        full,
        stockReturned: stockBack,
      });
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
  return presentOrder(await db.order.findUniqueOrThrow({ where: { id: order.id }, include: orderInclude }));
}

/** The gateway gave nothing back: neither does the order's claim count. */
function giveBackClaim(app: FastifyInstance, orderId: string, amount: number) {
  return app.db.order.updateMany({
    where: { id: orderId, refundedAmount: { gte: amount } },
    data: { refundedAmount: { decrement: amount } },
  });
}

// What the redirect gateways share about one attempt at paying an order: the attempt is a pending Payment row
// under the gateway's id for it (eSewa's transaction_uuid, Khalti's pidx, PayPal's order id…); it ends paid
// through settle.ts and complete-payment.ts, or failed with its reason here, the order staying payable.
import type { FastifyInstance } from "fastify";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import type { PayableOrder, PaymentReceipt } from "./complete-payment.ts";

export type { Attempt } from "./providers/provider.ts";
import type { Attempt } from "./providers/provider.ts";

/** The order an attempt pays, named at the gateway by its number. */
export type AttemptOrder = PayableOrder & { orderNumber: string };

/** A refused attempt: the row says why; the order stays payable, its payment status says it failed. */
export async function failAttempt(
  app: FastifyInstance,
  context: AuditContext,
  method: PaymentReceipt["method"],
  order: AttemptOrder,
  attempt: Attempt,
  reason: string,
): Promise<void> {
  const failed = await app.db.payment.updateMany({
    where: { id: attempt.id, status: "pending" },
    data: { status: "failed", failureReason: reason },
  });
  if (failed.count !== 1) return;
  await app.db.$transaction([
    recordAudit(app.db, "payment.failed", context, { orderNumber: order.orderNumber, method, reason }),
    app.db.order.updateMany({
      where: { id: order.id, paymentStatus: "pending" },
      data: { paymentStatus: "failed" },
    }),
  ]);
}

/** The attempt recorded under a gateway's id for this method and its order, or null when it is not this store's. */
export async function findAttempt(app: FastifyInstance, method: PaymentReceipt["method"], gatewayId: string) {
  const attempt = await app.db.payment.findUnique({ where: { transactionUuid: gatewayId } });
  if (!attempt || attempt.method !== method) return null;
  const order = await app.db.order.findUniqueOrThrow({ where: { id: attempt.orderId } });
  return { attempt, order };
}

/** The order's latest attempt with this method at its gateway. */
export function latestAttempt(app: FastifyInstance, orderId: string, method: PaymentReceipt["method"]) {
  return app.db.payment.findFirst({
    where: { orderId, method, transactionUuid: { not: null } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}

/** What the status pages say of an order's payment status. */
export const PAYMENT_STATUS_MESSAGES: Record<string, string> = {
  pending: "Awaiting payment.",
  completed: "Payment received.",
  failed: "Payment was not completed. You can try again.",
  partially_refunded: "Part of this payment was refunded.",
  refunded: "This payment was refunded.",
};

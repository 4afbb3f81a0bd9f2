// Money a gateway took that no order can take any more (the order was paid another way, or cancelled, between
// the shopper's approval and the capture): refunded at once through the method's provider, so the shopper is
// never charged for nothing. Logged loudly when the gateway refuses: a person must then refund it by hand.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { PaymentMethod } from "@store/shared/checkout";
import { PAYMENT_PROVIDERS } from "./providers/index.ts";

export async function giveBackUnclaimed(
  app: FastifyInstance,
  method: PaymentMethod,
  charge: { orderNumber: string; transactionId: string; amount: number },
  reason: string,
): Promise<void> {
  const outcome = await PAYMENT_PROVIDERS[method].refund(app, {
    orderNumber: charge.orderNumber,
    payment: { amount: charge.amount, transactionId: charge.transactionId, transactionUuid: null },
    amount: charge.amount,
    reason,
    refundId: `giveback-${crypto.randomUUID()}`,
  });
  const details = { method, ...charge, reason, outcome };
  if (outcome.outcome === "refunded") app.log.warn(details, "a charge no order could take was refunded");
  else app.log.error(details, "a charge no order could take could not be refunded: refund it by hand");
}

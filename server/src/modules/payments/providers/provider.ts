// What the store asks of a payment provider beyond taking the money: today, giving some of it back. Each
// provider lives in providers/<method>/ and speaks its service's own API (the emulators offline).
import type { FastifyInstance } from "fastify";

/** The store's money, as the card and PayPal gateways write currency codes (ISO 4217). */
export const STORE_CURRENCY = "NPR";

export interface RefundRequest {
  /** The store's order number: the provider's reference for the refund where it keeps one. */
  orderNumber: string;
  /** The completed payment being refunded, as the gateway knows it. */
  payment: { amount: number; transactionId: string | null; transactionUuid: string | null };
  /** Whole rupees to give back now. */
  amount: number;
  reason: string;
  /** Unique per refund the store asks for: a retried request is not refunded twice (idempotency key). */
  refundId: string;
}

/** The gateway gave the money back (with its reference), refused, or could not be asked. */
export type RefundOutcome =
  | { outcome: "refunded"; reference: string }
  | { outcome: "refused"; message: string }
  | { outcome: "unreachable"; message: string };

export interface PaymentProvider {
  refund(app: FastifyInstance, request: RefundRequest): Promise<RefundOutcome>;
}

// The one contract every payment method keeps (SHOP-API.md part 3, "Payments: one contract"): start a payment,
// settle a gateway's return by asking the gateway (confirm), refund. Each provider lives in providers/<method>/
// and reaches its gateway only over HTTP through gateway-request.ts (offline: the emulator under
// /gateways/<name>/ at the store's own origin). settle.ts is the one path from a gateway's verdict to a paid
// order (complete-payment.ts); no provider marks an order paid itself.
import type { FastifyInstance } from "fastify";
import type { PaymentKind, PaymentMethod, RefundRoute } from "@store/shared/order-facts";

/** The store's money, as the card and PayPal gateways write currency codes (ISO 4217). */
export const STORE_CURRENCY = "NPR";

/** Khalti and connectIPS count money in paisa; the store in whole rupees. */
export const PAISA_PER_RUPEE = 100;

/** The store's return route of a redirect gateway (redirect-routes.ts registers it under /api/payments). */
export const gatewayReturnPath = (method: "paypal" | "khalti" | "connectips" | "fonepay") =>
  `/api/payments/${method}/return`;

/** What a provider reads of the order it starts a payment for (found and checked payable by settle.ts). */
export interface StartingOrder {
  id: string;
  orderNumber: string;
  /** Whole rupees: the server's own total, never one sent by the browser. */
  total: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** One attempt at a gateway, as the store recorded it (a Payment row under the gateway's reference). */
export interface Attempt {
  id: string;
  orderId: string;
  status: string;
  /** Whole rupees the attempt was started for. */
  amount: number;
  /** The gateway's reference for the attempt (Khalti's pidx, Fonepay's PRN, connectIPS's TXNID…). */
  transactionUuid: string | null;
  /**
   * What the gateway's own return named the attempt by, where the store must quote it back to ask about it
   * (Fonepay's trace id, UID, for its web verification); null before the gateway's return.
   */
  transactionId?: string | null;
  /** A Fonepay QR attempt's QR text: set on a QR attempt only, which is how Fonepay's confirm tells the two apart. */
  qrMessage?: string | null;
  createdAt: Date;
}

/**
 * Where the gateway sends the shopper back, when the client names its own pages (eSewa's form takes them; checked
 * to be on the store's origin before they reach a provider). Without them a provider returns to the store's own.
 */
export interface ReturnPages {
  success: string;
  failure: string;
}

/** A started attempt: the reference it is recorded under and what the shopper's browser needs to go on. */
export interface StartedAttempt<Answer> {
  reference: string;
  answer: Answer;
  /** When the gateway stops taking this attempt (a QR's end), where it says. */
  expiresAt?: Date;
  /** A QR attempt's QR text, kept so a page opened again shows the same QR. */
  qrMessage?: string;
  /** Where the gateway sends a QR attempt's notifications (Fonepay's thirdpartyQrWebSocketUrl). */
  notificationUrl?: string;
}

/** Why an attempt did not pay, as the shopper's failure page words it (client's payment-messages.ts). */
export type FailedOutcome = "canceled" | "expired" | "declined";

/**
 * What the gateway itself says of one attempt when the store asks it (a lookup, a status check, a capture, a
 * server-to-server verification): never what the shopper's browser brought back.
 */
export type GatewayVerdict =
  | {
      state: "paid";
      /** Whole rupees the gateway took (in the gateway's currency where `mismatch` says it is another). */
      amount: number;
      transactionId: string;
      /** Why the money taken is not this order's, as the gateway's answer shows (another currency, reference). */
      mismatch?: string;
    }
  | { state: "pending"; said?: string }
  | { state: "failed"; outcome: FailedOutcome; reason: string; said?: string }
  /**
   * The gateway would take the money, but the store took none: the order can no longer take a payment (a
   * provider that captures, as PayPal, asks `payable` first).
   */
  | { state: "not_payable" }
  /**
   * A paid attempt the gateway has since given back (a refund or reversal made at the gateway, as eSewa's status
   * check reports it): `amount` in whole rupees where the gateway says, `whole` when all of it went back.
   */
  | { state: "refunded"; whole: boolean; amount?: number; reason: string }
  /** The gateway did not answer, or answered what the store cannot read: nothing is known, nothing changes. */
  | { state: "unknown"; said?: string };

/** What settle.ts tells a provider's confirm about the attempt's order and how the store came to ask. */
export interface ConfirmContext {
  /** The order the attempt pays, named at the gateway by its number. */
  order: { orderNumber: string; total: number };
  /** The shopper's browser came back from the gateway (its return): a payment not finished there was abandoned. */
  returned: boolean;
  /** Whether the order can still take a payment: a provider that captures the money itself captures none otherwise. */
  payable: boolean;
}

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

export interface PaymentProvider<Answer = unknown, ChargeDetails = never> {
  readonly method: PaymentMethod;
  /** How the payment step takes it: leave for the gateway, scan a QR, type a card, pay at the door. */
  readonly kind: PaymentKind;
  /** Whether money goes back through the gateway's refund API, or is paid outside the store and recorded. */
  readonly refunds: RefundRoute;
  /**
   * Asks the gateway to start a payment of the order's total. Refusals are HttpErrors: 400
   * `payment.gateway_refused`, 502 `payment.gateway_unreachable`. Nothing is recorded here (settle.ts does).
   */
  start?(app: FastifyInstance, order: StartingOrder, returnTo?: ReturnPages): Promise<StartedAttempt<Answer>>;
  /**
   * Asks the gateway what became of one attempt (a completed one too: has it been given back since?). Safe to
   * repeat.
   */
  confirm?(app: FastifyInstance, attempt: Attempt, context?: ConfirmContext): Promise<GatewayVerdict>;
  /**
   * A method charged at once, with no redirect (the card): charges the order's total with what the shopper typed
   * and answers the gateway's `paid` verdict. A refusal is an HttpError (400 naming a field, 402 declined, 502 the
   * gateway did not answer). settle.ts settleCharge is its one path to a paid order.
   */
  charge?(app: FastifyInstance, order: StartingOrder, details: ChargeDetails): Promise<GatewayVerdict>;
  /**
   * The store takes the money itself at this gateway (PayPal's capture, the card's PAY): money taken that no order
   * can take (another amount, an order paid or cancelled meanwhile) is refunded at once (give-back.ts).
   */
  readonly givesBackUnclaimed?: boolean;
  /** Gives money back through the gateway (`refunds: "gateway"`); a manual method records it (refunds.ts). */
  refund(app: FastifyInstance, request: RefundRequest): Promise<RefundOutcome>;
}

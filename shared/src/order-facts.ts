// The order's plain facts: its statuses, how it can be paid and what the methods are called. No zod: the schemas
// (checkout.ts), the server and the client's pages all import these, so each list is written once.

export const COUNTRIES = [
  "Australia",
  "Nepal",
  "India",
  "United States",
  "United Kingdom",
  "Canada",
] as const;
export const DEFAULT_COUNTRY = "Australia";

export const PAYMENT_METHODS = [
  "paypal",
  "mastercard",
  "esewa",
  "khalti",
  "cod",
  "fonepay",
  "connectips",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods' names, in every language (brand names are not translated; cash on delivery has its own words). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  paypal: "PayPal",
  mastercard: "Mastercard",
  esewa: "eSewa",
  khalti: "Khalti",
  cod: "Cash on delivery",
  fonepay: "Fonepay",
  connectips: "connectIPS",
};

/** How the payment step takes a method: leave for the gateway, scan a QR, type a card, pay at the door. */
export const PAYMENT_KINDS = ["redirect", "qr", "card", "on_delivery"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Whether a method's refunds go through its gateway's API, or are paid outside the store and recorded. */
export const REFUND_ROUTES = ["gateway", "manual"] as const;
export type RefundRoute = (typeof REFUND_ROUTES)[number];

/**
 * How each method's refunds are made: through its gateway's refund API, or (Fonepay and connectIPS publish none)
 * paid outside the store and recorded by an admin with the bank's reference. The same as each provider's
 * `refunds` (server/test/payments/refund-routes.test.ts keeps them equal); the admin's refund form reads it.
 */
export const PAYMENT_REFUND_ROUTES: Record<PaymentMethod, RefundRoute> = {
  paypal: "gateway",
  mastercard: "gateway",
  esewa: "gateway",
  khalti: "gateway",
  cod: "gateway",
  fonepay: "manual",
  connectips: "manual",
};

/** An order's payment: docs/guides/api-reference.md. */
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Paid, and not wholly refunded: the store holds (some of) the money. The order counts as sold and bought, and
 * can be refunded (further).
 */
export const HELD_PAYMENT_STATUSES = [
  "completed",
  "partially_refunded",
] as const satisfies readonly PaymentStatus[];

/** Paid at some point: refunds only ever follow a payment. */
export const PAID_PAYMENT_STATUSES = [
  ...HELD_PAYMENT_STATUSES,
  "refunded",
] as const satisfies readonly PaymentStatus[];

/** Whether an order's payment status says it was paid (refunded since or not). */
export const wasPaid = (status: string): boolean =>
  (PAID_PAYMENT_STATUSES as readonly string[]).includes(status);

/** Whether the store still holds money of an order's payment (paid, not wholly refunded). */
export const holdsPayment = (status: string): boolean =>
  (HELD_PAYMENT_STATUSES as readonly string[]).includes(status);

export const ORDER_STATUSES = [
  "pending",
  "processing",
  "packaging",
  "on_the_road",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

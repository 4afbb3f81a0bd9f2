// How the storefront names an order's payment for its shopper. Cash on delivery is not "awaiting payment": the
// order is confirmed and the money is due at the door.
import type { PaymentMethod, PaymentStatus } from "@store/shared/checkout";

const METHOD_NAMES: Record<PaymentMethod, string> = {
  paypal: "PayPal",
  mastercard: "Mastercard",
  esewa: "eSewa",
  khalti: "Khalti",
  cod: "Cash on delivery",
};

export const paymentMethodName = (method: string): string => METHOD_NAMES[method as PaymentMethod] ?? method;

const STATUS_WORDS: Record<PaymentStatus, string> = {
  pending: "Awaiting payment",
  completed: "Paid",
  failed: "Failed",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

export function paymentStatusWords(payment: { method: string; status: PaymentStatus }): string {
  if (payment.method === "cod" && payment.status === "pending") return "Due on delivery";
  return STATUS_WORDS[payment.status] ?? payment.status;
}

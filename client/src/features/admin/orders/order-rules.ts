// What the admin may do with an order next, and the checks its forms make before asking the server (which
// checks again: these only spare a round trip and say what is wrong beside the field).
import { ORDER_STATUSES, wasPaid } from "@store/shared/order-facts";
import { formatRupees } from "../../../lib/money.ts";
import type { Order, OrderStatus } from "../admin-types.ts";

/** The fulfilment path; the server records any skipped stage too, so each later stage may be chosen. */
const PATH: OrderStatus[] = ORDER_STATUSES.filter((status) => status !== "cancelled");

export function nextStatuses(current: OrderStatus): OrderStatus[] {
  const at = PATH.indexOf(current);
  return at < 0 ? [] : PATH.slice(at + 1);
}

/** pending or processing → cancelled (the server's rule, modules/orders/status.ts). */
export const canCancel = (order: Order): boolean =>
  order.status === "pending" || order.status === "processing";

/**
 * Paid, refunded so far, and the most that can still be refunded (docs/guides/api-reference.md "Refunds":
 * paid less refunded).
 */
export function refundable(order: Order): { paid: number; refunded: number; max: number } {
  const paid = wasPaid(order.payment.status) ? order.payment.amount : 0;
  const refunded = order.payment.refunds.reduce((sum, refund) => sum + (refund.amount ?? 0), 0);
  return { paid, refunded, max: Math.max(0, paid - refunded) };
}

export const NOTE_MAX = 500;
export const TRACKING_MAX = 64;
export const REASON_MAX = 500;

export interface StatusForm {
  status: string;
  note: string;
  trackingNumber: string;
}

export function checkStatusForm(
  form: StatusForm,
  allowed: OrderStatus[],
): Partial<Record<keyof StatusForm, string>> {
  const errors: Partial<Record<keyof StatusForm, string>> = {};
  if (!form.status) errors.status = "Choose the new status";
  else if (!allowed.includes(form.status as OrderStatus))
    errors.status = "This order cannot move to that status";
  if (form.note.trim().length > NOTE_MAX) errors.note = `The note must be at most ${NOTE_MAX} characters`;
  const tracking = form.trackingNumber.trim();
  if (tracking.length > TRACKING_MAX)
    errors.trackingNumber = `The tracking number must be at most ${TRACKING_MAX} characters`;
  // The server's rule (shared/src/admin/orders.ts trackingNumberSchema): no spaces.
  else if (tracking && !/^[A-Za-z0-9-]+$/.test(tracking))
    errors.trackingNumber = "The tracking number may hold only letters, digits and dashes";
  return errors;
}

export interface RefundForm {
  amount: string;
  reason: string;
  /** The bank's reference of a refund paid outside the store (methods with no gateway refund API). */
  reference: string;
}

const REFERENCE_MAX = 100;

/**
 * `manual`: the method has no gateway refund API (shared PAYMENT_REFUND_ROUTES), so the refund is paid from the
 * bank and its reference is required, as the server requires it (shared/src/admin/orders.ts refundBodySchema).
 */
export function checkRefundForm(
  form: RefundForm,
  max: number,
  manual = false,
): Partial<Record<keyof RefundForm, string>> {
  const errors: Partial<Record<keyof RefundForm, string>> = {};
  const amount = form.amount.trim();
  if (!amount) errors.amount = "Enter the amount to refund";
  else if (!/^\d+$/.test(amount)) errors.amount = "The amount must be whole rupees";
  else if (Number(amount) <= 0) errors.amount = "The amount must be more than Rs 0";
  else if (Number(amount) > max) errors.amount = `At most ${formatRupees(max)} can be refunded`;
  const reason = form.reason.trim();
  if (!reason) errors.reason = "Enter the reason for the refund";
  else if (reason.length > REASON_MAX) errors.reason = `The reason must be at most ${REASON_MAX} characters`;
  if (!manual) return errors;
  const reference = form.reference.trim();
  if (!reference) errors.reference = "Enter the bank's reference for the refund you paid";
  else if (reference.length > REFERENCE_MAX)
    errors.reference = `The reference must be at most ${REFERENCE_MAX} characters`;
  else if (!/^[\p{L}\p{N} ._/#:-]*$/u.test(reference))
    errors.reference = "The reference may hold only letters, digits, spaces and . _ / # : -";
  return errors;
}

// How an order reaches its customer, and how the rules that count by customer name one (SHOP-API.md part 3):
// by the email, lower-cased; a guest who left the email out (the order stores "") by the Nepali mobile number,
// in E.164 whatever form it was typed in. The order keeps the phone as typed; every comparison is normalised.
import { normaliseNepaliMobile } from "@store/shared/phone";

export interface OrderContact {
  /** "" when the customer gave none. */
  email: string;
  /** As typed. */
  phone: string;
}

/** Whether the order has no email: its updates go by SMS only. */
export const hasNoEmail = (contact: Pick<OrderContact, "email">) => contact.email.trim() === "";

/**
 * The one key per-customer rules count a customer by: the email, else the E.164 mobile number; null when the
 * order has neither (an older order with a landline and no email cannot exist: the schema refuses it).
 */
export function contactKey(contact: OrderContact): string | null {
  if (!hasNoEmail(contact)) return contact.email.trim().toLowerCase();
  return normaliseNepaliMobile(contact.phone);
}

/** Whether a typed phone is the order's number: both normalised, never a match when either is not a mobile. */
export function samePhone(stored: string, typed: string): boolean {
  const number = normaliseNepaliMobile(typed);
  return number !== null && normaliseNepaliMobile(stored) === number;
}

// Whether a discount code applies, and if not why: the one set of refusal rules for the cart and the order.
// Every reason has its own code (docs/ERRORS.md), and its message says what the shopper can do.
import type { ErrorCode } from "@store/shared/error-codes";
import { formatRupees } from "@store/shared/money";
import { STORE_TIME_ZONE } from "@store/shared/nepal-time";
import type { DiscountRule, DiscountType } from "@store/shared/pricing";
import { badRequest } from "../../http-error.ts";

/** A code as the rules read it, from Prisma or the fast reader alike. */
export interface DiscountTerms {
  id: string;
  code: string;
  type: DiscountType;
  value: number;
  minSubtotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
  timesUsed: number;
}

export interface Refusal {
  code: ErrorCode;
  message: string;
}

/** Codes are matched regardless of case and stored upper-cased. */
export const normalCode = (text: string) => text.trim().toUpperCase();

const nepalDay = (moment: Date) =>
  moment.toLocaleDateString("en-GB", {
    timeZone: STORE_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  });

export const unknownCode = (): Refusal => ({
  code: "discount.unknown",
  message: "This discount code is not valid",
});

export const usedUp = (byThisCustomer: boolean): Refusal => ({
  code: "discount.used_up",
  message: byThisCustomer
    ? "You have already used this discount code as many times as it allows"
    : "This discount code has been used up",
});

/**
 * Why the code does not apply to a subtotal now, or null when it does. `customerUses` is how many orders of this
 * customer hold it (null when the customer is not known yet: a guest's cart).
 */
export function refusalOf(
  terms: DiscountTerms | null,
  subtotal: number,
  now: Date,
  customerUses: number | null = null,
): Refusal | null {
  if (!terms || !terms.active) return unknownCode();
  if (terms.startsAt && now < terms.startsAt)
    return {
      code: "discount.not_started",
      message: `This discount code can be used from ${nepalDay(terms.startsAt)}`,
    };
  if (terms.endsAt && now >= terms.endsAt)
    return { code: "discount.expired", message: "This discount code has expired" };
  if (terms.usageLimit !== null && terms.timesUsed >= terms.usageLimit) return usedUp(false);
  if (terms.perCustomerLimit !== null && customerUses !== null && customerUses >= terms.perCustomerLimit)
    return usedUp(true);
  if (subtotal < terms.minSubtotal)
    return {
      code: "discount.minimum_not_met",
      message: `Spend at least ${formatRupees(terms.minSubtotal)} to use this code`,
    };
  return null;
}

export const refusalError = (refusal: Refusal, field = "code") =>
  badRequest(refusal.code, refusal.message, [{ field, message: refusal.message }]);

export const ruleOf = (terms: DiscountTerms): DiscountRule => ({ type: terms.type, value: terms.value });

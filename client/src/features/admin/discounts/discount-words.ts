// How the admin writes a discount code's terms, and the days of its form read as Nepal days.
import type { AdminDiscount } from "@store/shared/admin/discounts";
import { nepalDate, nepalDayEndText, nepalDayStartText } from "@store/shared/nepal-time";
import { formatRupees } from "../../../lib/money.ts";

export const TYPE_LABELS: Record<AdminDiscount["type"], string> = {
  percentage: "Percentage",
  fixed: "Fixed amount",
  free_shipping: "Free shipping",
};

/** "15% off", "Rs 500 off", "Free shipping". */
export function discountWords(discount: Pick<AdminDiscount, "type" | "value">): string {
  if (discount.type === "percentage") return `${discount.value}% off`;
  if (discount.type === "fixed") return `${formatRupees(discount.value)} off`;
  return "Free shipping";
}

/** A stored moment as the Nepal day it falls on (YYYY-MM-DD), for a date field. */
export const nepalDay = (iso: string | null): string => (iso ? nepalDate(new Date(iso)) : "");

/** A start day: from its first moment in Nepal. */
export const startOfNepalDay = (day: string): string | null => (day ? nepalDayStartText(day) : null);

/** An end day: usable through that whole day in Nepal. */
export const endOfNepalDay = (day: string): string | null => (day ? nepalDayEndText(day) : null);

/** Whether a shopper can use the code now, in words. */
export function discountState(discount: AdminDiscount, now = new Date()): string {
  if (!discount.active) return "Switched off";
  if (discount.startsAt && now < new Date(discount.startsAt)) return "Scheduled";
  if (discount.endsAt && now >= new Date(discount.endsAt)) return "Expired";
  if (discount.usageLimit !== null && discount.timesUsed >= discount.usageLimit) return "Used up";
  return "Active";
}

// The tracking form's one contact field (SHOP-API.md part 3: POST /api/orders/track takes an email or a phone).
import type { TrackBody } from "@store/shared/checkout";
import { normaliseNepaliMobile } from "@store/shared/phone";

/**
 * What the one contact field holds: an email (it has an @), else a Nepali mobile number in any typed form; null
 * when it is neither.
 */
export function contactOf(typed: string): Pick<TrackBody, "email" | "phone"> | null {
  const text = typed.trim();
  if (text.includes("@")) return { email: text };
  return normaliseNepaliMobile(text) ? { phone: text } : null;
}

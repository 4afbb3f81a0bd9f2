// The one field of "Notify me when it's back": an email address or a Nepali mobile number, told apart by the "@",
// checked with the rules the server applies (shared/src/auth.ts, shared/src/phone.ts).
import { emailSchema } from "@store/shared/auth";
import { displayPhone, normaliseNepaliMobile } from "@store/shared/phone";
import type { User } from "@store/shared/auth";

export type ContactChoice =
  | { ok: true; body: { email: string } | { phone: string } }
  | { ok: false; why: "contactRequired" | "contactInvalid" };

export function readContact(typed: string): ContactChoice {
  const text = typed.trim();
  if (!text) return { ok: false, why: "contactRequired" };
  if (text.includes("@")) {
    const email = emailSchema.safeParse(text);
    return email.success ? { ok: true, body: { email: email.data } } : { ok: false, why: "contactInvalid" };
  }
  const phone = normaliseNepaliMobile(text);
  return phone ? { ok: true, body: { phone } } : { ok: false, why: "contactInvalid" };
}

/** A signed-in shopper's email, else their verified number, as the field starts. */
export function contactOf(user: User | null): string {
  if (!user) return "";
  if (user.email) return user.email;
  return user.verifiedPhone ? displayPhone(user.verifiedPhone) : "";
}

/** The contact as the confirmation says it back. */
export const shownContact = (body: { email: string } | { phone: string }) =>
  "email" in body ? body.email : displayPhone(body.phone);

// Nepali mobile numbers, one rule for the browser and the server (SHOP-API.md part 3, "Phone numbers and SMS"):
// whatever a person types (`98…`, `+977-98…`, `0977…`, spaces, hyphens, brackets) becomes one E.164 form,
// `+977` and ten digits, when libphonenumber-js's numbering plan for Nepal calls it a mobile number. The plan is
// the library's own, cut down to Nepal (phone-metadata.ts), so it stays as current as the library.
import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { z } from "zod";
import { NEPAL_PHONE_METADATA } from "./phone-metadata.ts";

/** A stored Nepali mobile number: `+977` then ten digits. */
export const E164_NEPALI_MOBILE = /^\+9779\d{9}$/;

export const PHONE_REQUIRED = "Phone number is required";
/** The one sentence for a number that is not a Nepali mobile one (checkout's, sign-in's, alerts'). */
export const NEPALI_MOBILE_MESSAGE =
  "Phone number must be a Nepali mobile number: 10 digits starting 96, 97 or 98 (+977 optional)";

/**
 * A guest's email when they give no Nepali mobile number either (checkout, SHOP-API.md part 3): with one, the
 * order's updates go by SMS and the email may be left out.
 */
export const EMAIL_OR_MOBILE_MESSAGE = "Email is required unless you give a Nepali mobile number";

/** The number in E.164 (`+9779XXXXXXXXX`), or null when it is not a Nepali mobile number. */
export function normaliseNepaliMobile(typed: string): string | null {
  if (typed.length > 30) return null;
  const text = typed.trim().replace(/^00/, "+");
  if (!/^\+?[\d\s\-().]+$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, "NP", NEPAL_PHONE_METADATA);
  if (!parsed || parsed.country !== "NP" || !parsed.isValid()) return null;
  if (parsed.getType() !== "MOBILE") return null;
  return E164_NEPALI_MOBILE.test(parsed.number) ? parsed.number : null;
}

/** A Nepali mobile number as typed, checked and turned into its E.164 form. */
export const nepaliMobileSchema = z
  // Any non-string input (absent, null, a number) is "required": messages.ts imports this module, so its
  // whenMissing cannot be used here.
  .string({ error: () => PHONE_REQUIRED })
  .trim()
  .min(1, PHONE_REQUIRED)
  .max(30, NEPALI_MOBILE_MESSAGE)
  .transform((typed, ctx) => {
    const number = normaliseNepaliMobile(typed);
    if (number) return number;
    ctx.addIssue({ code: "custom", message: NEPALI_MOBILE_MESSAGE });
    return z.NEVER;
  });

/** `+977 984-1234567`: a stored number as the pages show it. */
export function displayPhone(e164: string): string {
  return E164_NEPALI_MOBILE.test(e164) ? `+977 ${e164.slice(4, 7)}-${e164.slice(7)}` : e164;
}

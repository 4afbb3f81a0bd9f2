// Signing in with a Nepali mobile number and an SMS code, and adding a verified number or an email to an account
// (SHOP-API.md part 3, "Phone numbers and SMS"). The forms and the API check the same rules.
import "./zod-config.ts";
import { z } from "zod";
import { emailSchema, firstNameSchema, lastNameSchema, newPasswordSchema } from "./auth.ts";
import { whenMissing } from "./messages.ts";
import { nepaliMobileSchema } from "./phone.ts";

/** A code lives this long, a new one may be asked for after the pause, and five wrong tries end it. */
export const CODE_LIFETIME_MINUTES = 5;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_TRIES = 5;
/** Codes a number (or an email) may be sent in an hour. */
export const CODES_PER_CONTACT_PER_HOUR = 5;

export const CODE_REQUIRED = "Code is required";
export const CODE_INVALID = "Enter the 6-digit code from the message";

export const verificationCodeSchema = z
  .string({ error: whenMissing(CODE_REQUIRED) })
  .trim()
  .min(1, CODE_REQUIRED)
  .regex(/^\d{6}$/, CODE_INVALID);

/** POST /api/auth/phone/start: the same answer whether or not the number has an account. */
export const phoneStartBodySchema = z.object({
  phone: nepaliMobileSchema,
  purpose: z.enum(["sign_in"], { error: "Purpose must be sign_in" }).optional().default("sign_in"),
});
export type PhoneStartBody = z.infer<typeof phoneStartBodySchema>;

export const PHONE_CODE_SENT =
  "If that number can receive texts, we have sent it a 6-digit code. It works for 5 minutes.";

/**
 * POST /api/auth/phone/verify: signs in the account that holds the number, or, for a number no account holds,
 * makes one; the names are required then (400 naming them) and ignored otherwise.
 */
export const phoneVerifyBodySchema = z.object({
  phone: nepaliMobileSchema,
  code: verificationCodeSchema,
  firstName: z.string().max(100, "First name is too long").optional(),
  lastName: z.string().max(100, "Last name is too long").optional(),
});
export type PhoneVerifyBody = z.infer<typeof phoneVerifyBodySchema>;

/** The names a new phone account needs, as the register form checks them. */
export const phoneAccountNamesSchema = z.object({ firstName: firstNameSchema, lastName: lastNameSchema });

/** POST /api/auth/phone/link (signed in): sends a code to the number to add. */
export const phoneLinkBodySchema = z.object({ phone: nepaliMobileSchema });
/** POST /api/auth/phone/link/verify (signed in): 409 auth.phone_taken when another account verified it. */
export const phoneLinkVerifyBodySchema = z.object({
  phone: nepaliMobileSchema,
  code: verificationCodeSchema,
});

/** POST /api/auth/email/link (signed in, an account without an email): sends a code to the address. */
export const emailLinkBodySchema = z.object({ email: emailSchema });
/**
 * POST /api/auth/email/link/verify (signed in): the address becomes the account's (409 auth.email_taken when
 * another account has it) and, when the account has no password yet, `password` becomes its password.
 */
export const emailLinkVerifyBodySchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: newPasswordSchema.optional(),
});

/** PATCH /api/auth/profile: the account's settings beyond PUT's profile. */
export const profileSettingsBodySchema = z.object({
  smsUpdates: z.boolean({ error: "SMS updates must be true or false" }).optional(),
});

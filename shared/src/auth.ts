// Account rules shared by the sign-in forms and the auth API. Messages are the sentences of
// docs/STOREFRONT.md "Validation".
import { z } from "zod";
import { whenMissing } from "./messages.ts";

const NAME_PATTERN = /^[\p{L} ]+$/u;
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

const personName = (label: "First name" | "Last name") =>
  z
    .string({ error: whenMissing(`${label} is required`) })
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (value) => value.length >= 2 && value.length <= 50,
      `${label} must be between 2 and 50 characters`,
    )
    .refine((value) => NAME_PATTERN.test(value), `${label} can only contain letters and spaces`);

export const emailSchema = z
  .string({ error: whenMissing("Email is required") })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is invalid")
  .pipe(z.email("Email is invalid"))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: whenMissing("Password is required") })
  .min(1, "Password is required")
  .min(6, "Password must be at least 6 characters")
  .max(128, "Password must be at most 128 characters")
  .regex(
    STRONG_PASSWORD,
    "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  );

export const firstNameSchema = personName("First name");
export const lastNameSchema = personName("Last name");

/** A new password's second typing, on the forms that set one. */
const confirmPasswordSchema = z
  .string({ error: whenMissing("Please confirm your password") })
  .min(1, "Please confirm your password");

/** The forms' check that the two typings agree, said on `confirmPassword`. */
const passwordsMatch: [
  (form: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (form) => form.password === form.confirmPassword,
  { message: "Passwords do not match", path: ["confirmPassword"] },
];

/** The registration form of /register. */
export const registerFormSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...passwordsMatch);

/** Splits "First Last" the way the register form joins it: the first word, then the rest. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  return space < 0
    ? { firstName: trimmed, lastName: "" }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** POST /api/auth/register: the form's names arrive joined as `name`, and are checked as the form checks them. */
export const registerBodySchema = z
  .object({
    name: z.string({ error: whenMissing("First name is required") }).max(101, "Name is too long"),
    email: emailSchema,
    password: newPasswordSchema,
  })
  .superRefine((body, ctx) => {
    const { firstName, lastName } = splitFullName(body.name);
    for (const [schema, value] of [
      [firstNameSchema, firstName],
      [lastNameSchema, lastName],
    ] as const) {
      const result = schema.safeParse(value);
      if (!result.success)
        ctx.addIssue({ code: "custom", path: ["name"], message: result.error.issues[0]!.message });
    }
  })
  .transform((body) => ({ ...body, name: body.name.trim().replace(/\s+/g, " ") }));

export const loginBodySchema = z.object({
  email: z
    .string({ error: whenMissing("Email is required") })
    .trim()
    .min(1, "Email is required")
    .max(254)
    .toLowerCase(),
  password: z
    .string({ error: whenMissing("Password is required") })
    .min(1, "Password is required")
    .max(128),
});

export const googleSigninBodySchema = z.object({
  credential: z
    .string({ error: whenMissing("Google credential is required") })
    .min(1, "Google credential is required")
    .max(4096),
});

/** A Google sign-in's `state`: made at random by the browser, which keeps it, and echoed back to it. */
export const GOOGLE_STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * GET /api/auth/sign-in-methods: the ways to sign in besides an email and password. `google` false: the store
 * has no Google sign-in (GOOGLE_SIGNIN=off), and its routes answer 404.
 */
export const signInMethodsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ google: z.boolean() }),
});
export type SignInMethods = z.infer<typeof signInMethodsAnswerSchema>["data"];

/** GET /api/auth/google/start: the browser's own random `state`, echoed back to the callback. */
export const googleStartQuerySchema = z.object({
  state: z
    .string({ error: whenMissing("State is required") })
    .regex(GOOGLE_STATE_PATTERN, "State must be 16 to 128 letters, digits, - or _"),
});

/**
 * POST /api/auth/google/callback: what Google's OpenID Connect answer (response_mode=form_post), or the
 * emulator's, posts as a form: the ID token (`id_token`; `credential` as Google Identity Services names it) and
 * the state, or Google's `error` (access_denied when the shopper cancels). Each is optional: whatever arrives,
 * the callback answers with a redirect to /auth/callback, with a code or an error. Other fields Google may add
 * are ignored.
 */
export const googleCallbackBodySchema = z.object({
  id_token: z.string().max(4096, "ID token must be at most 4096 characters").optional(),
  credential: z.string().max(4096, "Credential must be at most 4096 characters").optional(),
  state: z.string().max(200, "State must be at most 200 characters").optional(),
  error: z.string().max(200, "Error must be at most 200 characters").optional(),
});

/** POST /api/auth/exchange: the one-time code of /auth/callback and the state this browser kept. */
export const signInCodeExchangeBodySchema = z.object({
  code: z
    .string({ error: whenMissing("Sign-in code is required") })
    .trim()
    .min(1, "Sign-in code is required")
    .max(200, "Sign-in code must be at most 200 characters"),
  state: z
    .string({ error: whenMissing("State is required") })
    .min(1, "State is required")
    .max(200, "State must be at most 200 characters"),
});

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default("");

/** PUT /api/auth/profile. Email is read-only and ignored when sent. */
export const profileBodySchema = z.object({
  name: z
    .string({ error: whenMissing("Name is required") })
    .trim()
    .min(1, "Name is required")
    .max(101, "Name is too long"),
  phone: optionalText(30, "Phone number").refine(
    (phone) => phone === "" || /^\+?[\d\s\-()]{10,}$/.test(phone),
    "Phone number is invalid",
  ),
  address: optionalText(200, "Address"),
  city: optionalText(100, "City"),
  postalCode: optionalText(20, "Postal code"),
  country: optionalText(60, "Country"),
  // The checkout's address beyond the profile's original fields. Left out, each stays as it is, so a client
  // that knows only those fields does not wipe the address the checkout saved.
  state: z.string().trim().max(100, "State/Region must be at most 100 characters").optional(),
  district: z.string().trim().max(100, "District must be at most 100 characters").optional(),
  ward: z
    .number({ error: "Ward must be a whole number" })
    .int("Ward must be a whole number")
    .min(1, "Ward must be at least 1")
    .max(99, "Ward must be at most 99")
    .nullable()
    .optional(),
});

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: whenMissing("Current password is required") })
    .min(1, "Current password is required")
    .max(128),
  newPassword: z
    .string({ error: whenMissing("New password is required") })
    .min(6, "New password must be at least 6 characters long")
    .max(128, "New password must be at most 128 characters"),
});

/** The /profile security form adds a confirmation the API never sees. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "New passwords do not match",
    path: ["confirmPassword"],
  });

/** Who an account is: a shopper, staff (catalogue, stock, fulfilment) or an admin (also refunds, discounts, accounts). */
export const ROLES = ["customer", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** A role as stored; anything unknown is a customer's, never more. */
export function roleOf(stored: string): Role {
  return (ROLES as readonly string[]).includes(stored) ? (stored as Role) : "customer";
}

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** "" for an account made with a phone number alone (it may add an email later). */
  email: z.string(),
  phone: z.string(),
  /** The account holds a Nepali mobile number it proved with an SMS code (`verifiedPhone`, E.164): it signs in with it. */
  phoneVerified: z.boolean(),
  verifiedPhone: z.string().nullable(),
  /** Order texts by SMS (sign-in codes always go). */
  smsUpdates: z.boolean(),
  /** The account has a password (a phone or Google account may have none). */
  hasPassword: z.boolean(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  /** Province or region, Nepal district ("" when none) and ward (null when none): the checkout's last address. */
  state: z.string(),
  district: z.string(),
  ward: z.number().int().nullable(),
  profilePhoto: z.string(),
  role: z.enum(ROLES),
});

export type User = z.infer<typeof userSchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type ProfileBody = z.infer<typeof profileBodySchema>;

export const authAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
  message: z.string(),
});

export const meAnswerSchema = z.object({ success: z.literal(true), user: userSchema });

export const profileAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: userSchema }),
});

export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * PUT /api/auth/change-password: the original `{ success, message }` and a fresh sign-in token for the
 * browser that made the change, since every token issued before it (this browser's too) stops working.
 */
export const changePasswordAnswerSchema = messageAnswerSchema.extend({
  token: z
    .string()
    .meta({ description: "A fresh sign-in token: every token issued before the change is refused" }),
});

/** POST /api/auth/forgot-password. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The one answer to a reset request, whether or not the email has an account. */
export const FORGOT_PASSWORD_ANSWER =
  "If an account exists for that email, we have sent it a link to reset the password. The link works for 60 minutes.";

/** POST /api/auth/reset-password: the emailed link's token and the new password, held to registration's rules. */
export const resetPasswordBodySchema = z.object({
  token: z
    .string({ error: whenMissing("The reset link is incomplete") })
    .trim()
    .min(1, "The reset link is incomplete")
    .max(200, "The reset link is invalid"),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The form of /reset-password: the new password twice. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...passwordsMatch);

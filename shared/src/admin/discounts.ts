// The admin's discount codes (docs/guides/admin.md, admins only): the list with each code's
// usage, creating one and changing one (switching it off included).
import { z } from "zod";
import { DISCOUNT_TYPES } from "../pricing.ts";

/** Letters, digits, `-` and `_`; stored upper-cased, so `diwali10` and `DIWALI10` are the same code. */
export const discountCodeTextSchema = z
  .string({ error: "Code is required" })
  .trim()
  .min(3, "Code must be at least 3 characters")
  .max(40, "Code must be at most 40 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Code may hold only letters, digits, - and _")
  .transform((code) => code.toUpperCase());

const limitSchema = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} must be at most 1000000`)
    .nullable();

const momentSchema = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time` }).nullable();

const discountFields = z.object({
  code: discountCodeTextSchema,
  type: z.enum(DISCOUNT_TYPES, { error: `Type must be one of ${DISCOUNT_TYPES.join(", ")}` }),
  /** Percent (1-100) for `percentage`, whole rupees for `fixed`; ignored (stored as 0) for `free_shipping`. */
  value: z
    .number({ error: "Value must be a whole number" })
    .int("Value must be a whole number")
    .min(0, "Value must be at least 0")
    .max(10_000_000, "Value must be at most 10000000")
    .default(0),
  minSubtotal: z
    .number({ error: "Minimum subtotal must be a whole number" })
    .int("Minimum subtotal must be a whole number")
    .min(0, "Minimum subtotal must be at least 0")
    .max(100_000_000, "Minimum subtotal must be at most 100000000")
    .default(0),
  startsAt: momentSchema("Start").default(null),
  endsAt: momentSchema("End").default(null),
  /** Orders that may use the code in all; null for no limit. */
  usageLimit: limitSchema("Usage limit").default(null),
  /** Orders one customer (account, or email for a guest) may use it for; null for no limit. */
  perCustomerLimit: limitSchema("Per-customer limit").default(null),
  active: z.boolean({ error: "Active must be true or false" }).default(true),
});

interface Terms {
  type?: (typeof DISCOUNT_TYPES)[number];
  value?: number;
  startsAt?: string | null;
  endsAt?: string | null;
}

/** The rules across fields, for a new code and for a change (where the stored fields fill in the rest). */
export function discountTermsIssue(terms: Terms): { path: string; message: string } | null {
  if (terms.type === "percentage" && terms.value !== undefined && (terms.value < 1 || terms.value > 100))
    return { path: "value", message: "A percentage must be between 1 and 100" };
  if (terms.type === "fixed" && terms.value !== undefined && terms.value < 1)
    return { path: "value", message: "A fixed discount must be at least Rs 1" };
  if (terms.startsAt && terms.endsAt && Date.parse(terms.endsAt) <= Date.parse(terms.startsAt))
    return { path: "endsAt", message: "The end must be after the start" };
  return null;
}

export const adminDiscountCreateBodySchema = discountFields.superRefine((body, context) => {
  const issue = discountTermsIssue(body);
  if (issue) context.addIssue({ code: "custom", path: [issue.path], message: issue.message });
});
export type AdminDiscountCreate = z.infer<typeof adminDiscountCreateBodySchema>;

/** PATCH: any field of the creation; the type and value are checked together with the stored ones. */
export const adminDiscountPatchBodySchema = z
  .object({
    code: discountFields.shape.code.optional(),
    type: discountFields.shape.type.optional(),
    value: discountFields.shape.value.unwrap().optional(),
    minSubtotal: discountFields.shape.minSubtotal.unwrap().optional(),
    startsAt: momentSchema("Start").optional(),
    endsAt: momentSchema("End").optional(),
    usageLimit: limitSchema("Usage limit").optional(),
    perCustomerLimit: limitSchema("Per-customer limit").optional(),
    active: discountFields.shape.active.unwrap().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Send at least one field to change",
  });
export type AdminDiscountPatch = z.infer<typeof adminDiscountPatchBodySchema>;

export const adminDiscountSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  minSubtotal: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders holding the code now (a cancelled unpaid order gave its use back). */
  timesUsed: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

export const adminDiscountListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ discounts: z.array(adminDiscountSchema) }),
});

export const adminDiscountAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ discount: adminDiscountSchema }),
});

export const discountIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

// The readable audit log (admins only): who signed in or tried, which payments went through or were refused, and
// every change made through /api/admin, newest first, with the account named.
import { z } from "zod";
import { pageAnswerSchema, pageQueryFields } from "../paging.ts";
import { AUDIT_KINDS, PRODUCT_CHANGE_FIELDS, VARIANT_CHANGE_FIELDS } from "./audit-kinds.ts";

// The kinds live in the zod-free audit-kinds.ts (the admin's page imports them); kept reachable here too.
export { AUDIT_KINDS, type AuditChange, type AuditKind } from "./audit-kinds.ts";

const NEPAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A moment to filter by: an ISO 8601 date-time with its offset (`2026-11-24T06:15:00Z`), or a calendar day
 * (`2026-11-24`), read as that day in Nepal (from its first moment for `from`, to its last for `to`).
 */
const momentSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(40, `${label} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`)
    .refine(
      (text) =>
        (NEPAL_DATE.test(text) || z.iso.datetime({ offset: true }).safeParse(text).success) &&
        !Number.isNaN(Date.parse(NEPAL_DATE.test(text) ? `${text}T00:00:00Z` : text)),
      `${label} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`,
    );

export const auditListQuerySchema = z.object({
  kind: z.enum(AUDIT_KINDS, { error: `Kind must be one of ${AUDIT_KINDS.join(", ")}` }).optional(),
  /** The account an event is about: who acted, or for a failed sign-in the account whose email was tried. */
  userId: z.string().trim().max(64, "User id must be at most 64 characters").optional(),
  from: momentSchema("From").optional(),
  to: momentSchema("To").optional(),
  ...pageQueryFields(50),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/**
 * A change's value before or after: a text, an amount or a flag, or null for none. The null sits on the text so
 * the OpenAPI document gives every `nullable` its `type` (OpenAPI 3.0; Redocly's nullable-type-sibling).
 */
const changeValue = z.union([z.string().nullable(), z.number(), z.boolean()]);

export const auditEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  ip: z.string(),
  /** The account the event names, or null for a guest (or an account since deleted: see `userId`). */
  userId: z.string().nullable(),
  user: z.object({ _id: z.string(), email: z.string(), name: z.string() }).nullable(),
  /** The event's own short facts: an order number, an amount, a reason, a change's before and after (a fact
   * recorded as null is left out). */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** A product edit's changes, field by field (a variant's keyed by its SKU); empty for other events and for
   * product edits recorded before the changes were kept. */
  changes: z.array(
    z.object({
      sku: z.string().optional(),
      field: z.enum([...PRODUCT_CHANGE_FIELDS, ...VARIANT_CHANGE_FIELDS]),
      before: changeValue,
      after: changeValue,
    }),
  ),
  /** The order the event is about (its detail's `orderNumber`), with its customer: the account that placed it,
   * or the guest's name and email from the order; null when the event names no order or it is gone. */
  order: z
    .object({
      _id: z.string(),
      orderNumber: z.string(),
      customer: z.object({ name: z.string(), email: z.string(), guest: z.boolean() }),
    })
    .nullable(),
  /** The product the event is about (its detail's `productId`), by name; null when none or it is gone. */
  product: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditListAnswerSchema = pageAnswerSchema("events", auditEventSchema);

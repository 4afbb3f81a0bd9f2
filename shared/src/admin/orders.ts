// The merchant's orders (docs/guides/admin.md): the list with its filters, one order with what
// happened to it, status moves with a note and the carrier's tracking number, and refunds (admins only).
import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, orderSchema } from "../checkout.ts";
import { pagePlaceFields, pageQueryFields } from "../paging.ts";

// A form may send a filter empty (`?status=`): that means no filter.
const emptyAsMissing = (value: unknown) => (value === "" ? undefined : value);

const storeDay = (label: string) =>
  z.preprocess(
    emptyAsMissing,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date written YYYY-MM-DD`)
      .refine(
        (day) =>
          !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
          new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
        `${label} must be a real date`,
      )
      .optional(),
  );

/** GET /api/admin/orders: every filter optional; `from`/`to` are days in Nepal time (UTC+5:45), inclusive. */
export const adminOrderListQuerySchema = z
  .object({
    status: z.preprocess(
      emptyAsMissing,
      z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(", ")}` }).optional(),
    ),
    /** An order number, an email address or a phone number (or the start of one). */
    search: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
    from: storeDay("From"),
    to: storeDay("To"),
    paymentMethod: z.preprocess(
      emptyAsMissing,
      z
        .enum(PAYMENT_METHODS, { error: `Payment method must be one of ${PAYMENT_METHODS.join(", ")}` })
        .optional(),
    ),
    paymentStatus: z.preprocess(
      emptyAsMissing,
      z
        .enum(PAYMENT_STATUSES, { error: `Payment status must be one of ${PAYMENT_STATUSES.join(", ")}` })
        .optional(),
    ),
    ...pageQueryFields(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "From cannot be after To",
    path: ["from"],
  });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(orderSchema),
  ...pagePlaceFields(),
});

export const TIMELINE_KINDS = [
  "placed",
  "payment_started",
  "payment_completed",
  "payment_failed",
  "status",
  "refund",
] as const;

/** One thing that happened to an order, oldest first. */
export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  message: z.string(),
  /** The staff member or admin who did it; absent for the shopper's and the store's own steps. */
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }).optional(),
  /** For a status move: the status it reached, its note and the carrier's tracking number if given. */
  status: z.string().optional(),
  note: z.string().optional(),
  trackingNumber: z.string().optional(),
  /** For a payment or a refund: rupees (null for a refund eSewa reported without its amount). */
  amount: z.number().int().nullable().optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  reason: z.string().optional(),
  /** For a refund paid outside the store (no gateway refund API): true, with the bank's reference. */
  manual: z.boolean().optional(),
  reference: z.string().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  timeline: z.array(timelineEntrySchema),
});

/** A carrier's tracking number: letters, digits and dashes, at most 64. */
export const trackingNumberSchema = z
  .string()
  .trim()
  .min(1, "Tracking number is required when given")
  .max(64, "Tracking number must be at most 64 characters")
  .regex(/^[A-Za-z0-9-]+$/, "Tracking number may contain only letters, digits and dashes");

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(", ")}` }),
  note: z.string().trim().max(500, "Note must be at most 500 characters").optional(),
  trackingNumber: trackingNumberSchema.optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** POST /api/admin/orders/:orderNumber/refund (admins only). */
export const refundBodySchema = z.object({
  amount: z
    .number({ error: "Amount must be a whole number of rupees" })
    .int("Amount must be a whole number of rupees")
    .min(1, "Amount must be at least 1")
    .max(100_000_000, "Amount is larger than any order"),
  reason: z
    .string({ error: "Reason is required" })
    .trim()
    .min(1, "Reason is required")
    .max(500, "Reason must be at most 500 characters"),
  /**
   * The bank's or wallet's reference of a refund paid outside the store: required for a method whose gateway has
   * no refund API (`refunds: "manual"`: Fonepay, connectIPS; 400 `refund.reference_required` without it), and
   * ignored for the others, whose gateway gives its own reference.
   */
  reference: z
    .string({ error: "Reference must be text" })
    .trim()
    .max(100, "Reference must be at most 100 characters")
    .regex(/^[\p{L}\p{N} ._/#:-]*$/u, "Reference may contain only letters, digits, spaces and . _ / # : -")
    .optional(),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

// The merchant's inventory (docs/guides/admin.md, POST /api/admin/variants/:id/stock): every
// variant with its stock, a stock adjustment with its reason, and each variant's stock history.
import { z } from "zod";
import { variantOptionsSchema } from "../catalog.ts";
import { pageQueryFields, pagePlaceFields } from "../paging.ts";

/** Why a merchant adjusts stock (as Shopify's inventory adjustment reasons). */
export const STOCK_ADJUSTMENT_REASONS = [
  "received",
  "correction",
  "damaged",
  "lost",
  "returned",
  "other",
] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** Why a variant's stock moved, as its history says: an order's move, a merchant's adjustment, the migration. */
export const STOCK_CHANGE_REASONS = [
  "order_reserved",
  "order_released",
  "order_returned",
  "adjustment",
  "migration",
] as const;
export type StockChangeKind = (typeof STOCK_CHANGE_REASONS)[number];

/** The most a single adjustment may set or move (a typo guard; a shop's real counts are far below it). */
export const MAX_STOCK_ADJUSTMENT = 1_000_000;

export const inventoryListQuerySchema = z.object({
  /** Part of a product name or a sku, ignoring case; empty means every variant. */
  search: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  /** `true`: only variants on sale at or below the low-stock threshold. */
  lowStock: z
    .enum(["true", "false"], { error: "Low stock must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  ...pageQueryFields(20),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

export const inventoryVariantSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  options: variantOptionsSchema,
  stock: z.number().int(),
  price: z.number().int(),
  /** Off sale: its stock cannot be adjusted. */
  archived: z.boolean(),
  /** On sale with stock at or below LOW_STOCK_THRESHOLD. */
  lowStock: z.boolean(),
  /** Back-in-stock requests waiting for this variant (POST /api/products/:id/notify). */
  waiting: z.number().int().nonnegative(),
});
export type InventoryVariant = z.infer<typeof inventoryVariantSchema>;

export const inventoryListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    variants: z.array(inventoryVariantSchema),
    ...pagePlaceFields(),
    /** LOW_STOCK_THRESHOLD: a variant at or below it is low on stock. */
    lowStockThreshold: z.number().int(),
  }),
});

export const variantIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

const wholeNumber = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(-MAX_STOCK_ADJUSTMENT, `${label} must be at least -${MAX_STOCK_ADJUSTMENT}`)
    .max(MAX_STOCK_ADJUSTMENT, `${label} must be at most ${MAX_STOCK_ADJUSTMENT}`);

/** POST /api/admin/variants/:id/stock: a new stock level (`set`) or a change (`delta`), exactly one, and why. */
export const stockAdjustmentBodySchema = z
  .object({
    set: wholeNumber("Set").min(0, "Stock cannot be set below 0").optional(),
    delta: wholeNumber("Delta")
      .refine((delta) => delta !== 0, "Delta must not be 0")
      .optional(),
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, {
      error: `Reason must be one of ${STOCK_ADJUSTMENT_REASONS.join(", ")}`,
    }),
    note: z.string().trim().max(500, "Note must be at most 500 characters").optional(),
  })
  .refine((body) => (body.set === undefined) !== (body.delta === undefined), {
    message: "Send either set or delta, not both",
  });
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBodySchema>;

export const stockAdjustmentAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ variant: inventoryVariantSchema }),
});

export const stockHistoryQuerySchema = z.object({
  ...pageQueryFields(20),
});
export type StockHistoryQuery = z.infer<typeof stockHistoryQuerySchema>;

export const stockChangeSchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** Positive put stock on the shelf, negative took it off. */
  delta: z.number().int(),
  /** The stock right after the change (left out on changes from before it was recorded). */
  stockAfter: z.number().int().optional(),
  reason: z.enum(STOCK_CHANGE_REASONS),
  /** A merchant's adjustment: why they made it. */
  adjustmentReason: z.enum(STOCK_ADJUSTMENT_REASONS).optional(),
  note: z.string(),
  /** An order's reservation, release or return: the order's number. */
  orderNumber: z.string().optional(),
  /** A merchant's adjustment: who made it (left out if that account no longer exists). */
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }).optional(),
});
export type StockChangeView = z.infer<typeof stockChangeSchema>;

export const stockHistoryAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    variant: inventoryVariantSchema,
    changes: z.array(stockChangeSchema),
    ...pagePlaceFields(),
  }),
});

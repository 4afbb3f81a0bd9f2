// The kinds of event the audit log records. No zod: the admin's audit page imports the list for its filter.

/** Every kind of event the store records (server/src/modules/audit/audit-log.ts writes them). */
export const AUDIT_KINDS = [
  "login.succeeded",
  "login.failed",
  "account.registered",
  "account.password_changed",
  "payment.completed",
  "payment.failed",
  "payment.refunded",
  "payment.refund_failed",
  "payment.cash_collected",
  "admin.order_status",
  "admin.customer_changed",
  "admin.image_uploaded",
  "admin.stock_adjusted",
  "admin.product_created",
  "admin.product_changed",
  "admin.product_archived",
  "admin.product_restored",
  "admin.products_imported",
  "admin.brand_created",
  "admin.brand_changed",
  "admin.category_changed",
  "admin.review_hidden",
  "admin.review_shown",
  "account.password_reset_requested",
  "account.password_reset",
  "admin.discount_created",
  "admin.discount_changed",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The product's own fields a product change records (before → after). */
export const PRODUCT_CHANGE_FIELDS = [
  "name",
  "nameNe",
  "brand",
  "category",
  "subcategory",
  "description",
  "descriptionNe",
  "specifications",
  "images",
  "featured",
] as const;
/** A variant's fields a product change records, keyed by the variant's SKU ("added": a new variant). */
export const VARIANT_CHANGE_FIELDS = [
  "added",
  "sku",
  "options",
  "price",
  "salePrice",
  "stock",
  "image",
  "archived",
] as const;
export type ProductChangeField = (typeof PRODUCT_CHANGE_FIELDS)[number];
export type VariantChangeField = (typeof VARIANT_CHANGE_FIELDS)[number];

/**
 * One field's change in a product edit, as the audit log keeps it: a product field, or (with `sku`) a variant's.
 * Prices are whole rupees; `images` and `specifications` are counts; `description` only says it changed (null →
 * null); `image` is the picture's file name (null: the product's main picture); `options` the options in words.
 */
export interface AuditChange {
  sku?: string;
  field: ProductChangeField | VariantChangeField;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

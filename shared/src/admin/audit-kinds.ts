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

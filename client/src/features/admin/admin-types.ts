// The admin API's requests and answers, as the shared schemas (shared/src/admin/) define them for the server: one
// source of truth, so a screen cannot assume a shape the server does not answer. Type-only imports: no zod code
// reaches the admin's chunk from here.
import type { z } from "zod";
import type { Role } from "@store/shared/auth";
import type {
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
  AdminVariant,
  CreateProductInput,
  PatchProductInput,
  ProductImportResult,
  ProductStatus,
  createProductSchema,
  patchProductSchema,
} from "@store/shared/admin/products";
import type { Order, OrderStatus, PaymentMethod, PaymentStatus } from "@store/shared/checkout";
import type {
  AdminOrderListQuery,
  OrderStatusChange,
  RefundBody,
  TimelineEntry,
  adminOrderDetailSchema,
  adminOrderListSchema,
} from "@store/shared/admin/orders";
import type {
  AdminCustomer,
  AdminCustomerListQuery,
  AdminCustomerPatch,
  CustomerOrderSummary,
  adminCustomerAnswerSchema,
  adminCustomerListAnswerSchema,
} from "@store/shared/admin/customers";
import type {
  AuditEventView,
  AuditKind,
  AuditListQuery,
  auditListAnswerSchema,
} from "@store/shared/admin/audit";
import type { Dashboard } from "@store/shared/admin/dashboard";
import type {
  AdminReview,
  AdminReviewListQuery,
  adminReviewListAnswerSchema,
} from "@store/shared/admin/reviews";
import type {
  InventoryVariant,
  inventoryListQuerySchema,
  inventoryListAnswerSchema,
  stockHistoryAnswerSchema,
  StockAdjustmentBody as StockAdjustment,
  StockAdjustmentReason,
  StockChangeKind,
  StockChangeView as StockChange,
} from "@store/shared/admin/inventory";

export type { Order, OrderStatus, PaymentMethod, PaymentStatus, Role };
export type { Dashboard, TimelineEntry, OrderStatusChange, AdminCustomer, CustomerOrderSummary, AuditKind };

/** A list query as the client sends it: every field optional (the server fills page and limit by default). */
type Sent<Query> = Partial<Query>;

/** GET /api/admin/orders's query (days are YYYY-MM-DD in Nepal time, both ends included). */
export type OrdersQuery = Sent<AdminOrderListQuery>;
export type OrdersPage = z.infer<typeof adminOrderListSchema>;
/** GET /api/admin/orders/:orderNumber's `data`: the order and its timeline, oldest first. */
export type OrderDetail = z.infer<typeof adminOrderDetailSchema>;
/** POST /api/admin/orders/:orderNumber/refund's body (admins only). */
export type RefundRequest = RefundBody;

export type CustomersQuery = Sent<AdminCustomerListQuery>;
export type CustomersPage = z.infer<typeof adminCustomerListAnswerSchema>["data"];
/** GET /api/admin/customers/:id's `data`: the account and its orders as summary lines, newest first. */
export type CustomerDetail = z.infer<typeof adminCustomerAnswerSchema>["data"];
/** PATCH /api/admin/customers/:id's body (admins only). */
export type CustomerChange = AdminCustomerPatch;

export type AuditQuery = Sent<AuditListQuery>;
export type AuditEvent = AuditEventView;
export type AuditPage = z.infer<typeof auditListAnswerSchema>["data"];

export type { InventoryVariant, StockAdjustment, StockAdjustmentReason, StockChangeKind, StockChange };

/** GET /api/admin/inventory's query. */
export type InventoryQuery = Partial<z.input<typeof inventoryListQuerySchema>>;
export type InventoryPage = z.infer<typeof inventoryListAnswerSchema>["data"];
/** GET /api/admin/variants/:id/stock-history's `data`: the variant and a page of its changes, newest first. */
export type StockHistoryPage = z.infer<typeof stockHistoryAnswerSchema>["data"];

/** GET /api/admin/products's `status` filter (shared/src/admin/products.ts's list, kept here so the admin's
 * chunk does not pull the catalogue's zod schemas in: that would split them into a chunk of their own, which the
 * storefront's home page then names among its preloads). */
export const PRODUCT_STATUSES = ["active", "archived"] as const satisfies readonly ProductStatus[];
export type { AdminProduct, AdminVariant, ProductStatus };

/** GET /api/admin/products's query. */
export type ProductsQuery = Sent<AdminProductListQuery>;

export type ProductsPage = AdminProductList;

/** POST /api/admin/products's body (the shared schema's input). */
export type ProductInput = z.input<typeof createProductSchema>;
/** PATCH /api/admin/products/:id's body: a variant with `_id` is changed, one without is added. */
export type ProductPatch = z.input<typeof patchProductSchema>;
export type VariantInput = NonNullable<ProductPatch["variants"]>[number];
export type { CreateProductInput, PatchProductInput };

/** POST /api/admin/products/import's answer: what a run makes (or would make) and each refused row. */
export type ImportReport = ProductImportResult;

export type { AdminReview };
/** GET /api/admin/reviews's query: visibility (all, visible, hidden) and one product's reviews. */
export type ReviewsQuery = Sent<AdminReviewListQuery>;
export type ReviewsPage = z.infer<typeof adminReviewListAnswerSchema>["data"];

// The admin API's answers as SHOP-API.md "Roles and the admin API" writes them, declared here until the admin
// schemas of shared/src/admin/ land; then these give way to the shared schemas' types. Shapes the contract does
// not spell out (order detail, customer detail, the audit log) follow the task and are marked so.
import type { Role, User } from "@store/shared/auth";
import type { z } from "zod";
import type {
  AdminProduct,
  AdminVariant,
  CreateProductInput,
  PatchProductInput,
  ProductImportResult,
  ProductStatus,
  createProductSchema,
  patchProductSchema,
} from "@store/shared/admin/products";
import type { Order, OrderStatus, PaymentMethod, PaymentStatus } from "@store/shared/checkout";

export type { Order, OrderStatus, PaymentMethod, PaymentStatus, Role };

/** One page of a list: SHOP-API.md's `{ <items>, total, page, pages }`. */
export interface Page {
  total: number;
  page: number;
  pages: number;
}

/** GET /api/admin/dashboard's `data`. Revenue is whole rupees; days are Nepal days (YYYY-MM-DD). */
export interface Dashboard {
  revenue: { today: number; last7Days: number; last30Days: number };
  revenueByDay: { date: string; amount: number }[];
  ordersByStatus: Partial<Record<OrderStatus, number>>;
  lowStock: { productId: string; variantId: string; sku: string; name: string; stock: number }[];
  topProducts: { productId: string; name: string; sold: number }[];
}

/** GET /api/admin/orders's query. Dates are days (YYYY-MM-DD), both ends included. */
export interface OrdersQuery {
  status?: OrderStatus;
  search?: string;
  from?: string;
  to?: string;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
  page?: number;
  limit?: number;
}

export interface OrdersPage extends Page {
  orders: Order[];
}

/** One event of an order's story, oldest first (the task's shape for GET /api/admin/orders/:orderNumber). */
export interface TimelineEntry {
  at: string;
  kind: string;
  message: string;
  actor?: { name: string; role?: Role } | null;
}

export interface OrderDetail {
  order: Order;
  timeline: TimelineEntry[];
}

/** PATCH /api/admin/orders/:orderNumber/status's body. */
export interface OrderStatusChange {
  status: OrderStatus;
  note?: string;
  trackingNumber?: string;
}

/** POST /api/admin/orders/:orderNumber/refund's body (admins only): whole rupees and why. */
export interface RefundRequest {
  amount: number;
  reason: string;
}

/** A customer as the admin lists it: the account and what it has bought. */
export type AdminCustomer = User & { orderCount: number; totalSpent: number; disabled: boolean };

export interface CustomersQuery {
  search?: string;
  page?: number;
  limit?: number;
}

export interface CustomersPage extends Page {
  customers: AdminCustomer[];
}

/** GET /api/admin/customers/:id's `data` (the task's shape). */
export interface CustomerDetail {
  customer: AdminCustomer;
  orders: Order[];
}

/** PATCH /api/admin/customers/:id's body (admins only). */
export interface CustomerChange {
  disabled?: boolean;
  role?: Role;
}

/** The audit log's query (admins only). */
export interface AuditQuery {
  kind?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

/** One audit event: when, who and what (provisional: the audit log's API is not in SHOP-API.md yet). */
export interface AuditEvent {
  _id: string;
  at: string;
  kind: string;
  actor: { _id: string; name: string; email: string } | null;
  ip: string;
  detail: Record<string, string | number | boolean | null>;
}

export interface AuditPage extends Page {
  events: AuditEvent[];
}

/** GET /api/admin/products's `status` filter (shared/src/admin/products.ts's list, kept here so the admin's
 * chunk does not pull the catalogue's zod schemas in: that would split them into a chunk of their own, which the
 * storefront's home page then names among its preloads). */
export const PRODUCT_STATUSES = ["active", "archived"] as const satisfies readonly ProductStatus[];
export type { AdminProduct, AdminVariant, ProductStatus };

/** GET /api/admin/products's query. */
export interface ProductsQuery {
  search?: string;
  category?: string;
  status?: ProductStatus;
  page?: number;
  limit?: number;
}

export interface ProductsPage extends Page {
  products: AdminProduct[];
}

/** POST /api/admin/products's body (the shared schema's input). */
export type ProductInput = z.input<typeof createProductSchema>;
/** PATCH /api/admin/products/:id's body: a variant with `_id` is changed, one without is added. */
export type ProductPatch = z.input<typeof patchProductSchema>;
export type VariantInput = NonNullable<ProductPatch["variants"]>[number];
export type { CreateProductInput, PatchProductInput };

/** POST /api/admin/products/import's answer: what a run makes (or would make) and each refused row. */
export type ImportReport = ProductImportResult;

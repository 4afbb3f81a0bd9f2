// The merchant's API under /api/admin: one guard for the whole prefix (staff and admins; customers get 403,
// guests 401), then each area's routes, which only call the owning module's functions.
import type { FastifyInstance } from "fastify";
import { requireRole } from "../../plugins/require-role.ts";
import adminAuditRoutes from "./audit/routes.ts";
import { adminBrandRoutes, adminCategoryRoutes } from "./catalogue/routes.ts";
import adminCustomerRoutes from "./customers/routes.ts";
import adminDashboardRoutes from "./dashboard/routes.ts";
import adminDiscountRoutes from "./discounts/routes.ts";
import { adminInventoryRoutes, adminVariantStockRoutes } from "./inventory/routes.ts";
import adminMailRoutes from "./mail/routes.ts";
import adminOrderRoutes from "./orders/routes.ts";
import adminProductRoutes from "./products/routes.ts";
import adminReviewRoutes from "./reviews/routes.ts";
import adminUploadRoutes from "./uploads/routes.ts";
import adminSmsRoutes from "./sms/routes.ts";

export default async function adminRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireRole("staff", "admin"));
  await app.register(adminOrderRoutes, { prefix: "/orders" });
  await app.register(adminUploadRoutes, { prefix: "/uploads" });
  await app.register(adminCustomerRoutes, { prefix: "/customers" });
  await app.register(adminAuditRoutes, { prefix: "/audit" });
  await app.register(adminDashboardRoutes, { prefix: "/dashboard" });
  await app.register(adminInventoryRoutes, { prefix: "/inventory" });
  await app.register(adminVariantStockRoutes, { prefix: "/variants" });
  await app.register(adminProductRoutes, { prefix: "/products" });
  await app.register(adminBrandRoutes, { prefix: "/brands" });
  await app.register(adminCategoryRoutes, { prefix: "/categories" });
  await app.register(adminReviewRoutes, { prefix: "/reviews" });
  await app.register(adminMailRoutes, { prefix: "/mail" });
  await app.register(adminDiscountRoutes, { prefix: "/discounts" });
  await app.register(adminSmsRoutes, { prefix: "/sms" });
}

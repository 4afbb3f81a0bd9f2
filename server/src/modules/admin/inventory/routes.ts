// HTTP of the merchant's inventory (staff and admins, the prefix's guard in modules/admin/index.ts): the variants
// with their stock, a stock adjustment with its reason, and a variant's stock history.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  inventoryListAnswerSchema,
  inventoryListQuerySchema,
  stockAdjustmentAnswerSchema,
  stockAdjustmentBodySchema,
  stockHistoryAnswerSchema,
  stockHistoryQuerySchema,
  variantIdParamsSchema,
} from "@store/shared/admin/inventory";
import { auditContext } from "../../audit/audit-log.ts";
import { adjustStock, listInventory, stockHistory } from "../../catalog/inventory.ts";
import { adminRoute } from "../../../plugins/route-docs.ts";
import { adminListPage } from "../list-page.ts";

/** GET /api/admin/inventory. */
export async function adminInventoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminListPage(
    app,
    {
      operationId: "listAdminInventory",
      summary: "List every variant with its stock (staff and admins)",
      description:
        "Variants by product name, archived ones included and flagged. `search` matches part of a product " +
        "name or a sku, ignoring case. `lowStock=true` keeps the variants on sale whose stock is at or below " +
        "LOW_STOCK_THRESHOLD (default 5), which the answer names as `lowStockThreshold`.",
      querystring: inventoryListQuerySchema,
      answer: inventoryListAnswerSchema,
    },
    (query) => listInventory(app.db, app.config.lowStockThreshold, query),
  );
}

/** POST /api/admin/variants/:id/stock and GET /api/admin/variants/:id/stock-history. */
export async function adminVariantStockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/:id/stock",
    {
      schema: adminRoute({
        operationId: "adjustAdminVariantStock",
        summary: "Adjust a variant's stock, with a reason (staff and admins)",
        description:
          "Send `set` (the new stock, 0 or more) or `delta` (a whole number to add, negative to remove), " +
          "exactly one, with `reason` (received, correction, damaged, lost, returned or other) and an optional " +
          "`note`. A change that would take the stock below 0 answers 409 `stock.adjustment_below_zero`. `set` " +
          "is applied as the difference from the stock it read, only if the stock is still that, so an order " +
          "placed meanwhile is never overwritten; if orders keep moving the stock it answers 409 " +
          "`stock.adjustment_raced`. Each adjustment is in the variant's stock history (with who made it) and " +
          "the audit log, and the storefront shows the new stock at once. An archived or unknown variant: 404.",
        params: variantIdParamsSchema,
        body: stockAdjustmentBodySchema,
        response: { 200: stockAdjustmentAnswerSchema },
        failures: [400, 401, 403, 404, 409],
      }),
    },
    async (request) => {
      const { variant, delta } = await adjustStock(
        app.db,
        app.config.lowStockThreshold,
        request.params.id,
        request.body,
        auditContext(request),
      );
      // Those waiting for it hear now rather than at the job's next run.
      if (delta > 0) void app.jobs.runNow("stock-alerts");
      return {
        success: true as const,
        message:
          delta === 0
            ? `Stock of ${variant.sku} was already ${variant.stock}`
            : `Stock of ${variant.sku} is now ${variant.stock}`,
        data: { variant },
      };
    },
  );

  app.get(
    "/:id/stock-history",
    {
      schema: adminRoute({
        operationId: "listAdminVariantStockHistory",
        summary: "A variant's stock changes, newest first (staff and admins)",
        description:
          "Every change of the variant's stock: orders' reservations, releases and returns (with the order's " +
          "number) and merchants' adjustments (with their reason, note and who made them). `stockAfter` is the " +
          "stock right after the change; changes recorded before it was kept leave it out.",
        params: variantIdParamsSchema,
        querystring: stockHistoryQuerySchema,
        response: { 200: stockHistoryAnswerSchema },
        failures: [400, 401, 403, 404],
      }),
    },
    async (request) => ({
      success: true as const,
      data: await stockHistory(app.db, app.config.lowStockThreshold, request.params.id, request.query),
    }),
  );
}

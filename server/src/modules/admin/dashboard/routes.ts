// HTTP of /api/admin/dashboard: the merchant's first screen, for staff and admins.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dashboardAnswerSchema } from "@store/shared/admin/dashboard";
import { lowStockItems } from "../../catalog/low-stock.ts";
import { ordersByStatus, topSellingProducts } from "../../orders/order-stats.ts";
import { revenueByNepalDay } from "../../payments/revenue.ts";
import { googleSignIn, offeredMethods, testOnlyMethods } from "../../../store-mode.ts";
import { adminRoute } from "../../../plugins/route-docs.ts";

const sum = (days: { amount: number }[]) => days.reduce((total, day) => total + day.amount, 0);

export default async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/",
    {
      schema: adminRoute({
        operationId: "readAdminDashboard",
        summary: "Revenue, orders by status, low stock and best sellers (staff and admins)",
        description:
          "Revenue is completed payments less refunds, by day in Nepal time (UTC+5:45): today, the last 7 and " +
          "30 days (today included), and each of the 30 days for a chart. Low stock: at most 50 items with " +
          "stock at or below LOW_STOCK_THRESHOLD, lowest first. Top products: the 5 with most units on paid " +
          "orders. Store: STORE_MODE, the payment methods offered, those that take no real money (test-only: " +
          "an emulator or a gateway's sandbox) and how Google sign-in is reached.",
        response: { 200: dashboardAnswerSchema },
        failures: [401, 403],
      }),
    },
    async () => {
      const [days, byStatus, lowStock, topProducts] = await Promise.all([
        revenueByNepalDay(app.db, 30),
        ordersByStatus(app.db),
        lowStockItems(app.db, app.config.lowStockThreshold),
        topSellingProducts(app.db, 5),
      ]);
      return {
        success: true as const,
        data: {
          revenue: { today: days.at(-1)!.amount, last7Days: sum(days.slice(-7)), last30Days: sum(days) },
          revenueByDay: days,
          ordersByStatus: byStatus,
          lowStock,
          topProducts,
          store: {
            mode: app.config.storeMode,
            offered: offeredMethods(app.config),
            testOnly: testOnlyMethods(app.config),
            googleSignIn: googleSignIn(app.config),
          },
        },
      };
    },
  );
}

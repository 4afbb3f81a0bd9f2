// The admin's first screen (docs/guides/admin.md): money taken, orders by
// status, what runs low and what sells.
import { z } from "zod";
import { PAYMENT_METHODS, type OrderStatus } from "../checkout.ts";

const rupees = z.number().int();
const count = z.number().int();

/** Spelled out status by status, so the reference lists each (a record keyed by an enum leaves them unnamed). */
const ordersByStatusSchema = z.object({
  pending: count,
  processing: count,
  packaging: count,
  on_the_road: count,
  delivered: count,
  cancelled: count,
} satisfies Record<OrderStatus, typeof count>);

export const dashboardSchema = z.object({
  /** Completed payments less refunds, in whole rupees, by day in Nepal time (UTC+5:45); today included. */
  revenue: z.object({ today: rupees, last7Days: rupees, last30Days: rupees }),
  /** The last 30 Nepal days, oldest first, every day present (0 when nothing was taken). */
  revenueByDay: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), amount: rupees })),
  /** Every order status, 0 when none. */
  ordersByStatus: ordersByStatusSchema,
  /** Stock at or below LOW_STOCK_THRESHOLD, the lowest first. */
  lowStock: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string(),
      sku: z.string(),
      name: z.string(),
      stock: z.number().int(),
    }),
  ),
  /** The five products sold most (units on paid orders). */
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), sold: z.number().int() })),
  /**
   * What kind of store this is (STORE_MODE): the methods it offers, those of them that take no real money (an
   * emulator or a gateway's sandbox; none in a live store), and how Google sign-in is reached.
   */
  store: z.object({
    mode: z.enum(["offline", "live"]),
    offered: z.array(z.enum(PAYMENT_METHODS)),
    testOnly: z.array(z.enum(PAYMENT_METHODS)),
    googleSignIn: z.enum(["emulator", "live", "off"]),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardAnswerSchema = z.object({ success: z.literal(true), data: dashboardSchema });

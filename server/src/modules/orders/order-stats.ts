// What the merchant's side reads of orders in bulk: each account's order count and history, orders by status and
// the products that sell most. Counted by the database, a query or two per answer, never one per row.
import type { CustomerOrderSummary } from "@store/shared/admin/customers";
import {
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from "@store/shared/checkout";
import { HELD_PAYMENT_STATUSES } from "@store/shared/order-facts";
import type { Database } from "../../db/client.ts";

/** How many orders each account has placed, whatever became of them. */
export async function orderCountByAccount(db: Database, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const groups = await db.order.groupBy({
    by: ["userId"],
    where: { userId: { in: userIds } },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.userId!, group._count._all]));
}

/** An account's orders, newest first, as lines of its history. */
export async function ordersOfAccount(db: Database, userId: string): Promise<CustomerOrderSummary[]> {
  const rows = await db.order.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      orderNumber: true,
      status: true,
      paymentMethod: true,
      paymentStatus: true,
      total: true,
      createdAt: true,
      items: { select: { quantity: true } },
    },
  });
  return rows.map((row) => ({
    _id: row.id,
    orderNumber: row.orderNumber,
    status: row.status as OrderStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    total: row.total,
    itemCount: row.items.reduce((sum, item) => sum + item.quantity, 0),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** How many orders are in each status; every status is present, 0 when none. */
export async function ordersByStatus(db: Database): Promise<Record<OrderStatus, number>> {
  const groups = await db.order.groupBy({ by: ["status"], _count: { _all: true } });
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const group of groups) {
    if ((ORDER_STATUSES as readonly string[]).includes(group.status))
      counts[group.status as OrderStatus] = group._count._all;
  }
  return counts;
}

/** The products sold most: units on paid orders, most first (ties in id order), with their current name. */
export async function topSellingProducts(
  db: Database,
  count: number,
): Promise<{ productId: string; name: string; sold: number }[]> {
  const groups = await db.orderItem.groupBy({
    by: ["productId"],
    where: { order: { paymentStatus: { in: [...HELD_PAYMENT_STATUSES] } } },
    _sum: { quantity: true },
    orderBy: [{ _sum: { quantity: "desc" } }, { productId: "asc" }],
    take: count,
  });
  const products = await db.product.findMany({
    where: { id: { in: groups.map((group) => group.productId) } },
    select: { id: true, name: true },
  });
  const names = new Map(products.map((product) => [product.id, product.name]));
  return groups.map((group) => ({
    productId: group.productId,
    name: names.get(group.productId) ?? "",
    sold: group._sum.quantity ?? 0,
  }));
}

// The merchant's view of orders: every order, newest first, filtered and searched; one order with its timeline.
import type { Order } from "@store/shared/checkout";
import type { AdminOrderListQuery, TimelineEntry } from "@store/shared/admin/orders";
import { endOfNepalDay, startOfNepalDay } from "@store/shared/nepal-time";
import type { Database } from "../../db/client.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { notFound } from "../../http-error.ts";
import { normaliseNepaliMobile } from "@store/shared/phone";
import { orderInclude, presentOrder } from "./present.ts";
import { orderTimeline } from "./timeline.ts";
import { newestFirst, readPage } from "../../db/page.ts";

/**
 * Orders whose phone is this Nepali mobile number however either was typed (`9841234567`, `+977 984-1234567`):
 * orders keep the phone as typed, so the few whose digits end as the number's do are read and compared
 * normalised. Their ids, for one more condition of the search.
 */
async function ordersOfMobile(db: Database, number: string): Promise<string[]> {
  const rows = await db.order.findMany({
    where: { phone: { endsWith: number.slice(-4) } },
    select: { id: true, phone: true },
  });
  return rows.filter((row) => normaliseNepaliMobile(row.phone) === number).map((row) => row.id);
}

/**
 * Prefix matches on the indexed columns. LIKE's wildcards (% and _) are not escaped by Prisma, so a term is only
 * matched as a prefix where it cannot hold one: order numbers are letters, digits and dashes (stored upper case),
 * phone numbers digits, spaces, +, -, ( and ); an email term (stored lower case) with % or _ is matched whole.
 */
function searchConditions(search: string): Prisma.OrderWhereInput[] {
  const conditions: Prisma.OrderWhereInput[] = [];
  if (/^[A-Za-z0-9-]+$/.test(search)) conditions.push({ orderNumber: { startsWith: search.toUpperCase() } });
  if (/^[+\d\s\-()]+$/.test(search)) conditions.push({ phone: { startsWith: search } });
  const email = search.toLowerCase();
  conditions.push(/[%_\\]/.test(email) ? { email } : { email: { startsWith: email } });
  return conditions;
}

async function filters(db: Database, query: AdminOrderListQuery): Promise<Prisma.OrderWhereInput> {
  const where: Prisma.OrderWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.paymentMethod) where.paymentMethod = query.paymentMethod;
  if (query.paymentStatus) where.paymentStatus = query.paymentStatus;
  if (query.from || query.to) {
    where.createdAt = {
      ...(query.from ? { gte: startOfNepalDay(query.from) } : {}),
      ...(query.to ? { lt: endOfNepalDay(query.to) } : {}),
    };
  }
  const search = query.search?.trim();
  if (search) {
    where.OR = searchConditions(search);
    // A Nepali mobile number in any typed form also finds the orders placed with it in another form.
    const number = normaliseNepaliMobile(search);
    if (number) where.OR.push({ id: { in: await ordersOfMobile(db, number) } });
  }
  return where;
}

export async function listAdminOrders(
  db: Database,
  query: AdminOrderListQuery,
): Promise<{ orders: Order[]; total: number; page: number; pages: number }> {
  const where = await filters(db, query);
  const { rows, ...place } = await readPage(
    query,
    () => db.order.count({ where }),
    (window) => db.order.findMany({ where, include: orderInclude, orderBy: newestFirst(), ...window }),
  );
  return { orders: rows.map(presentOrder), ...place };
}

export async function readAdminOrder(
  db: Database,
  orderNumber: string,
): Promise<{ order: Order; timeline: TimelineEntry[] }> {
  const row = await db.order.findUnique({ where: { orderNumber }, include: orderInclude });
  if (!row) throw notFound("order.not_found", "Order not found");
  return { order: presentOrder(row), timeline: await orderTimeline(db, row) };
}

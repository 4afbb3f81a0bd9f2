// The merchant's view of orders: every order, newest first, filtered and searched; one order with its timeline.
import type { Order, PaymentMethod } from "@store/shared/checkout";
import type { AdminOrderListQuery, TimelineEntry } from "@store/shared/admin/orders";
import type { Database } from "../../db/client.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { notFound } from "../../http-error.ts";
import { orderInclude, presentOrder } from "./present.ts";

/** Nepal is UTC+5:45 all year: a day there starts at 18:15 UTC the day before. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

/** The instant a Nepal day (YYYY-MM-DD) begins. */
export function startOfStoreDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - NEPAL_OFFSET_MS);
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

function filters(query: AdminOrderListQuery): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.paymentMethod) where.paymentMethod = query.paymentMethod;
  if (query.paymentStatus) where.paymentStatus = query.paymentStatus;
  if (query.from || query.to) {
    where.createdAt = {
      ...(query.from ? { gte: startOfStoreDay(query.from) } : {}),
      ...(query.to ? { lt: new Date(startOfStoreDay(query.to).getTime() + DAY_MS) } : {}),
    };
  }
  const search = query.search?.trim();
  if (search) where.OR = searchConditions(search);
  return where;
}

export async function listAdminOrders(
  db: Database,
  query: AdminOrderListQuery,
): Promise<{ orders: Order[]; total: number; page: number; pages: number }> {
  const where = filters(query);
  const [total, rows] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      include: orderInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
  ]);
  return { orders: rows.map(presentOrder), total, page: query.page, pages: Math.ceil(total / query.limit) };
}

const STATUS_WORDS: Record<string, string> = {
  processing: "Processing",
  packaging: "Packaging",
  on_the_road: "On the road",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

const TIMELINE_ORDER: TimelineEntry["kind"][] = [
  "placed",
  "payment_started",
  "payment_failed",
  "payment_completed",
  "status",
  "refund",
];

type Actor = NonNullable<TimelineEntry["actor"]>;

/** Card and PayPal refusals leave no payment row, only their audit event: read those of this order. */
async function refusedCardPayments(db: Database, orderNumber: string) {
  const events = await db.auditEvent.findMany({
    where: { kind: "payment.failed", detail: { contains: `"orderNumber":${JSON.stringify(orderNumber)}` } },
    orderBy: [{ at: "asc" }, { id: "asc" }],
  });
  return events
    .map((event) => ({ at: event.at, detail: JSON.parse(event.detail) as Record<string, unknown> }))
    .filter((event) => event.detail.orderNumber === orderNumber && event.detail.method !== "esewa");
}

export async function readAdminOrder(
  db: Database,
  orderNumber: string,
): Promise<{ order: Order; timeline: TimelineEntry[] }> {
  const row = await db.order.findUnique({ where: { orderNumber }, include: orderInclude });
  if (!row) throw notFound("order.not_found", "Order not found");
  const actorIds = [
    ...new Set(
      [
        ...row.tracking.map((event) => event.actorId),
        ...row.payments.map((payment) => payment.actorId),
      ].filter((id): id is string => Boolean(id)),
    ),
  ];
  const people = await db.user.findMany({
    where: { id: { in: actorIds } },
    select: { id: true, name: true, email: true },
  });
  const actors = new Map<string, Actor>(people.map((user) => [user.id, { _id: user.id, ...user }]));
  const actorOf = (id: string | null) => {
    const actor = id ? actors.get(id) : undefined;
    return actor ? { actor: { _id: actor._id, name: actor.name, email: actor.email } } : {};
  };
  const entries: { at: Date; entry: Omit<TimelineEntry, "at"> }[] = [];

  for (const event of row.tracking) {
    const tracking = event.trackingNumber ? { trackingNumber: event.trackingNumber } : {};
    if (event.status === "order_placed") {
      entries.push({
        at: event.createdAt,
        entry: { kind: "placed", message: `Order placed: Rs ${row.total}, to pay by ${row.paymentMethod}` },
      });
      continue;
    }
    const word = STATUS_WORDS[event.status] ?? event.status;
    entries.push({
      at: event.createdAt,
      entry: {
        kind: "status",
        status: event.status,
        note: event.note,
        ...tracking,
        message: `${word}: ${event.note}${event.trackingNumber ? ` (tracking number ${event.trackingNumber})` : ""}`,
        ...actorOf(event.actorId),
      },
    });
  }
  for (const payment of row.payments) {
    const method = payment.method as PaymentMethod;
    if (payment.status === "refund") {
      const amount = payment.amount === 0 ? null : payment.amount;
      const reason = payment.failureReason ?? "";
      entries.push({
        at: payment.createdAt,
        entry: {
          kind: "refund",
          method,
          amount,
          reason,
          message: `Refunded ${amount === null ? "an amount eSewa did not report" : `Rs ${amount}`} by ${method}: ${reason}`,
          ...actorOf(payment.actorId),
        },
      });
      continue;
    }
    const base = { method, amount: payment.amount };
    if (payment.status === "completed") {
      entries.push({
        at: payment.updatedAt,
        entry: {
          kind: "payment_completed",
          ...base,
          message: `Paid Rs ${payment.amount} by ${method}${payment.transactionId ? ` (${payment.transactionId})` : ""}`,
        },
      });
    }
    // An eSewa attempt starts at the gateway before it succeeds or fails; a card payment is one step.
    if (payment.transactionUuid) {
      entries.push({
        at: payment.createdAt,
        entry: {
          kind: "payment_started",
          ...base,
          message: `Payment of Rs ${payment.amount} started at ${method}`,
        },
      });
    }
    if (payment.status === "failed") {
      entries.push({
        at: payment.updatedAt,
        entry: {
          kind: "payment_failed",
          ...base,
          reason: payment.failureReason ?? "",
          message: `Payment by ${method} failed${payment.failureReason ? `: ${payment.failureReason}` : ""}`,
        },
      });
    }
  }
  for (const refused of await refusedCardPayments(db, orderNumber)) {
    const method = String(refused.detail.method) as PaymentMethod;
    const reason = String(refused.detail.reason ?? "");
    entries.push({
      at: refused.at,
      entry: { kind: "payment_failed", method, reason, message: `Payment by ${method} failed: ${reason}` },
    });
  }
  // Steps of one transaction share an instant: a payment comes before the status move it caused.
  const rank = (kind: TimelineEntry["kind"]) => TIMELINE_ORDER.indexOf(kind);
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a.entry.kind) - rank(b.entry.kind));
  return {
    order: presentOrder(row),
    timeline: entries.map(({ at, entry }) => ({ at: at.toISOString(), ...entry })),
  };
}

// The audit log as the admin reads it: newest first, filtered by kind, account and time, a page at a time, each
// event with the account it names (one query for the page's accounts, not one per event).
import {
  AUDIT_KINDS,
  type AuditChange,
  type AuditEventView,
  type AuditKind,
  type AuditListQuery,
} from "@store/shared/admin/audit";
import { endOfNepalDay, startOfNepalDay } from "@store/shared/nepal-time";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Database } from "../../db/client.ts";
import { readPage } from "../../db/page.ts";
import { PRODUCT_CHANGE_FIELDS, VARIANT_CHANGE_FIELDS } from "@store/shared/admin/audit-kinds";

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `from`/`to` filter as a moment: a calendar day is that day in Nepal, from its start or to its end. */
function moment(text: string, end: "start" | "end"): Date {
  if (!CALENDAR_DAY.test(text)) return new Date(text);
  return end === "start" ? startOfNepalDay(text) : new Date(endOfNepalDay(text).getTime() - 1);
}

type Detail = AuditEventView["detail"];

/** An event's stored JSON: its short facts (strings, numbers, true/false); a null fact is left out. */
function parsedDetail(text: string): Detail {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, item]) => ["string", "number", "boolean"].includes(typeof item)),
    ) as Detail;
  } catch {
    return {};
  }
}

const CHANGE_FIELDS: readonly string[] = [...PRODUCT_CHANGE_FIELDS, ...VARIANT_CHANGE_FIELDS];
const isFact = (value: unknown): value is AuditChange["before"] =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

/** A product edit's changes from its stored JSON (none for other events, or edits recorded before them). */
function parsedChanges(text: string): AuditChange[] {
  try {
    const list: unknown = (JSON.parse(text) as { changes?: unknown } | null)?.changes;
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: unknown) => {
      const change = item as Partial<Record<keyof AuditChange, unknown>> | null;
      if (typeof change !== "object" || change === null) return [];
      const { sku, field, before, after } = change;
      if (typeof field !== "string" || !CHANGE_FIELDS.includes(field) || !isFact(before) || !isFact(after))
        return [];
      return [
        {
          ...(typeof sku === "string" ? { sku } : {}),
          field: field as AuditChange["field"],
          before,
          after,
        },
      ];
    });
  } catch {
    return [];
  }
}

/** The orders a page's events name (by number), with their customers: one query for the page. */
async function ordersNamed(db: Database, details: Detail[]) {
  const numbers = [
    ...new Set(
      details.flatMap((detail) => (typeof detail.orderNumber === "string" ? [detail.orderNumber] : [])),
    ),
  ];
  if (numbers.length === 0) return new Map<string, NonNullable<AuditEventView["order"]>>();
  const orders = await db.order.findMany({
    where: { orderNumber: { in: numbers } },
    select: {
      id: true,
      orderNumber: true,
      firstName: true,
      lastName: true,
      email: true,
      user: { select: { name: true, email: true } },
    },
  });
  return new Map(
    orders.map((order) => [
      order.orderNumber,
      {
        _id: order.id,
        orderNumber: order.orderNumber,
        // The account that placed it; a guest (or an account since deleted) by the name and email on the order.
        customer: order.user
          ? { name: order.user.name, email: order.user.email ?? "", guest: false }
          : {
              name: `${order.firstName} ${order.lastName}`.trim(),
              email: order.email,
              guest: true,
            },
      },
    ]),
  );
}

/** The products a page's events name (by id), by their names now: one query for the page. */
async function productsNamed(db: Database, details: Detail[]) {
  const ids = [
    ...new Set(details.flatMap((detail) => (typeof detail.productId === "string" ? [detail.productId] : []))),
  ];
  if (ids.length === 0) return new Map<string, NonNullable<AuditEventView["product"]>>();
  const products = await db.product.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
  });
  return new Map(products.map((product) => [product.id, { _id: product.id, name: product.name }]));
}

export async function listAuditEvents(db: Database, query: AuditListQuery) {
  const at: Prisma.DateTimeFilter = {
    ...(query.from ? { gte: moment(query.from, "start") } : {}),
    ...(query.to ? { lte: moment(query.to, "end") } : {}),
  };
  const where: Prisma.AuditEventWhereInput = {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.userId ? { userId: query.userId } : {}),
    ...(query.from || query.to ? { at } : {}),
  };
  const { rows, ...place } = await readPage(
    query,
    () => db.auditEvent.count({ where }),
    (window) => db.auditEvent.findMany({ where, orderBy: [{ at: "desc" }, { id: "desc" }], ...window }),
  );
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const users = await db.user.findMany({
    where: { id: { in: userIds } },
    select: { id: true, email: true, name: true },
  });
  const byId = new Map(
    users.map((user) => [user.id, { _id: user.id, email: user.email ?? "", name: user.name }]),
  );
  // A kind no longer written stays in the table; the reader lists the kinds it knows.
  const known = rows
    .filter((row) => (AUDIT_KINDS as readonly string[]).includes(row.kind))
    .map((row) => ({ row, detail: parsedDetail(row.detail) }));
  const details = known.map((event) => event.detail);
  const [orders, products] = await Promise.all([ordersNamed(db, details), productsNamed(db, details)]);
  const events: AuditEventView[] = known.map(({ row, detail }) => ({
    _id: row.id,
    at: row.at.toISOString(),
    kind: row.kind as AuditKind,
    ip: row.ip,
    userId: row.userId,
    user: row.userId ? (byId.get(row.userId) ?? null) : null,
    detail,
    changes: parsedChanges(row.detail),
    order: typeof detail.orderNumber === "string" ? (orders.get(detail.orderNumber) ?? null) : null,
    product: typeof detail.productId === "string" ? (products.get(detail.productId) ?? null) : null,
  }));
  return { events, ...place };
}

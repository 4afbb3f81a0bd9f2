// The audit log as the admin reads it: newest first, filtered by kind, account and time, a page at a time, each
// event with the account it names (one query for the page's accounts, not one per event).
import {
  AUDIT_KINDS,
  type AuditEventView,
  type AuditKind,
  type AuditListQuery,
} from "@store/shared/admin/audit";
import { endOfNepalDay, startOfNepalDay } from "@store/shared/nepal-time";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Database } from "../../db/client.ts";
import { readPage } from "../../db/page.ts";

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
  const byId = new Map(users.map((user) => [user.id, { _id: user.id, email: user.email, name: user.name }]));
  const events: AuditEventView[] = rows
    // A kind no longer written stays in the table; the reader lists the kinds it knows.
    .filter((row) => (AUDIT_KINDS as readonly string[]).includes(row.kind))
    .map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      kind: row.kind as AuditKind,
      ip: row.ip,
      userId: row.userId,
      user: row.userId ? (byId.get(row.userId) ?? null) : null,
      detail: parsedDetail(row.detail),
    }));
  return { events, ...place };
}

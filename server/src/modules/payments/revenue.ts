// Money the store has taken: completed payments less refunds (a refund is a Payment row with status `refund`,
// its amount 0 when the gateway did not say how much). Summed by the database, on SQLite and PostgreSQL alike.
import { Prisma } from "../../generated/prisma/client.ts";
import { DAY_MS, NEPAL_OFFSET_MINUTES, nepalDate, startOfNepalDay } from "@store/shared/nepal-time";
import { dialectOf, type Database } from "../../db/client.ts";

/** What each account has spent: completed payments of its orders less their refunds, in whole rupees. */
export async function spentByAccount(db: Database, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ userId: string; spent: number | bigint | string | null }[]>`
    SELECT o."userId" AS "userId",
           SUM(CASE WHEN p."status" = 'refund' THEN -p."amount" ELSE p."amount" END) AS "spent"
    FROM "Payment" p JOIN "Order" o ON o."id" = p."orderId"
    WHERE o."userId" IN (${Prisma.join(userIds)}) AND p."status" IN ('completed', 'refund')
    GROUP BY o."userId"`;
  return new Map(rows.map((row) => [row.userId, Number(row.spent ?? 0)]));
}

/** A moment as the column stores it, for comparing in raw SQL: ISO text on SQLite, a timestamp on PostgreSQL. */
function storedMoment(db: Database, moment: Date): Prisma.Sql {
  return dialectOf(db) === "postgresql"
    ? Prisma.sql`CAST(${moment.toISOString()} AS timestamp(3))`
    : Prisma.sql`${moment.toISOString().replace("Z", "+00:00")}`;
}

/** The Nepal day of a stored moment, as YYYY-MM-DD text, per dialect. */
function nepalDay(db: Database, column: Prisma.Sql): Prisma.Sql {
  return dialectOf(db) === "postgresql"
    ? Prisma.sql`to_char(${column} + interval '${Prisma.raw(String(NEPAL_OFFSET_MINUTES))} minutes', 'YYYY-MM-DD')`
    : Prisma.sql`strftime('%Y-%m-%d', ${column}, '+${Prisma.raw(String(NEPAL_OFFSET_MINUTES))} minutes')`;
}

/**
 * Revenue of each of the `days` Nepal days up to and including the one `now` falls on, oldest first, every day
 * present. A payment counts on the day it completed (its row's last change: completed rows are never changed
 * again), a refund on the day it was made.
 */
export async function revenueByNepalDay(
  db: Database,
  days: number,
  now = new Date(),
): Promise<{ date: string; amount: number }[]> {
  const today = nepalDate(now);
  const first = nepalDate(new Date(startOfNepalDay(today).getTime() - (days - 1) * DAY_MS));
  const since = storedMoment(db, startOfNepalDay(first));
  const rows = await db.$queryRaw<{ day: string; amount: number | bigint | string | null }[]>`
    SELECT "day", SUM("amount") AS "amount" FROM (
      SELECT ${nepalDay(db, Prisma.sql`"updatedAt"`)} AS "day", "amount" FROM "Payment"
      WHERE "status" = 'completed' AND "updatedAt" >= ${since}
      UNION ALL
      SELECT ${nepalDay(db, Prisma.sql`"createdAt"`)} AS "day", -"amount" AS "amount" FROM "Payment"
      WHERE "status" = 'refund' AND "createdAt" >= ${since}
    ) AS "moves"
    GROUP BY "day"`;
  const byDay = new Map(rows.map((row) => [row.day, Number(row.amount ?? 0)]));
  return Array.from({ length: days }, (_, index) => {
    const date = nepalDate(new Date(startOfNepalDay(first).getTime() + index * DAY_MS));
    return { date, amount: byDay.get(date) ?? 0 };
  });
}

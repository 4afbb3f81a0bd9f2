// The sweeps (server/src/jobs/sweeps.ts) find their rows through an index, not by reading every row: on a
// database built from the migrations, SQLite's planner answers each sweep's rule with the index meant for it.
// (A guest's cart is found by its null userId and its last change together: the unique userId alone would read
// every guest's cart.) SQLite only: PostgreSQL's planner chooses by its table statistics, with the same indexes.
import fs from "node:fs";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");

const db = new Sqlite(":memory:");
for (const migration of fs.readdirSync(MIGRATIONS).sort()) {
  const file = path.join(MIGRATIONS, migration, "migration.sql");
  if (fs.existsSync(file)) db.exec(fs.readFileSync(file, "utf8"));
}
afterAll(() => db.close());

/** How SQLite would find the rows: its query plan's lines. */
const plan = (sql: string) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(Date.now()) as { detail: string }[]).map((row) => row.detail);

describe("each sweep's search", () => {
  it.each([
    [
      "guest carts",
      `SELECT id FROM Cart WHERE userId IS NULL AND updatedAt < ? LIMIT 500`,
      "Cart_userId_updatedAt_idx",
    ],
    [
      "sent messages",
      `SELECT id FROM MailOutbox WHERE status IN ('sent', 'captured', 'failed') AND createdAt < ? LIMIT 500`,
      "MailOutbox_status_createdAt_idx",
    ],
    [
      "verification codes",
      `SELECT id FROM VerificationCode WHERE createdAt < ? LIMIT 500`,
      "VerificationCode_createdAt_idx",
    ],
    ["sign-in codes", `SELECT id FROM SignInCode WHERE expiresAt < ? LIMIT 500`, "SignInCode_expiresAt_idx"],
    [
      "password-reset links",
      `SELECT id FROM PasswordResetToken WHERE expiresAt < ? LIMIT 500`,
      "PasswordResetToken_expiresAt_idx",
    ],
    [
      "back-in-stock requests",
      `SELECT id FROM StockAlert WHERE status IN ('sent', 'unsubscribed') AND updatedAt < ? LIMIT 500`,
      "StockAlert_status_updatedAt_idx",
    ],
    [
      "rate-limit counters",
      `SELECT key FROM RateLimitCounter WHERE resetAt <= ? LIMIT 500`,
      "RateLimitCounter_resetAt_idx",
    ],
  ])("finds %s through its index", (_name, sql, index) => {
    const lines = plan(sql);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^SEARCH \\w+ USING (COVERING )?INDEX ${index} `));
  });
});

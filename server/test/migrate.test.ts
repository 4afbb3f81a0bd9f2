// Migrating a database that another process is migrating: a replica starting beside a slow first migration waits
// for it and starts, instead of failing. On PostgreSQL prisma stops waiting for its migration lock after 10 s
// (a first migration on a busy machine can take longer); on SQLite the second writer is refused.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { dialectOfUrl, sqliteFile } from "../src/db/dialect.ts";
import { migrateDatabase, pendingMigrations } from "../src/db/migrate.ts";
import { emptyDatabase } from "./support/app.ts";

/** The advisory lock `prisma migrate deploy` takes on PostgreSQL before it reads what is applied. */
const PRISMA_MIGRATION_LOCK = 72707369;

/** Holds what a migrating process holds until `release` is called (again: nothing). */
async function holdMigrationLock(databaseUrl: string): Promise<{ release(): Promise<void> }> {
  let released = false;
  if (dialectOfUrl(databaseUrl) === "postgresql") {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("error", () => {}); // the database may be dropped under it when the test fails
    await client.connect();
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATION_LOCK]);
    return {
      async release() {
        if (released) return;
        released = true;
        await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATION_LOCK]);
        await client.end();
      },
    };
  }
  const file = sqliteFile(databaseUrl)!;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Sqlite(file, { timeout: 30_000 });
  // A write transaction that writes nothing: readers may look, another writer is refused.
  db.exec("BEGIN IMMEDIATE");
  return {
    async release() {
      if (released) return;
      released = true;
      db.exec("COMMIT");
      db.close();
    },
  };
}

describe("migrating a database another process is migrating", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("waits for the other process to finish, then applies what is left", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-migrate-"));
    cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
    const database = await emptyDatabase(folder);
    cleanups.push(database.remove);
    const lock = await holdMigrationLock(database.url);
    cleanups.push(lock.release);
    // Longer than prisma waits for the lock on PostgreSQL, so the first `migrate deploy` gives up.
    const heldMs = dialectOfUrl(database.url) === "postgresql" ? 15_000 : 3_000;
    const released = new Promise<void>((resolve, reject) =>
      setTimeout(() => lock.release().then(resolve, reject), heldMs),
    );
    const started = Date.now();

    await migrateDatabase(database.url);

    expect(Date.now() - started).toBeGreaterThanOrEqual(heldMs);
    await released;
    expect(await pendingMigrations(database.url)).toEqual([]);
  }, 90_000);
});

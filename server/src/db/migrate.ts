import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Sqlite from "better-sqlite3";
import pg from "pg";
import { REPOSITORY_ROOT } from "../config.ts";
import { dialectOfUrl, sqliteFile, type Dialect } from "./dialect.ts";

const run = promisify(execFile);
/** Each database's migrations, and the prisma CLI configuration that applies them. */
const LAYOUT: Record<Dialect, { migrations: string; config: string }> = {
  sqlite: {
    migrations: path.join(REPOSITORY_ROOT, "prisma", "migrations"),
    config: path.join(REPOSITORY_ROOT, "prisma.config.ts"),
  },
  postgresql: {
    migrations: path.join(REPOSITORY_ROOT, "prisma", "postgres", "migrations"),
    config: path.join(REPOSITORY_ROOT, "prisma", "postgres", "prisma.config.ts"),
  },
};

function migrationNames(dialect: Dialect): string[] {
  return fs
    .readdirSync(LAYOUT[dialect].migrations, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const APPLIED =
  'SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL';

/** The migrations a PostgreSQL database still lacks (all of them when it has none). */
async function pendingPostgresMigrations(databaseUrl: string): Promise<string[]> {
  const all = migrationNames("postgresql");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ present: boolean }>(
      "SELECT to_regclass('\"_prisma_migrations\"') IS NOT NULL AS present",
    );
    if (!rows[0]?.present) return all;
    const applied = new Set((await client.query<{ name: string }>(APPLIED)).rows.map((row) => row.name));
    return all.filter((name) => !applied.has(name));
  } finally {
    await client.end();
  }
}

/** The migrations the database still lacks (all of them for a new SQLite file or an empty database). */
export async function pendingMigrations(databaseUrl: string): Promise<string[]> {
  if (dialectOfUrl(databaseUrl) === "postgresql") return pendingPostgresMigrations(databaseUrl);
  const all = migrationNames("sqlite");
  const file = sqliteFile(databaseUrl);
  if (!file || !fs.existsSync(file)) return all;
  const db = new Sqlite(file, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'")
      .get();
    if (!table) return all;
    const applied = new Set(
      db
        .prepare(APPLIED)
        .all()
        .map((row) => (row as { name: string }).name),
    );
    return all.filter((name) => !applied.has(name));
  } finally {
    db.close();
  }
}

/** How often a migration that met another process's lock is tried, and the pause between tries. */
const BUSY_ATTEMPTS = 5;
const BUSY_PAUSE_MS = 500;

/**
 * Applies the database's migrations (prisma/migrations for SQLite, prisma/postgres/migrations for PostgreSQL)
 * with `prisma migrate deploy` (the offline recipe's CLI) when any is pending.
 * Prisma locks a SQLite file exclusively while it migrates, which a running store's open connection prevents;
 * checking first lets a second process start on an up-to-date database. Two processes that migrate one new
 * SQLite file at once meet each other's lock (SQLite answers the second writer "busy" at once rather than risk a
 * deadlock): the one refused tries again after a pause, and finds the other's migrations applied. On PostgreSQL,
 * prisma takes an advisory lock (pg_advisory_lock(72707369)) before it looks at what is applied: when two
 * replicas start at once, the second waits for the first and then finds nothing to apply. Prisma gives up that
 * wait after 10 s, which a first migration on a busy machine can take longer than: that too is tried again.
 */
export async function migrateDatabase(databaseUrl: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if ((await pendingMigrations(databaseUrl)).length === 0) return;
    const failure = await deployMigrations(databaseUrl);
    if (failure === null) return;
    if (!failure.busy) throw new Error(`Migrating the database failed:\n${failure.output}`);
    if (attempt === BUSY_ATTEMPTS) {
      throw new Error(
        dialectOfUrl(databaseUrl) === "postgresql"
          ? "The database has migrations to apply, but another process has been migrating it for too long."
          : "The database has migrations to apply, but another process has it open. Stop it and start again.",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
  }
}

/** One `prisma migrate deploy`: null when it succeeded, else its output and whether the database was busy. */
async function deployMigrations(databaseUrl: string): Promise<{ busy: boolean; output: string } | null> {
  const prismaCli = path.join(REPOSITORY_ROOT, "node_modules", "prisma", "build", "index.js");
  const { config } = LAYOUT[dialectOfUrl(databaseUrl)];
  try {
    await run(process.execPath, [prismaCli, "migrate", "deploy", "--config", config], {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PRISMA_HIDE_UPDATE_MESSAGE: "1",
        // No update check: it reaches for the network, which a store's host may not have.
        CHECKPOINT_DISABLE: "1",
      },
    });
    return null;
  } catch (error) {
    const output =
      String((error as { stdout?: string }).stdout ?? "") +
      String((error as { stderr?: string }).stderr ?? "");
    // The SQLite adapter reports SQLITE_BUSY as a SocketTimeout; on PostgreSQL, prisma stopped waiting for the
    // migration lock another process holds.
    const busy = /SQLITE_BUSY|SocketTimeout|acquire a postgres advisory lock/.test(output);
    return { busy, output };
  }
}

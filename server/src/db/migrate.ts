import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Sqlite from "better-sqlite3";
import { REPOSITORY_ROOT } from "../config.ts";

const run = promisify(execFile);
const MIGRATIONS = path.join(REPOSITORY_ROOT, "prisma", "migrations");

function migrationNames(): string[] {
  return fs
    .readdirSync(MIGRATIONS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The migrations a SQLite file still lacks (all of them for a new file or another kind of database). */
export function pendingMigrations(databaseUrl: string): string[] {
  const all = migrationNames();
  const file = databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : null;
  if (!file || !fs.existsSync(file)) return all;
  const db = new Sqlite(file, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'")
      .get();
    if (!table) return all;
    const applied = new Set(
      db
        .prepare(
          "SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
        )
        .all()
        .map((row) => (row as { name: string }).name),
    );
    return all.filter((name) => !applied.has(name));
  } finally {
    db.close();
  }
}

/**
 * Applies prisma/migrations with `prisma migrate deploy` (the offline recipe's CLI) when any is pending.
 * Prisma locks a SQLite file exclusively while it migrates, which a running store's open connection prevents;
 * checking first lets a second process start on an up-to-date database.
 */
export async function migrateDatabase(databaseUrl: string): Promise<void> {
  if (pendingMigrations(databaseUrl).length === 0) return;
  const prismaCli = path.join(REPOSITORY_ROOT, "node_modules", "prisma", "build", "index.js");
  try {
    await run(process.execPath, [prismaCli, "migrate", "deploy"], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
    });
  } catch (error) {
    const output =
      String((error as { stdout?: string }).stdout ?? "") +
      String((error as { stderr?: string }).stderr ?? "");
    const busy = /SQLITE_BUSY|SocketTimeout/.test(output);
    throw new Error(
      busy
        ? "The database has migrations to apply, but another process has it open. Stop it and start again."
        : `Migrating the database failed:\n${output}`,
    );
  }
}

// Backing up and restoring the store's SQLite file. The backup uses SQLite's online backup API (better-sqlite3's
// db.backup()), so it is a consistent copy even while the store writes; the restore refuses to replace a database
// that another process has open, because a running store would keep writing to the file it has open (the old
// one) and lose whatever it writes.
import fs from "node:fs";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { absoluteDatabaseUrl } from "../../server/src/config.ts";

const REQUIRED_TABLES = ["_prisma_migrations", "Product", "Order", "OrderItem", "Payment", "User"];

export class DatabaseInUseError extends Error {}

/** The SQLite file of DATABASE_URL (default data/store.db), as the store resolves it. */
export function storeDatabaseFile(environment: NodeJS.ProcessEnv = process.env): string {
  const url = absoluteDatabaseUrl(environment.DATABASE_URL ?? "file:./data/store.db");
  if (!url.startsWith("file:")) {
    throw new Error("DATABASE_URL is not a SQLite file: back PostgreSQL up with pg_dump instead");
  }
  return url.slice("file:".length);
}

export interface BackupSummary {
  file: string;
  bytes: number;
  rows: { products: number; orders: number; payments: number; users: number };
}

/** Checks that a file is a whole store database: integrity_check ok and the store's tables there. */
export function inspectBackup(file: string): BackupSummary {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  let db: Sqlite.Database;
  try {
    db = new Sqlite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new Error(`${file} is not a SQLite database: ${(error as Error).message}`, { cause: error });
  }
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`${file} fails integrity_check: ${String(integrity)}`);
    const tables = new Set(
      (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length) throw new Error(`${file} is not a store database (no ${missing.join(", ")} table)`);
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
    return {
      file,
      bytes: fs.statSync(file).size,
      rows: {
        products: count("Product"),
        orders: count("Order"),
        payments: count("Payment"),
        users: count("User"),
      },
    };
  } catch (error) {
    if (!(error instanceof Sqlite.SqliteError)) throw error;
    throw new Error(`${file} is not a readable store database: ${error.message}`, { cause: error });
  } finally {
    db.close();
  }
}

function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

export function defaultBackupFile(databaseFile: string): string {
  return path.join(path.dirname(databaseFile), "backups", `store-${timestamp()}.db`);
}

/**
 * Copies the live database into `destination` with the online backup API, then makes the copy one
 * self-contained file (rollback journal instead of WAL), readable by its owner only, and checks it. Never
 * overwrites a file.
 */
export async function backupDatabase(databaseFile: string, destination: string): Promise<BackupSummary> {
  if (!fs.existsSync(databaseFile)) throw new Error(`there is no database at ${databaseFile}`);
  if (fs.existsSync(destination)) throw new Error(`${destination} exists already; choose another file`);
  // A backup holds password hashes, addresses and orders: only the store's own user may read it.
  fs.mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new Sqlite(databaseFile, { fileMustExist: true, timeout: 10_000 });
  try {
    await source.backup(partial);
  } finally {
    source.close();
  }
  fs.chmodSync(partial, 0o600);
  const copy = new Sqlite(partial, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  inspectBackup(partial);
  fs.renameSync(partial, destination);
  return inspectBackup(destination);
}

/**
 * Fails with DatabaseInUseError when another connection has the file open. In WAL mode every open connection
 * holds a shared lock for as long as it is open, so an exclusive lock is granted only when nobody else has it.
 * While the lock is held the old database's log is folded into it, so the copy kept aside is whole.
 */
function checkpointUnlessInUse(databaseFile: string): void {
  const db = new Sqlite(databaseFile, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    db.pragma("wal_checkpoint(TRUNCATE)");
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) {
      throw new DatabaseInUseError(
        `${databaseFile} is open in another process (is the store running?). Stop the store, then restore.`,
      );
    }
    throw error;
  } finally {
    db.close();
  }
}

export interface RestoreSummary extends BackupSummary {
  /** Where the database that was replaced is kept, if there was one. */
  previous: string | null;
}

/**
 * Replaces the store's database with a backup, once the backup checks out and no process has the database
 * open. The replaced database is kept beside it as `<file>.before-restore-<time>`.
 */
export function restoreDatabase(backupFile: string, databaseFile: string): RestoreSummary {
  inspectBackup(backupFile);
  const incoming = `${databaseFile}.restoring`;
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  fs.copyFileSync(backupFile, incoming);
  const descriptor = fs.openSync(incoming, "r+");
  fs.fsyncSync(descriptor);
  fs.closeSync(descriptor);

  let previous: string | null = null;
  try {
    if (fs.existsSync(databaseFile)) {
      checkpointUnlessInUse(databaseFile);
      previous = `${databaseFile}.before-restore-${timestamp()}`;
      fs.renameSync(databaseFile, previous);
    }
    // A log left beside the old file must never be replayed into the restored one.
    for (const suffix of ["-wal", "-shm", "-journal"]) {
      const leftover = `${databaseFile}${suffix}`;
      if (!fs.existsSync(leftover)) continue;
      if (previous) fs.renameSync(leftover, `${previous}${suffix}`);
      else fs.rmSync(leftover);
    }
    fs.renameSync(incoming, databaseFile);
  } finally {
    fs.rmSync(incoming, { force: true });
  }
  return { ...inspectBackup(databaseFile), previous };
}

// `npm run db:restore -- <backup file>`: replaces the store's SQLite database (DATABASE_URL, default
// data/store.db) with a backup made by `npm run db:backup`. The backup is checked first (integrity_check, the
// store's tables); the store must be stopped, and the restore refuses while any process has the database open.
// The replaced database is kept beside it as <file>.before-restore-<UTC time>.
import { fileURLToPath } from "node:url";
import { DatabaseInUseError, restoreDatabase, storeDatabaseFile } from "./support/sqlite-backup.ts";

function main(): void {
  const backupFile = process.argv.slice(2).find((value) => !value.startsWith("--"));
  if (!backupFile) throw new Error("name the backup to restore: npm run db:restore -- <file>");
  const databaseFile = storeDatabaseFile();
  const summary = restoreDatabase(backupFile, databaseFile);
  const { rows } = summary;
  console.log(
    `Restored ${databaseFile} from ${backupFile}: ${rows.products} products, ${rows.orders} orders, ` +
      `${rows.payments} payments, ${rows.users} users.` +
      (summary.previous ? ` The database it replaced is kept as ${summary.previous}.` : ""),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof DatabaseInUseError ? `Refused: ${message}` : `Restore failed: ${message}`);
    process.exitCode = 1;
  }
}

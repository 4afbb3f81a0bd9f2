// `npm run db:backup [-- --out=<file>]`: a consistent copy of the store's SQLite database (DATABASE_URL, default
// data/store.db), taken with SQLite's online backup API while the store may keep running. Without --out the copy
// goes to data/backups/store-<UTC time>.db beside the database. Restore it with `npm run db:restore -- <file>`.
import { fileURLToPath } from "node:url";
import { backupDatabase, defaultBackupFile, storeDatabaseFile } from "./support/sqlite-backup.ts";
import { argument } from "./support/store-process.ts";

async function main(): Promise<void> {
  const databaseFile = storeDatabaseFile();
  const destination = argument("out") ?? defaultBackupFile(databaseFile);
  const summary = await backupDatabase(databaseFile, destination);
  const { rows } = summary;
  console.log(
    `Backed up ${databaseFile} to ${summary.file} (${summary.bytes} bytes, integrity ok): ${rows.products} ` +
      `products, ${rows.orders} orders, ${rows.payments} payments, ${rows.users} users`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main().catch((error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}

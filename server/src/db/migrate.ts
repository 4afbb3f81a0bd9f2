import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { REPOSITORY_ROOT } from "../config.ts";

const run = promisify(execFile);

/** Applies prisma/migrations to the database with `prisma migrate deploy` (the offline recipe's CLI). */
export async function migrateDatabase(databaseUrl: string): Promise<void> {
  const prismaCli = path.join(REPOSITORY_ROOT, "node_modules", "prisma", "build", "index.js");
  await run(process.execPath, [prismaCli, "migrate", "deploy"], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
}

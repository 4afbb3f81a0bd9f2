// Builds one migrated and seeded database per test run; every test file then works on its own copy of it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { seedDatabase } from "../src/db/seed.ts";
import { TEST_ADMIN } from "./support/constants.ts";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-test-"));
  const file = path.join(folder, "template.db");
  await migrateDatabase(`file:${file}`);
  const db = await openDatabase(`file:${file}`);
  await seedDatabase(db, TEST_ADMIN);
  // Fold the write-ahead log into the file so that a plain copy holds everything.
  await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await db.$disconnect();
  project.provide("templateDatabase", file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

// Builds one migrated and seeded database per test run; every test file then works on its own copy of it:
// a copy of a SQLite file, or on PostgreSQL (TEST_DATABASE_URL, set by `npm run test:pg`) a database made
// with CREATE DATABASE ... TEMPLATE.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { seedDatabase } from "../src/db/seed.ts";
import { TEST_ADMIN } from "./support/constants.ts";
import { createDatabase, dropDatabase, testPostgresServer } from "./support/postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The template: a SQLite file's path, or on PostgreSQL the template database's URL. */
    templateDatabase: string;
  }
}

async function migrateAndSeed(url: string) {
  await migrateDatabase(url);
  const db = await openDatabase(url);
  await seedDatabase(db, TEST_ADMIN);
  return db;
}

export default async function setup(project: TestProject) {
  const server = testPostgresServer();
  if (server) {
    const url = await createDatabase(server, "store_template");
    // A template must have no connection open while it is copied: this one closes before any test starts.
    await (await migrateAndSeed(url)).$disconnect();
    project.provide("templateDatabase", url);
    return () => dropDatabase(url);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-test-"));
  const file = path.join(folder, "template.db");
  const db = await migrateAndSeed(`file:${file}`);
  // Fold the write-ahead log into the file so that a plain copy holds everything.
  await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await db.$disconnect();
  project.provide("templateDatabase", file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

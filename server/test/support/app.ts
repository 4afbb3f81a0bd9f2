// A fresh store per test file: a private copy of the seeded template database (a SQLite file, or a PostgreSQL
// database made from the template database) and an in-process app.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig, type AppConfig } from "../../src/config.ts";
import { TEST_ADMIN, TEST_JWT_SECRET } from "./constants.ts";
import { createDatabase, databaseName, dropDatabase, testPostgresServer } from "./postgres.ts";

export interface TestStore {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Tests that are not about rate limits create many accounts, orders and payments from one address: they run
 * with limits no test reaches. A test about a limit sets its own (e.g. { REGISTER_RATE_LIMIT: "3" }).
 */
const UNREACHED_LIMITS = {
  LOGIN_ADDRESS_RATE_LIMIT: "100000",
  REGISTER_RATE_LIMIT: "100000",
  TRACKING_RATE_LIMIT: "100000",
  PAYMENT_RATE_LIMIT: "100000",
};

/** A private copy of the seeded template: its URL, and how to remove it. */
async function copyOfTemplate(): Promise<{ url: string; remove(): Promise<void> }> {
  const template = inject("templateDatabase");
  const server = testPostgresServer();
  if (server) {
    const url = await createDatabase(server, "store_test", databaseName(template));
    return { url, remove: () => dropDatabase(url) };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-case-"));
  const file = path.join(folder, "store.db");
  fs.copyFileSync(template, file);
  return { url: `file:${file}`, remove: async () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/**
 * An empty database nobody has migrated yet, for tests of a first start: a file in `folder` that does not exist
 * yet, or on PostgreSQL a new empty database (dropped by the returned `remove`).
 */
export async function emptyDatabase(folder: string): Promise<{ url: string; remove(): Promise<void> }> {
  const server = testPostgresServer();
  if (server) {
    const url = await createDatabase(server, "store_empty");
    return { url, remove: () => dropDatabase(url) };
  }
  return { url: `file:${path.join(folder, "fresh", "store.db")}`, remove: async () => {} };
}

export async function createTestStore(environment: Record<string, string> = {}): Promise<TestStore> {
  const database = await copyOfTemplate();
  const config = loadConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: database.url,
      CLIENT_DIST: "",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...UNREACHED_LIMITS,
      ...environment,
    },
    TEST_JWT_SECRET,
  );
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    await database.remove();
    throw error;
  }
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.remove();
    },
  };
}

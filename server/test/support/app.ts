// A fresh store per test file: a private copy of the seeded template database and an in-process app.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig, type AppConfig } from "../../src/config.ts";
import { TEST_ADMIN, TEST_JWT_SECRET } from "./constants.ts";

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

export async function createTestStore(environment: Record<string, string> = {}): Promise<TestStore> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-case-"));
  const file = path.join(folder, "store.db");
  fs.copyFileSync(inject("templateDatabase"), file);
  const config = loadConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: `file:${file}`,
      CLIENT_DIST: "",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...UNREACHED_LIMITS,
      ...environment,
    },
    TEST_JWT_SECRET,
  );
  const app = await buildApp(config);
  return {
    app,
    config,
    async close() {
      await app.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

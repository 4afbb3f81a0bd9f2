// A fresh store per test file: a private copy of the seeded template database (a SQLite file, or a PostgreSQL
// database made from the template database) and an in-process app.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig, type AppConfig } from "../../src/config.ts";
import { TEST_ADMIN, TEST_JWT_SECRET } from "./constants.ts";
import { createDatabase, databaseName, dropDatabase, testPostgresServer } from "./postgres.ts";
import {
  DocumentedAnswers,
  operationFor,
  operationsOf,
  readOpenApiDocument,
  type OpenApiOperation,
} from "./documented-answers.ts";

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
  DISCOUNT_RATE_LIMIT: "100000",
  DISCOUNT_ADDRESS_RATE_LIMIT: "100000",
  ORDER_RATE_LIMIT: "100000",
  ORDER_ADDRESS_RATE_LIMIT: "100000",
  ORDER_OPEN_LIMIT: "100000",
  ORDER_OPEN_ADDRESS_LIMIT: "100000",
  PAGE_RENDER_RATE_LIMIT: "100000",
  STOCK_ALERT_RATE_LIMIT: "100000",
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
      SSR_ENTRY: "",
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
  holdToItsDocument(app);
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.remove();
    },
  };
}

const checker = new DocumentedAnswers();

/** The body as sent, unpacked when the answer was compressed for a client that asked for it. */
function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString();
  if (encoding === "deflate") return inflateSync(response.rawPayload).toString();
  return response.body;
}

/**
 * Every answer a test receives through `app.inject(options)` from a documented `/api` operation is checked
 * against the store's own OpenAPI document (its status listed, its body on that status's schema): an answer the
 * reference does not describe rejects the inject, so the test that received it fails and names the request. The
 * reference itself, /media, /gateways and the client's pages are no API operations and pass unchecked, as do
 * unknown /api addresses (the fuzz suite holds those to the API's own 404).
 */
function holdToItsDocument(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  let operations: Promise<OpenApiOperation[]> | undefined;
  const documented = () => (operations ??= readOpenApiDocument(app).then(operationsOf));

  async function check(options: InjectOptions | string, response: LightMyRequestResponse) {
    const { method = "GET", url = "" } =
      typeof options === "string"
        ? { url: options }
        : { method: options.method, url: options.url ?? options.path };
    const address = typeof url === "string" ? url : (url.pathname ?? "");
    if (!address.startsWith("/api/") || /^\/api\/docs(\/|$|\?)/.test(address)) return;
    const operation = operationFor(await documented(), method, address);
    if (!operation) return;
    const problems = checker.problems(operation, {
      status: response.statusCode,
      contentType: response.headers["content-type"] as string | undefined,
      body: decodedBody(response),
    });
    if (problems.length > 0) {
      throw new Error(
        `An answer the API reference does not document: ${method} ${address}\n${problems.join("\n")}`,
      );
    }
  }

  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    // The chained form (app.inject().get(...)) and the callback form are left as they are: no test uses them.
    if (options === undefined || callback !== undefined) {
      return (inject as (...args: unknown[]) => unknown)(options, callback);
    }
    return inject(options).then(async (response) => {
      await check(options, response);
      return response;
    });
  }) as FastifyInstance["inject"];
}

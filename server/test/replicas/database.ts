// The one database both replicas of the two-replica test share, with a folder of the run's own for the replicas'
// logs. On PostgreSQL (`npm run test:pg` sets TEST_DATABASE_URL to a throw-away server): a new empty database on
// that server, which the first replica migrates and seeds as `npm start` does, dropped afterwards. Otherwise: a
// copy of the run's seeded SQLite template, which both processes open.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

export interface SharedDatabase {
  kind: "postgresql" | "sqlite";
  url: string;
  folder: string;
  /** Removes the database (and, when `keepFolder` is false, the folder with the logs). */
  drop(options?: { keepFolder?: boolean }): Promise<void>;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/** The PostgreSQL server the run points at (any database's URL on it), if any. */
export function postgresServerUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url && POSTGRES_URL.test(url) ? url : null;
}

export async function sharedDatabase(): Promise<SharedDatabase> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-replicas-"));
  const removeFolder = (keepFolder = false) => {
    if (!keepFolder) fs.rmSync(folder, { recursive: true, force: true });
  };
  const server = postgresServerUrl();
  if (!server) {
    const file = path.join(folder, "store.db");
    fs.copyFileSync(inject("templateDatabase"), file);
    return {
      kind: "sqlite",
      url: `file:${file}`,
      folder,
      drop: async (options) => removeFolder(options?.keepFolder),
    };
  }
  const name = `replicas_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(server, `CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    kind: "postgresql",
    url: url.toString(),
    folder,
    async drop(options) {
      // FORCE: a replica killed mid-test may leave a connection behind (PostgreSQL 13+).
      await onServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      removeFolder(options?.keepFolder);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// The test suite on PostgreSQL (npm run test:pg sets TEST_DATABASE_URL to a throw-away server): one migrated
// and seeded template database per run, and a database of its own, copied from it, for every test store.
import crypto from "node:crypto";
import pg from "pg";
import { dialectOfUrl } from "../../src/db/dialect.ts";

/** The PostgreSQL server the suite runs on (any database's URL on it), or null for SQLite. */
export function testPostgresServer(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url && dialectOfUrl(url) === "postgresql" ? url : null;
}

/** `server`'s URL with another database. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(server, "postgres") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database (empty, or a copy of `template`): its URL. Names are random, so runs and files never meet. */
export async function createDatabase(server: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await asAdmin(server, (client) =>
    client.query(
      `CREATE DATABASE ${pg.escapeIdentifier(name)}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ""}`,
    ),
  );
  return databaseUrl(server, name);
}

/** Drops the database of `url`, closing whatever is still connected to it. */
export async function dropDatabase(url: string): Promise<void> {
  await asAdmin(url, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName(url))} WITH (FORCE)`),
  );
}

/** The database name in a URL. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

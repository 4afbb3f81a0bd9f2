import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "../generated/prisma/client.ts";
import { PrismaClient as PostgresClient } from "../generated/postgres/client.ts";
import { dialectOfUrl, type Dialect } from "./dialect.ts";
import { oneStatementAtATime } from "./one-connection.ts";

export type Database = PrismaClient;

/**
 * The client inside `db.$transaction(async (tx) => …)`: every model, none of the connection's own methods. Code
 * that may run inside or outside a transaction takes `Transaction | Database`.
 */
export type Transaction = Prisma.TransactionClient;

const dialects = new WeakMap<object, Dialect>();

/** Which database an opened client talks to (raw SQL differs: placeholders, locks, PRAGMAs). */
export function dialectOf(db: Database): Dialect {
  return dialects.get(db) ?? "sqlite";
}

export const DEFAULT_POOL_SIZE = 10;

/**
 * DATABASE_POOL_SIZE: how many connections each of a store process's two PostgreSQL pools keeps at most, Prisma's
 * and the fast reader's (default 10).
 */
export function poolSizeFrom(environment: Record<string, string | undefined>): number {
  const setting = environment.DATABASE_POOL_SIZE?.trim();
  if (!setting) return DEFAULT_POOL_SIZE;
  const size = Number(setting);
  if (!Number.isInteger(size) || size < 1) {
    throw new Error(
      `DATABASE_POOL_SIZE must be a whole number of connections, at least 1 (not "${setting}")`,
    );
  }
  return size;
}

/**
 * Opens the store's database. `postgres://…`: PostgreSQL through a pool of DATABASE_POOL_SIZE connections.
 * `file:…`: SQLite through better-sqlite3, in WAL mode with a busy timeout, and every commit synced to disk
 * before it returns.
 */
export async function openDatabase(databaseUrl: string): Promise<Database> {
  const dialect = dialectOfUrl(databaseUrl);
  const db =
    dialect === "postgresql"
      ? openPostgres(databaseUrl, poolSizeFrom(process.env))
      : await openSqlite(databaseUrl);
  dialects.set(db, dialect);
  return db;
}

function openPostgres(databaseUrl: string, poolSize: number): Database {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  const client = new PostgresClient({ adapter });
  // Safe: both clients are generated from the one data model (prisma/postgres/schema.prisma is made from
  // prisma/schema.prisma, and a test fails when it is not), so every model, field and query has the same
  // shape. The PostgreSQL client only adds what SQLite lacks (e.g. `mode: "insensitive"`, createMany's
  // skipDuplicates): seen through the SQLite type, feature code uses what both have. What differs is only the
  // runtime values of raw SQL ($queryRaw), which the few raw queries handle per dialect (dialectOf).
  return client as unknown as Database;
}

async function openSqlite(databaseUrl: string): Promise<Database> {
  const file = databaseUrl.replace(/^file:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const adapter = oneStatementAtATime(new PrismaBetterSQLite3({ url: file, timeout: 5000 }));
  const prisma = new PrismaClient({ adapter });
  // Readers never block the writer, and a writer waits for another instead of failing at once.
  await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  // An order answered 201 or a payment answered 200 must survive a power cut, not only a crash of the process.
  // better-sqlite3 opens a WAL database with synchronous = NORMAL, under which the last commits may roll back
  // after a power loss; FULL syncs the log at each commit (about a millisecond).
  await prisma.$queryRawUnsafe("PRAGMA synchronous = FULL");
  await prisma.$queryRawUnsafe("PRAGMA busy_timeout = 5000");
  await prisma.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  await prisma.$queryRawUnsafe("PRAGMA mmap_size = 268435456");
  await prisma.$queryRawUnsafe("PRAGMA cache_size = -32000");
  // Refreshes the query planner's statistics where they are missing or stale (cheap; SQLite's advice on open).
  await prisma.$queryRawUnsafe("PRAGMA optimize = 0x10002");
  return prisma;
}

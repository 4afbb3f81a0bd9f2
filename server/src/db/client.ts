import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "../generated/prisma/client.ts";
import { oneStatementAtATime } from "./one-connection.ts";

export type Database = PrismaClient;

/**
 * Opens the store's database: SQLite through better-sqlite3, in WAL mode with a busy timeout, and every commit
 * synced to disk before it returns.
 */
export async function openDatabase(databaseUrl: string): Promise<Database> {
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

import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Database = PrismaClient;

/** Opens the store's database: SQLite through better-sqlite3, in WAL mode with a busy timeout. */
export async function openDatabase(databaseUrl: string): Promise<Database> {
  const file = databaseUrl.replace(/^file:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const adapter = new PrismaBetterSQLite3({ url: file, timeout: 5000 });
  const prisma = new PrismaClient({ adapter });
  // Readers never block the writer, and a writer waits for another instead of failing at once.
  await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await prisma.$queryRawUnsafe("PRAGMA busy_timeout = 5000");
  await prisma.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  // In WAL mode NORMAL still never corrupts the file; a commit is durable once the log is checkpointed rather
  // than at once, which spares an fsync per write (SQLite's own advice for WAL).
  await prisma.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await prisma.$queryRawUnsafe("PRAGMA mmap_size = 268435456");
  await prisma.$queryRawUnsafe("PRAGMA cache_size = -32000");
  // Refreshes the query planner's statistics where they are missing or stale (cheap; SQLite's advice on open).
  await prisma.$queryRawUnsafe("PRAGMA optimize = 0x10002");
  return prisma;
}

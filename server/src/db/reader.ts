// A second, read-only connection to the store's SQLite file for the hottest reads: the grid, search, the
// catalogue version and the cart. better-sqlite3's prepared statements answer these in microseconds, where a
// Prisma call costs a millisecond of CPU in query planning and mapping. Writes still go through Prisma (the other
// connection); in WAL mode this reader sees every committed write at the start of each statement.
import fs from "node:fs";
import Sqlite from "better-sqlite3";

export interface Reader {
  /** Rows of a statement; statements are prepared once and kept. */
  all<Row>(sql: string, params?: readonly unknown[]): Row[];
  get<Row>(sql: string, params?: readonly unknown[]): Row | undefined;
  /** A number that moves on with every change to the catalogue (CatalogueVersion, kept by triggers). */
  catalogueVersion(): number;
  close(): void;
}

/** The SQLite file a database URL names, or null when it names none (an in-memory or another database). */
export function sqliteFile(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith("file:")) return null;
  const file = databaseUrl.slice("file:".length).replace(/\?.*$/, "");
  return file === ":memory:" || file === "" ? null : file;
}

export function openReader(databaseUrl: string): Reader {
  const file = sqliteFile(databaseUrl);
  if (!file || !fs.existsSync(file)) {
    throw new Error(`The fast reads need the store's SQLite file; ${databaseUrl} names none`);
  }
  const db = new Sqlite(file, { fileMustExist: true, timeout: 5000 });
  db.pragma("query_only = ON");
  // Map the file into memory (reads skip a copy through SQLite's page cache) and keep a larger cache.
  db.pragma("mmap_size = 268435456");
  db.pragma("cache_size = -32000");
  const statements = new Map<string, Sqlite.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const version = db.prepare(`SELECT "version" FROM "CatalogueVersion" WHERE "id" = 1`).pluck();
  return {
    all: <Row>(sql: string, params: readonly unknown[] = []) => prepared(sql).all(...params) as Row[],
    get: <Row>(sql: string, params: readonly unknown[] = []) =>
      prepared(sql).get(...params) as Row | undefined,
    catalogueVersion: () => version.get() as number,
    close: () => db.close(),
  };
}

// The fast reader: hand-written SQL for the hottest reads (the grid, search, the catalogue version and the cart),
// beside Prisma, whose every call costs a millisecond of CPU in query planning and mapping. Writes still go
// through Prisma.
// - SQLite: a second, read-only better-sqlite3 connection to the store's file, whose prepared statements answer
//   in microseconds; in WAL mode it sees every committed write at the start of each statement.
// - PostgreSQL: a pg Pool with named prepared statements (each prepared once per connection).
// Parameters are `?` on both (the PostgreSQL reader numbers them). What else differs (booleans 0/1 or
// true/false, functions, rowid): callers keep one variant per dialect side by side and choose by `reader.dialect`.
import fs from "node:fs";
import Sqlite from "better-sqlite3";
import pg from "pg";
import { poolSizeFrom } from "./client.ts";
import { dialectOfUrl, sqliteFile, type Dialect } from "./dialect.ts";

export type { Dialect };

export interface Reader {
  readonly dialect: Dialect;
  /** Rows of a statement, its parameters marked `?`; statements are prepared once and kept. */
  all<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  get<Row>(sql: string, params?: readonly unknown[]): Promise<Row | undefined>;
  /** A number that moves on with every change to the catalogue (CatalogueVersion, kept by triggers). */
  catalogueVersion(): Promise<number>;
  /**
   * A number that moves on only with a change a rendered page can show: every change less the quiet ones (a sale
   * that leaves a variant as a page prints it; server/src/modules/catalog/quiet-changes.ts).
   */
  shownVersion(): Promise<number>;
  close(): Promise<void>;
}

export function openReader(databaseUrl: string): Reader {
  return dialectOfUrl(databaseUrl) === "postgresql"
    ? openPostgresReader(databaseUrl)
    : openSqliteReader(databaseUrl);
}

const CATALOGUE_VERSION_SQL = `SELECT "version" FROM "CatalogueVersion" WHERE "id" = 1`;
/**
 * SQLite's CatalogueVersion holds one row, so its one number keeps both counts: the quiet moves
 * (server/src/modules/catalog/quiet-changes.ts) above this span, the shown version below it.
 */
export const SHOWN_VERSION_SPAN = 2 ** 26;

// Every change less the quiet ones (server/src/modules/catalog/quiet-changes.ts says where each is kept). On
// PostgreSQL both rows in one statement (one snapshot), so a sale committed between two reads cannot look like a
// change; on SQLite the low 26 bits of the one version (SHOWN_VERSION_SPAN).
const SHOWN_VERSION_SQL = {
  postgresql: `SELECT SUM(CASE WHEN "id" = 1 THEN "version" WHEN "id" = 2 THEN -"version" ELSE 0 END)
  AS "version" FROM "CatalogueVersion"`,
  sqlite: `SELECT "version" % ${SHOWN_VERSION_SPAN} FROM "CatalogueVersion" WHERE "id" = 1`,
};

function openSqliteReader(databaseUrl: string): Reader {
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
  const version = db.prepare(CATALOGUE_VERSION_SQL).pluck();
  const shown = db.prepare(SHOWN_VERSION_SQL.sqlite).pluck();
  // The statements run synchronously; the promises only give both dialects one interface (an error rejects).
  return {
    dialect: "sqlite",
    all: async <Row>(sql: string, params: readonly unknown[] = []) => prepared(sql).all(...params) as Row[],
    get: async <Row>(sql: string, params: readonly unknown[] = []) =>
      prepared(sql).get(...params) as Row | undefined,
    catalogueVersion: async () => version.get() as number,
    shownVersion: async () => shown.get() as number,
    close: async () => {
      db.close();
    },
  };
}

/**
 * Counts (bigint) and numerics as JS numbers, as SQLite gives them: the store's counts and sums are far below
 * 2^53. Dates, booleans and text keep pg's own parsing. Only this pool's connections are affected.
 */
const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const readerTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    NUMBER_TYPES.has(oid) && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A statement's `?` placeholders as PostgreSQL numbers them: $1, $2... in order. A `?` inside a quoted text or
 * name is not a placeholder and stays.
 */
export function numberedPlaceholders(sql: string): string {
  let count = 0;
  return sql.replace(/'[^']*'|"[^"]*"|\?/g, (token) => (token === "?" ? `$${++count}` : token));
}

function openPostgresReader(databaseUrl: string): Reader {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSizeFrom(process.env),
    idleTimeoutMillis: 30_000,
    types: readerTypes,
    application_name: "store-reader",
  });
  // A connection lost while idle (a database restart) is dropped by the pool; the next query opens another.
  pool.on("error", () => undefined);
  // Each distinct statement gets a name, so every connection prepares it once and then only binds and runs it.
  const statements = new Map<string, { name: string; text: string }>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = { name: `reader_${statements.size + 1}`, text: numberedPlaceholders(sql) };
      statements.set(sql, statement);
    }
    return statement;
  };
  const query = async <Row>(sql: string, params: readonly unknown[]) =>
    (await pool.query({ ...prepared(sql), values: params as unknown[] })).rows as Row[];
  return {
    dialect: "postgresql",
    all: <Row>(sql: string, params: readonly unknown[] = []) => query<Row>(sql, params),
    get: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await query<Row>(sql, params))[0] as Row | undefined,
    catalogueVersion: async () => {
      const row = (await query<{ version: number }>(CATALOGUE_VERSION_SQL, []))[0];
      if (!row) throw new Error("The CatalogueVersion row is missing: the database lacks its migrations");
      return row.version;
    },
    shownVersion: async () => {
      const row = (await query<{ version: number | null }>(SHOWN_VERSION_SQL.postgresql, []))[0];
      if (row?.version == null)
        throw new Error("The CatalogueVersion row is missing: the database lacks its migrations");
      return row.version;
    },
    close: () => pool.end(),
  };
}

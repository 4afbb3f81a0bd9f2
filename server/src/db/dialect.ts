// Which database a DATABASE_URL names. Without imports, so that the store, its scripts, its tests and the tool
// configurations (vitest, prisma) all ask this one place.
export type Dialect = "sqlite" | "postgresql";

/** `postgres://` or `postgresql://` selects PostgreSQL; anything else (`file:`) is a SQLite file. */
export function dialectOfUrl(databaseUrl: string): Dialect {
  return /^postgres(ql)?:\/\//i.test(databaseUrl) ? "postgresql" : "sqlite";
}

/** The SQLite file a database URL names, or null when it names none (an in-memory or another database). */
export function sqliteFile(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith("file:")) return null;
  const file = databaseUrl.slice("file:".length).replace(/\?.*$/, "");
  return file === ":memory:" || file === "" ? null : file;
}

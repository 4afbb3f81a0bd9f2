// Prisma 6.19 offline recipe (ARCHITECTURE.md): the JS schema engine over the better-sqlite3 adapter, so no
// CLI command downloads a native engine.
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

const databaseUrl = (process.env.DATABASE_URL ??= `file:${path.resolve("data", "store.db")}`);

/**
 * For `migrate diff --from-migrations` (the drift check in scripts/db/sqlite-drift.test.ts): the schema engine
 * sends each migration to the shadow database as one executeRaw, which better-sqlite3 refuses when it holds more
 * than one statement; a statement without parameters goes through executeScript (SQLite's exec) instead.
 */
async function shadowDatabase(factory: PrismaBetterSQLite3) {
  const shadow = await factory.connectToShadowDb();
  const executeRaw = shadow.executeRaw.bind(shadow);
  shadow.executeRaw = async (query) => {
    if (query.args.length > 0) return executeRaw(query);
    await shadow.executeScript(query.sql);
    return 0;
  };
  return shadow;
}

export default defineConfig({
  experimental: { adapter: true, externalTables: true },
  // The full-text search index (an FTS5 virtual table and the tables SQLite keeps for it), made by the
  // hand-written migration 20261122000100_product_search beside the data model: `migrate diff` leaves it alone.
  tables: {
    external: [
      "ProductSearch",
      "ProductSearch_config",
      "ProductSearch_content",
      "ProductSearch_data",
      "ProductSearch_docsize",
      "ProductSearch_idx",
    ],
  },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    // SQLite creates the file but not its folder.
    const file = databaseUrl.replace(/^file:/, "");
    if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Wait for a running store's write to finish instead of failing at once with SQLITE_BUSY.
    const factory = new PrismaBetterSQLite3({ url: databaseUrl, timeout: 10_000 });
    return {
      provider: factory.provider,
      adapterName: factory.adapterName,
      connect: () => factory.connect(),
      connectToShadowDb: () => shadowDatabase(factory),
    };
  },
});

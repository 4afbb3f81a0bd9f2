// Prisma 6.19 offline recipe (ARCHITECTURE.md): the JS schema engine over the better-sqlite3 adapter, so no
// CLI command downloads a native engine.
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

const databaseUrl = (process.env.DATABASE_URL ??= `file:${path.resolve("data", "store.db")}`);

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    // SQLite creates the file but not its folder.
    const file = databaseUrl.replace(/^file:/, "");
    if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Wait for a running store's write to finish instead of failing at once with SQLITE_BUSY.
    return new PrismaBetterSQLite3({ url: databaseUrl, timeout: 10_000 });
  },
});

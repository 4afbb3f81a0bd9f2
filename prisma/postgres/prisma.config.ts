// The PostgreSQL twin of prisma.config.ts, for every prisma command on the PostgreSQL schema:
//   prisma <command> --config prisma/postgres/prisma.config.ts
// Same offline recipe (ARCHITECTURE.md): the JS schema engine over a driver adapter, here @prisma/adapter-pg, so
// no CLI command downloads a native engine. DATABASE_URL must be a postgres:// URL for commands that connect.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";
import { dialectOfUrl } from "../../server/src/db/dialect.ts";
import { cliAdapter } from "./cli-adapter.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const databaseUrl = process.env.DATABASE_URL ?? "";
// The CLI reads the schema's `url = env("DATABASE_URL")` even for `generate`; when it is missing or not a
// PostgreSQL URL, the CLI falls back to the native engines and tries to download them. A placeholder keeps it
// offline; the commands that connect go through the adapter below, which refuses anything but the real URL.
if (dialectOfUrl(databaseUrl) !== "postgresql")
  process.env.DATABASE_URL = "postgresql://unset@localhost/unset";

export default defineConfig({
  experimental: { adapter: true, externalTables: true },
  // Tables that hand-written migrations add beside the data model (the full-text search table of 20261123090100_catalogue_search), as
  // "public.<name>": `migrate diff` then neither drops them nor reports them as drift.
  tables: { external: ["public.ProductSearch"] },
  engine: "js",
  schema: path.join(here, "schema.prisma"),
  migrations: { path: path.join(here, "migrations") },
  async adapter() {
    if (dialectOfUrl(databaseUrl) !== "postgresql") {
      throw new Error(
        `prisma/postgres/prisma.config.ts needs a postgres:// DATABASE_URL, not "${databaseUrl}"`,
      );
    }
    return cliAdapter(databaseUrl);
  },
});

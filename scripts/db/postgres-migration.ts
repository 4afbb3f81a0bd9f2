// Regenerates prisma/postgres/migrations/20261123090000_init/migration.sql from the data model:
//   prisma migrate diff --from-empty --to-schema-datamodel prisma/postgres/schema.prisma --script
// The JS schema engine diffs through a live connection even from nothing, so this starts a throw-away
// PostgreSQL 15 (scripts/pg/cluster.ts), or uses DATABASE_URL when it names a PostgreSQL database.
// Run `npm run db:postgres-schema` first when prisma/schema.prisma changed.
import fs from "node:fs";
import path from "node:path";
import { dialectOfUrl } from "../../server/src/db/dialect.ts";
import { startPostgres } from "../pg/cluster.ts";
import { POSTGRES_CONFIG, ROOT, runPrisma } from "./prisma-cli.ts";

export const INIT_MIGRATION = path.join(ROOT, "prisma", "postgres", "migrations", "20261123090000_init");

/** The init migration's SQL as prisma writes it for the PostgreSQL schema, diffed over `databaseUrl`. */
export async function initMigrationSql(databaseUrl: string): Promise<string> {
  const schema = path.join(ROOT, "prisma", "postgres", "schema.prisma");
  const args = ["migrate", "diff", "--config", POSTGRES_CONFIG, "--from-empty"];
  const run = await runPrisma([...args, "--to-schema-datamodel", schema, "--script"], databaseUrl);
  if (run.status !== 0) throw new Error(`prisma migrate diff failed:\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

async function main() {
  const given = process.env.DATABASE_URL;
  const postgres = given && dialectOfUrl(given) === "postgresql" ? null : await startPostgres();
  try {
    const sql = await initMigrationSql(postgres?.url ?? given!);
    fs.mkdirSync(INIT_MIGRATION, { recursive: true });
    fs.writeFileSync(path.join(INIT_MIGRATION, "migration.sql"), sql);
    console.log(`Wrote ${path.relative(ROOT, INIT_MIGRATION)}/migration.sql`);
  } finally {
    await postgres?.stop();
  }
}

await main();

// npm run test:pg: the whole API test suite on a real PostgreSQL 15.
//  1. Installs Debian's postgresql when its binaries are missing (as root), starts a throw-away cluster.
//  2. Checks that the PostgreSQL migrations make exactly the data model: `prisma migrate diff` from the
//     migrations (replayed on a shadow database) to prisma/postgres/schema.prisma must find no difference.
//  3. Runs `vitest run --project server` with TEST_DATABASE_URL pointing at the cluster (server/test/
//     global-setup.ts builds the template database; vitest.config.ts leaves out the SQLite-only files).
//  4. Stops and removes the cluster, also on failure or Ctrl-C; exits with vitest's code.
// Arguments go to vitest: `npm run test:pg -- server/test/cart.test.ts`.
import { spawn } from "node:child_process";
import path from "node:path";
import { POSTGRES_CONFIG, ROOT, runPrisma } from "../db/prisma-cli.ts";
import { startPostgres } from "./cluster.ts";

/** The migrations against the data model; null when they agree, else what differs. */
export async function postgresMigrationDrift(serverUrl: string): Promise<string | null> {
  const run = await runPrisma(
    [
      "migrate",
      "diff",
      "--config",
      POSTGRES_CONFIG,
      "--from-migrations",
      path.join(ROOT, "prisma", "postgres", "migrations"),
      "--to-schema-datamodel",
      path.join(ROOT, "prisma", "postgres", "schema.prisma"),
      "--exit-code",
    ],
    serverUrl,
  );
  // --exit-code: 0 no difference, 2 a difference, anything else an error.
  if (run.status === 0) return null;
  if (run.status === 2) return run.stdout;
  throw new Error(`prisma migrate diff failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);
}

function runVitest(serverUrl: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const vitest = path.join(ROOT, "node_modules", "vitest", "vitest.mjs");
    const child = spawn(process.execPath, [vitest, "run", "--project", "server", ...args], {
      cwd: ROOT,
      env: { ...process.env, TEST_DATABASE_URL: serverUrl },
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const postgres = await startPostgres();
  try {
    console.log(`PostgreSQL 15 at ${postgres.url} (throw-away)`);
    const drift = await postgresMigrationDrift(postgres.url);
    if (drift !== null) {
      console.error(
        "The PostgreSQL migrations do not make the data model of prisma/postgres/schema.prisma:\n" +
          `${drift}\nRun \`npm run db:postgres-schema\` and \`npm run db:postgres-migration\`.`,
      );
      return 1;
    }
    console.log("The PostgreSQL migrations make exactly the data model.");
    return await runVitest(postgres.url, process.argv.slice(2));
  } finally {
    await postgres.stop();
    console.log(`test:pg took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

process.exitCode = await main();

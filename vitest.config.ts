import { configDefaults, defineConfig } from "vitest/config";
import { dialectOfUrl } from "./server/src/db/dialect.ts";

/**
 * `npm run test:pg` runs the server project on PostgreSQL (TEST_DATABASE_URL). These files are about SQLite
 * itself and do not run there:
 */
const SQLITE_ONLY = [
  // PRAGMAs (WAL, synchronous = FULL) and the one-connection queue of the better-sqlite3 adapter.
  "server/src/db/client.test.ts",
  // Backup/restore of the SQLite file, and processes killed mid-write on it (scripts/faults).
  "server/test/faults.test.ts",
  // SQLite's query planner on the sweeps' indexes.
  "server/test/sweep-indexes.test.ts",
];
const onPostgres = dialectOfUrl(process.env.TEST_DATABASE_URL ?? "") === "postgresql";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          include: ["shared/src/**/*.test.ts", "prisma/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "client",
          include: ["client/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["client/src/testing/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["server/src/**/*.test.ts", "server/test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...(onPostgres ? SQLITE_ONLY : [])],
          environment: "node",
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});

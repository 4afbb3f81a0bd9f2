// The one database both replicas of the two-replica test share, with a folder of the run's own for the replicas'
// logs. On PostgreSQL (`npm run test:pg` sets TEST_DATABASE_URL to a throw-away server): a new empty database on
// that server, which the first replica migrates and seeds as `npm start` does, dropped afterwards. Otherwise: a
// copy of the run's seeded SQLite template, which both processes open.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createDatabase, dropDatabase, testPostgresServer } from "../support/postgres.ts";

export interface SharedDatabase {
  kind: "postgresql" | "sqlite";
  url: string;
  folder: string;
  /** Removes the database (and, when `keepFolder` is false, the folder with the logs). */
  drop(options?: { keepFolder?: boolean }): Promise<void>;
}

export async function sharedDatabase(): Promise<SharedDatabase> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-replicas-"));
  const removeFolder = (keepFolder = false) => {
    if (!keepFolder) fs.rmSync(folder, { recursive: true, force: true });
  };
  const server = testPostgresServer();
  if (!server) {
    const file = path.join(folder, "store.db");
    fs.copyFileSync(inject("templateDatabase"), file);
    return {
      kind: "sqlite",
      url: `file:${file}`,
      folder,
      drop: async (options) => removeFolder(options?.keepFolder),
    };
  }
  const url = await createDatabase(server, "replicas");
  return {
    kind: "postgresql",
    url,
    folder,
    async drop(options) {
      // dropDatabase forces: a replica killed mid-test may leave a connection behind.
      await dropDatabase(url);
      removeFolder(options?.keepFolder);
    },
  };
}

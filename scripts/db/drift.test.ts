// The data model and the migrations never drift: prisma replays a database's migrations on a shadow database
// and compares the result with the schema (`migrate diff --exit-code`: 0 the same, 2 different). SQLite here;
// PostgreSQL needs a server, so `npm run test:pg` makes the same check on its throw-away cluster.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, runPrisma } from "./prisma-cli.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-drift-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the SQLite migrations", () => {
  it("make exactly the data model of prisma/schema.prisma", async () => {
    const run = await runPrisma(
      [
        "migrate",
        "diff",
        "--from-migrations",
        path.join(ROOT, "prisma", "migrations"),
        "--to-schema-datamodel",
        path.join(ROOT, "prisma", "schema.prisma"),
        "--exit-code",
      ],
      // The diff runs on a shadow database in memory; this file only keeps the CLI away from data/store.db.
      `file:${path.join(folder, "unused.db")}`,
    );
    expect(`exit ${run.status}\n${run.stdout}${run.stderr}`).toMatch(/^exit 0\n/);
    expect(run.stdout).toContain("No difference detected");
  }, 60_000);
});

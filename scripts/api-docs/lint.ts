// Lints the store's OpenAPI document (GET /api/docs/json) as an outside integrator's tools read it: Redocly CLI
// with its `recommended` ruleset (redocly.yaml). Any error fails `npm test`; warnings are printed.
//
// Run: npm run lint:api   (or npx tsx scripts/api-docs/lint.ts [--keep] to leave the document in the temp folder)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/src/app.ts";
import { REPOSITORY_ROOT, loadConfig } from "../../server/src/config.ts";
import { migrateDatabase } from "../../server/src/db/migrate.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-api-docs-"));
const documentFile = path.join(folder, "openapi.json");
try {
  // The document is made from the route schemas alone, but the store starts only on a migrated database.
  const databaseUrl = `file:${path.join(folder, "store.db")}`;
  await migrateDatabase(databaseUrl);
  const config = loadConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: databaseUrl,
      CLIENT_DIST: "",
    },
    "a-secret-that-signs-nothing-while-the-document-is-read",
  );
  const app = await buildApp(config);
  const answer = await app.inject({ method: "GET", url: "/api/docs/json" });
  await app.close();
  if (answer.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${answer.statusCode}`);
  fs.writeFileSync(documentFile, answer.body);

  const lint = spawnSync(
    path.join(REPOSITORY_ROOT, "node_modules", ".bin", "redocly"),
    ["lint", documentFile, "--config", path.join(REPOSITORY_ROOT, "redocly.yaml"), "--format", "stylish"],
    {
      stdio: "inherit",
      // Offline, and quiet about it: no usage reports, no check for a newer CLI.
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  if (process.argv.includes("--keep")) console.info(`The document: ${documentFile}`);
  else fs.rmSync(folder, { recursive: true, force: true });
}

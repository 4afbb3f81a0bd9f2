// Starts the store: reads the environment, migrates, seeds an empty database, listens, and shuts down
// gracefully on SIGTERM/SIGINT.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { REPOSITORY_ROOT, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { isDatabaseEmpty, seedDatabase } from "./db/seed.ts";

/** Without JWT_SECRET, one random secret per installation, kept beside the data so sign-ins survive restarts. */
function installationSecret(): string {
  const file = path.join(REPOSITORY_ROOT, "data", "jwt-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const config = loadConfig(process.env, process.env.JWT_SECRET ? undefined : installationSecret());
  await migrateDatabase(config.databaseUrl);
  const db = await openDatabase(config.databaseUrl);
  if (await isDatabaseEmpty(db)) await seedDatabase(db, config.admin);

  const app = await buildApp(config, { db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    await db.$disconnect();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`The store is open at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// Starts the store: reads the environment, migrates, seeds an empty database, listens, and shuts down
// gracefully on SIGTERM/SIGINT.
import { buildApp } from "./app.ts";
import { configuredDatabaseUrl, loadConfig } from "./config.ts";
import { installationSecret, sharedInstallationSecret } from "./jwt-secret.ts";
import { openDatabase } from "./db/client.ts";
import { dialectOfUrl } from "./db/dialect.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { isDatabaseEmpty, seedDatabase } from "./db/seed.ts";

async function main() {
  // Without JWT_SECRET, the installation's own random secret (made on first start): from the data folder with
  // SQLite, from the database with PostgreSQL, once it is migrated and open (the settings are checked first).
  const databaseUrl = configuredDatabaseUrl(process.env);
  const secretInDatabase = !process.env.JWT_SECRET && dialectOfUrl(databaseUrl) === "postgresql";
  let config = secretInDatabase ? null : loadConfig(process.env, installationSecret);
  if (secretInDatabase) loadConfig(process.env, "a placeholder only to check the other settings");
  await migrateDatabase(databaseUrl);
  const db = await openDatabase(databaseUrl);
  config ??= loadConfig(process.env, await sharedInstallationSecret(db));
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

// Starts the store: reads the environment, migrates, seeds an empty database, listens, and shuts down
// gracefully on SIGTERM/SIGINT.
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { installationSecretFor } from "./jwt-secret.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { isDatabaseEmpty, seedDatabase } from "./db/seed.ts";
import { isOffered, storeModeSummary } from "./store-mode.ts";
import { merchantKey } from "./modules/payments/providers/connectips/merchant-key.ts";
import { standardOutputSink } from "./log-sink.ts";

/** How long a stopping store may take before it exits anyway, whatever is still under way. */
const FORCED_EXIT_MS = 10_000;
/** How long its last log lines may take to leave: a reader that keeps up has them, a stalled one is not waited for. */
const LAST_LINES_MS = 1_000;

async function main() {
  // Every setting is checked before the database is touched (a stand-in for a secret not known until it is open).
  const { databaseUrl } = loadConfig(
    process.env,
    "only a stand-in for the secret while the other settings are checked",
  );
  await migrateDatabase(databaseUrl);
  const db = await openDatabase(databaseUrl);
  // Without JWT_SECRET, the installation's own random secret, made on first start: a file in the data folder
  // with SQLite, a row of the database with PostgreSQL (jwt-secret.ts).
  const config = loadConfig(
    process.env,
    process.env.JWT_SECRET ? undefined : await installationSecretFor(databaseUrl, db),
  );
  if (await isDatabaseEmpty(db)) await seedDatabase(db, config.admin);
  // connectIPS's key is read (or, offline, made) before the store opens: a configured PFX that cannot be read
  // stops the start with a message naming CONNECTIPS_PFX_PATH, not the first shopper's payment.
  if (isOffered(config, "connectips") || config.connectips.pfxPath) await merchantKey(config, db);

  const logSink = standardOutputSink();
  const app = await buildApp(config, { db, logSink });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Nothing at exit writes synchronously to standard output (log-sink.ts): process.exit ends the process even
    // with log lines held for a reader that stalled.
    const forceExit = setTimeout(() => process.exit(1), FORCED_EXIT_MS);
    forceExit.unref();
    await app.close();
    await db.$disconnect();
    await logSink.drained(LAST_LINES_MS);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`The store is open at ${config.publicUrl}`);
  // Which methods take no real money, or what a live store offers (store-mode.ts).
  app.log.info(storeModeSummary(config));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

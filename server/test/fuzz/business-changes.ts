// Counts every row written to the shop's business tables, so a test can prove that a refused request changed
// nothing: triggers on each table bump one counter. Installed only in a test store's own database. Cheaper than
// reading every table before and after each of thousands of requests, and it sees every insert, update and
// delete, timestamps and all.
import type { Database } from "../../src/db/client.ts";
import { dialectOf } from "../../src/db/client.ts";

/**
 * Tables a refused request may still write, and why. Every other table, including any added later, is watched.
 */
const NOT_BUSINESS: Record<string, string> = {
  _prisma_migrations: "the migrations' own bookkeeping",
  AuditEvent: "a refused attempt (a failed payment, a bad login) is recorded there on purpose",
  RateLimitCounter: "every counted request, refused or not, counts against its limit",
  CatalogueVersion:
    "moved by the catalogue tables' own triggers, which are watched, and by a sale's quiet count beside them",
  EsewaEmulatorTransaction: "the stand-in eSewa's own ledger, not the shop's",
  ConnectipsEmulatorPayment: "the stand-in connectIPS's own ledger, not the shop's",
  KhaltiEmulatorPayment: "the stand-in Khalti's own ledger, not the shop's",
  ProcessorEmulatorCapture: "the stand-in PayPal and card processors' own ledger, not the shop's",
  EmulatorSigningKey: "the stand-in Google's key, made on first use",
  InstallationSecret: "the JWT secret's and connectIPS's own PFX's rows, made on first start",
  VerificationCode:
    "a wrong SMS or email code's try is counted there on purpose, and a code its limits refuse is written, " +
    "counted with the others, then taken back",
};

const COUNTER = "fuzz_business_changes";

async function businessTables(db: Database): Promise<string[]> {
  const rows =
    dialectOf(db) === "postgresql"
      ? await db.$queryRawUnsafe<{ name: string }[]>(
          "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
        )
      : await db.$queryRawUnsafe<{ name: string }[]>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'",
        );
  return rows
    .map((row) => row.name)
    .filter((name) => !(name in NOT_BUSINESS) && name !== COUNTER && !name.startsWith("sqlite_"))
    .filter((name) => !name.startsWith("ProductSearch")) // the search index, kept by triggers on Product
    .sort();
}

/** Installs the counter and its triggers; answers the tables watched. */
export async function watchBusinessTables(db: Database): Promise<string[]> {
  const tables = await businessTables(db);
  const postgres = dialectOf(db) === "postgresql";
  await db.$executeRawUnsafe(`CREATE TABLE ${COUNTER} (changes BIGINT NOT NULL)`);
  await db.$executeRawUnsafe(`INSERT INTO ${COUNTER} (changes) VALUES (0)`);
  if (postgres) {
    await db.$executeRawUnsafe(
      `CREATE FUNCTION ${COUNTER}_bump() RETURNS trigger AS $$ BEGIN UPDATE ${COUNTER} SET changes = changes + 1; RETURN NULL; END $$ LANGUAGE plpgsql`,
    );
  }
  for (const table of tables) {
    for (const event of ["INSERT", "UPDATE", "DELETE"]) {
      const name = `"${COUNTER}_${table}_${event.toLowerCase()}"`;
      await db.$executeRawUnsafe(
        postgres
          ? `CREATE TRIGGER ${name} AFTER ${event} ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${COUNTER}_bump()`
          : `CREATE TRIGGER ${name} AFTER ${event} ON "${table}" BEGIN UPDATE ${COUNTER} SET changes = changes + 1; END`,
      );
    }
  }
  return tables;
}

/** Rows written to business tables since the counter was installed. */
export async function businessChanges(db: Database): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ changes: bigint | number }[]>(`SELECT changes FROM ${COUNTER}`);
  return Number(row!.changes);
}

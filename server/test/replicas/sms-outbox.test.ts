// Two store processes running the notifications sender on one database send each text exactly once. Both are the
// real server (server/src/main.ts) with SMS_PROVIDER=sparrow pointed at a local stand-in of Sparrow SMS's API
// that counts every request and answers slowly, as a real provider's round trip is, so that both replicas' sender
// jobs (every 5 s) run while the other's are still sending. Then one replica is killed in the middle of a batch
// and the other sends what it left, still once each.
//
// Database: PostgreSQL under `npm run test:pg` (TEST_DATABASE_URL), else one SQLite file.
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { enqueueSms } from "../../src/modules/sms/outbox.ts";
import { startStore, type RunningStore } from "../../../scripts/support/store-process.ts";
import { providerSettings, startSmsProvider, type SmsProviderStandIn } from "../support/sms-providers.ts";
import { sharedDatabase, type SharedDatabase } from "./database.ts";

let database: SharedDatabase;
let sparrow: SmsProviderStandIn;
const stores: RunningStore[] = [];
let db: Database;
let failed = true;

beforeAll(async () => {
  database = await sharedDatabase();
  sparrow = await startSmsProvider("sparrow");
  sparrow.delayMs = 40;
  for (const name of ["A", "B"]) {
    stores.push(
      await startStore({
        databaseUrl: database.url,
        logFile: path.join(database.folder, `replica-${name}.log`),
        logLevel: "warn",
        environment: { ...providerSettings("sparrow", sparrow), JWT_SECRET: undefined },
      }),
    );
  }
  db = await openDatabase(database.url);
  failed = false;
}, 240_000);

afterEach((context) => {
  if (context.task.result?.state === "fail") failed = true;
});

afterAll(async () => {
  await db?.$disconnect();
  for (const store of stores) if (!store.exited) await store.stop();
  await sparrow?.close();
  await database?.drop({ keepFolder: failed });
  if (failed && database)
    console.warn(`sms-outbox replica test: the replicas' logs are in ${database.folder}`);
}, 60_000);

async function queueTexts(prefix: string, count: number): Promise<string[]> {
  const texts = Array.from({ length: count }, (_, index) => `${prefix} ${index}`);
  for (const [index, text] of texts.entries())
    await enqueueSms(db, {
      to: `+97798${String(10_000_000 + index).padStart(8, "0")}`,
      kind: "shipped",
      text,
    });
  return texts;
}

async function waitUntilSent(prefix: string, count: number, withinMs: number) {
  const until = Date.now() + withinMs;
  for (;;) {
    const sent = await db.mailOutbox.count({
      where: { channel: "sms", status: "sent", text: { startsWith: prefix } },
    });
    if (sent === count) return;
    if (Date.now() > until) throw new Error(`only ${sent} of ${count} texts were sent in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const deliveredWith = (prefix: string) =>
  sparrow.delivered.filter((text) => text.text.startsWith(prefix)).map((text) => text.text);

describe("the SMS outbox on two replicas", () => {
  it("sends each text exactly once while both replicas' senders run", async () => {
    const texts = await queueTexts("Twice-raced", 60);
    await waitUntilSent("Twice-raced", texts.length, 60_000);
    // Give any double claim the time to show itself at the provider.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(deliveredWith("Twice-raced").sort()).toEqual([...texts].sort());
    const rows = await db.mailOutbox.findMany({ where: { text: { startsWith: "Twice-raced" } } });
    expect(rows.every((row) => row.attempts === 1 && row.providerAnswer?.includes("queued"))).toBe(true);
  }, 90_000);

  it("sends what a killed replica left, once each", async () => {
    sparrow.delayMs = 150;
    const texts = await queueTexts("Left-behind", 30);
    // Kill one replica while it is sending (its claims lapse after the lease; the other takes them then).
    const until = Date.now() + 20_000;
    while (deliveredWith("Left-behind").length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await stores[0]!.kill();
    sparrow.delayMs = 10;
    await waitUntilSent("Left-behind", texts.length, 200_000);
    const delivered = deliveredWith("Left-behind");
    // A text the killed process handed to the provider but never marked sent may be sent once more by the other
    // (the provider took it; the store could not know): at most the one the killed process was sending.
    expect(new Set(delivered)).toEqual(new Set(texts));
    expect(delivered.length - texts.length).toBeLessThanOrEqual(1);
  }, 240_000);
});

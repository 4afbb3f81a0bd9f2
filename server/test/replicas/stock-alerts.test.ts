// Two store processes running the back-in-stock job on one database alert each waiting request exactly once:
// both are the real server (server/src/main.ts), whose job (every 5 s) finds the requests waiting for a variant
// with stock again and claims each with a guarded update in the transaction that queues its message. Many
// requests on several variants come back at once, so both replicas' runs find the same requests.
//
// Database: PostgreSQL under `npm run test:pg` (TEST_DATABASE_URL), else one SQLite file.
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { hashUnsubscribeToken, newUnsubscribeToken } from "../../src/modules/stock-alerts/tokens.ts";
import { startStore, type RunningStore } from "../../../scripts/support/store-process.ts";
import { addProduct, firstVariant } from "../support/catalog-products.ts";
import { sharedDatabase, type SharedDatabase } from "./database.ts";

let database: SharedDatabase;
const stores: RunningStore[] = [];
let db: Database;
let failed = true;

beforeAll(async () => {
  database = await sharedDatabase();
  for (const name of ["A", "B"]) {
    stores.push(
      await startStore({
        databaseUrl: database.url,
        logFile: path.join(database.folder, `replica-${name}.log`),
        logLevel: "warn",
        environment: { JWT_SECRET: undefined },
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
  await database?.drop({ keepFolder: failed });
  if (failed && database)
    console.warn(`stock-alerts replica test: the replicas' logs are in ${database.folder}`);
}, 60_000);

const VARIANTS = 4;
const REQUESTS_PER_VARIANT = 40;

describe("back-in-stock alerts on two replicas", () => {
  it("queues one message for each waiting request, however many replicas run the job", async () => {
    const variantIds: string[] = [];
    const contacts: string[] = [];
    for (let made = 0; made < VARIANTS; made += 1) {
      const product = await addProduct(db, { name: `Replica Alert Lamp ${made}`, stock: 0 });
      const variant = await firstVariant(db, product.id);
      variantIds.push(variant.id);
      for (let asked = 0; asked < REQUESTS_PER_VARIANT; asked += 1) {
        const sms = asked % 2 === 0;
        const contact = sms
          ? `+97798${String(20_000_000 + made * 1000 + asked).padStart(8, "0")}`
          : `replica.${made}.${asked}@example.np`;
        contacts.push(contact);
        await db.stockAlert.create({
          data: {
            productId: product.id,
            variantId: variant.id,
            channel: sms ? "sms" : "email",
            contact,
            language: asked % 3 === 0 ? "ne" : "en",
            unsubscribeHash: hashUnsubscribeToken(newUnsubscribeToken()),
          },
        });
      }
    }
    // All back at once, as an import would bring them.
    await db.productVariant.updateMany({ where: { id: { in: variantIds } }, data: { stock: 3 } });

    const total = VARIANTS * REQUESTS_PER_VARIANT;
    const until = Date.now() + 60_000;
    for (;;) {
      const sent = await db.stockAlert.count({ where: { variantId: { in: variantIds }, status: "sent" } });
      if (sent === total) break;
      if (Date.now() > until) throw new Error(`only ${sent} of ${total} alerts were sent in time`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Give a double claim the time to show itself: both replicas' jobs run at least once more.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const messages = await db.mailOutbox.findMany({
      where: { template: "back_in_stock", to: { in: contacts } },
      select: { to: true, channel: true },
    });
    expect(messages).toHaveLength(total);
    expect(new Set(messages.map((message) => message.to)).size).toBe(total);
    expect(messages.filter((message) => message.channel === "sms")).toHaveLength(total / 2);
  }, 120_000);
});

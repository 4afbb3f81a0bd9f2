// Oversell: many shoppers check out the last items of one product at the same moment. Each repetition puts
// `stock` items of a fresh product on the shelf (written straight into the SQLite file), fires `checkouts` guest
// orders of one item each at once over real HTTP, and then requires exactly `stock` answers 201, the rest 409,
// the shelf at 0 and exactly `stock` items in the orders recorded for the product.
//
// Run: npm run faults   (or npx tsx scripts/faults/oversell.ts [--quick] [--repetitions=N] [--checkouts=N]
//      [--stock=N] [--replicas=N] [--keep])
// --quick: 5 repetitions (CI). --replicas=2 spreads the checkouts over two store processes on one database file.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { placeOrder } from "../support/shopper.ts";
import {
  flag,
  numberArgument,
  openStoreFile,
  plainProducts,
  shelveStock,
  readLog,
  sessionId,
  startStore,
  storeDatabase,
  workFolder,
  type RunningStore,
} from "../support/store-process.ts";

export interface OversellOptions {
  repetitions: number;
  checkouts: number;
  stock: number;
  /** Store processes sharing the database file; the checkouts go to them in turn. */
  replicas?: number;
  /** A migrated, seeded database to copy (the API tests' template); without it the store seeds its own. */
  template?: string;
  keep?: boolean;
  report?: (line: string) => void;
}

export interface Repetition {
  product: string;
  created: number;
  refused: number;
  /** Any other answer, by status ("network" for a call that got none). */
  other: Record<string, number>;
  stockLeft: number;
  quantityOrdered: number;
  ms: number;
  ok: boolean;
}

export interface OversellResult {
  repetitions: Repetition[];
  logErrors: string[];
  folder: string;
  ok: boolean;
}

export async function runOversell(options: OversellOptions): Promise<OversellResult> {
  const report = options.report ?? (() => {});
  const folder = workFolder("oversell");
  const databaseFile = storeDatabase(folder, options.template);
  const stores: RunningStore[] = [];
  const repetitions: Repetition[] = [];
  let ok = false;
  try {
    for (let replica = 0; replica < (options.replicas ?? 1); replica += 1) {
      // One after the other: the first start migrates and seeds the file when there is no template.
      stores.push(await startStore({ databaseFile, logFile: path.join(folder, `store-${replica}.log`) }));
    }
    const db = openStoreFile(databaseFile);
    try {
      const products = plainProducts(db, options.repetitions);
      for (const [index, product] of products.entries()) {
        shelveStock(db, product.id, options.stock);
        const outcome = await checkoutAtOnce(stores, product.id, options.checkouts);
        const stockLeft = (
          db.prepare(`SELECT stock FROM "Product" WHERE id = ?`).get(product.id) as {
            stock: number;
          }
        ).stock;
        const quantityOrdered = (
          db
            .prepare(
              `SELECT COALESCE(SUM(i.quantity), 0) AS quantity FROM "OrderItem" i
               JOIN "Order" o ON o.id = i."orderId" WHERE i."productId" = ? AND o.status <> 'cancelled'`,
            )
            .get(product.id) as { quantity: number }
        ).quantity;
        const repetition: Repetition = {
          product: product.name,
          ...outcome,
          stockLeft,
          quantityOrdered,
          ok:
            outcome.created === options.stock &&
            outcome.refused === options.checkouts - options.stock &&
            Object.keys(outcome.other).length === 0 &&
            stockLeft === 0 &&
            quantityOrdered === options.stock,
        };
        repetitions.push(repetition);
        report(
          `repetition ${index + 1}: ${repetition.created} sold, ${repetition.refused} refused (409)` +
            `${Object.keys(repetition.other).length ? `, other ${JSON.stringify(repetition.other)}` : ""}, ` +
            `stock left ${stockLeft}, ordered ${quantityOrdered}, ${repetition.ms} ms: ${repetition.ok ? "ok" : "WRONG"}`,
        );
      }
    } finally {
      db.close();
    }
    for (const store of stores) await store.stop();
    const logErrors: string[] = [];
    for (const store of stores) logErrors.push(...(await readLog(store.logFile)).errors);
    ok = repetitions.every((repetition) => repetition.ok) && logErrors.length === 0;
    return { repetitions, logErrors, folder, ok };
  } finally {
    for (const store of stores) if (!store.exited) await store.kill();
    if (ok && !options.keep) fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function checkoutAtOnce(stores: RunningStore[], productId: string, checkouts: number) {
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: checkouts }, (_, index) =>
      placeOrder(stores[index % stores.length]!.base, sessionId(), productId, 1).then(
        (answer) => String(answer.status),
        () => "network",
      ),
    ),
  );
  const other: Record<string, number> = {};
  let created = 0;
  let refused = 0;
  for (const status of answers) {
    if (status === "201") created += 1;
    else if (status === "409") refused += 1;
    else other[status] = (other[status] ?? 0) + 1;
  }
  return { created, refused, other, ms: Date.now() - started };
}

async function main(): Promise<void> {
  const quick = flag("quick") || process.env.FAULTS_QUICK === "1";
  const options: OversellOptions = {
    repetitions: numberArgument("repetitions", quick ? 5 : 20),
    checkouts: numberArgument("checkouts", 50),
    stock: numberArgument("stock", 10),
    replicas: numberArgument("replicas", 1),
    keep: flag("keep"),
    report: (line) => console.log(line),
  };
  console.log(
    `oversell: ${options.repetitions} repetitions of ${options.checkouts} parallel checkouts for ${options.stock} ` +
      `in stock, over ${options.replicas} store process(es)`,
  );
  const result = await runOversell(options);
  const exact = result.repetitions.filter((repetition) => repetition.ok).length;
  console.log(`oversell: ${exact}/${result.repetitions.length} repetitions sold exactly ${options.stock}`);
  console.log(`oversell: ${result.logErrors.length} error line(s) in the store's log`);
  for (const line of result.logErrors.slice(0, 5)) console.log(`  ${line}`);
  if (!result.ok) {
    console.error(`oversell: FAILED (files kept in ${result.folder})`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

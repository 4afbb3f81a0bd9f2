// Crash: the store is killed with SIGKILL in the middle of a stream of orders and payments, then started again
// on the same SQLite file. Every order answered 201 must be there, pending or paid, with its stock still
// reserved; every payment answered 200 must be recorded with the transaction id the shopper was given; whatever
// was in flight at the kill is either wholly there or wholly absent (the stock and sold counts of the products add
// up to exactly the orders and payments in the database); and the file passes PRAGMA integrity_check and
// foreign_key_check. The restarted store must take new orders and payments, and no store may log an error.
//
// Run: npm run faults   (or npx tsx scripts/faults/crash.ts [--quick] [--cycles=N] [--workers=N] [--keep])
// --quick: one kill about a second into the stream (CI). Full: five kills, each 3 to 8 s into a stream.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { payWithCard, placeOrder, placedOrder } from "../support/shopper.ts";
import {
  checkIntegrity,
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
import { verify, type Baseline, type CrashCheck, type Ledger } from "./crash-check.ts";

const PRODUCTS = 6;
const STOCK = 1_000_000;
const PAY_SHARE = 0.7;
/** Bounds each worker's stream even if the kill never came. */
const MAX_STEPS_PER_WORKER = 5_000;
/** The kill waits for at least this much acknowledged work in the cycle (at most KILL_DEADLINE_MS). */
const ACKNOWLEDGED_BEFORE_KILL = { orders: 5, payments: 3 };
const KILL_DEADLINE_MS = 30_000;

export interface CrashOptions {
  cycles: number;
  /** The kill comes at a random moment between these many milliseconds into each stream. */
  killAfterMs: [number, number];
  workers: number;
  template?: string;
  keep?: boolean;
  report?: (line: string) => void;
}

export interface CrashCycle {
  killedAfterMs: number;
  /** Bytes in the write-ahead log when the process died: work not yet folded into the database file. */
  walBytesAtKill: number;
  ordersAnswered201: number;
  paymentsAnswered200: number;
  /** Calls that got no answer because the store died under them. */
  inFlight: number;
  /** Answers other than 201/200 before the kill (there should be none). */
  unexpected: Record<string, number>;
}

export interface CrashResult {
  cycles: (CrashCycle & { check: CrashCheck })[];
  logErrors: string[];
  folder: string;
  ok: boolean;
}

export async function runCrash(options: CrashOptions): Promise<CrashResult> {
  const report = options.report ?? (() => {});
  const folder = workFolder("crash");
  const databaseFile = storeDatabase(folder, options.template);
  const ledger: Ledger = { orders: [], payments: [] };
  const cycles: CrashResult["cycles"] = [];
  const logs: string[] = [];
  const startNext = async () => {
    const logFile = path.join(folder, `store-${logs.length}.log`);
    logs.push(logFile);
    return startStore({ databaseFile, logFile });
  };
  let store = await startNext();
  let ok = false;
  try {
    const { products, baseline } = stockUp(databaseFile);
    for (let index = 0; index < options.cycles; index += 1) {
      const cycle = await streamUntilKilled(store, databaseFile, products, ledger, options);
      store = await startNext();
      const check = await verify(store, databaseFile, ledger, baseline);
      cycles.push({ ...cycle, check });
      report(
        `cycle ${index + 1}: killed after ${cycle.killedAfterMs} ms (WAL ${cycle.walBytesAtKill} bytes), ` +
          `${cycle.inFlight} call(s) in flight; after restart: orders answered 201 ${check.ordersAnswered201}, ` +
          `found ${check.ordersFound}; payments answered 200 ${check.paymentsAnswered200}, recorded ` +
          `${check.paymentsRecorded}; in the database ${check.ordersInDatabase} orders, ` +
          `${check.paymentsInDatabase} payments; integrity ${check.integrity}` +
          (check.problems.length ? `; PROBLEMS: ${check.problems.slice(0, 5).join("; ")}` : ""),
      );
    }
    const after = await storeStillWorks(store, products[0]!.id);
    await store.stop();
    const finalIntegrity = checkIntegrity(databaseFile);
    const logErrors: string[] = [];
    for (const log of logs) logErrors.push(...(await readLog(log)).errors);
    if (after) logErrors.push(`after the restarts: ${after}`);
    if (finalIntegrity !== "ok") logErrors.push(`after the last stop: ${finalIntegrity}`);
    ok =
      logErrors.length === 0 &&
      cycles.every(
        (cycle) =>
          cycle.check.problems.length === 0 &&
          Object.keys(cycle.unexpected).length === 0 &&
          cycle.ordersAnswered201 > 0 &&
          cycle.paymentsAnswered200 > 0,
      );
    return { cycles, logErrors, folder, ok };
  } finally {
    if (!store.exited) await store.kill();
    if (ok && !options.keep) fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Puts plenty of a few products on the shelf, so that no order of the stream is refused for stock. */
function stockUp(databaseFile: string) {
  const db = openStoreFile(databaseFile);
  try {
    const products = plainProducts(db, PRODUCTS);
    const baseline: Baseline = { products: [] };
    for (const product of products) {
      shelveStock(db, product.id, STOCK);
      const { soldCount } = db.prepare(`SELECT "soldCount" FROM "Product" WHERE id = ?`).get(product.id) as {
        soldCount: number;
      };
      baseline.products.push({ id: product.id, stock: STOCK, soldCount });
    }
    return { products, baseline };
  } finally {
    db.close();
  }
}

async function streamUntilKilled(
  store: RunningStore,
  databaseFile: string,
  products: { id: string }[],
  ledger: Ledger,
  options: CrashOptions,
): Promise<CrashCycle> {
  const [earliest, latest] = options.killAfterMs;
  const killAfter = earliest + Math.floor(Math.random() * (latest - earliest + 1));
  const cycle: CrashCycle = {
    killedAfterMs: killAfter,
    walBytesAtKill: 0,
    ordersAnswered201: 0,
    paymentsAnswered200: 0,
    inFlight: 0,
    unexpected: {},
  };
  let killed = false;
  const unexpected = (what: string, status: number) => {
    const key = `${what} ${status}`;
    cycle.unexpected[key] = (cycle.unexpected[key] ?? 0) + 1;
  };

  const worker = async () => {
    for (let step = 0; step < MAX_STEPS_PER_WORKER && !killed; step += 1) {
      const session = sessionId();
      const productId = products[Math.floor(Math.random() * products.length)]!.id;
      const quantity = 1 + Math.floor(Math.random() * 3);
      let placed;
      try {
        placed = await placeOrder(store.base, session, productId, quantity);
      } catch {
        cycle.inFlight += 1;
        return;
      }
      if (placed.status !== 201) {
        unexpected("order", placed.status);
        continue;
      }
      const order = placedOrder(placed);
      ledger.orders.push({ ...order, session, productId, quantity });
      cycle.ordersAnswered201 += 1;
      if (Math.random() >= PAY_SHARE) continue;
      let paid;
      try {
        paid = await payWithCard(store.base, session, order);
      } catch {
        cycle.inFlight += 1;
        return;
      }
      if (paid.status !== 200) {
        unexpected("payment", paid.status);
        continue;
      }
      const payment = (paid.body.data as { payment: { transactionId: string } }).payment;
      ledger.payments.push({ orderId: order.id, transactionId: payment.transactionId });
      cycle.paymentsAnswered200 += 1;
    }
  };

  const started = Date.now();
  const workers = Array.from({ length: options.workers }, worker);
  await new Promise((resolve) => setTimeout(resolve, killAfter));
  // On a busy machine a cold store may not have answered much yet: give it until there is work to lose.
  while (
    (cycle.ordersAnswered201 < ACKNOWLEDGED_BEFORE_KILL.orders ||
      cycle.paymentsAnswered200 < ACKNOWLEDGED_BEFORE_KILL.payments) &&
    Date.now() - started < KILL_DEADLINE_MS
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  cycle.killedAfterMs = Date.now() - started;
  const wal = `${databaseFile}-wal`;
  cycle.walBytesAtKill = fs.existsSync(wal) ? fs.statSync(wal).size : 0;
  await store.kill();
  killed = true;
  await Promise.all(workers);
  return cycle;
}

/** After the restarts the store still takes an order and its payment. Returns what went wrong, if anything. */
async function storeStillWorks(store: RunningStore, productId: string): Promise<string | null> {
  const session = sessionId();
  const placed = await placeOrder(store.base, session, productId, 1);
  if (placed.status !== 201) return `a new order answered ${placed.status}`;
  const paid = await payWithCard(store.base, session, placedOrder(placed));
  return paid.status === 200 ? null : `a new payment answered ${paid.status}`;
}

async function main(): Promise<void> {
  const quick = flag("quick") || process.env.FAULTS_QUICK === "1";
  const options: CrashOptions = {
    cycles: numberArgument("cycles", quick ? 1 : 5),
    killAfterMs: quick ? [800, 1_500] : [3_000, 8_000],
    workers: numberArgument("workers", 8),
    keep: flag("keep"),
    report: (line) => console.log(line),
  };
  console.log(
    `crash: ${options.cycles} SIGKILL(s), each ${options.killAfterMs[0]} to ${options.killAfterMs[1]} ms into a ` +
      `stream of orders and payments from ${options.workers} shoppers at once`,
  );
  const result = await runCrash(options);
  const last = result.cycles.at(-1)?.check;
  if (last) {
    console.log(
      `crash: orders answered 201 ${last.ordersAnswered201}, found ${last.ordersFound}; payments answered 200 ` +
        `${last.paymentsAnswered200}, recorded ${last.paymentsRecorded}; integrity_check ${last.integrity}`,
    );
  }
  console.log(`crash: ${result.logErrors.length} error line(s) in the stores' logs`);
  for (const line of result.logErrors.slice(0, 5)) console.log(`  ${line}`);
  if (!result.ok) {
    console.error(`crash: FAILED (files kept in ${result.folder})`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

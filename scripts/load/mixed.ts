// Sustained mixed load with autocannon over real HTTP: every connection plays guest shoppers one after another,
// each browsing (a listing, a search, a product), filling a cart, checking out and paying with PayPal. Passes
// when no answer is a 5xx, no call fails or times out, the store's log (at info) has no error line, and its
// resident memory in the second half of the run stays flat. Prints requests, req/s, latency, answers by status
// and by step, and the memory sampled from /proc/<pid>/status.
//
// Run: npm run load   (or npx tsx scripts/load/mixed.ts [--quick] [--duration=S] [--connections=N] [--keep])
// Full: 60 s at 50 connections. --quick: 5 s at 10 connections (CI).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { orderBody } from "../../server/test/support/orders.ts";
import {
  cpuSeconds,
  flag,
  numberArgument,
  openStoreFile,
  plainProducts,
  readLog,
  residentMiB,
  sessionId,
  startStore,
  storeDatabase,
  workFolder,
} from "../support/store-process.ts";

const PRODUCTS = 20;
const STOCK = 100_000_000;
const SEARCHES = ["samsung", "phone", "watch", "laptop", "shoes", "camera", "rice", "kurta"];
const SORTS = ["bestselling", "newest", "price_asc", "price_desc", "rating"];
/**
 * Memory is flat when the peak of the run's second half is within this share (or this slack) of the first half's
 * peak: V8 grows its heap in steps, so single samples jump by tens of MiB without any leak.
 */
const FLAT_SHARE = 0.15;
const FLAT_SLACK_MIB = 24;
/** A shorter run is all warm-up (JIT, heap growth): its memory is reported but not judged. */
const MEMORY_JUDGED_FROM_SECONDS = 30;

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  /** How long after the load to wait before the last memory sample (default 3 s). */
  settleMs?: number;
  template?: string;
  keep?: boolean;
  report?: (line: string) => void;
}

export interface MemorySample {
  second: number;
  rssMiB: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  byStatus: Record<string, number>;
  byStep: Record<string, Record<string, number>>;
  journeysPaid: number;
  errors: number;
  timeouts: number;
  log: { lines: number; warnings: number; errors: string[] };
  memory: {
    startMiB: number;
    middleMiB: number;
    endMiB: number;
    afterMiB: number;
    firstHalfPeakMiB: number;
    secondHalfPeakMiB: number;
    samples: MemorySample[];
  };
  /** null when the run was too short to tell warm-up from growth. */
  memoryFlat: boolean | null;
  /** CPU time the store used during the load: what the figures cost, whatever else the machine was doing. */
  storeCpu: { seconds: number; shareOfOneCore: number; msPerRequest: number };
  /** The machine's 1-minute load average before and after: other work on it slows every figure. */
  machineLoad: { before: number; after: number };
  folder: string;
  ok: boolean;
}

interface Shopper {
  session?: string;
  productId?: string;
  order?: { id: string; orderNumber: string; total: number };
}

interface Step {
  name: string;
  setupRequest: (request: autocannon.Request, context: Shopper) => autocannon.Request | null;
  onResponse?: (status: number, body: string, context: Shopper) => void;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const json = { "content-type": "application/json" };

/** One guest shopper's visit, in order; autocannon gives each connection a fresh context every round. */
function journey(
  products: string[],
  categories: string[],
  tally: LoadResult["byStep"],
): autocannon.Request[] {
  const steps: Step[] = [
    {
      name: "listing",
      setupRequest: (request, context: Shopper) => {
        context.session = sessionId();
        context.productId = pick(products);
        const query = `category=${pick(categories)}&sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 3)}`;
        return { ...request, method: "GET", path: `/api/products?${query}&limit=20` };
      },
    },
    {
      name: "search",
      setupRequest: (request) => ({
        ...request,
        method: "GET",
        path: `/api/products?search=${pick(SEARCHES)}`,
      }),
    },
    {
      name: "product",
      setupRequest: (request, context: Shopper) => ({
        ...request,
        method: "GET",
        path: `/api/products/${context.productId}`,
      }),
    },
    {
      name: "cart add",
      setupRequest: (request, context: Shopper) => ({
        ...request,
        method: "POST",
        path: "/api/cart/add",
        headers: { ...json, "x-session-id": context.session! },
        body: JSON.stringify({ productId: context.productId, quantity: 1 }),
      }),
    },
    {
      name: "cart",
      setupRequest: (request, context: Shopper) => ({
        ...request,
        method: "GET",
        path: "/api/cart",
        headers: { "x-session-id": context.session! },
      }),
    },
    {
      name: "checkout",
      setupRequest: (request, context: Shopper) => ({
        ...request,
        method: "POST",
        path: "/api/orders",
        headers: { ...json, "x-session-id": context.session! },
        body: JSON.stringify(orderBody([{ productId: context.productId!, quantity: 1 }])),
      }),
      onResponse: (status, body, context: Shopper) => {
        if (status !== 201) return;
        const order = (
          JSON.parse(body) as {
            data: { order: { _id: string; orderNumber: string; pricing: { total: number } } };
          }
        ).data.order;
        context.order = { id: order._id, orderNumber: order.orderNumber, total: order.pricing.total };
      },
    },
    {
      name: "pay",
      // Without an order to pay the round starts over (autocannon's rule for a falsy answer).
      setupRequest: (request, context: Shopper) =>
        context.order
          ? {
              ...request,
              method: "POST",
              path: "/api/payments/paypal/process",
              headers: { ...json, "x-session-id": context.session! },
              body: JSON.stringify({
                orderId: context.order.id,
                amount: context.order.total,
                paymentDetails: {
                  orderId: context.order.orderNumber,
                  paymentId: `PAYID-${context.session!.slice(6, 18)}`,
                },
              }),
            }
          : null,
    },
  ];
  return steps.map((step) => {
    const counts: Record<string, number> = (tally[step.name] = {});
    return {
      // autocannon restarts the round when setupRequest answers a falsy value; its types do not say so.
      setupRequest: step.setupRequest as (request: autocannon.Request, context: object) => autocannon.Request,
      onResponse: (status: number, body: string, context: object) => {
        counts[status] = (counts[status] ?? 0) + 1;
        step.onResponse?.(status, body, context as Shopper);
      },
    };
  });
}

/** Puts plenty of a few products on the shelf, so that the checkouts of a long run never run out. */
function loadProducts(databaseFile: string) {
  const db = openStoreFile(databaseFile);
  try {
    const products = plainProducts(db, PRODUCTS);
    for (const product of products)
      db.prepare(`UPDATE "Product" SET stock = ? WHERE id = ?`).run(STOCK, product.id);
    const categories = (
      db.prepare(`SELECT slug FROM "Category" ORDER BY position`).all() as { slug: string }[]
    ).map((row) => row.slug);
    return { products: products.map((product) => product.id), categories };
  } finally {
    db.close();
  }
}

export async function runMixedLoad(options: LoadOptions): Promise<LoadResult> {
  const report = options.report ?? (() => {});
  const folder = workFolder("load");
  const databaseFile = storeDatabase(folder, options.template);
  const store = await startStore({ databaseFile, logFile: path.join(folder, "store.log"), logLevel: "info" });
  let ok = false;
  try {
    const { products, categories } = loadProducts(databaseFile);
    const byStep: LoadResult["byStep"] = {};
    const loadBefore = os.loadavg()[0]!;
    const cpuBefore = cpuSeconds(store.pid);
    const samples: MemorySample[] = [{ second: 0, rssMiB: residentMiB(store.pid) }];
    const started = Date.now();
    const sampler = setInterval(() => {
      samples.push({ second: Math.round((Date.now() - started) / 1000), rssMiB: residentMiB(store.pid) });
    }, 1000);
    const byStatus: Record<string, number> = {};
    let result: autocannon.Result;
    try {
      result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: store.base,
            connections: options.connections,
            duration: options.durationSeconds,
            timeout: 30,
            requests: journey(products, categories, byStep),
          },
          (error: unknown, done) => (error ? reject(error) : resolve(done)),
        );
        instance.on("response", (_client, statusCode) => {
          byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
        });
      });
    } finally {
      clearInterval(sampler);
    }
    samples.push({ second: Math.round((Date.now() - started) / 1000), rssMiB: residentMiB(store.pid) });
    const loadAfter = os.loadavg()[0]!;
    const storeCpuSeconds = cpuSeconds(store.pid) - cpuBefore;
    const elapsedSeconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 3000));
    const afterMiB = residentMiB(store.pid);
    const exit = await store.stop();
    const log = await readLog(store.logFile);

    const middle = samples.reduce((best, sample) =>
      Math.abs(sample.second - options.durationSeconds / 2) <
      Math.abs(best.second - options.durationSeconds / 2)
        ? sample
        : best,
    );
    const end = samples.at(-1)!;
    const half = options.durationSeconds / 2;
    const peak = (list: MemorySample[]) => Math.max(...list.map((sample) => sample.rssMiB));
    const memory = {
      startMiB: samples[0]!.rssMiB,
      middleMiB: middle.rssMiB,
      endMiB: end.rssMiB,
      afterMiB,
      firstHalfPeakMiB: peak(samples.filter((sample) => sample.second < half)),
      secondHalfPeakMiB: peak(samples.filter((sample) => sample.second >= half)),
      samples,
    };
    const { firstHalfPeakMiB: firstPeak, secondHalfPeakMiB: secondPeak } = memory;
    const memoryFlat =
      options.durationSeconds < MEMORY_JUDGED_FROM_SECONDS
        ? null
        : secondPeak <= Math.max(firstPeak * (1 + FLAT_SHARE), firstPeak + FLAT_SLACK_MIB);
    const serverErrors = Object.entries(byStatus).filter(([status]) => Number(status) >= 500);
    const outcome: LoadResult = {
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.total / options.durationSeconds),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      byStatus,
      byStep,
      journeysPaid: byStep.pay?.["200"] ?? 0,
      errors: result.errors,
      timeouts: result.timeouts,
      log,
      memory,
      memoryFlat,
      storeCpu: {
        seconds: Math.round(storeCpuSeconds * 10) / 10,
        shareOfOneCore: Math.round((storeCpuSeconds / elapsedSeconds) * 100) / 100,
        msPerRequest: Math.round((storeCpuSeconds * 1000 * 10) / Math.max(1, result.requests.total)) / 10,
      },
      machineLoad: { before: loadBefore, after: loadAfter },
      folder,
      ok: false,
    };
    ok =
      serverErrors.length === 0 &&
      result.errors === 0 &&
      result.timeouts === 0 &&
      log.errors.length === 0 &&
      memoryFlat !== false &&
      exit === 0;
    outcome.ok = ok;
    report(`store exited with ${exit}; log ${log.lines} lines`);
    return outcome;
  } finally {
    if (!store.exited) await store.kill();
    if (ok && !options.keep) fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const quick = flag("quick") || process.env.LOAD_QUICK === "1";
  const options: LoadOptions = {
    durationSeconds: numberArgument("duration", quick ? 5 : 60),
    connections: numberArgument("connections", quick ? 10 : 50),
    keep: flag("keep"),
    report: (line) => console.log(line),
  };
  console.log(
    `load: ${options.durationSeconds} s of guest shoppers (browse, cart, checkout, pay) on ${options.connections} connections`,
  );
  const result = await runMixedLoad(options);
  console.log(
    `load: ${result.requests} requests, ${result.requestsPerSecond} req/s, ${result.journeysPaid} journeys paid`,
  );
  console.log(
    `load: latency p50 ${result.latencyMs.p50} ms, p90 ${result.latencyMs.p90} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
  );
  console.log(
    `load: answers by status ${JSON.stringify(result.byStatus)}; call errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  for (const [step, counts] of Object.entries(result.byStep))
    console.log(`  ${step.padEnd(9)} ${JSON.stringify(counts)}`);
  console.log(
    `load: log ${result.log.lines} lines, ${result.log.warnings} warnings, ${result.log.errors.length} errors`,
  );
  for (const line of result.log.errors.slice(0, 5)) console.log(`  ${line}`);
  const { memory } = result;
  console.log(
    `load: RSS start ${memory.startMiB} MiB, middle ${memory.middleMiB} MiB, end ${memory.endMiB} MiB, ` +
      `settled ${memory.afterMiB} MiB; peak ${memory.firstHalfPeakMiB} MiB in the first half, ` +
      `${memory.secondHalfPeakMiB} MiB in the second: ${{ true: "flat", false: "GROWING", null: "not judged (run under 30 s)" }[String(result.memoryFlat)]}`,
  );
  console.log(
    `  samples (s:MiB) ${memory.samples.map((sample) => `${sample.second}:${sample.rssMiB}`).join(" ")}`,
  );
  console.log(
    `load: the store used ${result.storeCpu.seconds} s of CPU (${result.storeCpu.shareOfOneCore} of one core), ` +
      `${result.storeCpu.msPerRequest} ms per request`,
  );
  console.log(
    `load: machine load average (1 min) ${result.machineLoad.before.toFixed(2)} before, ` +
      `${result.machineLoad.after.toFixed(2)} after, on ${os.cpus().length} cores`,
  );
  if (!result.ok) {
    console.error(`load: FAILED (files kept in ${result.folder})`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

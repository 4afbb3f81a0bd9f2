// The page cache under a stream of orders, and the soak (docs/PERFORMANCE.md "Under a stream of orders"):
//   npx tsx scripts/bench/order-stream.ts [--seconds 60] [--orders-per-second 2] [--ssr-entry <built entry>]
//   npx tsx scripts/bench/order-stream.ts --soak --seconds 1800      (the 30-minute soak)
// Not part of `npm run bench`'s default run: a soak takes half an hour. The store runs in its own process on a
// seeded SQLite copy; this process sells (the one way stock moves, moveStock, as an order's reservation does:
// mostly sales that leave plenty, now and then a last unit) while shoppers' requests go round home, a listing
// and the popular product pages. It counts the answers that cost a render (Server-Timing page;desc="rendered")
// and the latency of the product pages, and the store's CPU per request in each minute (the soak's question:
// does it stay flat?), and at the end the rows of the tables that grow with trade.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Sqlite from "better-sqlite3";
import { openDatabase } from "../../server/src/db/client.ts";
import { moveStock } from "../../server/src/modules/catalog/stock.ts";
import { prepareDatabases } from "./databases.ts";
import { startServer } from "./servers.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const soak = process.argv.includes("--soak");
const seconds = Number(argument("seconds") ?? (soak ? 1800 : 60));
const ordersPerSecond = Number(argument("orders-per-second") ?? 2);
const ssrEntry = argument("ssr-entry") ?? path.join(ROOT, "client", "src", "entry-server.tsx");
const SHOPPERS = 4;
const POPULAR_PRODUCTS = 20;

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

const databases = await prepareDatabases();
const file = databases.copy("orders.db");
const setup = new Sqlite(file);
const products = setup
  .prepare(
    `SELECT p.id, p.slug, p."categorySlug" FROM "Product" p WHERE p."archivedAt" IS NULL AND p.stock > 0
     ORDER BY p."soldCount" DESC, p.id LIMIT ${POPULAR_PRODUCTS}`,
  )
  .all() as { id: string; slug: string; categorySlug: string }[];
// Plenty on the shelf for the run, but one variant in ten with a handful: those sell out (a sale a page shows).
const variants = setup
  .prepare(`SELECT id FROM "ProductVariant" WHERE "productId" IN (${products.map(() => "?").join(",")})`)
  .all(...products.map((product) => product.id)) as { id: string }[];
variants.forEach((variant, index) =>
  setup
    .prepare(`UPDATE "ProductVariant" SET stock = ? WHERE id = ?`)
    .run(index % 10 === 0 ? 5 : 100_000, variant.id),
);
setup.pragma("wal_checkpoint(TRUNCATE)");
setup.close();
const db = await openDatabase(`file:${file}`);
// The derived product stock follows the variants' (refreshProducts runs with every move).

const store = await startServer("store-server.ts", {
  DATABASE_URL: `file:${file}`,
  SSR_ENTRY: ssrEntry,
  PAGE_RENDER_RATE_LIMIT: "1000000",
  JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
});
const pages = [
  "/",
  `/category/${products[0]!.categorySlug}`,
  ...products.map((product) => `/product/${product.categorySlug}/${product.slug}`),
];
const apiPaths = products.slice(0, 5).map((product) => `/api/products/${product.id}`);

interface Minute {
  requests: number;
  renders: number;
  pageAnswers: number;
  productMs: number[];
  cpuMicros: number;
}
const minutes: Minute[] = [];
const fresh = (): Minute => ({ requests: 0, renders: 0, pageAnswers: 0, productMs: [], cpuMicros: 0 });
let current = fresh();
let sales = 0;
let sellOuts = 0;
const loadBefore = os.loadavg();
const started = Date.now();
const until = started + seconds * 1000;

// Warm the cache first: every page rendered once.
for (const page of pages) await fetch(store.origin + page);

let turn = 0;
const shopper = async () => {
  while (Date.now() < until) {
    turn += 1;
    const isApi = turn % 5 === 0;
    const address = isApi ? apiPaths[turn % apiPaths.length]! : pages[turn % pages.length]!;
    const begun = performance.now();
    const answer = await fetch(store.origin + address, { headers: { "accept-encoding": "br" } });
    await answer.arrayBuffer();
    const took = performance.now() - begun;
    current.requests += 1;
    if (!isApi) {
      current.pageAnswers += 1;
      if (answer.headers.get("server-timing")?.includes('"rendered"')) current.renders += 1;
      if (address.startsWith("/product/")) current.productMs.push(took);
    }
  }
};
const seller = async () => {
  let next = 0;
  while (Date.now() < until) {
    const variant = variants[next % variants.length]!;
    next += 1;
    const refused = await db.$transaction((tx) =>
      moveStock(tx, [{ variantId: variant.id, delta: -1 }], "order_reserved", { note: "bench" }),
    );
    if (refused) {
      // Sold out: back on the shelf (a restock from 0, which pages show too).
      sellOuts += 1;
      await db.$transaction((tx) => moveStock(tx, [{ variantId: variant.id, delta: 5 }], "adjustment"));
    } else sales += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000 / ordersPerSecond));
  }
};
const minuteClock = setInterval(async () => {
  const cpu = await store.cpuMicros();
  const done = current;
  current = fresh();
  done.cpuMicros = cpu;
  minutes.push(done);
  const previousCpu = minutes.length > 1 ? minutes[minutes.length - 2]!.cpuMicros : cpuAtStart;
  const perRequest = done.requests > 0 ? (cpu - previousCpu) / done.requests / 1000 : 0;
  console.log(
    `minute ${minutes.length}: ${done.requests} requests, ${done.renders}/${done.pageAnswers} pages rendered, ` +
      `product p99 ${percentile(
        done.productMs.sort((a, b) => a - b),
        0.99,
      ).toFixed(1)} ms, ` +
      `CPU ${perRequest.toFixed(3)} ms/request, load ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(" ")}`,
  );
}, 60_000);
const cpuAtStart = await store.cpuMicros();
await Promise.all([...Array.from({ length: SHOPPERS }, shopper), seller()]);
clearInterval(minuteClock);
const cpuAtEnd = await store.cpuMicros();

const all = [...minutes, current];
const requests = all.reduce((sum, minute) => sum + minute.requests, 0);
const renders = all.reduce((sum, minute) => sum + minute.renders, 0);
const pageAnswers = all.reduce((sum, minute) => sum + minute.pageAnswers, 0);
const productMs = all.flatMap((minute) => minute.productMs).sort((a, b) => a - b);
const counts = new Sqlite(file, { readonly: true });
const rows = Object.fromEntries(
  ["StockChange", "RateLimitCounter", "CatalogueVersion", "Cart", "MailOutbox"].map((table) => [
    table,
    (counts.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n,
  ]),
);
counts.close();
const summary = {
  date: new Date().toISOString(),
  seconds,
  ordersPerSecond,
  sales,
  sellOuts,
  requests,
  rendersPerMinute: Math.round((renders / ((Date.now() - started) / 60_000)) * 10) / 10,
  pageCacheHitRate: pageAnswers > 0 ? Math.round((1 - renders / pageAnswers) * 1000) / 10 : 0,
  productP50Ms: Math.round(percentile(productMs, 0.5) * 10) / 10,
  productP99Ms: Math.round(percentile(productMs, 0.99) * 10) / 10,
  cpuMsPerRequest: Math.round(((cpuAtEnd - cpuAtStart) / requests / 1000) * 1000) / 1000,
  cpuMsPerRequestByMinute: minutes.map((minute, index) => {
    const before = index === 0 ? cpuAtStart : minutes[index - 1]!.cpuMicros;
    return Math.round(((minute.cpuMicros - before) / Math.max(1, minute.requests) / 1000) * 1000) / 1000;
  }),
  rowsAtEnd: rows,
  loadBefore: loadBefore.map((value) => Math.round(value * 100) / 100),
  loadAfter: os.loadavg().map((value) => Math.round(value * 100) / 100),
};
console.log(JSON.stringify(summary, null, 2));
const out = argument("out");
if (out) fs.writeFileSync(out, JSON.stringify(summary, null, 2));
await store.stop();
await db.$disconnect();
databases.remove();

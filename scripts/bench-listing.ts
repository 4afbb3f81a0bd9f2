// How long the catalogue calls take on the server, over a fresh migrated and seeded database.
// Run: npx tsx scripts/bench-listing.ts [--copies=N]   (--copies adds N renamed copies of the seeded catalogue)
// Each call is injected in-process (no network) after a warm-up. The wall times are the injected request's, the
// server's own time plus a few microseconds of light-my-request; the CPU time (the process's user + system time for
// the call) is the steadier figure on a machine that other work shares, as wall-time tails there include waiting.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/src/app.ts";
import { openDatabase, type Database } from "../server/src/db/client.ts";
import { migrateDatabase } from "../server/src/db/migrate.ts";
import { seedDatabase } from "../server/src/db/seed.ts";
import { loadConfig } from "../server/src/config.ts";

const WARM_UP = 200;
const RUNS = 200;

export const BENCH_CALLS = [
  "/api/products?category=electronics&minPrice=1000&maxPrice=200000&inStock=true&sort=price_asc&limit=20",
  "/api/products",
  "/api/products?limit=100&sort=rating",
  "/api/products?brand=samsung&sort=newest",
  "/api/products?search=iph",
  "/api/products?search=samsung%20galaxy&category=electronics&sort=price_desc",
  "/api/brands",
  "/api/categories",
];

export interface Timing {
  url: string;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  cpuMedianMs: number;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

export async function timeCall(app: FastifyInstance, url: string): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i += 1) await app.inject({ method: "GET", url });
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const cpuStart = process.cpuUsage();
    const start = process.hrtime.bigint();
    const response = await app.inject({ method: "GET", url });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    url,
    medianMs: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    maxMs: round(times.at(-1)!),
    cpuMedianMs: round(percentile(cpuTimes, 0.5)),
  };
}

/** Adds renamed copies of every product (the search index follows through its triggers). */
async function copyCatalogue(db: Database, copies: number): Promise<void> {
  for (let copy = 1; copy <= copies; copy += 1) {
    await db.$executeRaw`
      INSERT INTO "Product" (id, name, title, slug, "categorySlug", "subcategorySlug", "brandId", price, "discountedPrice",
        "salePrice", images, description, colors, memory, storage, specifications, stock, rating, "reviewCount",
        "ratingsCount", weight, dimensions, featured, "soldCount", "createdAt", "updatedAt")
      SELECT id || '-c' || ${copy}, name || ' ' || ${copy}, title, slug || '-c' || ${copy}, "categorySlug",
        "subcategorySlug", "brandId", price + ${copy}, "discountedPrice" + ${copy}, "salePrice" + ${copy}, images, description,
        colors, memory, storage, specifications, (stock + ${copy}) % 40, rating, "reviewCount", "ratingsCount", weight,
        dimensions, 0, ("soldCount" * 7 + ${copy}) % 5000, "createdAt", "updatedAt"
      FROM "Product" WHERE id NOT LIKE '%-c%'`;
  }
}

async function main(): Promise<void> {
  const copies = Number(/^--copies=(\d+)$/.exec(process.argv[2] ?? "")?.[1] ?? 0);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-bench-"));
  const databaseUrl = `file:${path.join(folder, "bench.db")}`;
  try {
    await migrateDatabase(databaseUrl);
    const db = await openDatabase(databaseUrl);
    await seedDatabase(db, { email: "admin@store.bench", password: "Admin@12345" });
    await copyCatalogue(db, copies);
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: databaseUrl, CLIENT_DIST: "" },
      "bench-secret-that-is-long-enough-for-hs256",
    );
    const app = await buildApp(config, { db });
    console.log(`${await db.product.count()} products; ${RUNS} runs per call after ${WARM_UP} warm-up runs`);
    const timings: Timing[] = [];
    for (const url of BENCH_CALLS) timings.push(await timeCall(app, url));
    console.table(timings);
    await app.close();
    await db.$disconnect();
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

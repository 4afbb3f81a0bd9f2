// `npm run bench`: the store's performance beside the machine's own limits, in one run of about two minutes.
//   1. HTTP: a bare Fastify hello-world (the framework's ceiling here) and the store's hot calls, 100 connections.
//   2. Catalogue scale: 1,000, 10,000 and 100,000 generated products; listing, filtered listing and search latency.
//   3. Client: the home route's initial JavaScript and CSS, and LCP / total blocking time / API rounds of home,
//      a product page and the cart in headless Chromium against the production build.
//   4. Lighthouse, mobile profile, on home, a category listing and a product page (median of 3 runs each).
// `npm run bench -- --only lighthouse` (or any comma-separated list of http, scale, client, lighthouse) runs those
// parts alone and keeps the others' figures from the last bench/results.json.
// Writes bench/results.json and the tables of docs/PERFORMANCE.md. Everything runs on 127.0.0.1, on temporary
// SQLite files and a temporary client build, removed at the end.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORIES } from "@store/shared/categories";
import { measure as measureBundle } from "../home-bundle-size.mjs";
import { progressBar, seedLargeCatalogue } from "../seed-large.ts";
import { countApiRounds, loadPage, openBrowser, type PageLoad } from "./browser.ts";
import {
  countProducts,
  prepareDatabases,
  someProducts,
  stockUpBenchProduct,
  type BenchProduct,
} from "./databases.ts";
import { check, httpSection, post } from "./http-section.ts";
import { installabilityErrors } from "./installability.ts";
import { runLighthouse } from "./lighthouse.ts";
import { parseParts } from "./parts.ts";
import { measureLatency, type LoadResult } from "./load.ts";
import { renderTables, writeFormatted, writePerformanceDoc } from "./report.ts";
import type { BenchResults, ScaleSize } from "./results.ts";
import { startServer } from "./servers.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SCALE = { seconds: 2, warmUpSeconds: 1, sizes: [1_000, 10_000, 100_000] };
const BROWSER_RUNS = 3;
const LIGHTHOUSE_RUNS = 3;
const JWT_SECRET = "bench-secret-that-is-long-enough-for-hs256-signing";
const SEARCH_TERMS = [
  "samsung",
  "iphone",
  "rice",
  "tea",
  "shoes",
  "laptop",
  "galaxy s",
  "organic",
  "cotton",
  "nepal",
];
const SORTS = ["price_asc", "price_desc", "newest", "rating", "bestselling"];

const started = Date.now();
const say = (text: string) =>
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${text}\n`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** Builds the client into `outDir`, and its server-side bundle (which renders the pages) beside it; returns the latter's entry. */
function buildClient(outDir: string): string {
  const vite = path.join(ROOT, "node_modules", "vite", "bin", "vite.js");
  const serverOutDir = `${outDir}-server`;
  for (const args of [
    ["build", "--outDir", outDir],
    ["build", "--ssr", "src/entry-server.tsx", "--outDir", serverOutDir],
  ]) {
    const result = spawnSync(process.execPath, [vite, ...args, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: path.join(ROOT, "client"),
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (result.status !== 0) throw new Error("The client build failed");
  }
  return path.join(serverOutDir, "entry-server.js");
}

function scaleQueries() {
  return {
    listing: [1, 2, 3, 4, 5].map((page) => `/api/products?limit=20&page=${page}`),
    filtered: CATEGORIES.flatMap((category) =>
      SORTS.map(
        (sort) => `/api/products?category=${category.slug}&inStock=true&minPrice=500&sort=${sort}&limit=20`,
      ),
    ),
    search: SEARCH_TERMS.map((term) => `/api/products?search=${encodeURIComponent(term)}&limit=20`),
  };
}

async function scaleSection(file: string) {
  const queries = scaleQueries();
  const sizes: ScaleSize[] = [];
  for (const generated of SCALE.sizes) {
    const seedStart = Date.now();
    seedLargeCatalogue(file, generated, {
      onProgress: progressBar(`seeding ${generated.toLocaleString("en")}`),
    });
    const seedSeconds = Math.round((Date.now() - seedStart) / 100) / 10;
    const store = await startServer("store-server.ts", {
      DATABASE_URL: `file:${file}`,
      CLIENT_DIST: "",
      SSR_ENTRY: "",
      JWT_SECRET,
      CATALOGUE_CACHE_SIZE: "0",
    });
    const run = async (kind: keyof typeof queries): Promise<LoadResult> => {
      say(`scale ${generated.toLocaleString("en")}: ${kind}`);
      for (const query of queries[kind]) await check(store.origin, query);
      return measureLatency({ origin: store.origin, paths: queries[kind], ...SCALE });
    };
    const listing = await run("listing");
    const filtered = await run("filtered");
    const search = await run("search");
    await store.stop();
    const products = countProducts(file);
    sizes.push({ generated, products, seedSeconds, listing, filtered, search });
  }
  const growth = (kind: "listing" | "filtered" | "search", of: "p50Ms" | "p99Ms" = "p99Ms") =>
    Math.round((sizes.at(-1)![kind][of] / Math.max(sizes[0]![kind][of], 0.01)) * 10) / 10;
  return {
    connections: 1,
    seconds: SCALE.seconds,
    queries,
    sizes,
    growth: { listing: growth("listing"), filtered: growth("filtered"), search: growth("search") },
    p50Growth: {
      listing: growth("listing", "p50Ms"),
      filtered: growth("filtered", "p50Ms"),
      search: growth("search", "p50Ms"),
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function browserSection(origin: string, product: BenchProduct, file: string) {
  const cartSession = "bench-browser-cart";
  for (const line of someProducts(file, 2))
    await post(origin, "/api/cart/add", cartSession, { productId: line.id, quantity: 1 });
  const pages: { name: string; url: string; storage: Record<string, string> }[] = [
    { name: "home", url: "/", storage: {} },
    { name: "product", url: `/product/${product.categorySlug}/${product.slug}`, storage: {} },
    { name: "cart", url: "/cart", storage: { sessionId: cartSession } },
  ];
  const browser = await openBrowser();
  try {
    await loadPage(browser, origin + "/"); // the browser's own first start is not the page's
    const results = [];
    for (const page of pages) {
      say(`browser: ${page.name}`);
      const loads: PageLoad[] = [];
      for (let run = 0; run < BROWSER_RUNS; run += 1)
        loads.push(await loadPage(browser, origin + page.url, page.storage));
      const lcpMs = median(loads.map((one) => one.lcpMs));
      const rounds = await countApiRounds(browser, origin + page.url, page.storage);
      results.push({
        name: page.name,
        url: page.url,
        lcpMs,
        lcpRunsMs: loads.map((one) => one.lcpMs),
        tbtMs: median(loads.map((one) => one.tbtMs)),
        apiRounds: rounds.rounds,
        apiCalls: rounds.calls,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The product page's JavaScript budget, when the results measured it. */
function productBudget(bundle: BenchResults["client"]["productBundle"]): BenchResults["targets"] {
  if (!bundle) return [];
  const js = bundle.js.gzip / 1024;
  return [
    {
      name: "product page initial JavaScript <= 110 KB gzip",
      measured: kb(bundle.js.gzip),
      holds: js <= 110,
    },
  ];
}

function targets(results: Omit<BenchResults, "targets">): BenchResults["targets"] {
  const listing = results.http.calls[0]!;
  const largest = results.scale.sizes.at(-1)!;
  const pages = Object.fromEntries(results.client.pages.map((page) => [page.name, page]));
  const js = results.client.bundle.js.gzip / 1024;
  const productPage = results.http.calls.find((call) => call.name.endsWith("(HTML page)"));
  return [
    {
      name: "listing >= 50% of hello-world requests/s",
      measured: `${(listing.ratioToHello * 100).toFixed(0)}% (by server CPU per request: ${(listing.cpuRatioToHello * 100).toFixed(0)}%)`,
      holds: listing.ratioToHello >= 0.5,
    },
    {
      name: "listing p99 < 25 ms at 100 connections",
      measured: `${listing.p99Ms} ms`,
      holds: listing.p99Ms < 25,
    },
    {
      name: "search p99 < 10 ms over 100,000 products",
      measured: `${largest.search.p99Ms} ms`,
      holds: largest.search.p99Ms < 10,
    },
    {
      name: "listing p99 grows < 2x from 1,000 to 100,000",
      measured: `${results.scale.growth.listing}x`,
      holds: results.scale.growth.listing < 2,
    },
    {
      name: "filtered listing p99 grows < 2x from 1,000 to 100,000",
      measured: `${results.scale.growth.filtered}x`,
      holds: results.scale.growth.filtered < 2,
    },
    {
      name: "home route initial JavaScript <= 100 KB gzip",
      measured: `${js.toFixed(1)} KB`,
      holds: js <= 100,
    },
    ...productBudget(results.client.productBundle),
    {
      name: "initial CSS <= 4 KB gzip (home and product page)",
      measured: `${kb(results.client.bundle.css.gzip)} / ${kb(results.client.productBundle?.css.gzip ?? 0)}`,
      holds:
        Math.max(results.client.bundle.css.gzip, results.client.productBundle?.css.gzip ?? 0) <= 4 * 1024,
    },
    ...results.client.pages.map((page) => ({
      name: `LCP < 1.0 s: ${page.name}`,
      measured: `${page.lcpMs} ms`,
      holds: page.lcpMs < 1000,
    })),
    ...["home", "product"].map((name) => ({
      name: `no API waterfall: ${name} (1 round)`,
      measured: `${pages[name]?.apiRounds} round(s)`,
      holds: pages[name]?.apiRounds === 1,
    })),
    ...(productPage
      ? [
          {
            name: "product page HTML p99 < 60 ms at 100 connections",
            measured: `${productPage.p99Ms} ms`,
            holds: productPage.p99Ms < 60,
          },
        ]
      : []),
    ...(results.lighthouse?.pages ?? []).flatMap((page) => [
      {
        name: `Lighthouse mobile performance >= 97 in each run: ${page.name}`,
        measured: page.runs.map((run) => run.scores.performance).join(", "),
        holds: page.runs.every((run) => run.scores.performance >= 97),
      },
      {
        name: `Lighthouse mobile total blocking time <= 100 ms in each run: ${page.name}`,
        measured: page.runs.map((run) => `${run.tbtMs} ms`).join(", "),
        holds: page.runs.every((run) => run.tbtMs <= 100),
      },
      {
        name: `Lighthouse accessibility, best practices, SEO 100: ${page.name}`,
        measured: `${page.median.scores.accessibility}, ${page.median.scores["best-practices"]}, ${page.median.scores.seo}`,
        holds:
          page.median.scores.accessibility === 100 &&
          page.median.scores["best-practices"] === 100 &&
          page.median.scores.seo === 100,
      },
    ]),
    ...(results.lighthouse?.installability
      ? [
          {
            name: "installable: no installability errors from Chromium (home)",
            measured: results.lighthouse.installability.errors.join("; ") || "none",
            holds: results.lighthouse.installability.errors.length === 0,
          },
        ]
      : []),
  ];
}

async function main(): Promise<void> {
  const parts = parseParts(process.argv.slice(2));
  const resultsFile = path.join(ROOT, "bench", "results.json");
  const previous = fs.existsSync(resultsFile)
    ? (JSON.parse(fs.readFileSync(resultsFile, "utf8")) as BenchResults)
    : undefined;
  const main3 = (["http", "scale", "client"] as const).filter((part) => parts.includes(part));
  if (main3.length < 3 && !previous)
    throw new Error("--only needs a bench/results.json from a full run to keep the other parts' figures");
  const loadBefore = load();
  say(`preparing: client build and seeded database (${parts.join(", ")})`);
  const databases = await prepareDatabases();
  try {
    const clientDist = path.join(databases.folder, "client-dist");
    const ssrEntry = buildClient(clientDist);
    const bundle = measureBundle(clientDist);
    const productBundle = measureBundle(clientDist, "product");
    const httpFile = databases.copy("http.db");
    const product = stockUpBenchProduct(httpFile);

    let http = previous?.http;
    let pages = previous?.client.pages;
    let lighthouse = previous?.lighthouse;
    if (parts.some((part) => part !== "scale")) {
      const store = await startServer("store-server.ts", {
        DATABASE_URL: `file:${httpFile}`,
        CLIENT_DIST: clientDist,
        SSR_ENTRY: ssrEntry,
        // Every measured request comes from 127.0.0.1: the per-address render budget is for strangers.
        PAGE_RENDER_RATE_LIMIT: "1000000",
        JWT_SECRET,
      });
      try {
        if (parts.includes("http")) {
          const renderingStore = await startServer("store-server.ts", {
            DATABASE_URL: `file:${httpFile}`,
            CLIENT_DIST: clientDist,
            SSR_ENTRY: ssrEntry,
            PAGE_CACHE_SIZE: "0",
            PAGE_RENDER_RATE_LIMIT: "1000000",
            JWT_SECRET,
          });
          try {
            http = await httpSection({ ...store, file: httpFile }, product, renderingStore, say);
          } finally {
            await renderingStore.stop();
          }
        }
        if (parts.includes("client")) pages = await browserSection(store.origin, product, httpFile);
        if (parts.includes("lighthouse")) {
          // Alone on the machine's bench side: no load run or other browser beside it.
          const lighthouseLoadBefore = load();
          const lighthousePages = await runLighthouse(
            [
              { name: "home", url: `${store.origin}/` },
              { name: "listing", url: `${store.origin}/category/${product.categorySlug}` },
              { name: "product", url: `${store.origin}/product/${product.categorySlug}/${product.slug}` },
            ],
            LIGHTHOUSE_RUNS,
            say,
          );
          say("installability: home");
          const installability = await installabilityErrors(`${store.origin}/`);
          lighthouse = {
            date: new Date().toISOString(),
            runs: LIGHTHOUSE_RUNS,
            loadBefore: lighthouseLoadBefore,
            loadAfter: load(),
            pages: lighthousePages,
            installability,
          };
        }
      } finally {
        await store.stop();
      }
    }
    const scale = parts.includes("scale")
      ? await scaleSection(databases.copy("scale.db"))
      : { ...previous!.scale, date: previous!.scale.date ?? previous!.date };

    const partial = {
      ...(main3.length > 0
        ? {
            date: new Date().toISOString(),
            durationSeconds: Math.round((Date.now() - started) / 1000),
            machine: {
              cpu: os.cpus()[0]?.model ?? "unknown",
              cores: os.cpus().length,
              memoryGiB: Math.round(os.totalmem() / 2 ** 30),
              os: `${os.type()} ${os.release()}`,
              node: process.version,
              loadBefore,
              loadAfter: load(),
            },
          }
        : { date: previous!.date, durationSeconds: previous!.durationSeconds, machine: previous!.machine }),
      http: http!,
      scale,
      client: {
        bundle,
        productBundle,
        runs: BROWSER_RUNS,
        pages: pages!,
      },
      ...(lighthouse ? { lighthouse } : {}),
    };
    const results: BenchResults = { ...partial, targets: targets(partial) };
    fs.mkdirSync(path.join(ROOT, "bench"), { recursive: true });
    await writeFormatted(resultsFile, JSON.stringify(results, null, 2));
    fs.mkdirSync(path.join(ROOT, "docs"), { recursive: true });
    await writePerformanceDoc(path.join(ROOT, "docs", "PERFORMANCE.md"), results);
    console.log(renderTables(results, parts));
    console.log(
      `\nWritten: bench/results.json, docs/PERFORMANCE.md (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  } finally {
    databases.remove();
  }
}

await main();

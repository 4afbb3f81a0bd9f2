// The bench's HTTP part: the store's hot calls and pages at 100 connections, beside a bare Fastify hello-world
// (the framework's ceiling here) in the same run; and the small request helpers the other parts share.
import { someProducts, type BenchProduct } from "./databases.ts";
import { measureLoad, type LoadResult } from "./load.ts";
import type { BenchResults } from "./results.ts";
import { startServer, type RunningServer } from "./servers.ts";

const HTTP = { connections: 100, seconds: 5, warmUpSeconds: 1 };

export async function post(origin: string, url: string, sessionId: string, body: unknown): Promise<void> {
  const response = await fetch(origin + url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-session-id": sessionId },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
}

export async function check(origin: string, url: string, itemCount?: number): Promise<void> {
  const response = await fetch(origin + url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = (await response.json()) as { products?: unknown[] };
  if (itemCount !== undefined && body.products?.length !== itemCount) {
    throw new Error(`GET ${url} answered ${body.products?.length} products, not ${itemCount}`);
  }
}

async function checkPage(origin: string, url: string): Promise<void> {
  const response = await fetch(origin + url, { headers: { accept: "text/html" } });
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("text/html"))
    throw new Error(`GET ${url} answered ${response.status} ${type}, not an HTML page`);
}

/** The mean of a few load runs (the figures, the CPU per request), so one noisy run weighs less. */
function meanOf(runs: LoadResult[]): LoadResult {
  const mean = (pick: (run: LoadResult) => number) =>
    Math.round(runs.reduce((sum, run) => sum + pick(run), 0) / runs.length);
  return {
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    p50Ms: mean((run) => run.p50Ms),
    p99Ms: mean((run) => run.p99Ms),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    serverCpuMicrosPerRequest: mean((run) => run.serverCpuMicrosPerRequest ?? 0),
  };
}

export async function httpSection(
  store: RunningServer & { file: string },
  product: BenchProduct,
  /** The same store keeping no rendered page, so each request renders its page anew. */
  renderingStore: RunningServer,
  say: (text: string) => void,
) {
  // Both servers run from the start; only one is under load at a time. The hello-world and the listing are
  // measured twice, before and after the other calls, and averaged.
  const hello = await startServer("hello-server.ts");
  const listing = "/api/products?category=electronics&inStock=true&sort=price_asc&limit=20";
  await check(store.origin, listing, 20);
  await checkPage(store.origin, `/product/${product.categorySlug}/${product.slug}`);
  const cartSession = "bench-cart-session";
  for (const line of someProducts(store.file, 3)) {
    await post(store.origin, "/api/cart/add", cartSession, { productId: line.id, quantity: 1 });
  }
  const addBody = JSON.stringify({ productId: product.id, quantity: 1 });
  const calls: {
    name: string;
    method: "GET" | "POST";
    path: string;
    options?: object;
    server?: RunningServer;
  }[] = [
    { name: "GET /api/products (filtered, sorted, 20 items)", method: "GET", path: listing },
    {
      name: "GET /api/products/:category/:slug",
      method: "GET",
      path: `/api/products/${product.categorySlug}/${product.slug}`,
    },
    {
      // What the server answers a browser's first request for a product page with: the server-rendered HTML (kept
      // per catalogue version), not its scripts or API calls.
      name: "GET /product/:category/:slug (HTML page)",
      method: "GET",
      path: `/product/${product.categorySlug}/${product.slug}`,
      options: { headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" } },
    },
    {
      // The cost of rendering: the same page on a store that keeps no rendered page (PAGE_CACHE_SIZE=0), so every
      // request runs the route's loaders through the API and React's renderer.
      name: "GET /product/:category/:slug (HTML page, rendered every time)",
      method: "GET",
      path: `/product/${product.categorySlug}/${product.slug}`,
      options: { headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" } },
      server: renderingStore,
    },
    {
      name: "GET /api/cart (3 lines)",
      method: "GET",
      path: "/api/cart",
      options: { headers: { "x-session-id": cartSession } },
    },
    {
      name: "POST /api/cart/add (100 guest carts)",
      method: "POST",
      path: "/api/cart/add",
      options: {
        headers: { "content-type": "application/json" },
        body: addBody,
        headerSets: Array.from({ length: 100 }, (_, n) => ({ "x-session-id": `bench-add-session-${n}` })),
      },
    },
  ];
  const helloRuns: LoadResult[] = [];
  const runs = new Map<string, LoadResult[]>(calls.map((call) => [call.name, []]));
  const measureHello = async () => {
    say("HTTP: bare Fastify hello-world");
    helloRuns.push(await measureLoad({ url: `${hello.origin}/`, serverCpuMicros: hello.cpuMicros, ...HTTP }));
  };
  const measureCall = async (call: (typeof calls)[number]) => {
    say(`HTTP: ${call.name}`);
    const server = call.server ?? store;
    runs.get(call.name)!.push(
      await measureLoad({
        url: server.origin + call.path,
        method: call.method,
        serverCpuMicros: server.cpuMicros,
        ...HTTP,
        ...call.options,
      }),
    );
  };
  await measureHello();
  for (const call of calls) await measureCall(call);
  await measureHello();
  await measureCall(calls[0]!);
  await hello.stop();

  const helloResult = meanOf(helloRuns);
  const results: BenchResults["http"]["calls"] = calls.map((call) => {
    const result = meanOf(runs.get(call.name)!);
    return {
      name: call.name,
      method: call.method,
      path: call.path,
      runs: runs.get(call.name)!.length,
      ...result,
      ratioToHello: Math.round((result.requestsPerSecond / helloResult.requestsPerSecond) * 1000) / 1000,
      cpuRatioToHello:
        Math.round(
          ((helloResult.serverCpuMicrosPerRequest ?? 0) /
            Math.max(1, result.serverCpuMicrosPerRequest ?? 1)) *
            1000,
        ) / 1000,
    };
  });
  return { ...HTTP, helloRuns: helloRuns.length, hello: helloResult, calls: results };
}

// Page loads in headless Chromium against the production build: LCP and total blocking time from the page's
// own PerformanceObserver, and the timeline of its API calls, to see whether a screen's data comes in parallel.
import { chromium, type Browser } from "@playwright/test";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// Runs in the page before any of its scripts. Kept as text: this file is typechecked without the DOM library.
const OBSERVERS = `
  window.__perf = { lcp: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__perf.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__perf.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") window.__perf.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
`;

export interface ApiCall {
  path: string;
  startMs: number;
  endMs: number;
}

export interface PageLoad {
  lcpMs: number;
  tbtMs: number;
  apiCalls: ApiCall[];
}

/** Chain depth of the calls: a call depends on every call that had answered before it started. */
export function apiRounds(calls: ApiCall[]): number {
  const depth = new Map<ApiCall, number>();
  const byStart = [...calls].sort((a, b) => a.startMs - b.startMs);
  for (const call of byStart) {
    const before = byStart.filter((other) => other !== call && other.endMs <= call.startMs);
    depth.set(call, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 1)));
  }
  return Math.max(0, ...depth.values());
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

/**
 * One cold load of a page (new context: empty cache and storage) at a desktop viewport. `storage` is put in
 * localStorage first (e.g. the guest session id of a cart). Waits for the network to be quiet, then reads LCP
 * and the long tasks; TBT counts the part of each long task after first contentful paint beyond 50 ms.
 */
export async function loadPage(
  browser: Browser,
  url: string,
  storage: Record<string, string> = {},
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({
      content:
        Object.entries(storage)
          .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
          .join("\n") + OBSERVERS,
    });
    const calls: ApiCall[] = [];
    page.on("requestfinished", (request) => {
      const address = new URL(request.url());
      if (!address.pathname.startsWith("/api/")) return;
      const timing = request.timing();
      calls.push({
        path: address.pathname + address.search,
        startMs: timing.startTime,
        endMs: timing.startTime + timing.responseEnd,
      });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const perf = (await page.evaluate("window.__perf")) as {
      lcp: number;
      fcp: number;
      longTasks: { start: number; duration: number }[];
    };
    const tbt = perf.longTasks.reduce((sum, task) => {
      const end = task.start + task.duration;
      const blockingFrom = Math.max(task.start, perf.fcp);
      return sum + Math.max(0, end - blockingFrom - 50);
    }, 0);
    const origin = Math.min(...calls.map((call) => call.startMs));
    const relative = calls
      .map((call) => ({ ...call, startMs: call.startMs - origin, endMs: call.endMs - origin }))
      .sort((a, b) => a.startMs - b.startMs);
    return {
      lcpMs: Math.round(perf.lcp),
      tbtMs: Math.round(tbt),
      apiCalls: relative,
    };
  } finally {
    await context.close();
  }
}

/**
 * How many rounds of API calls a page makes: it loads with every API answer held back `delayMs` (the answers
 * themselves are the server's), so calls that go out together all start before the first answer, and a call
 * that waits for another's answer starts a round later. On localhost, answers in 2 ms make start times alone
 * misleading (and the browser's six connections a host queue calls that are not waiting for anything).
 */
export async function countApiRounds(
  browser: Browser,
  url: string,
  storage: Record<string, string> = {},
  delayMs = 150,
): Promise<{ rounds: number; calls: ApiCall[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({
      content: Object.entries(storage)
        .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
        .join("\n"),
    });
    const calls: ApiCall[] = [];
    const origin = Date.now();
    await page.route("**/api/**", async (route) => {
      const startMs = Date.now() - origin;
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const address = new URL(route.request().url());
      calls.push({ path: address.pathname + address.search, startMs, endMs: Date.now() - origin });
      await route.fulfill({ response });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const first = Math.min(...calls.map((call) => call.startMs));
    const relative = calls
      .map((call) => ({ ...call, startMs: call.startMs - first, endMs: call.endMs - first }))
      .sort((a, b) => a.startMs - b.startMs);
    return { rounds: apiRounds(relative), calls: relative };
  } finally {
    await context.close();
  }
}

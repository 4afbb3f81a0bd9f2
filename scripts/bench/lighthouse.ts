// Lighthouse (the `lighthouse` package) with Debian's Chromium, started by chrome-launcher, on its default
// mobile profile: a Moto G Power sized screen, simulated slow 4G and a 4x CPU slowdown. One run at a time (each
// takes a core), each page a few times, the median kept: on a 2-core machine that others share, one run alone
// moves by several points.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof CATEGORIES)[number];

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];

export interface LighthouseRun {
  /** 0-100 per category. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of accessibility, best practices and SEO that did not pass (performance's are advice). */
  failing: string[];
}

export interface LighthousePage {
  name: string;
  url: string;
  runs: LighthouseRun[];
  /** Each figure's median over the runs (the scores and metrics are medians one by one). */
  median: Omit<LighthouseRun, "failing">;
  /** Failing audits of any run, with how many of the runs they failed in. */
  failing: { id: string; runs: number }[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const ATTEMPTS = 3;

class LighthouseError extends Error {}

/**
 * One run, tried again when Lighthouse itself fails: on a busy machine Chromium now and then loses the trace
 * of the load (NO_NAVSTART), a failure of the recording, not of the page.
 */
async function runOnce(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptOnce(url);
    } catch (error) {
      if (!(error instanceof LighthouseError) || attempt >= ATTEMPTS) throw error;
      process.stderr.write(`  ${error.message}; trying again\n`);
    }
  }
}

/** One run in a Chromium of its own: a second navigation in the same browser sometimes loses its trace. */
async function attemptOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return readRun(lhr);
}

/** The parts of a Lighthouse report the bench reads. */
export interface ReportLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number } | undefined
  >;
}

export function readRun(lhr: ReportLike): LighthouseRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<CategoryId, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit &&
          audit.score !== null &&
          audit.score < 1 &&
          ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode),
      )
      .map((audit) => audit!.id),
  );
  return {
    scores,
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    failing: [...new Set(failing)],
  };
}

export async function runLighthouse(
  pages: { name: string; url: string }[],
  runs: number,
  say: (text: string) => void,
): Promise<LighthousePage[]> {
  // The server's and the disk's first answers are not the page's: one run thrown away.
  await runOnce(pages[0]!.url);
  const results: LighthousePage[] = [];
  for (const page of pages) {
    const pageRuns: LighthouseRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      say(`lighthouse: ${page.name} (${run + 1}/${runs})`);
      pageRuns.push(await runOnce(page.url));
    }
    results.push(summarisePage(page.name, page.url, pageRuns));
  }
  return results;
}

/** A page's runs: each figure's median, and the failing audits with the number of runs they failed in. */
export function summarisePage(name: string, url: string, runs: LighthouseRun[]): LighthousePage {
  const counts = new Map<string, number>();
  for (const one of runs) for (const id of one.failing) counts.set(id, (counts.get(id) ?? 0) + 1);
  return {
    name,
    url,
    runs,
    median: {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, median(runs.map((one) => one.scores[id]))]),
      ) as Record<CategoryId, number>,
      lcpMs: median(runs.map((one) => one.lcpMs)),
      tbtMs: median(runs.map((one) => one.tbtMs)),
      cls: median(runs.map((one) => one.cls)),
    },
    failing: [...counts].map(([id, count]) => ({ id, runs: count })).sort((a, b) => a.id.localeCompare(b.id)),
  };
}

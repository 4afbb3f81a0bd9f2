import { describe, expect, it } from "vitest";
import { readRun, summarisePage, type ReportLike } from "./lighthouse.ts";
import { parseParts } from "./parts.ts";
import { renderTables } from "./report.ts";
import type { BenchResults } from "./results.ts";

function report(overrides: { performance?: number; failing?: string[]; lcp?: number } = {}): ReportLike {
  const failing = new Set(overrides.failing ?? []);
  const audit = (id: string, scoreDisplayMode = "binary") => ({
    id,
    score: failing.has(id) ? 0 : 1,
    scoreDisplayMode,
  });
  return {
    categories: {
      performance: { score: overrides.performance ?? 0.9, auditRefs: [{ id: "unused-javascript" }] },
      accessibility: {
        score: 1,
        auditRefs: [{ id: "target-size" }, { id: "heading-order" }, { id: "bypass" }],
      },
      "best-practices": { score: 1, auditRefs: [{ id: "inspector-issues" }] },
      seo: { score: 0.92, auditRefs: [{ id: "robots-txt" }] },
    },
    audits: {
      "largest-contentful-paint": {
        id: "largest-contentful-paint",
        score: 0.8,
        scoreDisplayMode: "numeric",
        numericValue: overrides.lcp ?? 2459.4,
      },
      "total-blocking-time": {
        id: "total-blocking-time",
        score: 0.8,
        scoreDisplayMode: "numeric",
        numericValue: 265.2,
      },
      "cumulative-layout-shift": {
        id: "cumulative-layout-shift",
        score: 1,
        scoreDisplayMode: "numeric",
        numericValue: 0.13861,
      },
      "unused-javascript": { id: "unused-javascript", score: 0, scoreDisplayMode: "metricSavings" },
      "target-size": audit("target-size"),
      "heading-order": audit("heading-order"),
      // Not applicable (score null) and manual checks are not failures.
      bypass: { id: "bypass", score: null, scoreDisplayMode: "notApplicable" },
      "inspector-issues": audit("inspector-issues"),
      "robots-txt": audit("robots-txt"),
    },
  };
}

describe("Lighthouse in the bench", () => {
  it("reads the four scores, LCP, TBT, CLS and the failing audits outside performance", () => {
    const run = readRun(report({ failing: ["target-size", "robots-txt"] }));
    expect(run).toEqual({
      scores: { performance: 90, accessibility: 100, "best-practices": 100, seo: 92 },
      lcpMs: 2459,
      tbtMs: 265,
      cls: 0.139,
      failing: ["target-size", "robots-txt"],
    });
  });

  it("keeps each figure's median over the runs and counts the runs each audit failed in", () => {
    const page = summarisePage("home", "http://127.0.0.1:1/", [
      readRun(report({ performance: 0.91, lcp: 2500, failing: ["robots-txt"] })),
      readRun(report({ performance: 0.7, lcp: 3900, failing: ["robots-txt", "heading-order"] })),
      readRun(report({ performance: 0.95, lcp: 2300, failing: ["robots-txt"] })),
    ]);
    expect(page.median.scores.performance).toBe(91);
    expect(page.median.lcpMs).toBe(2500);
    expect(page.failing).toEqual([
      { id: "heading-order", runs: 1 },
      { id: "robots-txt", runs: 3 },
    ]);
    const table = renderTables(
      {
        lighthouse: { date: "2026-11-25T02:24:16Z", runs: 3, loadBefore: "1", loadAfter: "1", pages: [page] },
      } as BenchResults,
      ["lighthouse"],
    );
    expect(table).toContain("| home (/) | 91 (91, 70, 95) | 100");
    expect(table).toContain("heading-order (1/3), robots-txt (3/3)");
  });

  it("runs every part by default and only the named ones with --only", () => {
    expect(parseParts([])).toEqual(["http", "scale", "client", "lighthouse"]);
    expect(parseParts(["--only", "lighthouse"])).toEqual(["lighthouse"]);
    expect(parseParts(["--only=http,lighthouse"])).toEqual(["http", "lighthouse"]);
    expect(() => parseParts(["--only", "lighthous"])).toThrow(/not one of/);
    expect(() => parseParts(["--only"])).toThrow(/needs one or more/);
  });
});

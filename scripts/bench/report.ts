// The bench's results as plain tables (stdout) and as the generated part of docs/PERFORMANCE.md.
import fs from "node:fs";
import * as prettier from "prettier";
import type { BenchResults } from "./results.ts";

const START = "<!-- bench:start (written by npm run bench; edit outside these markers) -->";
const END = "<!-- bench:end -->";

function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [
    line(head),
    `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`,
    ...cells.slice(1).map(line),
  ].join("\n");
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value} ms`;
const ratio = (value: number) => `${(value * 100).toFixed(0)}%`;

function lighthouseTables(lighthouse: NonNullable<BenchResults["lighthouse"]>): string {
  return (
    `### Lighthouse, mobile profile (slow 4G and 4x CPU slowdown, simulated)\n\n` +
    `Run ${lighthouse.date}, load average ${lighthouse.loadBefore} before, ${lighthouse.loadAfter} after: ` +
    `Lighthouse ${"`lighthouse`"} package in Debian's Chromium (headless), one run at a time, median of ` +
    `${lighthouse.runs} per page (each figure's own median; the performance score of each run in brackets). ` +
    `Failing audits are those of accessibility, best practices and SEO that did not pass, with the runs they ` +
    `failed in.\n\n` +
    table(
      [
        "page",
        "performance",
        "accessibility",
        "best practices",
        "SEO",
        "LCP",
        "TBT",
        "CLS",
        "failing audits",
      ],
      lighthouse.pages.map((page) => [
        `${page.name} (${page.url.replace(/^https?:\/\/[^/]+/, "")})`,
        `${page.median.scores.performance} (${page.runs.map((run) => run.scores.performance).join(", ")})`,
        page.median.scores.accessibility,
        page.median.scores["best-practices"],
        page.median.scores.seo,
        ms(page.median.lcpMs),
        ms(page.median.tbtMs),
        page.median.cls,
        page.failing.length === 0
          ? "none"
          : page.failing.map((audit) => `${audit.id} (${audit.runs}/${page.runs.length})`).join(", "),
      ]),
    ) +
    (lighthouse.installability
      ? `\n\nInstallability (Chromium's own checks over the DevTools protocol, Page.getInstallabilityErrors, on ` +
        `${lighthouse.installability.url.replace(/^https?:\/\/[^/]+/, "") || "/"}): ` +
        (lighthouse.installability.errors.join("; ") || "no errors, installable") +
        "."
      : "")
  );
}

/** The tables; with `only` ["lighthouse"], the Lighthouse table alone (what that run measured). */
export function renderTables(results: BenchResults, only?: string[]): string {
  if (only?.length === 1 && only[0] === "lighthouse" && results.lighthouse)
    return lighthouseTables(results.lighthouse);
  const { machine, http, scale, client } = results;
  const parts: string[] = [];
  parts.push(
    `Run ${results.date} in ${results.durationSeconds} s on ${machine.cpu} (${machine.cores} cores, ` +
      `${machine.memoryGiB} GiB), ${machine.os}, Node.js ${machine.node}; load average ${machine.loadBefore} ` +
      `before, ${machine.loadAfter} after (other work shares this machine, so figures are noisy: compare ratios).`,
  );
  parts.push(
    `### HTTP, ${http.connections} connections, ${http.seconds} s a run after a ${http.warmUpSeconds} s warm-up\n\n` +
      `The hello-world and the listing are the mean of two runs (before and after the others). Server CPU per ` +
      `request is the server process's own CPU time over the run's requests: steadier than requests/s when ` +
      `other work shares the machine; "CPU vs hello-world" is the hello-world's CPU per request over the call's.\n\n` +
      table(
        [
          "call",
          "requests/s",
          "p50",
          "p99",
          "requests/s vs hello-world",
          "server CPU / request",
          "CPU vs hello-world",
          "failures",
        ],
        [
          [
            "bare Fastify hello-world (ceiling)",
            http.hello.requestsPerSecond,
            ms(http.hello.p50Ms),
            ms(http.hello.p99Ms),
            "100%",
            `${http.hello.serverCpuMicrosPerRequest} µs`,
            "100%",
            http.hello.failures,
          ],
          ...http.calls.map((call) => [
            call.name,
            call.requestsPerSecond,
            ms(call.p50Ms),
            ms(call.p99Ms),
            ratio(call.ratioToHello),
            `${call.serverCpuMicrosPerRequest} µs`,
            ratio(call.cpuRatioToHello),
            call.failures,
          ]),
        ],
      ),
  );
  parts.push(
    `### Catalogue scale: one request at a time over a kept-alive connection, ${scale.seconds} s per kind, ` +
      `response cache off (every request runs its queries)\n\n` +
      (scale.date ? `From the run of ${scale.date} (this run left this part out).\n\n` : "") +
      `Each kind goes round its addresses: listing pages 1-5; filtered listing every category x 5 sorts, in ` +
      `stock, from Rs 500; search ${scale.queries.search.length} words (${scale.queries.search
        .map((path) => decodeURIComponent(/search=([^&]*)/.exec(path)?.[1] ?? ""))
        .join(", ")}).\n\n` +
      table(
        [
          "generated products",
          "seed time",
          "listing p50 / p99",
          "filtered listing p50 / p99",
          "search p50 / p99",
        ],
        scale.sizes.map((size) => [
          size.generated.toLocaleString("en"),
          `${size.seedSeconds} s`,
          `${size.listing.p50Ms} / ${size.listing.p99Ms} ms`,
          `${size.filtered.p50Ms} / ${size.filtered.p99Ms} ms`,
          `${size.search.p50Ms} / ${size.search.p99Ms} ms`,
        ]),
      ) +
      `\n\nGrowth from the smallest to the largest catalogue, p99 (p50): listing ${scale.growth.listing}x ` +
      `(${scale.p50Growth.listing}x), filtered listing ${scale.growth.filtered}x (${scale.p50Growth.filtered}x), ` +
      `search ${scale.growth.search}x (${scale.p50Growth.search}x).`,
  );
  parts.push(
    `### Client (production build)\n\n` +
      table(
        ["initial load", "gzip", "brotli", "raw", "files"],
        [
          ["home page", client.bundle] as const,
          ...(client.productBundle ? [["product page", client.productBundle] as const] : []),
        ].flatMap(([route, bundle]) =>
          (["js", "css"] as const).map((kind) => [
            `${route} ${kind === "js" ? "JavaScript" : "CSS"}`,
            kb(bundle[kind].gzip),
            kb(bundle[kind].brotli),
            kb(bundle[kind].raw),
            bundle[kind].files.length,
          ]),
        ),
      ) +
      `\n\nHeadless Chromium, 1366x900, cold loads (new context: empty cache), median of ${client.runs} ` +
      `(LCP of each run in brackets). API rounds: one more load with every API answer held back 150 ms; calls ` +
      `sent together all start before the first answer, a call that waits for another's answer starts a round ` +
      `later (1 = all the screen's data in parallel).\n\n` +
      table(
        ["page", "LCP", "total blocking time", "API calls", "API rounds (1 = all in parallel)"],
        client.pages.map((page) => [
          page.name,
          ms(page.lcpMs),
          ms(page.tbtMs),
          page.apiCalls.length,
          page.apiRounds,
        ]),
      ),
  );
  if (results.lighthouse) parts.push(lighthouseTables(results.lighthouse));
  parts.push(
    `### Targets\n\n` +
      table(
        ["target", "measured", "holds"],
        results.targets.map((target) => [target.name, target.measured, target.holds ? "yes" : "NO"]),
      ),
  );
  return parts.join("\n\n");
}

/** Replaces the generated part of docs/PERFORMANCE.md, keeping whatever was written around it. */
/** Writes a generated file as the repository's Prettier would, so `npm run lint` stays green after a run. */
export async function writeFormatted(file: string, text: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

export async function writePerformanceDoc(file: string, results: BenchResults): Promise<void> {
  const generated = `${START}\n\n${renderTables(results)}\n\n${END}`;
  const existing = fs.existsSync(file)
    ? fs.readFileSync(file, "utf8")
    : `# Performance\n\n${START}\n${END}\n`;
  const from = existing.indexOf(START);
  const to = existing.indexOf(END);
  const next =
    from >= 0 && to > from
      ? existing.slice(0, from) + generated + existing.slice(to + END.length)
      : `${existing.trimEnd()}\n\n${generated}\n`;
  await writeFormatted(file, next);
}

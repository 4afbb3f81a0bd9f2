// The soak's summary table: each sampled figure at the start, over each third of the run (means; the log's
// largest size), at the end, with the limit it was held to and the verdict (scripts/load/growth.ts); then the rates
// that show whether the store slowed down as its tables grew, and the rows per order of the tables that grow.
import {
  mean,
  ratePerThird,
  thirds,
  type Point,
  type SoakCheck,
  type SoakSample,
  type Verdict,
} from "./growth.ts";
import { GROWING_ROWS, mib } from "./samples.ts";

export interface SoakFigures {
  everySeconds: number;
  samples: SoakSample[];
  handles: { samples: Point[]; lastByKind: Record<string, number> };
  checks: SoakCheck[];
  ok: boolean | null;
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

function verdictText(check: SoakCheck | undefined): string {
  if (!check) return "reported";
  const ok = check.verdict.ok;
  if (ok === null) return "not judged";
  return ok ? check.rule : check.rule === "proportional" ? "GROWING FASTER" : "GROWING";
}

/** Start, the thirds' means (or largest values), end, limit and verdict of one figure. */
function row(
  name: string,
  points: readonly Point[],
  durationSeconds: number,
  options: { check?: SoakCheck; largest?: boolean; places?: number } = {},
): string[] {
  const parts = thirds(points, durationSeconds);
  const summary = (part: readonly Point[]) =>
    part.length === 0
      ? NaN
      : options.largest
        ? Math.max(...part.map((point) => point.value))
        : mean(part.map((point) => point.value));
  const places = options.places ?? 1;
  const show = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? "-" : String(round(value, places));
  return [
    name,
    show(points[0]?.value),
    show(summary(parts.first)),
    show(summary(parts.middle)),
    show(summary(parts.last)),
    show(points.at(-1)?.value),
    options.check ? show(options.check.verdict.limit) : "",
    verdictText(options.check),
  ];
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((cells) => cells[column]!.length)));
  return rows.map((cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ")
      .trimEnd(),
  );
}

/** The lines of the soak's summary, to print. */
export function soakSummary(
  soak: SoakFigures,
  liveHeap: readonly Point[],
  durationSeconds: number,
): string[] {
  const samples = soak.samples;
  const check = (name: string) => soak.checks.find((candidate) => candidate.name === name);
  const series = (value: (sample: SoakSample) => number): Point[] =>
    samples.map((sample) => ({ second: sample.second, value: value(sample) }));
  const rows: string[][] = [
    ["figure", "start", "1st third", "2nd third", "3rd third", "end", "limit", "verdict"],
    // From the probe in the store, after a full collection every 5 s: its start is its first sample.
    row("live heap (MiB)", liveHeap, durationSeconds, { check: check("live heap") }),
    row(
      "RSS (MiB)",
      series((sample) => sample.memory.rssMiB),
      durationSeconds,
    ),
    row(
      "  anonymous (MiB)",
      series((sample) => sample.memory.anonMiB),
      durationSeconds,
      {
        check: check("RSS, anonymous"),
      },
    ),
    row(
      "  file-backed (MiB)",
      series((sample) => sample.memory.fileMiB),
      durationSeconds,
    ),
    row(
      "  shared (MiB)",
      series((sample) => sample.memory.shmemMiB),
      durationSeconds,
    ),
    row(
      "open descriptors",
      series((sample) => sample.descriptors.total),
      durationSeconds,
      {
        check: check("open descriptors"),
      },
    ),
    row(
      "  sockets",
      series((sample) => sample.descriptors.sockets),
      durationSeconds,
    ),
    row(
      "  files",
      series((sample) => sample.descriptors.files),
      durationSeconds,
    ),
    row(
      "  pipes",
      series((sample) => sample.descriptors.pipes),
      durationSeconds,
    ),
    row(
      "  other",
      series((sample) => sample.descriptors.other),
      durationSeconds,
    ),
    row("active handles", soak.handles.samples, durationSeconds, { check: check("active handles") }),
    row(
      "WAL (MiB, largest)",
      series((sample) => mib(sample.database.walBytes)),
      durationSeconds,
      {
        check: check("write-ahead log"),
        largest: true,
      },
    ),
    row(
      "database file (MiB)",
      series((sample) => mib(sample.database.fileBytes)),
      durationSeconds,
    ),
    row(
      "file + WAL + shm (MiB)",
      series((sample) =>
        mib(sample.database.fileBytes + sample.database.walBytes + sample.database.shmBytes),
      ),
      durationSeconds,
    ),
    row(
      "in use (MiB)",
      series((sample) => mib(sample.database.usedBytes)),
      durationSeconds,
    ),
    row(
      "free pages",
      series((sample) => sample.database.freePages),
      durationSeconds,
      { places: 0 },
    ),
    ...["cartItems", "pendingOrders", "rateLimitCounters"].map((name) =>
      row(
        `${name} rows`,
        series((sample) => sample.rows[name] ?? 0),
        durationSeconds,
        {
          check: check(`${name} rows`),
        },
      ),
    ),
    row(
      "machine load (1 min)",
      series((sample) => sample.machineLoad),
      durationSeconds,
      { places: 2 },
    ),
  ];
  const lines = [`soak: sampled every ${soak.everySeconds} s; thirds are means (the log: its largest size)`];
  lines.push(...table(rows).map((line) => `  ${line}`));

  const perOrder = check("database per order");
  if (perOrder) lines.push(`  ${perOrderLine(perOrder.verdict as PerOrderVerdict, samples)}`);
  const first = samples[0];
  const last = samples.at(-1);
  if (first && last) {
    const orders = (last.rows.orders ?? 0) - (first.rows.orders ?? 0);
    const perOrderRows = GROWING_ROWS.filter((name) => name !== "orders").map(
      (name) =>
        `${name} ${orders > 0 ? round(((last.rows[name] ?? 0) - (first.rows[name] ?? 0)) / orders, 2) : "-"}`,
    );
    lines.push(`  orders placed ${orders}; rows added per order: ${perOrderRows.join(", ")}`);
  }
  const requests = ratePerThird(
    series((sample) => sample.requests),
    durationSeconds,
  );
  const cpu = ratePerThird(
    series((sample) => sample.cpuSeconds),
    durationSeconds,
  );
  const latency = ratePerThird(
    series((sample) => sample.latencyMsTotal),
    durationSeconds,
  );
  const byThird = (value: (third: "first" | "middle" | "last") => number, places = 1) =>
    (["first", "middle", "last"] as const).map((third) => round(value(third), places)).join(" / ");
  lines.push(
    `  by third: ${byThird((third) => requests[third], 0)} req/s; mean latency ` +
      `${byThird((third) => (requests[third] ? latency[third] / requests[third] : 0), 0)} ms; store CPU ` +
      `${byThird((third) => (requests[third] ? (cpu[third] * 1000) / requests[third] : 0))} ms per request`,
  );
  const kinds = Object.entries(soak.handles.lastByKind)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(", ");
  if (kinds) lines.push(`  active handles at the end: ${kinds}`);
  const verdict = { true: "nothing grew without bound", false: "SOMETHING GREW", null: "not judged" }[
    String(soak.ok)
  ];
  lines.push(`soak: ${verdict}`);
  return lines;
}

type PerOrderVerdict = Verdict & { middlePerOrder: number; lastPerOrder: number };

function perOrderLine(verdict: PerOrderVerdict, samples: readonly SoakSample[]): string {
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const orders = (last.rows.orders ?? 0) - (first.rows.orders ?? 0);
  const overall = orders > 0 ? Math.round((last.database.usedBytes - first.database.usedBytes) / orders) : 0;
  const onDisk = (sample: SoakSample) =>
    sample.database.fileBytes + sample.database.walBytes + sample.database.shmBytes;
  const overallOnDisk = orders > 0 ? Math.round((onDisk(last) - onDisk(first)) / orders) : 0;
  const ok = { true: "proportional", false: "GROWING FASTER", null: "not judged" }[String(verdict.ok)];
  return (
    `database bytes in use per order: ${overall} over the run (on disk ${overallOnDisk}), ` +
    `${Math.round(verdict.middlePerOrder)} over the 2nd third, ${Math.round(verdict.lastPerOrder)} over the 3rd; ` +
    `3rd third grew ${mib(verdict.measured)} MiB, limit ${mib(verdict.limit)} MiB: ${ok}`
  );
}

// Whether anything grows without bound during a long load (a soak): small pure judgements over samples taken on
// the load's clock. Each compares the run's last third with what came before it; the first third is warm-up (JIT,
// caches, connection pools, the write-ahead log filling up to its checkpoint size).
//   flat          the mean over the last third is within a tolerance of the mean over the middle third
//   bounded       the largest value of the last third is within a tolerance of the largest before it
//   proportional  the size grew over the last third by no more per order than over the middle third
// A run too short, or too thinly sampled, to tell warm-up from growth is not judged (null).

/** One measurement at a second of the load. */
export interface Point {
  second: number;
  value: number;
}

/**
 * How much above its reference a figure may be: a share of the reference or a fixed slack, whichever is more;
 * and never less than a floor (a size that stays under what it is meant to reach is bounded whatever its course).
 */
export interface Tolerance {
  share: number;
  slack: number;
  floor?: number;
}

export interface Verdict {
  /** null: not judged (too short a run, or too few samples in a third). */
  ok: boolean | null;
  /** What was judged: the last third's mean, its largest value, or its growth. */
  measured: number;
  /** What it was held against: the middle third's mean, the largest value before, or the expected growth. */
  reference: number;
  limit: number;
}

/** A shorter run is all warm-up: it is reported but not judged (as the live heap's check in memory.ts). */
export const JUDGED_FROM_SECONDS = 30;
/** Fewer samples than this in a third are not enough to judge by. */
export const MIN_SAMPLES_PER_THIRD = 3;

export function limitOf(reference: number, tolerance: Tolerance): number {
  return Math.max(reference * (1 + tolerance.share), reference + tolerance.slack, tolerance.floor ?? 0);
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}

/** The samples of each third of the run: [0, d/3), [d/3, 2d/3) and [2d/3, d]; none outside the run. */
export function thirds<T extends { second: number }>(samples: readonly T[], durationSeconds: number) {
  const third = durationSeconds / 3;
  const within = (from: number, to: number) =>
    samples.filter((sample) => sample.second >= from && sample.second < to);
  return {
    first: within(0, third),
    middle: within(third, 2 * third),
    // The sample taken as the load ends may land a moment after its last second.
    last: within(2 * third, durationSeconds + 1),
  };
}

function judgeable(durationSeconds: number, ...parts: readonly unknown[][]): boolean {
  return (
    durationSeconds >= JUDGED_FROM_SECONDS && parts.every((part) => part.length >= MIN_SAMPLES_PER_THIRD)
  );
}

/** Within the limit the tolerance allows above the reference; null when the run was too short to judge. */
function verdictOf(measured: number, reference: number, tolerance: Tolerance, judged: boolean): Verdict {
  const limit = limitOf(reference, tolerance);
  return { ok: judged ? measured <= limit : null, measured, reference, limit };
}

/** Flat: the last third's mean is within the tolerance of the middle third's (a leak raises it run after run). */
export function flat(points: readonly Point[], durationSeconds: number, tolerance: Tolerance): Verdict {
  const { middle, last } = thirds(points, durationSeconds);
  const reference = mean(middle.map((point) => point.value));
  const measured = mean(last.map((point) => point.value));
  return verdictOf(measured, reference, tolerance, judgeable(durationSeconds, middle, last));
}

/**
 * Bounded: the largest value of the last third is within the tolerance of the largest before it. For what
 * fills up and is then reused, such as SQLite's write-ahead log (checkpointed and rewritten from its start), and
 * which is not truncated between uses: it must have stopped growing.
 */
export function bounded(points: readonly Point[], durationSeconds: number, tolerance: Tolerance): Verdict {
  const { first, middle, last } = thirds(points, durationSeconds);
  const reference = Math.max(0, ...[...first, ...middle].map((point) => point.value));
  const measured = Math.max(0, ...last.map((point) => point.value));
  return verdictOf(measured, reference, tolerance, judgeable(durationSeconds, middle, last));
}

/** A size, such as the database's, beside the count of what it is expected to grow with (orders placed). */
export interface SizePoint {
  second: number;
  orders: number;
  bytes: number;
}

export interface ProportionalVerdict extends Verdict {
  /** Bytes added per order over the middle third and over the last third. */
  middlePerOrder: number;
  lastPerOrder: number;
}

/** The last sample at or before a second (else the first sample). */
function at<T extends { second: number }>(samples: readonly T[], second: number): T {
  let found = samples[0]!;
  for (const sample of samples) if (sample.second <= second) found = sample;
  return found;
}

/**
 * Proportional: over the last third the size grew by no more than the middle third's bytes per order times the
 * orders of the last third, within the tolerance (the slack absorbs the size growing in steps: pages, extents).
 * A size that grows with each order passes however many orders there are; one that grows faster than the orders
 * (an index or a free list that is never reused, a table that grows with itself) fails.
 */
export function proportional(
  points: readonly SizePoint[],
  durationSeconds: number,
  tolerance: Tolerance,
): ProportionalVerdict {
  const { middle, last } = thirds(points, durationSeconds);
  const none = { ok: null, measured: 0, reference: 0, limit: 0, middlePerOrder: 0, lastPerOrder: 0 };
  if (points.length === 0) return none;
  const third = durationSeconds / 3;
  const [oneThird, twoThirds, end] = [third, 2 * third, durationSeconds + 1].map((second) =>
    at(points, second),
  ) as [SizePoint, SizePoint, SizePoint];
  const middleOrders = twoThirds.orders - oneThird.orders;
  const lastOrders = end.orders - twoThirds.orders;
  const middlePerOrder = middleOrders > 0 ? (twoThirds.bytes - oneThird.bytes) / middleOrders : 0;
  const measured = end.bytes - twoThirds.bytes;
  const lastPerOrder = lastOrders > 0 ? measured / lastOrders : 0;
  const reference = middlePerOrder * lastOrders;
  const limit = limitOf(reference, tolerance);
  const ok =
    judgeable(durationSeconds, middle, last) && middleOrders > 0 && lastOrders > 0 ? measured <= limit : null;
  return { ok, measured, reference, limit, middlePerOrder, lastPerOrder };
}

/** How a value changed per second over each third (requests answered, CPU seconds): from cumulative points. */
export function ratePerThird(points: readonly Point[], durationSeconds: number) {
  if (points.length === 0) return { first: 0, middle: 0, last: 0 };
  const third = durationSeconds / 3;
  const rate = (from: number, to: number) => {
    const [a, b] = [at(points, from), at(points, to)];
    return b.second > a.second ? (b.value - a.value) / (b.second - a.second) : 0;
  };
  return {
    first: rate(0, third),
    middle: rate(third, 2 * third),
    last: rate(2 * third, durationSeconds + 1),
  };
}

/** What a soak samples every few seconds (scripts/load/samples.ts takes them from /proc and the database). */
export interface SoakSample {
  second: number;
  /** Answers received so far, the sum of their latencies (ms), and the store's CPU time so far (s). */
  requests: number;
  latencyMsTotal: number;
  cpuSeconds: number;
  /** The machine's 1-minute load average. */
  machineLoad: number;
  /** From /proc/<pid>/status: all resident memory, and its anonymous (heap, native allocations), file-backed
   * (the database file mapped into memory) and shared (SQLite's -shm index) parts. */
  memory: { rssMiB: number; anonMiB: number; fileMiB: number; shmemMiB: number };
  /** The store's open file descriptors (/proc/<pid>/fd), by what they point to. */
  descriptors: { total: number; sockets: number; files: number; pipes: number; other: number };
  /** Bytes on disk of the database file, its write-ahead log and its shared-memory index; and the bytes in use
   * as the store sees the database ((page count - free pages) × page size: pages still only in the log count,
   * and a free page reused is growth as much as a new one). */
  database: { fileBytes: number; walBytes: number; shmBytes: number; usedBytes: number; freePages: number };
  /** Row counts: tables that grow with the orders placed, and what must stay bounded. */
  rows: Record<string, number>;
}

/** Rows that a soak may only have a bounded number of, however long it runs, and why. */
export const BOUNDED_ROWS: Record<string, string> = {
  cartItems: "a paid order takes its lines out of the cart: only shoppers between cart and payment hold some",
  pendingOrders: "an order is paid in the next step of the journey: only journeys between the two hold one",
  rateLimitCounters: "one counter per limiter and address, swept once its window is over",
};

export interface SoakCheck {
  name: string;
  unit: string;
  rule: "flat" | "bounded" | "proportional";
  verdict: Verdict;
}

/** The tolerances of the soak's judgements (docs/SECURITY.md, "Soak"). */
export const SOAK_TOLERANCE = {
  /** As the live heap's check in memory.ts. */
  liveHeapMiB: { share: 0.1, slack: 4 },
  /** Anonymous resident memory: V8 grows and shrinks its heap in steps of several MiB. */
  anonymousMiB: { share: 0.15, slack: 16 },
  descriptors: { share: 0.1, slack: 4 },
  handles: { share: 0.1, slack: 4 },
  /** SQLite checkpoints the log at 1,000 pages (4 MiB) and then writes it again from its start; under twice that
   * it is bounded whatever its course (a short run ends while it is still filling up). */
  walMiB: { share: 0.1, slack: 1, floor: 8 },
  /** Pages are allocated a table or index at a time; 256 KiB is 64 pages of 4 KiB. */
  databaseBytes: { share: 0.25, slack: 256 * 1024 },
  rows: { share: 0.1, slack: 100 },
} satisfies Record<string, Tolerance>;

const MiB = 2 ** 20;

/**
 * Everything a soak judges: the live heap (after a full collection), anonymous memory, open descriptors, the
 * store's active handles, the write-ahead log, the database's bytes per order, and the rows that must stay
 * bounded. `handles` may be empty (no probe): that check is then not judged.
 */
export function judgeSoak(
  samples: readonly SoakSample[],
  liveHeap: readonly Point[],
  handles: readonly Point[],
  durationSeconds: number,
): { checks: SoakCheck[]; ok: boolean | null } {
  const series = (value: (sample: SoakSample) => number) =>
    samples.map((sample) => ({ second: sample.second, value: value(sample) }));
  const checks: SoakCheck[] = [
    {
      name: "live heap",
      unit: "MiB",
      rule: "flat",
      verdict: flat(liveHeap, durationSeconds, SOAK_TOLERANCE.liveHeapMiB),
    },
    {
      name: "RSS, anonymous",
      unit: "MiB",
      rule: "flat",
      verdict: flat(
        series((sample) => sample.memory.anonMiB),
        durationSeconds,
        SOAK_TOLERANCE.anonymousMiB,
      ),
    },
    {
      name: "open descriptors",
      unit: "",
      rule: "flat",
      verdict: flat(
        series((sample) => sample.descriptors.total),
        durationSeconds,
        SOAK_TOLERANCE.descriptors,
      ),
    },
    {
      name: "active handles",
      unit: "",
      rule: "flat",
      verdict: flat(handles, durationSeconds, SOAK_TOLERANCE.handles),
    },
    {
      name: "write-ahead log",
      unit: "MiB",
      rule: "bounded",
      verdict: bounded(
        series((sample) => sample.database.walBytes / MiB),
        durationSeconds,
        SOAK_TOLERANCE.walMiB,
      ),
    },
    {
      name: "database per order",
      unit: "B",
      rule: "proportional",
      verdict: proportional(
        samples.map((sample) => ({
          second: sample.second,
          orders: sample.rows.orders ?? 0,
          bytes: sample.database.usedBytes,
        })),
        durationSeconds,
        SOAK_TOLERANCE.databaseBytes,
      ),
    },
    ...Object.keys(BOUNDED_ROWS).map((table): SoakCheck => ({
      name: `${table} rows`,
      unit: "",
      rule: "flat",
      verdict: flat(
        series((sample) => sample.rows[table] ?? 0),
        durationSeconds,
        SOAK_TOLERANCE.rows,
      ),
    })),
  ];
  const verdicts = checks.map((check) => check.verdict.ok);
  const ok = verdicts.includes(false) ? false : verdicts.every((verdict) => verdict === null) ? null : true;
  return { checks, ok };
}

// Sustained mixed load with autocannon over real HTTP: every connection plays guest shoppers one after another,
// each browsing (a listing, a search, a product), filling a cart, checking out and paying with PayPal. Passes
// when no answer is a 5xx, no call fails or times out, the store's log (at info) has no error line, and its live
// heap (measured after a full collection by scripts/support/heap-probe.ts) is flat over the run's last two thirds.
// Prints requests, req/s, latency, answers by status and by step, the resident memory sampled every second from
// /proc/<pid>/status, the live heap, and the CPU time the store used.
// As a soak (--minutes N) it also samples, every 10 s, the store's memory by kind, open descriptors and active
// handles, the database's files and size and its row counts (scripts/load/samples.ts), and fails when any of
// them grows without bound (scripts/load/growth.ts); shorter runs sample more often and are judged alike.
//
// Run: npm run load   (or npx tsx scripts/load/mixed.ts [--quick] [--duration=S | --minutes N]
//                      [--connections=N] [--report=<file>] [--keep])
// Full: 60 s at 50 connections. --quick: 5 s at 10 connections (CI). --minutes N: N minutes at 20 connections.
// Options take `--name=value` or `--name value`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import {
  argument,
  cpuSeconds,
  flag,
  numberArgument,
  readLog,
  residentMiB,
  startStore,
  storeDatabase,
  workFolder,
} from "../support/store-process.ts";
import { judgeSoak, type Point, type SoakCheck, type SoakSample } from "./growth.ts";
import { journey, loadProducts, type AnswersByStep } from "./journey.ts";
import { isHeapFlat, liveHeap, nearest, readHeapProbe, type MemorySample } from "./memory.ts";
import { lastProbeHandles, openSampler, readProbeHandles } from "./samples.ts";
import { soakSummary } from "./soak-report.ts";

/** The live heap is measured after a full collection this often (scripts/support/heap-probe.ts). */
const HEAP_PROBE_MS = 5000;
/**
 * A soak's connections: fewer than the 60 s run's 50. The store is CPU-bound, so this barely lowers what it
 * answers per second, but shortens the queue in front of it: on a busy machine, 50 connections sometimes waited
 * close to autocannon's 30 s timeout, which over half an hour would fail the run for the machine's sake.
 */
const SOAK_CONNECTIONS = 20;
/** A soak's samples (memory, descriptors, database): every 10 s, more often in a shorter run (60 s: every 1 s). */
export const soakSampleSeconds = (durationSeconds: number) =>
  Math.min(10, Math.max(1, Math.round(durationSeconds / 60)));

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  /** How long after the load to wait before the last memory sample (default 3 s). */
  settleMs?: number;
  template?: string;
  keep?: boolean;
  report?: (line: string) => void;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  byStatus: Record<string, number>;
  byStep: AnswersByStep;
  journeysPaid: number;
  errors: number;
  timeouts: number;
  log: { lines: number; warnings: number; errors: string[] };
  memory: {
    /** Resident memory from /proc/<pid>/status, every second. */
    rss: { startMiB: number; middleMiB: number; endMiB: number; settledMiB: number; samples: MemorySample[] };
    /** The live heap after a full collection, every few seconds, and its means over the run's thirds. */
    liveHeap: { firstMiB: number; middleThirdMiB: number; lastThirdMiB: number; samples: MemorySample[] };
  };
  /** null when the run was too short to tell warm-up from growth. */
  memoryFlat: boolean | null;
  /** What a soak samples (scripts/load/samples.ts) and whether any of it grew without bound (growth.ts). */
  soak: {
    everySeconds: number;
    samples: SoakSample[];
    /** The store's active handles and requests, counted by the heap probe, and their kinds at the end. */
    handles: { samples: Point[]; lastByKind: Record<string, number> };
    checks: SoakCheck[];
    /** null when the run was too short to judge. */
    ok: boolean | null;
  };
  /** CPU time the store used during the load: what the figures cost, whatever else the machine was doing. */
  storeCpu: { seconds: number; shareOfOneCore: number; msPerRequest: number };
  /** The machine's 1-minute load average before and after: other work on it slows every figure. */
  machineLoad: { before: number; after: number };
  folder: string;
  ok: boolean;
}

export async function runMixedLoad(options: LoadOptions): Promise<LoadResult> {
  const report = options.report ?? (() => {});
  const folder = workFolder("load");
  const databaseFile = storeDatabase(folder, options.template);
  const heapFile = path.join(folder, "heap.jsonl");
  const store = await startStore({
    databaseFile,
    logFile: path.join(folder, "store.log"),
    logLevel: "info",
    nodeArguments: ["--expose-gc"],
    preloads: ["./scripts/support/heap-probe.ts"],
    environment: { STORE_HEAP_PROBE_FILE: heapFile, STORE_HEAP_PROBE_MS: String(HEAP_PROBE_MS) },
  });
  let ok = false;
  try {
    const { products, categories } = loadProducts(databaseFile);
    const byStep: LoadResult["byStep"] = {};
    const loadBefore = os.loadavg()[0]!;
    const cpuBefore = cpuSeconds(store.pid);
    const started = Date.now();
    const rssNow = () => ({ second: Math.round((Date.now() - started) / 1000), mib: residentMiB(store.pid) });
    const samples: MemorySample[] = [rssNow()];
    const sampler = setInterval(() => samples.push(rssNow()), 1000);
    const byStatus: Record<string, number> = {};
    const soakEvery = soakSampleSeconds(options.durationSeconds);
    const soakSampler = openSampler(store.pid, databaseFile);
    const answered = { requests: 0, latencyMsTotal: 0 };
    const soakNow = () =>
      soakSampler.take({
        second: Math.round((Date.now() - started) / 100) / 10,
        ...answered,
        cpuSeconds: cpuSeconds(store.pid) - cpuBefore,
      });
    const soakSamples: SoakSample[] = [soakNow()];
    // A sample that cannot be taken (the store gone) ends the sampling; the run then fails on that error.
    let samplingError: unknown;
    const soakTimer = setInterval(() => {
      try {
        soakSamples.push(soakNow());
      } catch (error) {
        samplingError ??= error;
        clearInterval(soakTimer);
      }
    }, soakEvery * 1000);
    let result: autocannon.Result;
    try {
      result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: store.base,
            connections: options.connections,
            duration: options.durationSeconds,
            timeout: 30,
            requests: journey(products, categories, byStep),
          },
          (error: unknown, done) => (error ? reject(error) : resolve(done)),
        );
        instance.on("response", (_client, statusCode, _bytes, responseTime) => {
          byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
          answered.requests += 1;
          answered.latencyMsTotal += responseTime;
        });
      });
    } catch (error) {
      soakSampler.close();
      throw error;
    } finally {
      clearInterval(sampler);
      clearInterval(soakTimer);
    }
    samples.push(rssNow());
    try {
      soakSamples.push(soakNow());
    } finally {
      // Before the store stops, so that the store's connection is the file's last (it checkpoints the log).
      soakSampler.close();
    }
    if (samplingError) report(`load: sampling stopped: ${String(samplingError)}`);
    const loadAfter = os.loadavg()[0]!;
    const storeCpuSeconds = cpuSeconds(store.pid) - cpuBefore;
    const elapsedSeconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 3000));
    const settledMiB = residentMiB(store.pid);
    const exit = await store.stop();
    const log = await readLog(store.logFile);

    const memory = {
      rss: {
        startMiB: samples[0]!.mib,
        middleMiB: nearest(samples, options.durationSeconds / 2).mib,
        endMiB: samples.at(-1)!.mib,
        settledMiB,
        samples,
      },
      liveHeap: liveHeap(readHeapProbe(heapFile, started), options.durationSeconds),
    };
    const memoryFlat = isHeapFlat(memory.liveHeap, options.durationSeconds);
    const handles = readProbeHandles(heapFile, started, options.durationSeconds);
    const heapPoints = memory.liveHeap.samples.map((sample) => ({
      second: sample.second,
      value: sample.mib,
    }));
    const soak = {
      everySeconds: soakEvery,
      samples: soakSamples,
      handles: { samples: handles, lastByKind: lastProbeHandles(heapFile) },
      ...judgeSoak(soakSamples, heapPoints, handles, options.durationSeconds),
    };
    const serverErrors = Object.entries(byStatus).filter(([status]) => Number(status) >= 500);
    const outcome: LoadResult = {
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.total / options.durationSeconds),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      byStatus,
      byStep,
      journeysPaid: byStep.pay?.["200"] ?? 0,
      errors: result.errors,
      timeouts: result.timeouts,
      log,
      memory,
      memoryFlat,
      soak,
      storeCpu: {
        seconds: Math.round(storeCpuSeconds * 10) / 10,
        shareOfOneCore: Math.round((storeCpuSeconds / elapsedSeconds) * 100) / 100,
        msPerRequest: Math.round((storeCpuSeconds * 1000 * 10) / Math.max(1, result.requests.total)) / 10,
      },
      machineLoad: { before: loadBefore, after: loadAfter },
      folder,
      ok: false,
    };
    ok =
      serverErrors.length === 0 &&
      result.errors === 0 &&
      result.timeouts === 0 &&
      log.errors.length === 0 &&
      memoryFlat !== false &&
      soak.ok !== false &&
      !samplingError &&
      exit === 0;
    outcome.ok = ok;
    report(`store exited with ${exit}; log ${log.lines} lines`);
    return outcome;
  } finally {
    if (!store.exited) await store.kill();
    if (ok && !options.keep) fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** At most this many samples of a series are printed (all of them are in the JSON report). */
const PRINTED_SAMPLES = 60;
const thin = <T>(samples: readonly T[]) =>
  samples.filter((_, index) => index % Math.ceil(samples.length / PRINTED_SAMPLES) === 0);

async function main(): Promise<void> {
  const quick = flag("quick") || process.env.LOAD_QUICK === "1";
  const minutes = numberArgument("minutes", 0);
  if (minutes && (flag("duration") || argument("duration") !== undefined)) {
    throw new Error("--minutes and --duration say the same thing: give one");
  }
  const options: LoadOptions = {
    durationSeconds: minutes ? minutes * 60 : numberArgument("duration", quick ? 5 : 60),
    connections: numberArgument("connections", quick ? 10 : minutes ? SOAK_CONNECTIONS : 50),
    keep: flag("keep"),
    report: (line) => console.log(line),
  };
  const reportFile =
    argument("report") ??
    (minutes
      ? path.join(os.tmpdir(), `store-soak-${new Date().toISOString().replaceAll(":", "-")}.json`)
      : null);
  console.log(
    `load: ${options.durationSeconds} s of guest shoppers (browse, cart, checkout, pay) on ${options.connections} connections`,
  );
  const result = await runMixedLoad(options);
  console.log(
    `load: ${result.requests} requests, ${result.requestsPerSecond} req/s, ${result.journeysPaid} journeys paid`,
  );
  console.log(
    `load: latency p50 ${result.latencyMs.p50} ms, p90 ${result.latencyMs.p90} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
  );
  console.log(
    `load: answers by status ${JSON.stringify(result.byStatus)}; call errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  for (const [step, counts] of Object.entries(result.byStep))
    console.log(`  ${step.padEnd(9)} ${JSON.stringify(counts)}`);
  console.log(
    `load: log ${result.log.lines} lines, ${result.log.warnings} warnings, ${result.log.errors.length} errors`,
  );
  for (const line of result.log.errors.slice(0, 5)) console.log(`  ${line}`);
  const { rss, liveHeap: heap } = result.memory;
  const verdict = { true: "flat", false: "GROWING", null: "not judged (run under 30 s)" }[
    String(result.memoryFlat)
  ];
  console.log(
    `load: RSS start ${rss.startMiB} MiB, middle ${rss.middleMiB} MiB, end ${rss.endMiB} MiB, ` +
      `settled ${rss.settledMiB} MiB`,
  );
  console.log(
    `  RSS samples (s:MiB) ${thin(rss.samples)
      .map((sample) => `${sample.second}:${sample.mib}`)
      .join(" ")}`,
  );
  console.log(
    `load: live heap after a full collection: first ${heap.firstMiB} MiB, middle third ${heap.middleThirdMiB} MiB, ` +
      `last third ${heap.lastThirdMiB} MiB: ${verdict}`,
  );
  console.log(
    `  heap samples (s:MiB) ${thin(heap.samples)
      .map((sample) => `${sample.second}:${sample.mib}`)
      .join(" ")}`,
  );
  console.log(
    `load: the store used ${result.storeCpu.seconds} s of CPU (${result.storeCpu.shareOfOneCore} of one core), ` +
      `${result.storeCpu.msPerRequest} ms per request`,
  );
  console.log(
    `load: machine load average (1 min) ${result.machineLoad.before.toFixed(2)} before, ` +
      `${result.machineLoad.after.toFixed(2)} after, on ${os.cpus().length} cores`,
  );
  const heapPoints = heap.samples.map((sample) => ({ second: sample.second, value: sample.mib }));
  for (const line of soakSummary(result.soak, heapPoints, options.durationSeconds)) console.log(line);
  if (reportFile) {
    const { report: _, ...given } = options;
    fs.writeFileSync(
      reportFile,
      `${JSON.stringify({ options: given, cores: os.cpus().length, finishedAt: new Date(), ...result }, null, 1)}\n`,
    );
    console.log(`load: report in ${reportFile}`);
  }
  if (!result.ok) {
    console.error(`load: FAILED (files kept in ${result.folder})`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

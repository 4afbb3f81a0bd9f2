// The store's memory under load: resident-set samples and the live heap the probe (scripts/support/heap-probe.ts)
// writes after each full collection, put on the load's clock, and the judgement whether the heap stayed flat.
import fs from "node:fs";

/**
 * Memory is flat when the live heap over the last third of the run is within this share (or this slack) of the
 * live heap over its middle third; the first third is warm-up (JIT, caches).
 */
const FLAT_SHARE = 0.1;
const FLAT_SLACK_MIB = 4;
/** A shorter run is all warm-up: its memory is reported but not judged. */
const MEMORY_JUDGED_FROM_SECONDS = 30;

export interface MemorySample {
  second: number;
  mib: number;
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

export function nearest(samples: MemorySample[], second: number): MemorySample {
  return samples.reduce((best, sample) =>
    Math.abs(sample.second - second) < Math.abs(best.second - second) ? sample : best,
  );
}

/** The probe's samples, on the load's clock (seconds since the load began; negative before it). */
export function readHeapProbe(file: string, started: number): MemorySample[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { at: number; heapUsed: number })
    .map((sample) => ({ second: Math.round((sample.at - started) / 100) / 10, mib: mib(sample.heapUsed) }));
}

export function liveHeap(all: MemorySample[], durationSeconds: number) {
  const samples = all.filter((sample) => sample.second >= 0 && sample.second <= durationSeconds);
  const mean = (from: number, to: number) => {
    const within = samples.filter((sample) => sample.second >= from && sample.second < to);
    return within.length
      ? mib((within.reduce((sum, sample) => sum + sample.mib, 0) / within.length) * 2 ** 20)
      : 0;
  };
  const third = durationSeconds / 3;
  return {
    firstMiB: samples[0]?.mib ?? 0,
    middleThirdMiB: mean(third, 2 * third),
    lastThirdMiB: mean(2 * third, durationSeconds + 1),
    samples,
  };
}

/** Whether the live heap stayed flat over the run's last third (null: too short a run to judge). */
export function isHeapFlat(
  heap: { middleThirdMiB: number; lastThirdMiB: number },
  durationSeconds: number,
): boolean | null {
  if (durationSeconds < MEMORY_JUDGED_FROM_SECONDS) return null;
  const { middleThirdMiB, lastThirdMiB } = heap;
  return lastThirdMiB <= Math.max(middleThirdMiB * (1 + FLAT_SHARE), middleThirdMiB + FLAT_SLACK_MIB);
}

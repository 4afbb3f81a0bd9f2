import { describe, expect, it } from "vitest";
import {
  bounded,
  flat,
  judgeSoak,
  proportional,
  ratePerThird,
  SOAK_TOLERANCE,
  thirds,
  type Point,
  type SoakSample,
} from "./growth.ts";

/** A repeatable noise in [-1, 1] (a linear congruential generator), so that a noisy series is the same every run. */
function noise(seed = 7) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return (state / 2 ** 31) * 2 - 1;
  };
}

/** A sample every `every` seconds over `duration` seconds, its value from the second. */
function series(duration: number, every: number, value: (second: number) => number): Point[] {
  const points: Point[] = [];
  for (let second = 0; second <= duration; second += every) points.push({ second, value: value(second) });
  return points;
}

const HALF_HOUR = 1800;

describe("flat", () => {
  const tolerance = { share: 0.1, slack: 4 };

  it("passes a level series with noise, and one that settles after warming up", () => {
    const jitter = noise();
    expect(
      flat(
        series(HALF_HOUR, 10, () => 70 + 3 * jitter()),
        HALF_HOUR,
        tolerance,
      ).ok,
    ).toBe(true);
    // Warm-up in the first third (a cache filling), then level.
    const warming = series(HALF_HOUR, 10, (second) => Math.min(40 + second / 10, 90) + jitter());
    expect(flat(warming, HALF_HOUR, tolerance).ok).toBe(true);
  });

  it("fails a series that keeps growing, even slowly and with noise", () => {
    const jitter = noise();
    // One descriptor a minute more: 30 over half an hour.
    const leaking = series(HALF_HOUR, 10, (second) => 70 + second / 60 + 2 * jitter());
    const verdict = flat(leaking, HALF_HOUR, tolerance);
    expect(verdict.ok).toBe(false);
    expect(verdict.measured).toBeGreaterThan(verdict.limit);
  });

  it("does not judge a run too short or too thinly sampled", () => {
    expect(
      flat(
        series(20, 1, (second) => second * 100),
        20,
        tolerance,
      ).ok,
    ).toBeNull();
    expect(
      flat(
        series(600, 300, (second) => second * 100),
        600,
        tolerance,
      ).ok,
    ).toBeNull();
  });
});

describe("bounded", () => {
  const tolerance = { share: 0.1, slack: 1 };

  it("passes a write-ahead log that fills to its checkpoint size and is reused from its start", () => {
    // The file grows to 4 MiB within the first minute, then stays: a checkpoint restarts the log at its head.
    const wal = series(HALF_HOUR, 10, (second) => Math.min(second / 15, 4.1));
    expect(bounded(wal, HALF_HOUR, tolerance).ok).toBe(true);
  });

  it("fails a log that is never checkpointed back to its start", () => {
    const wal = series(HALF_HOUR, 10, (second) => 4 + second / 60);
    const verdict = bounded(wal, HALF_HOUR, tolerance);
    expect(verdict.ok).toBe(false);
    expect(verdict.measured).toBe(34);
    expect(verdict.reference).toBeCloseTo(4 + 1190 / 60);
  });

  it("lets a short run's log still be filling up, under twice the checkpoint size, and no further", () => {
    const filling = series(60, 1, (second) => second / 15);
    expect(bounded(filling, 60, SOAK_TOLERANCE.walMiB).ok).toBe(true);
    const past = series(HALF_HOUR, 10, (second) => second / 150);
    expect(bounded(past, HALF_HOUR, SOAK_TOLERANCE.walMiB).ok).toBe(false);
  });
});

describe("proportional", () => {
  const tolerance = { share: 0.25, slack: 256 * 1024 };
  /** Orders at 5 a second; the size from the orders, in 4 KiB pages. */
  const sized = (bytes: (orders: number) => number) =>
    series(HALF_HOUR, 10, (second) => second * 5).map(({ second, value: orders }) => ({
      second,
      orders,
      bytes: Math.ceil(bytes(orders) / 4096) * 4096,
    }));

  it("passes a database that grows by the same bytes per order, in whole pages", () => {
    const jitter = noise(3);
    const verdict = proportional(
      sized((orders) => 2e6 + 2100 * orders + 20_000 * jitter()),
      HALF_HOUR,
      tolerance,
    );
    expect(verdict.ok).toBe(true);
    // Within a hundredth: the noise and the whole pages.
    expect(Math.abs(verdict.middlePerOrder - 2100)).toBeLessThan(21);
    expect(Math.abs(verdict.lastPerOrder - 2100)).toBeLessThan(21);
  });

  it("fails a database that grows faster than its orders", () => {
    // Each order costs a little more than the one before (an index over everything so far, say).
    const verdict = proportional(
      sized((orders) => 2e6 + 2100 * orders + 0.3 * orders ** 2),
      HALF_HOUR,
      tolerance,
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.lastPerOrder).toBeGreaterThan(verdict.middlePerOrder * 1.25);
  });

  it("does not judge a run without orders", () => {
    expect(
      proportional(
        sized(() => 2e6).map((point) => ({ ...point, orders: 0 })),
        HALF_HOUR,
        tolerance,
      ).ok,
    ).toBe(null);
  });
});

describe("thirds and rates", () => {
  it("splits a run into thirds, counting the sample taken as the load ends in the last", () => {
    const split = thirds(series(60, 10, () => 0).concat({ second: 60.4, value: 0 }), 60);
    expect([split.first, split.middle, split.last].map((part) => part.map((point) => point.second))).toEqual([
      [0, 10],
      [20, 30],
      [40, 50, 60, 60.4],
    ]);
  });

  it("gives the rate of a cumulative count over each third", () => {
    // 40 requests a second, then 20 over the last third.
    const count = series(90, 1, (second) => (second <= 60 ? 40 * second : 2400 + 20 * (second - 60)));
    expect(ratePerThird(count, 90)).toEqual({ first: 40, middle: 40, last: 20 });
  });
});

describe("judgeSoak", () => {
  function soak(leak: { descriptorsPerMinute?: number; walMiBPerMinute?: number } = {}): SoakSample[] {
    const jitter = noise(11);
    return series(HALF_HOUR, 10, (second) => second).map(({ second }) => {
      const orders = second * 5;
      return {
        second,
        requests: second * 40,
        latencyMsTotal: second * 40 * 300,
        cpuSeconds: second * 0.6,
        machineLoad: 4,
        memory: { rssMiB: 250 + 10 * jitter(), anonMiB: 160 + 10 * jitter(), fileMiB: 80, shmemMiB: 4 },
        descriptors: {
          total: Math.round(72 + 2 * jitter() + ((leak.descriptorsPerMinute ?? 0) * second) / 60),
          sockets: 55,
          files: 8,
          pipes: 4,
          other: 5,
        },
        database: {
          fileBytes: 2e6 + 2000 * orders,
          walBytes: Math.min(second * 0.3, 4.1 + ((leak.walMiBPerMinute ?? 0) * second) / 60) * 2 ** 20,
          shmBytes: 32_768,
          usedBytes: Math.ceil((2e6 + 2100 * orders) / 4096) * 4096,
          freePages: 3,
        },
        rows: {
          orders,
          cartItems: Math.round(40 + 10 * jitter()),
          pendingOrders: Math.round(20 + 10 * jitter()),
          rateLimitCounters: 2,
        },
      };
    });
  }
  const heap = series(HALF_HOUR, 5, (second) => 38 + (second > 60 ? 1 : 0));
  const handles = series(HALF_HOUR, 5, () => 57);

  it("passes a store whose figures stay level and whose database grows with its orders", () => {
    const result = judgeSoak(soak(), heap, handles, HALF_HOUR);
    expect(result.checks.filter((check) => check.verdict.ok !== true).map((check) => check.name)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("fails on a descriptor leak or a log that is never checkpointed, naming the check", () => {
    const leaking = judgeSoak(soak({ descriptorsPerMinute: 1 }), heap, handles, HALF_HOUR);
    expect(leaking.ok).toBe(false);
    expect(leaking.checks.filter((check) => check.verdict.ok === false).map((check) => check.name)).toEqual([
      "open descriptors",
    ]);
    const growingLog = judgeSoak(soak({ walMiBPerMinute: 2 }), heap, handles, HALF_HOUR);
    expect(
      growingLog.checks.filter((check) => check.verdict.ok === false).map((check) => check.name),
    ).toEqual(["write-ahead log"]);
  });

  it("judges nothing in a run of a few seconds", () => {
    const short = soak().filter((sample) => sample.second <= 10);
    expect(judgeSoak(short, [], [], 10).ok).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { createScheduler } from "./scheduler.ts";

const errors: unknown[] = [];
const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets `ms` of the faked clock pass, running every timer due and the promises they settle. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** A scheduler of one job, due every 5 ms of the faked clock. */
const schedulerOf = (name: string, run: () => Promise<void>) =>
  createScheduler([{ name, everyMs: 5, run }], log);

describe("the job scheduler", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never runs a job twice at once, and stop waits for the run under way", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const scheduler = schedulerOf("slow", async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(30);
      runs += 1;
      running -= 1;
    });
    scheduler.start();
    await Promise.all([scheduler.runNow("slow"), scheduler.runNow("slow"), elapse(120)]);
    // A run is under way when it stops (it ends 30 ms later): what is running is read as stop settles.
    let runningWhenStopped = -1;
    await Promise.all([scheduler.stop().then(() => (runningWhenStopped = running)), elapse(30)]);
    const afterStop = runs;
    expect(most).toBe(1);
    expect(runningWhenStopped).toBe(0);
    expect(runs).toBeGreaterThanOrEqual(2);
    await elapse(60);
    expect(runs).toBe(afterStop);
  });

  it("keeps running after a failed run and logs it", async () => {
    let calls = 0;
    const scheduler = schedulerOf("flaky", async () => {
      calls += 1;
      throw new Error("boom");
    });
    scheduler.start();
    await elapse(60);
    await scheduler.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    await expect(scheduler.runNow("unknown")).rejects.toThrow(/No background job/);
  });

  it("tells a run under way that the app is stopping, so a long job ends at its next step", async () => {
    let steps = 0;
    const scheduler = createScheduler(
      [
        {
          name: "long",
          everyMs: 5,
          run: async (stopping) => {
            while (!stopping.aborted) {
              steps += 1;
              await pause(10);
            }
          },
        },
      ],
      log,
    );
    scheduler.start();
    await elapse(50);
    expect(steps).toBeGreaterThan(0);
    await Promise.all([scheduler.stop(), elapse(10)]);
    const stepsWhenStopped = steps;
    await elapse(100);
    expect(steps).toBe(stepsWhenStopped);
  });
});

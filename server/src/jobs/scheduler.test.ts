import { describe, expect, it } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { createScheduler } from "./scheduler.ts";

const errors: unknown[] = [];
const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the job scheduler", () => {
  it("never runs a job twice at once, and stop waits for the run under way", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const scheduler = createScheduler(
      [
        {
          name: "slow",
          everyMs: 5,
          run: async () => {
            running += 1;
            most = Math.max(most, running);
            await pause(30);
            runs += 1;
            running -= 1;
          },
        },
      ],
      log,
    );
    scheduler.start();
    await Promise.all([scheduler.runNow("slow"), scheduler.runNow("slow"), pause(120)]);
    await scheduler.stop();
    const afterStop = runs;
    expect(most).toBe(1);
    expect(running).toBe(0);
    expect(runs).toBeGreaterThanOrEqual(2);
    await pause(60);
    expect(runs).toBe(afterStop);
  });

  it("keeps running after a failed run and logs it", async () => {
    let calls = 0;
    const scheduler = createScheduler(
      [
        {
          name: "flaky",
          everyMs: 5,
          run: async () => {
            calls += 1;
            throw new Error("boom");
          },
        },
      ],
      log,
    );
    scheduler.start();
    await pause(60);
    await scheduler.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    await expect(scheduler.runNow("unknown")).rejects.toThrow(/No background job/);
  });
});

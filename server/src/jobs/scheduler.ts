// The one home of background work: each job runs every so often on every replica, never overlapping itself (the
// next run is timed from the end of the last), and stops with the app. Jobs are safe to run on several replicas
// at once: each claims its rows with guarded updates.
import type { FastifyBaseLogger } from "fastify";

export interface Job {
  name: string;
  /** The pause between the end of one run and the start of the next. */
  everyMs: number;
  /** `stopping` is aborted when the app stops: a long job (a sweep of many batches) ends at its next step. */
  run: (stopping: AbortSignal) => Promise<unknown>;
}

export interface Scheduler {
  start(): void;
  /** Stops timing new runs and waits for the runs under way. */
  stop(): Promise<void>;
  /** Runs a job now (tests, or after a write that wants it soon); joins a run already under way. */
  runNow(name: string): Promise<void>;
}

export function createScheduler(jobs: Job[], log: FastifyBaseLogger): Scheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();
  let started = false;
  let stopping = new AbortController();

  function runOnce(job: Job): Promise<void> {
    const underWay = running.get(job.name);
    if (underWay) return underWay;
    const run = job
      .run(stopping.signal)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, job: job.name }, "a background job failed"),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  function schedule(job: Job) {
    if (!started) return;
    const timer = setTimeout(() => {
      void runOnce(job).then(() => schedule(job));
    }, job.everyMs);
    // A waiting job never keeps the process alive on its own.
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = new AbortController();
      for (const job of jobs) schedule(job);
    },
    async stop() {
      started = false;
      stopping.abort();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running.values());
    },
    async runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`No background job named ${name}`);
      await runOnce(job);
    },
  };
}

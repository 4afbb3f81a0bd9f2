// A stalled log reader never stalls the store: a real store whose standard output is a pipe that nobody reads
// keeps answering, says how many lines it dropped once the pipe is read again, and, with the pipe full again,
// exits within its grace on SIGTERM (before log-sink.ts, pino's exit flush waited on the full pipe forever).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startStore, type RunningStore } from "../../scripts/support/store-process.ts";
import { LOG_BUFFER_BYTES } from "../src/log-sink.ts";
import { TEST_JWT_SECRET } from "./support/constants.ts";
import { createDatabase, databaseName, dropDatabase, testPostgresServer } from "./support/postgres.ts";

/** main.ts's forced exit: a store asked to stop is gone by then, whatever its log's reader does. */
const GRACE_MS = 10_000;
/** Each request's log line carries its address: a long one fills the pipe with few requests. */
const PADDING = "p".repeat(6_000);
/**
 * Enough lines to fill, several times over, what can hold them on the way: the sink's bound, the pipe (a socket
 * pair of a few hundred KiB on Linux) and the small buffer of this process's end, which reads until it is full.
 */
const FILLING_BYTES = 3 * LOG_BUFFER_BYTES;
const CONCURRENT = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests whose "incoming request" lines, each with the padded address, add up to FILLING_BYTES. */
async function floodWithLoggedRequests(base: string): Promise<void> {
  const requests = Math.ceil(FILLING_BYTES / PADDING.length);
  let sent = 0;
  const worker = async () => {
    while (sent < requests) {
      sent += 1;
      const response = await fetch(`${base}/api/categories?note=${PADDING}`, {
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, worker));
}

async function answers(base: string): Promise<boolean> {
  const response = await fetch(`${base}/api/categories`, { signal: AbortSignal.timeout(5_000) });
  return response.ok && ((await response.json()) as { categories: unknown[] }).categories.length > 0;
}

describe("a store whose log reader stalls", () => {
  let folder: string;
  let databaseUrl: string;
  let removeDatabase: () => Promise<void>;
  let store: RunningStore;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-stalled-log-"));
    const template = inject("templateDatabase");
    const server = testPostgresServer();
    if (server) {
      databaseUrl = await createDatabase(server, "store_test", databaseName(template));
      removeDatabase = () => dropDatabase(databaseUrl);
    } else {
      fs.copyFileSync(template, path.join(folder, "store.db"));
      databaseUrl = `file:${path.join(folder, "store.db")}`;
      removeDatabase = async () => {};
    }
    store = await startStore({
      databaseUrl,
      logFile: path.join(folder, "errors.log"),
      standardOutput: "pipe",
      // Every request logs its address at info.
      logLevel: "info",
      environment: { JWT_SECRET: TEST_JWT_SECRET, CLIENT_DIST: "" },
    });
  }, 120_000);

  afterAll(async () => {
    if (store && !store.exited) await store.kill();
    await removeDatabase();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps answering, and says how many lines it dropped once the pipe is read again", async () => {
    await floodWithLoggedRequests(store.base);
    expect(await answers(store.base)).toBe(true);

    // The reader comes back: every line it gets is one of pino's JSON lines, and one of them counts the dropped.
    let text = "";
    const output = store.output!;
    const read = (chunk: Buffer) => (text += chunk.toString());
    // (A stream paused on purpose flows again only when told to, not on a new listener.)
    output.on("data", read).resume();
    const reported = () =>
      text
        .split("\n")
        .filter((line) => line.includes("droppedLogLines"))
        .map((line) => JSON.parse(line) as { level: number; droppedLogLines: number; msg: string });
    const deadline = Date.now() + 10_000;
    while (reported().length === 0 && Date.now() < deadline) await pause(50);
    output.off("data", read);
    output.pause();

    const [report] = reported();
    expect(report?.level).toBe(40);
    expect(report?.droppedLogLines).toBeGreaterThan(0);
    const lines = text.slice(0, text.lastIndexOf("\n")).split("\n");
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(lines.some((line) => line.includes('"msg":"incoming request"'))).toBe(true);
  }, 90_000);

  it("exits within its grace on SIGTERM with the pipe full again", async () => {
    await floodWithLoggedRequests(store.base);
    expect(await answers(store.base)).toBe(true);

    const asked = Date.now();
    const code = await Promise.race([store.stop(), pause(GRACE_MS + 1_000).then(() => "still running")]);
    expect(code).toBe(0);
    expect(Date.now() - asked).toBeLessThan(GRACE_MS);
  }, 90_000);
});

import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogSink } from "./log-sink.ts";

/** A reader that takes nothing until told to: what it was given waits in the stream, as in a full pipe. */
function stallingReader() {
  const received: string[] = [];
  let held: (() => void)[] = [];
  let stalled = true;
  const stream = new Writable({
    highWaterMark: 64,
    write(chunk: Buffer, _encoding, callback) {
      const take = () => {
        received.push(chunk.toString());
        callback();
      };
      if (stalled) held.push(take);
      else take();
    },
  });
  return {
    stream,
    received,
    /** The reader reads again: everything held is taken, and what comes next at once. */
    resume() {
      stalled = false;
      const waiting = held;
      held = [];
      for (const take of waiting) take();
    },
  };
}

const line = (n: number) => `${JSON.stringify({ level: 30, n, msg: "x".repeat(80) })}\n`;

describe("the log sink", () => {
  it("holds lines up to its bound for a stalled reader, drops and counts the rest, and reports them once read", async () => {
    const reader = stallingReader();
    const sink = createLogSink(reader.stream, 1_000);
    const reports: number[] = [];
    sink.reportDropsTo((dropped) => {
      reports.push(dropped);
      sink.write(`report ${dropped}\n`);
    });
    for (let n = 0; n < 50; n += 1) sink.write(line(n));
    // 100 bytes a line: the first one always, then as many as stay within 1,000 bytes held.
    expect(reader.stream.writableLength).toBeLessThanOrEqual(1_000);
    expect(sink.dropped).toBe(50 - reader.stream.writableLength / line(0).length);
    expect(sink.dropped).toBeGreaterThan(35);
    expect(reports).toEqual([]);

    reader.resume();
    await new Promise((resolve) => setImmediate(resolve));
    expect(reports).toEqual([sink.dropped]);
    // Kept lines are whole and in order (the oldest kept), then the report.
    const kept = reader.received.slice(0, -1).map((text) => (JSON.parse(text) as { n: number }).n);
    expect(kept).toEqual(kept.map((_, index) => index));
    expect(reader.received.at(-1)).toBe(`report ${sink.dropped}\n`);

    // Read again, lines pass straight through and nothing more is reported.
    sink.write(line(99));
    expect(reader.received.at(-1)).toBe(line(99));
    expect(reports).toHaveLength(1);
  });

  it("takes one line longer than its bound when nothing is held", () => {
    const reader = stallingReader();
    const sink = createLogSink(reader.stream, 10);
    sink.write(line(1));
    sink.write(line(2));
    expect(reader.stream.writableLength).toBe(line(1).length);
    expect(sink.dropped).toBe(1);
  });

  it("waits for its last lines only as long as it is allowed", async () => {
    const reader = stallingReader();
    const sink = createLogSink(reader.stream, 1_000);
    sink.write(line(1));
    const started = Date.now();
    await sink.drained(120);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(reader.received).toEqual([]);

    setTimeout(() => reader.resume(), 30);
    await sink.drained(5_000);
    expect(reader.received).toEqual([line(1)]);
  });

  it("drops every line once its reader is gone, without throwing", () => {
    const reader = stallingReader();
    const sink = createLogSink(reader.stream, 1_000);
    reader.stream.destroy(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
    sink.write(line(1));
    expect(sink.dropped).toBe(1);
  });
});

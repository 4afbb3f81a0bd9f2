// Where the store's log lines go: standard output, written so that a reader who stops reading (a parent that
// died, a stuck collector) never stalls serving or stopping.
//
// Pino's own destination writes to fd 1 in the background and, at exit, flushes what is left with a synchronous
// write that waits, and waits again, until the pipe takes it: into a pipe nobody reads, forever, so even the
// forced exit never ends the process. This sink hands lines to Node's own stream for standard output instead:
// on a pipe or a socket that is a non-blocking handle whose unwritten lines wait in memory, never in a wait of
// the main thread, and which nothing flushes at exit. What it may hold is bounded: past the bound, lines are
// dropped and counted, and the count is reported (as a log line of its own) once the reader takes lines again.
// A file takes every line at once; a terminal is written as Node writes to one (synchronously: it is for a
// person watching, not for a store in service).
import type { Writable } from "node:stream";

/**
 * What the sink holds for a stalled reader: a few thousand request lines, several seconds of a busy store. Past
 * it, the newest lines are dropped (what is waiting is older and, once written, says when the stall began).
 */
export const LOG_BUFFER_BYTES = 1024 * 1024;

/** How often a stopping store looks whether its last lines are written. */
const DRAIN_POLL_MS = 20;

export interface LogSink {
  /** Pino's destination: one whole line (ending in a newline) per call. */
  write(line: string): void;
  /** Lines dropped since the sink was made, reported or not. */
  readonly dropped: number;
  /**
   * Who hears, once the reader takes lines again, how many were dropped while it did not (the last app made in
   * the process); returns what stops it hearing.
   */
  reportDropsTo(report: (dropped: number) => void): () => void;
  /**
   * Resolves when every held line is written, or after `withinMs` whatever the reader does: a stopping store
   * lets a reader that keeps up have its last lines, and never waits for one that does not.
   */
  drained(withinMs: number): Promise<void>;
}

export function createLogSink(stream: Writable, limitBytes = LOG_BUFFER_BYTES): LogSink {
  let dropped = 0;
  /** Dropped since the last report. */
  let unreported = 0;
  let report: ((dropped: number) => void) | null = null;

  // A reader that closed its end (EPIPE) must not crash the store: from then on every line is dropped.
  stream.on("error", () => undefined);
  // 'drain' comes when everything held has been written after the stream had more than it wanted: the reader
  // is back, and the lines dropped meanwhile are said.
  stream.on("drain", () => {
    if (unreported === 0 || !report) return;
    const count = unreported;
    unreported = 0;
    report(count);
  });

  const closed = () => stream.destroyed || stream.writableEnded;

  return {
    write(line) {
      // One line is always taken when nothing is held, however long; beyond that, nothing past the bound.
      const held = stream.writableLength;
      if (closed() || (held > 0 && held + Buffer.byteLength(line) > limitBytes)) {
        dropped += 1;
        unreported += 1;
        return;
      }
      stream.write(line);
    },
    get dropped() {
      return dropped;
    },
    reportDropsTo(listener) {
      report = listener;
      return () => {
        if (report === listener) report = null;
      };
    },
    async drained(withinMs) {
      // Polled: 'drain' only follows a write the stream found too much, not every emptying of what it holds.
      const deadline = Date.now() + withinMs;
      while (!closed() && stream.writableLength > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
      }
    },
  };
}

let standardOutput: LogSink | undefined;

/** The one sink over this process's standard output (a process has one: every app in it shares it). */
export function standardOutputSink(): LogSink {
  standardOutput ??= createLogSink(process.stdout);
  return standardOutput;
}

// Loaded into the store process by the load test, never by the store itself:
//   node --expose-gc --import tsx --import ./scripts/support/heap-probe.ts server/src/main.ts
// Every STORE_HEAP_PROBE_MS it runs a full garbage collection and appends the heap still in use (the live
// objects) and the resident memory to STORE_HEAP_PROBE_FILE as a JSON line. RSS alone rises and falls by tens of
// MiB as V8 grows its heap in steps; the live heap after a full collection is what a leak makes grow. Each line
// also counts the process's active handles and requests by kind (sockets, timers, file requests...), which a
// leaked connection or a timer never cleared makes grow.
import fs from "node:fs";

const file = process.env.STORE_HEAP_PROBE_FILE;
const every = Number(process.env.STORE_HEAP_PROBE_MS ?? 5000);

if (file && typeof gc === "function") {
  const collect = gc;
  const timer = setInterval(() => {
    collect();
    const { heapUsed, rss } = process.memoryUsage();
    const handles: Record<string, number> = {};
    for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1;
    fs.appendFileSync(file, `${JSON.stringify({ at: Date.now(), heapUsed, rss, handles })}\n`);
  }, every);
  timer.unref();
}

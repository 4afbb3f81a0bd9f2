// What a long load samples of the store from outside it, every few seconds (scripts/load/growth.ts judges them):
// its memory by kind and its open file descriptors by kind from /proc (Linux), the database's files on disk and
// its size as the store sees it, and the row counts of the tables that grow with the orders and of those that must
// stay bounded. Also the handles the heap probe counts inside the store (scripts/support/heap-probe.ts).
import fs from "node:fs";
import os from "node:os";
import type Sqlite from "better-sqlite3";
import { openStoreFile } from "../support/store-process.ts";
import type { Point, SoakSample } from "./growth.ts";

const MiB = 2 ** 20;

/** Resident memory from /proc/<pid>/status: all of it, and its anonymous, file-backed and shared parts (MiB). */
export function memoryStatus(pid: number): SoakSample["memory"] {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(status)?.[1] ?? NaN);
  const mib = (field: string) => Math.round((kib(field) / 1024) * 10) / 10;
  return {
    rssMiB: mib("VmRSS"),
    anonMiB: mib("RssAnon"),
    fileMiB: mib("RssFile"),
    shmemMiB: mib("RssShmem"),
  };
}

/** A process's open file descriptors (/proc/<pid>/fd) by what each points to. */
export function openDescriptors(pid: number): SoakSample["descriptors"] {
  const counts = { total: 0, sockets: 0, files: 0, pipes: 0, other: 0 };
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    let target: string;
    try {
      target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue; // closed between the listing and the look
    }
    counts.total += 1;
    if (target.startsWith("socket:")) counts.sockets += 1;
    else if (target.startsWith("pipe:")) counts.pipes += 1;
    else if (target.startsWith("/")) counts.files += 1;
    else counts.other += 1; // anon_inode: epoll, eventfd, timerfd...
  }
  return counts;
}

const sizeOf = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

/** Row counts a soak follows: what grows with the orders, and (growth.ts, BOUNDED_ROWS) what must not. */
const ROW_COUNTS: Record<string, string> = {
  orders: `SELECT count(*) FROM "Order"`,
  orderItems: `SELECT count(*) FROM "OrderItem"`,
  payments: `SELECT count(*) FROM "Payment"`,
  trackingEvents: `SELECT count(*) FROM "TrackingEvent"`,
  auditEvents: `SELECT count(*) FROM "AuditEvent"`,
  // One per guest session that put something in a cart: emptied by the payment, never deleted.
  carts: `SELECT count(*) FROM "Cart"`,
  cartItems: `SELECT count(*) FROM "CartItem"`,
  pendingOrders: `SELECT count(*) FROM "Order" WHERE "status" = 'pending'`,
  rateLimitCounters: `SELECT count(*) FROM "RateLimitCounter"`,
};
/** The tables that grow with the orders, for their rows per order in the report. */
export const GROWING_ROWS = ["orders", "orderItems", "payments", "trackingEvents", "auditEvents", "carts"];

export interface Sampler {
  take(counters: {
    second: number;
    requests: number;
    latencyMsTotal: number;
    cpuSeconds: number;
  }): SoakSample;
  /** Closes the sampler's read-only connection: before the store stops, so that the store's is the last one. */
  close(): void;
}

/** Samples a running store (its process and its SQLite file) over a read-only connection of its own. */
export function openSampler(pid: number, databaseFile: string): Sampler {
  const db: Sqlite.Database = openStoreFile(databaseFile, { readonly: true });
  const counts = Object.entries(ROW_COUNTS).map(([name, sql]) => [name, db.prepare(sql).pluck()] as const);
  const pageCount = db.prepare("PRAGMA page_count").pluck();
  const pageSize = db.prepare("PRAGMA page_size").pluck();
  const freelist = db.prepare("PRAGMA freelist_count").pluck();
  // One read transaction for all counts, so that they agree with each other (and last only milliseconds).
  const readDatabase = db.transaction(() => ({
    rows: Object.fromEntries(counts.map(([name, statement]) => [name, Number(statement.get())])),
    freePages: Number(freelist.get()),
    pageSize: Number(pageSize.get()),
    pageCount: Number(pageCount.get()),
  }));
  return {
    take: (counters) => {
      const { rows, freePages, pageSize: size, pageCount: pages } = readDatabase();
      return {
        ...counters,
        machineLoad: os.loadavg()[0]!,
        memory: memoryStatus(pid),
        descriptors: openDescriptors(pid),
        database: {
          fileBytes: sizeOf(databaseFile),
          walBytes: sizeOf(`${databaseFile}-wal`),
          shmBytes: sizeOf(`${databaseFile}-shm`),
          usedBytes: (pages - freePages) * size,
          freePages,
        },
        rows,
      };
    },
    close: () => db.close(),
  };
}

/** The active handles the heap probe counted in the store (all kinds together), on the load's clock. */
export function readProbeHandles(file: string, started: number, durationSeconds: number): Point[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { at: number; handles?: Record<string, number> })
    .filter((sample) => sample.handles)
    .map((sample) => ({
      second: Math.round((sample.at - started) / 100) / 10,
      value: Object.values(sample.handles!).reduce((sum, count) => sum + count, 0),
    }))
    .filter((point) => point.second >= 0 && point.second <= durationSeconds);
}

/** The handles by kind in the probe's last sample (what they are, for the report). */
export function lastProbeHandles(file: string): Record<string, number> {
  if (!fs.existsSync(file)) return {};
  const last = fs.readFileSync(file, "utf8").trim().split("\n").at(-1);
  return last ? ((JSON.parse(last) as { handles?: Record<string, number> }).handles ?? {}) : {};
}

export const mib = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;

// The store as a real process for the fault and load scripts: `node --import tsx server/src/main.ts` on a free
// 127.0.0.1 port, over its own SQLite file, with everything it prints captured in a log file that the scripts
// read afterwards for error lines.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import Sqlite from "better-sqlite3";

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** A temporary folder of a run's own: its database, backups and logs. */
export function workFolder(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `store-${name}-`));
}

/**
 * The database file a run's store opens. With a template (a migrated, seeded database, as the API tests build
 * once per run) it is a copy of it and the store starts at once; without one the store migrates and seeds the
 * empty file on its first start, as `npm start` does.
 */
export function storeDatabase(folder: string, template?: string): string {
  const file = path.join(folder, "store.db");
  if (template) fs.copyFileSync(template, file);
  return file;
}

export interface StoreOptions {
  /** The SQLite file the store opens, or, with databaseUrl, none. */
  databaseFile?: string;
  /** Any DATABASE_URL instead of a file (postgres://..., for replicas on one PostgreSQL server). */
  databaseUrl?: string;
  /** Where the process's standard output and error go (JSON log lines, and anything else it prints). */
  logFile: string;
  /**
   * "pipe": standard output goes into a pipe the caller reads, or does not (RunningStore.output), and only
   * standard error into the log file.
   */
  standardOutput?: "log-file" | "pipe";
  logLevel?: string;
  /** Settings over the defaults below; `undefined` unsets one (JWT_SECRET: the store's own fallback). */
  environment?: Record<string, string | undefined>;
  /** Options for node itself (--expose-gc, say). */
  nodeArguments?: string[];
  /** Modules imported before the store's entry point, after tsx (a measuring probe, say). */
  preloads?: string[];
}

export interface RunningStore {
  base: string;
  pid: number;
  logFile: string;
  /** The pipe of its standard output, with standardOutput "pipe": paused (nobody reads it) until resumed. */
  output: Readable | null;
  /** SIGTERM, then waits for the exit; resolves to the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, then waits until the process is gone. */
  kill(): Promise<void>;
  readonly exited: boolean;
}

export async function startStore(options: StoreOptions): Promise<RunningStore> {
  const databaseUrl = options.databaseUrl ?? (options.databaseFile && `file:${options.databaseFile}`);
  if (!databaseUrl) throw new Error("startStore needs a databaseFile or a databaseUrl");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = fs.openSync(options.logFile, "a");
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.nodeArguments ?? []),
      "--import",
      "tsx",
      ...(options.preloads ?? []).flatMap((preload) => ["--import", preload]),
      "server/src/main.ts",
    ],
    {
      cwd: REPOSITORY_ROOT,
      stdio: ["ignore", options.standardOutput === "pipe" ? "pipe" : log, log],
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: crypto.randomBytes(48).toString("base64url"),
        CLIENT_DIST: "",
        LOG_LEVEL: options.logLevel ?? "info",
        // Every simulated shopper comes from 127.0.0.1: the per-address limits are for strangers, not for
        // these checks (security/brute-force.test.ts proves the limits themselves).
        LOGIN_RATE_LIMIT: "1000000",
        LOGIN_ADDRESS_RATE_LIMIT: "1000000",
        REGISTER_RATE_LIMIT: "1000000",
        TRACKING_RATE_LIMIT: "1000000",
        PAYMENT_RATE_LIMIT: "1000000",
        DISCOUNT_RATE_LIMIT: "1000000",
        DISCOUNT_ADDRESS_RATE_LIMIT: "1000000",
        ORDER_RATE_LIMIT: "1000000",
        ORDER_ADDRESS_RATE_LIMIT: "1000000",
        ORDER_OPEN_LIMIT: "1000000",
        ORDER_OPEN_ADDRESS_LIMIT: "1000000",
        PAGE_RENDER_RATE_LIMIT: "1000000",
        ...options.environment,
      },
    },
  );
  fs.closeSync(log);
  // Node reads a child's pipe only to fill its own small buffer while nobody takes the data: then it stops, and
  // the pipe fills as one nobody reads.
  child.stdout?.pause();
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const waitForExit = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the store did not exit on ${signal}`)), STOP_TIMEOUT_MS);
    });
    try {
      return await Promise.race([exit, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  const store: RunningStore = {
    base,
    pid: child.pid!,
    logFile: options.logFile,
    output: child.stdout,
    stop: () => waitForExit("SIGTERM"),
    kill: async () => {
      await waitForExit("SIGKILL");
    },
    get exited() {
      return child.exitCode !== null || child.signalCode !== null;
    },
  };
  try {
    await waitUntilOpen(base, store);
  } catch (error) {
    await store.kill();
    throw error;
  }
  return store;
}

async function waitUntilOpen(base: string, store: RunningStore): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (store.exited) throw new Error(`the store exited while starting; its log: ${store.logFile}`);
    try {
      const response = await fetch(`${base}/api/categories`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the store did not open within ${START_TIMEOUT_MS / 1000} s; its log: ${store.logFile}`);
}

export interface LogReport {
  lines: number;
  warnings: number;
  /** Lines at level error or fatal, and any line that is not a JSON log record (a crash, a stray print). */
  errors: string[];
}

function lastByte(file: string): string {
  const size = fs.statSync(file).size;
  if (size === 0) return "";
  const fd = fs.openSync(file, "r");
  try {
    const byte = Buffer.alloc(1);
    fs.readSync(fd, byte, 0, 1, size - 1);
    return byte.toString();
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Reads a store's log: pino's JSON lines, where 40 is warn, 50 error and 60 fatal. The log of a store killed with
 * SIGKILL may end in the middle of a line: that unfinished line is not counted.
 */
export async function readLog(file: string): Promise<LogReport> {
  const report: LogReport = { lines: 0, warnings: 0, errors: [] };
  const last = lastByte(file);
  const endsWithNewline = last === "" || last === "\n";
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let unfinished: string | null = null;
  for await (const line of lines) {
    if (unfinished !== null) report.errors.push(unfinished);
    unfinished = null;
    if (!line.trim()) continue;
    report.lines += 1;
    let level: unknown;
    try {
      level = (JSON.parse(line) as { level?: unknown }).level;
    } catch {
      if (endsWithNewline) report.errors.push(line);
      else unfinished = line;
      continue;
    }
    if (typeof level !== "number") report.errors.push(line);
    else if (level >= 50) report.errors.push(line);
    else if (level >= 40) report.warnings += 1;
  }
  return report;
}

/** A process's resident memory in MiB, from /proc (Linux). */
export function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kib)) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round((kib / 1024) * 10) / 10;
}

const CLOCK_TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** The CPU time (user + system) a process has used so far, in seconds, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may contain spaces: utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** The store's SQLite file opened beside the running store (WAL lets both read and write). */
export function openStoreFile(file: string, options: { readonly?: boolean } = {}): Sqlite.Database {
  const db = new Sqlite(file, { fileMustExist: true, timeout: 10_000, readonly: options.readonly ?? false });
  return db;
}

/** `PRAGMA integrity_check` and `PRAGMA foreign_key_check`: "ok" when both find nothing wrong. */
export function checkIntegrity(file: string): string {
  const db = openStoreFile(file, { readonly: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") return `integrity_check: ${String(integrity)}`;
    const orphans = db.pragma("foreign_key_check") as unknown[];
    if (orphans.length > 0) return `foreign_key_check: ${JSON.stringify(orphans.slice(0, 5))}`;
    return "ok";
  } finally {
    db.close();
  }
}

export function sessionId(): string {
  return `guest-${crypto.randomUUID()}`;
}

/** Products without colour, memory or storage options, in a fixed order: any quantity of them can be ordered. */
export function plainProducts(db: Sqlite.Database, count: number): { id: string; name: string }[] {
  const rows = db
    .prepare(
      `SELECT id, name FROM "Product" WHERE colors = '[]' AND memory = '[]' AND storage = '[]' ORDER BY id LIMIT ?`,
    )
    .all(count) as { id: string; name: string }[];
  if (rows.length < count) throw new Error(`only ${rows.length} products without options; ${count} wanted`);
  return rows;
}

/**
 * Puts `stock` items of a product without options on the shelf: its one variant holds them, and the product's
 * derived stock says the same (in one transaction, as the store keeps them).
 */
export function shelveStock(db: Sqlite.Database, productId: string, stock: number): void {
  db.transaction(() => {
    db.prepare(`UPDATE "ProductVariant" SET stock = ? WHERE "productId" = ?`).run(stock, productId);
    db.prepare(`UPDATE "Product" SET stock = ? WHERE id = ?`).run(stock, productId);
  })();
}

/**
 * The value of `--name=value` or `--name value` (the next argument, unless it is an option itself) in `argv`
 * (default: this process's arguments after the script's name); undefined when the option is absent or bare.
 */
export function argument(name: string, argv: readonly string[] = process.argv.slice(2)): string | undefined {
  const prefix = `--${name}=`;
  for (const [index, value] of argv.entries()) {
    if (value.startsWith(prefix)) return value.slice(prefix.length);
    if (value === `--${name}`) {
      const next = argv[index + 1];
      return next === undefined || next.startsWith("--") ? undefined : next;
    }
  }
  return undefined;
}

export function flag(name: string, argv: readonly string[] = process.argv.slice(2)): boolean {
  return argv.includes(`--${name}`);
}

/** A whole number from `--name=N` or `--name N`, else the default (a bare `--name` is an error). */
export function numberArgument(
  name: string,
  fallback: number,
  argv: readonly string[] = process.argv.slice(2),
): number {
  const value = argument(name, argv);
  if (value === undefined && !flag(name, argv)) return fallback;
  const parsed = Number(value);
  if (!value || !Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`--${name} must be a whole number above 0`);
  }
  return parsed;
}

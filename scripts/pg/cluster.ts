// A throw-away PostgreSQL 15 cluster from Debian's packages, for tests and for the prisma commands that need a
// server (the JS schema engine diffs through a live connection): initdb in a temporary folder, a free port on
// 127.0.0.1, fsync off (nothing here must survive a power cut), stopped and removed at the end, also when the
// process fails or is interrupted.
//
//   const pg = await startPostgres();   // pg.url: postgres://postgres@127.0.0.1:<port>/postgres
//   await pg.stop();
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../support/store-process.ts";

export const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";
const SUPERUSER = "postgres";

export interface Postgres {
  /** The superuser's URL of the cluster's `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/**
 * Installs Debian's PostgreSQL 15 when its binaries are missing (root only: apt-get update, then install).
 * Anyone else is told what to install.
 */
export function ensurePostgresInstalled(): void {
  if (fs.existsSync(path.join(POSTGRES_BIN, "initdb"))) return;
  if (!isRoot()) {
    throw new Error(
      `PostgreSQL 15 is not installed (${POSTGRES_BIN}/initdb is missing): run \`apt-get install postgresql\` as root.`,
    );
  }
  console.log("Installing Debian's PostgreSQL 15 for the PostgreSQL tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "postgresql"], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  if (!fs.existsSync(path.join(POSTGRES_BIN, "initdb"))) {
    throw new Error(
      `apt-get installed postgresql, but ${POSTGRES_BIN}/initdb is still missing (not version 15?)`,
    );
  }
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb and postgres refuse root). */
function runBinary(binary: string, args: string[]): { status: number | null; output: string } {
  const command = isRoot() ? "runuser" : path.join(POSTGRES_BIN, binary);
  const fullArgs = isRoot() ? ["-u", SUPERUSER, "--", path.join(POSTGRES_BIN, binary), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: "utf8" });
  return {
    status: result.status,
    output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ?? ""}`,
  };
}

function must(binary: string, args: string[]): void {
  const { status, output } = runBinary(binary, args);
  if (status !== 0) throw new Error(`${binary} failed (exit ${status}):\n${output}`);
}

/** Every cluster this process started and has not stopped yet, for the exit and signal handlers. */
const running = new Set<{ folder: string; data: string }>();
let handlersInstalled = false;

/** Stops a cluster at once and removes its folder, synchronously (it runs in exit and signal handlers). */
function stopNow(cluster: { folder: string; data: string }): void {
  running.delete(cluster);
  try {
    runBinary("pg_ctl", ["-D", cluster.data, "stop", "-m", "immediate", "-s", "-w"]);
    // PostgreSQL may still be removing its own files as it goes: retry what is busy or not empty yet.
    fs.rmSync(cluster.folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    console.error(`Could not remove the throw-away PostgreSQL in ${cluster.folder}:`, error);
  }
}

function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on("exit", () => [...running].forEach(stopNow));
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      [...running].forEach(stopNow);
      process.exit(128 + os.constants.signals[signal]);
    });
  }
}

/** Starts a fresh cluster; it is stopped and its folder removed by stop(), or when this process ends. */
export async function startPostgres(): Promise<Postgres> {
  ensurePostgresInstalled();
  installExitHandlers();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-pg-"));
  const data = path.join(folder, "data");
  const cluster = { folder, data };
  running.add(cluster);
  try {
    if (isRoot()) execFileSync("chown", [SUPERUSER, folder]);
    must("initdb", ["-D", data, "-A", "trust", "-U", SUPERUSER, "--no-sync", "-E", "UTF8", "--locale", "C"]);
    let port = 0;
    // Another process may take the free port between our look and PostgreSQL's bind: try a few.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${folder}`,
        "-c listen_addresses=127.0.0.1",
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=300",
      ].join(" ");
      const log = path.join(folder, "postgres.log");
      const { status } = runBinary("pg_ctl", [
        "-D",
        data,
        "-l",
        log,
        "-w",
        "-t",
        "60",
        "-o",
        options,
        "start",
      ]);
      if (status === 0) break;
      const output = fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "";
      if (attempt >= 3 || !/could not bind|Address already in use/.test(output)) {
        throw new Error(`PostgreSQL did not start:\n${output}`);
      }
    }
    return {
      url: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`,
      async stop() {
        if (!running.has(cluster)) return;
        running.delete(cluster);
        const { status, output } = runBinary("pg_ctl", ["-D", data, "stop", "-m", "fast", "-s", "-t", "30"]);
        if (status !== 0) runBinary("pg_ctl", ["-D", data, "stop", "-m", "immediate", "-s"]);
        fs.rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
        if (status !== 0) console.warn(`pg_ctl stop -m fast failed, stopped immediately:\n${output}`);
      },
    };
  } catch (error) {
    stopNow(cluster);
    throw error;
  }
}

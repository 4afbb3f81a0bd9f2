// The store as a person starts it: a real process on a fresh database (a new file, or with `npm run test:pg` a
// new PostgreSQL database), migrated and seeded on first start, serving the built client and the API on one port, and closing cleanly on SIGTERM.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT } from "../src/config.ts";
import { emptyDatabase } from "./support/app.ts";
import { freePort } from "../../scripts/support/store-process.ts";

async function waitUntilOpen(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not open in time:\n${output()}`);
}

describe("starting the store", () => {
  let folder: string;
  let child: ChildProcess;
  let base: string;
  let log = "";
  let childEnvironment: NodeJS.ProcessEnv;
  let database: Awaited<ReturnType<typeof emptyDatabase>>;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-start-"));
    database = await emptyDatabase(folder);
    const dist = path.join(folder, "dist");
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Nepal Store</title>");
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    childEnvironment = {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      JWT_SECRET: "start-test-secret-that-is-long-enough-to-use",
      CLIENT_DIST: dist,
    };
    child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
      cwd: REPOSITORY_ROOT,
      env: { ...childEnvironment, PORT: String(port) },
    });
    child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    await waitUntilOpen(`${base}/api/categories`, child, () => log);
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(folder, { recursive: true, force: true });
    await database.remove();
  });

  it("migrates and seeds an empty database on first start", async () => {
    const response = await fetch(`${base}/api/products?limit=1`);
    const body = (await response.json()) as { pagination: { total: number } };
    expect(body.pagination.total).toBeGreaterThanOrEqual(150);
  });

  it("serves the client for every page path and the API on the same port", async () => {
    const page = await fetch(`${base}/checkout/customer-info`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Nepal Store");
    const brands = await fetch(`${base}/api/brands`);
    expect(((await brands.json()) as { brands: unknown[] }).brands.length).toBeGreaterThanOrEqual(12);
  });

  it("lets a second store process start on the same, already migrated database", async () => {
    const port = await freePort();
    const second = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
      cwd: REPOSITORY_ROOT,
      env: { ...childEnvironment, PORT: String(port) },
    });
    let secondLog = "";
    second.stdout?.on("data", (chunk: Buffer) => (secondLog += chunk.toString()));
    second.stderr?.on("data", (chunk: Buffer) => (secondLog += chunk.toString()));
    try {
      await waitUntilOpen(`http://127.0.0.1:${port}/api/categories`, second, () => secondLog);
    } finally {
      second.kill("SIGTERM");
    }
  });

  it("writes structured JSON logs", () => {
    const firstLine = log.split("\n").find((line) => line.startsWith("{"));
    expect(firstLine && JSON.parse(firstLine)).toMatchObject({
      level: expect.any(Number),
      msg: expect.any(String),
    });
  });

  it("shuts down gracefully on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});

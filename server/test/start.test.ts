// The store as a person starts it: a real process on a fresh database (a new file, or with `npm run test:pg` a
// new PostgreSQL database), migrated and seeded on first start, serving the built client and the API on one port, and closing cleanly on SIGTERM.
// It refuses to start, naming the setting, with a connectIPS PFX (CONNECTIPS_PFX_PATH) it cannot use.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT } from "../src/config.ts";
import { newMerchantPfx } from "../src/modules/payments/providers/connectips/merchant-key.ts";
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

  it("refuses to start with a CONNECTIPS_PFX_PATH it cannot use, naming the setting, before it listens", async () => {
    const garbage = path.join(folder, "not-a-pfx.pfx");
    fs.writeFileSync(garbage, "this is not a PKCS#12 file");
    const wrongPassword = path.join(folder, "merchant.pfx");
    fs.writeFileSync(wrongPassword, newMerchantPfx("MER-3000-APP-1 (merchant 3000)", "the-right-password"));
    const missing = path.join(folder, "no-such-folder", "merchant.pfx");
    const cases = [
      {
        settings: { CONNECTIPS_PFX_PATH: missing },
        says: `CONNECTIPS_PFX_PATH: cannot read ${missing} (ENOENT)`,
      },
      // Checked even when connectIPS is not offered: a PFX that is configured is meant to be used.
      {
        settings: { CONNECTIPS_PFX_PATH: garbage, PAYMENT_METHODS: "cod,esewa" },
        says: `CONNECTIPS_PFX_PATH: ${garbage} is not a usable PFX`,
      },
      {
        settings: { CONNECTIPS_PFX_PATH: wrongPassword, CONNECTIPS_PFX_PASSWORD: "a-wrong-password" },
        says: `CONNECTIPS_PFX_PATH: ${wrongPassword} is not a usable PFX`,
        also: "(check CONNECTIPS_PFX_PASSWORD)",
      },
    ];
    for (const { settings, says, also } of cases as { settings: object; says: string; also?: string }[]) {
      const port = await freePort();
      const refused = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
        cwd: REPOSITORY_ROOT,
        env: { ...childEnvironment, PORT: String(port), ...settings },
      });
      let output = "";
      refused.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      refused.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => refused.once("exit", resolve));
      expect(code, output).toBe(1);
      expect(output).toContain(says);
      if (also) expect(output).toContain(also);
      expect(output).not.toContain("The store is open");
      await expect(fetch(`http://127.0.0.1:${port}/api/categories`)).rejects.toThrow();
    }
  }, 90_000);

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

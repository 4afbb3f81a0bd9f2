// The browser journeys: Debian's Chromium against the real store (built client + API on one port, a fresh
// SQLite file per run, the eSewa and Google emulators offline), started by e2e/start-server.mjs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The run's own folder (its database and bundle, made by start-server.mjs and removed when it stops), made once by
// the runner: its workers read this config again with the runner's environment, so a journey finds the bundle
// the store serves (offline.spec.ts deploys a new service worker into it).
process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "nepal-store-e2e-"));
const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../test-results/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One worker: on two cores the browser and the server each keep a core, and timings stay steady (two workers
  // save about 30 s of ~2 minutes).
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "../playwright-report", open: "never" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // The store's service worker (docs/guides/offline.md) keeps pages and precaches every script of the build:
    // the journeys about it allow it (offline.spec.ts); the others meet the store as a first visit does.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node e2e/start-server.mjs",
    cwd: "..",
    url: `${BASE_URL}/api/brands`,
    env: { E2E_PORT: String(PORT), E2E_RUN_DIR: process.env.E2E_RUN_DIR },
    reuseExistingServer: false,
    // SIGTERM lets the server close the database and remove the run's temporary folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});

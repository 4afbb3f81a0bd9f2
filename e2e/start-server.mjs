// Playwright's web server: the store as `npm start` runs it (migrate, seed an empty database, serve the built
// client and the API on one port, the eSewa and Google emulators offline), on a fresh SQLite file and a fresh
// client bundle per run, both in a temporary folder removed when the server stops.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const port = process.env.E2E_PORT ?? "3100";

// The run's folder: Playwright's config makes it (so the journeys know it), or a folder of its own when run alone.
const dataDir = process.env.E2E_RUN_DIR || fs.mkdtempSync(path.join(os.tmpdir(), "nepal-store-e2e-"));
const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
const clientDist = path.join(dataDir, "client-dist");
const serverBundle = path.join(dataDir, "client-dist-server");

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) {
    removeData();
    process.exit(result.status ?? 1);
  }
}

// As scripts/start.mjs: the Prisma client is generated when it is missing.
if (!fs.existsSync(path.join(root, "server/src/generated/prisma/client.ts"))) {
  console.log("e2e: generating the Prisma client...");
  run(npm, ["exec", "--", "prisma", "generate"]);
}
// The run's own bundle of the current sources (a few seconds): client/dist may be rebuilt by someone else while
// the journeys run, and a bundle whose lazy chunks vanish mid-run fails them for no fault of the store.
console.log("e2e: building the client...");
run(npm, [
  "exec",
  "--workspace",
  "@store/client",
  "--",
  "vite",
  "build",
  "--outDir",
  clientDist,
  "--emptyOutDir",
]);
// ...and its server-side bundle, which renders the pages (server/src/render/).
run(npm, [
  "exec",
  "--workspace",
  "@store/client",
  "--",
  "vite",
  "build",
  "--ssr",
  "src/entry-server.tsx",
  "--outDir",
  serverBundle,
  "--emptyOutDir",
]);

// The server exactly as `npm start` runs it (scripts/start.mjs), on this run's database and bundle.
const server = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "localhost",
    PUBLIC_URL: `http://localhost:${port}`,
    CORS_ORIGINS: `http://localhost:${port}`,
    DATABASE_URL: `file:${path.join(dataDir, "store.db")}`,
    CLIENT_DIST: clientDist,
    SSR_ENTRY: path.join(serverBundle, "entry-server.js"),
    // A secret of the run's own, so the run never writes the installation's data/jwt-secret.
    JWT_SECRET: crypto.randomBytes(48).toString("base64url"),
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // Every journey comes from 127.0.0.1: the per-address limits are for strangers, not for this suite.
    LOGIN_RATE_LIMIT: "100000",
    LOGIN_ADDRESS_RATE_LIMIT: "100000",
    REGISTER_RATE_LIMIT: "100000",
    TRACKING_RATE_LIMIT: "100000",
    DISCOUNT_RATE_LIMIT: "100000",
    DISCOUNT_ADDRESS_RATE_LIMIT: "100000",
    PAYMENT_RATE_LIMIT: "100000",
    PASSWORD_RESET_RATE_LIMIT: "100000",
    ORDER_RATE_LIMIT: "100000",
    ORDER_ADDRESS_RATE_LIMIT: "100000",
    ORDER_OPEN_LIMIT: "100000",
    ORDER_OPEN_ADDRESS_LIMIT: "100000",
    PAGE_RENDER_RATE_LIMIT: "100000",
  },
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  removeData();
  process.exit(code ?? (signal ? 1 : 0));
});

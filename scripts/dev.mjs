// `npm run dev`: the API on port 3001 (restarting on change) and Vite on port 3000, which forwards /api to it.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      // Shoppers see the store on Vite's port; gateways send them back there.
      PUBLIC_URL: "http://localhost:3000",
      ...process.env,
      PORT: process.env.API_PORT ?? "3001",
      CLIENT_DIST: "",
      NODE_ENV: "development",
    },
  }),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js")], {
    cwd: path.join(root, "client"),
    stdio: "inherit",
    env: { ...process.env, API_ORIGIN: `http://localhost:${process.env.API_PORT ?? "3001"}` },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });

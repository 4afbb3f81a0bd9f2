// `npm start`: builds what is missing (the client bundle, the Prisma client), then runs the store in
// production mode on one port. The server itself migrates and seeds the database.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(path.join(root, "server/src/generated/prisma/client.ts"))) {
  console.log("Generating the Prisma client...");
  run(npm, ["exec", "--", "prisma", "generate"]);
}
if (
  !fs.existsSync(path.join(root, "client/dist/index.html")) ||
  !fs.existsSync(path.join(root, "client/dist-server/entry-server.js"))
) {
  console.log("Building the storefront...");
  run(npm, ["run", "build"]);
}

const server = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

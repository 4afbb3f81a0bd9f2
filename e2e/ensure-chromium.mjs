// Before the browser journeys: Debian's Chromium must be there (`npx playwright install` cannot download a
// browser on these machines). As root with apt-get it is installed; otherwise the run stops with what to do.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function works() {
  if (!fs.existsSync(chromium)) return false;
  const version = spawnSync(chromium, ["--version"], { encoding: "utf8" });
  if (version.status !== 0) return false;
  console.log(`e2e: ${version.stdout.trim()} at ${chromium}`);
  return true;
}

function fail(message) {
  console.error(`\ne2e: ${message}\n`);
  process.exit(1);
}

if (!works()) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (process.env.CHROMIUM_PATH || !isRoot || !hasApt) {
    fail(
      `Chromium was not found at ${chromium}. The browser journeys use Debian's Chromium: ` +
        "install it with `sudo apt-get update && sudo apt-get install -y chromium` " +
        "(or set CHROMIUM_PATH to a Chromium executable), then run `npm run test:e2e` again.",
    );
  }
  console.log("e2e: installing Debian's Chromium (apt-get install chromium)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0)
      fail(`\`apt-get ${args.join(" ")}\` failed; install Debian's chromium package by hand.`);
  }
  if (!works()) fail(`Debian's chromium package is installed but ${chromium} does not run.`);
}

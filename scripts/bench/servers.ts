// Starts a bench server in its own process, so the load generator (this process) and the server each have a
// core of their own, as a browser and a server would.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface RunningServer {
  origin: string;
  /** The server process's CPU time so far (user + system), in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

export async function startServer(
  script: "hello-server.ts" | "store-server.ts",
  env: Record<string, string> = {},
) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(HERE, script)], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in time`)), START_TIMEOUT_MS);
    child.once("message", (message: { port: number }) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before it listened`));
    });
  });
  const server: RunningServer = {
    origin: `http://127.0.0.1:${port}`,
    cpuMicros: () =>
      new Promise<number>((resolve) => {
        const answer = (message: { cpuMicros?: number }) => {
          if (typeof message.cpuMicros !== "number") return;
          child.off("message", answer);
          resolve(message.cpuMicros);
        };
        child.on("message", answer);
        child.send("cpu");
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill("SIGKILL"), 5000);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
  return server;
}

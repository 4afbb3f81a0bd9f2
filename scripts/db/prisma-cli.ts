// Runs the repository's prisma CLI (the offline recipe of ARCHITECTURE.md) and collects its output.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PRISMA_CLI = path.join(ROOT, "node_modules", "prisma", "build", "index.js");
/** The CLI configuration of the PostgreSQL schema and migrations. */
export const POSTGRES_CONFIG = path.join(ROOT, "prisma", "postgres", "prisma.config.ts");

export interface PrismaRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** `prisma <args>` in the repository root with DATABASE_URL set; never throws for a non-zero exit. */
export function runPrisma(args: string[], databaseUrl: string): Promise<PrismaRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PRISMA_CLI, ...args], {
      cwd: ROOT,
      // CHECKPOINT_DISABLE: no update check over the network (there is none here).
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PRISMA_HIDE_UPDATE_MESSAGE: "1",
        CHECKPOINT_DISABLE: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ status: code ?? 1, stdout, stderr }));
  });
}

// Every setting of the server, read once from the environment. Each has an offline default except the JWT
// secret, which main.ts supplies from a per-installation file when JWT_SECRET is unset.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const commaList = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .min(1)
    .default(`file:${path.join(REPOSITORY_ROOT, "data", "store.db")}`),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, "JWT_EXPIRES_IN is like 15m, 12h or 7d")
    .default("7d"),
  CORS_ORIGINS: commaList.default(["http://localhost:3000", "http://localhost:5173"]),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_WINDOW: z.string().default("15 minutes"),
  ADMIN_EMAIL: z.email().default("admin@store.local"),
  ADMIN_PASSWORD: z.string().min(8).default("Admin@12345"),
  GOOGLE_MODE: z.enum(["emulator", "live"]).default("emulator"),
  GOOGLE_CLIENT_ID: z.string().min(1).default("nepal-store-offline.apps.googleusercontent.com"),
  CLIENT_DIST: z.string().default(path.join(REPOSITORY_ROOT, "client", "dist")),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string;
  /** The store's own origin, used for links that leave and come back (gateways, emulators). */
  publicUrl: string;
  logLevel: string;
  jwt: { secret: string; expiresIn: string };
  corsOrigins: string[];
  loginRateLimit: { max: number; timeWindow: string };
  admin: { email: string; password: string };
  google: { mode: "emulator" | "live"; clientId: string };
  /** The built client to serve, or null to serve the API alone. */
  clientDist: string | null;
}

export type Environment = Record<string, string | undefined>;

/** Resolves a relative SQLite file URL against the repository root, so every process opens the same file. */
export function absoluteDatabaseUrl(url: string): string {
  if (!url.startsWith("file:")) return url;
  const file = url.slice("file:".length);
  if (file === ":memory:" || path.isAbsolute(file)) return url;
  return `file:${path.resolve(REPOSITORY_ROOT, file)}`;
}

export function loadConfig(environment: Environment, jwtSecretFallback?: string): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const secret = env.JWT_SECRET ?? jwtSecretFallback;
  if (!secret) throw new Error("Invalid configuration:\n  JWT_SECRET: required");
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: absoluteDatabaseUrl(env.DATABASE_URL),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    logLevel: env.LOG_LEVEL,
    jwt: { secret, expiresIn: env.JWT_EXPIRES_IN },
    corsOrigins: env.CORS_ORIGINS,
    loginRateLimit: { max: env.LOGIN_RATE_LIMIT, timeWindow: env.LOGIN_RATE_WINDOW },
    admin: { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD },
    google: { mode: env.GOOGLE_MODE, clientId: env.GOOGLE_CLIENT_ID },
    clientDist: env.CLIENT_DIST || null,
  };
}

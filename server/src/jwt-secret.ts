// The signing secret of an installation that sets no JWT_SECRET: random, made on first start and kept, so
// `npm start` needs no setup and sign-ins survive restarts, yet no two installations share a secret and none is
// written in the code. With SQLite it is a file in the data folder beside the database file (every process of a
// SQLite store runs on that one machine and folder, and existing installations keep their secret); with
// PostgreSQL, whose replicas share no folder, it is a row in the database that every replica reads.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataFolder } from "./config.ts";
import type { Database } from "./db/client.ts";
import { dialectOfUrl } from "./db/dialect.ts";
import { findOrCreate } from "./db/errors.ts";

export const SECRET_FILE_NAME = "jwt-secret";
const MIN_SECRET_LENGTH = 32;
/** The InstallationSecret row of the JWT signing secret. */
export const JWT_SECRET_NAME = "jwt";

const newSecret = () => crypto.randomBytes(48).toString("base64url");

function readSecret(file: string): string | null {
  try {
    const secret = fs.readFileSync(file, "utf8").trim();
    return secret.length >= MIN_SECRET_LENGTH ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The folder's secret, made (readable by the owner only) when there is none or it is too short to be one. */
export function installationSecret(folder: string): string {
  const file = path.join(folder, SECRET_FILE_NAME);
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(folder, { recursive: true });
  const secret = newSecret();
  const unusable = fs.existsSync(file);
  try {
    // "wx": when two processes start at once, exactly one writes and the other reads what it wrote.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: unusable ? "w" : "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const written = readSecret(file);
    if (!written) throw new Error(`${file} holds no usable secret; remove it and start again`);
    return written;
  }
  if (unusable) fs.chmodSync(file, 0o600);
  return secret;
}

/**
 * The secret kept in the database, made by the first replica to start: an insert that loses to another's (the
 * name is the key) reads the winner's, so replicas started at the same moment all sign with one secret.
 */
export async function sharedInstallationSecret(db: Database): Promise<string> {
  const where = { name: JWT_SECRET_NAME };
  const kept = await findOrCreate(
    () => db.installationSecret.findUnique({ where }),
    () => db.installationSecret.create({ data: { ...where, value: newSecret() } }),
  );
  if (kept.value.length >= MIN_SECRET_LENGTH) return kept.value;
  // Too short to be one of ours (written by hand): replaced, as a short file is.
  const value = newSecret();
  await db.installationSecret.update({ where, data: { value } });
  return value;
}

/** The installation's secret for this database: the data folder's file with SQLite, the database's row with PostgreSQL. */
export async function installationSecretFor(databaseUrl: string, db: Database): Promise<string> {
  return dialectOfUrl(databaseUrl) === "postgresql"
    ? sharedInstallationSecret(db)
    : installationSecret(dataFolder(databaseUrl));
}

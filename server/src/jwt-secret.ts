// The signing secret of an installation that sets no JWT_SECRET: random, made on first start and kept in the
// data folder (beside the SQLite file), so `npm start` needs no setup and sign-ins survive restarts, yet no two
// installations share a secret and none is written in the code.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SECRET_FILE_NAME = "jwt-secret";
const MIN_SECRET_LENGTH = 32;

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
  const secret = crypto.randomBytes(48).toString("base64url");
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

// The Google sign-in emulator's signing key: an RSA key pair made once per installation and kept in the database
// (EmulatorSigningKey), so every replica signs with it and trusts it. ID tokens it signs are RS256 JWTs in
// Google's exact shape, and its public key is the only certificate trusted in emulator mode.
import crypto from "node:crypto";
import { promisify } from "node:util";
import jwt from "jsonwebtoken";
import type { Database } from "../../db/client.ts";
import { findOrCreate } from "../../db/errors.ts";

export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

const KEY_NAME = "google-id-token";
const generateKeyPair = promisify(crypto.generateKeyPair);

export interface SigningKey {
  kid: string;
  privateKey: crypto.KeyObject;
  publicPem: string;
}

async function newKeyRow() {
  const { privateKey, publicKey } = await generateKeyPair("rsa", { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
  return {
    name: KEY_NAME,
    keyId: crypto.createHash("sha256").update(publicKeyPem).digest("hex").slice(0, 40),
    privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKeyPem,
  };
}

/**
 * The installation's key, made by whichever replica needs it first: when two make one at the same moment, the
 * first insert wins and both read back the same row. Never changes once made, so each process keeps it.
 */
async function loadEmulatorKey(db: Database): Promise<SigningKey> {
  const row = await findOrCreate(
    () => db.emulatorSigningKey.findUnique({ where: { name: KEY_NAME } }),
    async () => db.emulatorSigningKey.create({ data: await newKeyRow() }),
  );
  return {
    kid: row.keyId,
    privateKey: crypto.createPrivateKey(row.privateKeyPem),
    publicPem: row.publicKeyPem,
  };
}

const keys = new WeakMap<Database, Promise<SigningKey>>();

export function emulatorSigningKey(db: Database): Promise<SigningKey> {
  let key = keys.get(db);
  if (!key) {
    key = loadEmulatorKey(db);
    // A failed load (the database briefly unreachable) is tried again on the next call.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** The emulator's certificates in the shape of Google's `oauth2/v1/certs`: key id -> PEM. */
export async function emulatorCertificates(db: Database): Promise<Record<string, string>> {
  const key = await emulatorSigningKey(db);
  return { [key.kid]: key.publicPem };
}

export interface GoogleAccount {
  email: string;
  name: string;
  picture?: string;
  emailVerified?: boolean;
  /** Google's id for the account; by default derived from the email, as a real account's never changes. */
  subject?: string;
}

export interface IdTokenOptions {
  audience: string;
  expiresInSeconds?: number;
  issuedAt?: number;
  /** The emulator's key (emulatorSigningKey), or another, to prove that only the emulator's own is trusted. */
  key: { kid: string; privateKey: crypto.KeyObject };
  /** The sign-in request's nonce, copied into the token as Google does (none when the request had none). */
  nonce?: string;
}

/** Google's subject is stable per account; the emulator derives it from the email. */
export function subjectFor(email: string): string {
  const digits = BigInt(
    `0x${crypto.createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 15)}`,
  );
  return `1${digits.toString().padStart(20, "0")}`;
}

export function issueIdToken(account: GoogleAccount, options: IdTokenOptions): string {
  const { key } = options;
  const now = options.issuedAt ?? Math.floor(Date.now() / 1000);
  const payload = {
    iss: GOOGLE_ISSUERS[0],
    azp: options.audience,
    aud: options.audience,
    sub: account.subject ?? subjectFor(account.email),
    email: account.email.toLowerCase(),
    email_verified: account.emailVerified ?? true,
    name: account.name,
    given_name: account.name.split(" ")[0],
    family_name: account.name.split(" ").slice(1).join(" ") || undefined,
    picture: account.picture,
    nonce: options.nonce,
    iat: now,
    exp: now + (options.expiresInSeconds ?? 3600),
  };
  return jwt.sign(payload, key.privateKey, { algorithm: "RS256", keyid: key.kid });
}

// The Google sign-in emulator's signing key: an RSA key pair made once per process. ID tokens it signs are
// RS256 JWTs in Google's exact shape, and its public key is the only certificate trusted in emulator mode.
import crypto from "node:crypto";
import jwt from "jsonwebtoken";

export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

interface SigningKey {
  kid: string;
  privateKey: crypto.KeyObject;
  publicPem: string;
}

let signingKey: SigningKey | undefined;

function emulatorKey(): SigningKey {
  if (!signingKey) {
    const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    const publicPem = publicKey.export({ type: "spki", format: "pem" }).toString();
    const kid = crypto.createHash("sha256").update(publicPem).digest("hex").slice(0, 40);
    signingKey = { kid, privateKey, publicPem };
  }
  return signingKey;
}

/** The emulator's certificates in the shape of Google's `oauth2/v1/certs`: key id -> PEM. */
export function emulatorCertificates(): Record<string, string> {
  const key = emulatorKey();
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
  /** Another key, to prove that only the emulator's own key is trusted. */
  signWith?: { kid: string; privateKey: crypto.KeyObject };
}

/** Google's subject is stable per account; the emulator derives it from the email. */
export function subjectFor(email: string): string {
  const digits = BigInt(
    `0x${crypto.createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 15)}`,
  );
  return `1${digits.toString().padStart(20, "0")}`;
}

export function issueIdToken(account: GoogleAccount, options: IdTokenOptions): string {
  const key = options.signWith ?? emulatorKey();
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
    iat: now,
    exp: now + (options.expiresInSeconds ?? 3600),
  };
  return jwt.sign(payload, key.privateKey, { algorithm: "RS256", keyid: key.kid });
}

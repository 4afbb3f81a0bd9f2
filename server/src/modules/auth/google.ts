// Verifies a Google ID token with google-auth-library: against Google's certificates in live mode, and only
// against the local emulator's certificate in emulator mode.
import { OAuth2Client, type TokenPayload } from "google-auth-library";
import type { AppConfig } from "../../config.ts";
import { GOOGLE_ISSUERS, emulatorCertificates } from "../../gateways/google/keys.ts";
import { unauthorized } from "../../http-error.ts";

export interface GoogleProfile {
  subject: string;
  email: string;
  name: string;
  picture: string;
}

const googleAuthenticationFailed = () => unauthorized("Google authentication failed");

export async function verifyGoogleCredential(config: AppConfig, credential: string): Promise<GoogleProfile> {
  const client = new OAuth2Client({ clientId: config.google.clientId });
  let payload: TokenPayload | undefined;
  try {
    const ticket =
      config.google.mode === "emulator"
        ? await client.verifySignedJwtWithCertsAsync(
            credential,
            emulatorCertificates(),
            config.google.clientId,
            GOOGLE_ISSUERS,
          )
        : await client.verifyIdToken({ idToken: credential, audience: config.google.clientId });
    payload = ticket.getPayload();
  } catch {
    throw googleAuthenticationFailed();
  }
  // An unverified address could belong to someone else; it must never sign into that person's account.
  if (!payload?.sub || !payload.email || payload.email_verified !== true) throw googleAuthenticationFailed();
  return {
    subject: payload.sub,
    email: payload.email.toLowerCase(),
    name: payload.name?.trim() || payload.email.split("@")[0]!,
    picture: payload.picture ?? "",
  };
}

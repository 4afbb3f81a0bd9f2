// Verifies a Google ID token with google-auth-library: against Google's certificates in live mode, and only
// against the local emulator's certificate in emulator mode.
import { OAuth2Client, type TokenPayload } from "google-auth-library";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { GOOGLE_ISSUERS, emulatorCertificates } from "../../gateways/google/keys.ts";
import { unauthorized } from "../../http-error.ts";

export interface GoogleProfile {
  subject: string;
  email: string;
  name: string;
  picture: string;
}

const googleAuthenticationFailed = () => unauthorized("auth.google_failed", "Google authentication failed");

export async function verifyGoogleCredential(
  config: AppConfig,
  db: Database,
  credential: string,
): Promise<GoogleProfile> {
  const client = new OAuth2Client({ clientId: config.google.clientId });
  let payload: TokenPayload | undefined;
  try {
    const ticket =
      config.google.mode === "emulator"
        ? await client.verifySignedJwtWithCertsAsync(
            credential,
            await emulatorCertificates(db),
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

const GOOGLE_AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
export const GOOGLE_CALLBACK_PATH = "/auth/google/callback";

/**
 * Where the "Continue with Google" button sends the shopper: Google's own account chooser (OpenID Connect,
 * an ID token in the callback's fragment), or the emulator's offline, which answers with `?credential=`.
 * `state` comes back unchanged, so the browser can tell the answer is to its own request.
 */
export function googleChooserUrl(config: AppConfig, state: string): string {
  if (config.google.mode === "emulator") {
    const query = new URLSearchParams({
      client_id: config.google.clientId,
      redirect_uri: GOOGLE_CALLBACK_PATH,
      state,
    });
    return `/gateways/google/accounts?${query}`;
  }
  const query = new URLSearchParams({
    client_id: config.google.clientId,
    redirect_uri: `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`,
    response_type: "id_token",
    scope: "openid email profile",
    nonce: state,
    state,
    prompt: "select_account",
  });
  return `${GOOGLE_AUTHORIZE_URL}?${query}`;
}

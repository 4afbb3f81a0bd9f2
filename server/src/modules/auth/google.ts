// Verifies a Google ID token with google-auth-library: against Google's certificates in live mode, and only
// against the local emulator's certificate in emulator mode.
import crypto from "node:crypto";
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
  /** The ID token's nonce, when the sign-in that asked for it gave one (the store's own: stateHash(state)). */
  nonce?: string;
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
    ...(typeof payload.nonce === "string" ? { nonce: payload.nonce } : {}),
  };
}

const GOOGLE_AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
/** Where Google posts its answer (the store's own route; register `<PUBLIC_URL>` + this with Google). */
export const GOOGLE_CALLBACK_PATH = "/api/auth/google/callback";

/**
 * The hash of a sign-in's state (SHA-256, base64url): the nonce the ID token must carry, and what a one-time
 * sign-in code is bound to. The state itself stays with the browser.
 */
export const stateHash = (state: string) => crypto.createHash("sha256").update(state).digest("base64url");

/**
 * Where the "Continue with Google" button sends the shopper: Google's own account chooser (OpenID Connect), or
 * the emulator's offline. Either answers by posting the ID token and the unchanged `state` to the store's
 * callback (response_mode=form_post), so no token travels in an address; the token's nonce is the state's hash,
 * so a token issued for another sign-in cannot be posted in with this state.
 */
export function googleChooserUrl(config: AppConfig, state: string): string {
  const emulator = config.google.mode === "emulator";
  const query = new URLSearchParams({
    client_id: config.google.clientId,
    redirect_uri: emulator ? GOOGLE_CALLBACK_PATH : `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`,
    response_type: "id_token",
    response_mode: "form_post",
    scope: "openid email profile",
    nonce: stateHash(state),
    state,
  });
  if (emulator) return `/gateways/google/accounts?${query}`;
  query.set("prompt", "select_account");
  return `${GOOGLE_AUTHORIZE_URL}?${query}`;
}

// What the routes of /api/auth share: the two kinds of route the API reference documents, and the guest whose cart a
// sign-in takes over.
import type { FastifyRequest } from "fastify";
import { BEARER_SECURITY, documentedRoutes } from "../../plugins/route-docs.ts";

/** A route anyone may call: no token is read (signing in, registering, a password reset). */
export const signInRoute = documentedRoutes("auth", []);
/** A route of the signed-in account, by bearer token. */
export const accountRoute = documentedRoutes("auth", BEARER_SECURITY);

/**
 * The guest session whose cart and wishlist a sign-in takes over. Read from the header (the identity plugin has
 * already refused a malformed one), not from identity(): a stale bearer token still held by the browser must
 * never stop a shopper from signing in again.
 */
export function guestSession(request: FastifyRequest): string | null {
  const header = request.headers["x-session-id"];
  return typeof header === "string" ? header : null;
}

import type { Identity } from "../../plugins/identity.ts";
import { badRequest } from "../../http-error.ts";

/** Whose cart or wishlist a request means: the signed-in user's, else the guest session's. */
export type Owner = { userId: string; sessionId?: never } | { sessionId: string; userId?: never };

export function ownerOf(identity: Identity, guestSessionId: string | null = identity.sessionId): Owner {
  if (identity.userId) return { userId: identity.userId };
  if (guestSessionId) return { sessionId: guestSessionId };
  throw badRequest("session.required", "A guest session id is required", [
    { field: "x-session-id", message: "A guest session id is required" },
  ]);
}

/** The owner as a rate limit's key: the account's, or the guest session's. */
export const ownerKey = (owner: Owner): string =>
  owner.userId ? `user:${owner.userId}` : `session:${owner.sessionId}`;

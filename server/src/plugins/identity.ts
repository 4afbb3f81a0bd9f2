// Who is asking: a signed-in user (bearer JWT) and/or a guest session (x-session-id).
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import jwt from "jsonwebtoken";
import { roleOf, type Role } from "@store/shared/auth";
import { sessionIdSchema } from "@store/shared/common";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { badRequest, unauthorized } from "../http-error.ts";

export interface TokenClaims {
  sub: string;
  role: Role;
  /**
   * The account's tokenVersion when the token was signed (claim `tv`; absent in tokens issued before it existed,
   * which count as version 0). Bumping the account's version revokes every token signed so far, at once and on
   * every replica: a counter rather than an issued-after time, so neither the token's whole-second `iat` nor
   * replicas' clocks can let a token issued just before the revocation through, or refuse one issued just after.
   */
  tokenVersion: number;
}

export interface Identity {
  userId: string | null;
  role: Role | null;
  sessionId: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The caller; a request that sent a bad or expired token is refused with 401 when it asks. */
    identity(): Identity;
    /** The signed-in user, or 401. */
    requireUser(): { userId: string; role: Role };
  }
}

/**
 * The change to a User row that revokes every token it holds, on every replica at once: for disabling an account
 * and for anything else that must sign it out everywhere (a password reset).
 */
export const REVOKE_ALL_TOKENS = { tokenVersion: { increment: 1 } } as const;

export function signToken(config: AppConfig, claims: TokenClaims): string {
  const payload = { role: claims.role, tv: claims.tokenVersion };
  return jwt.sign(payload, config.jwt.secret, {
    algorithm: "HS256",
    subject: claims.sub,
    expiresIn: config.jwt.expiresIn as jwt.SignOptions["expiresIn"],
  });
}

/** Verifies a token strictly: HS256 only (so alg=none and key confusion fail), signature, and an expiry. */
export function verifyToken(config: AppConfig, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, config.jwt.secret, { algorithms: ["HS256"] });
    // The store always sets an expiry; a token without one was not issued here.
    if (typeof payload === "string" || typeof payload.sub !== "string" || typeof payload.exp !== "number") {
      return null;
    }
    const tokenVersion: unknown = payload.tv ?? 0;
    if (typeof tokenVersion !== "number" || !Number.isSafeInteger(tokenVersion) || tokenVersion < 0)
      return null;
    return { sub: payload.sub, role: roleOf(String(payload.role)), tokenVersion };
  } catch {
    return null;
  }
}

/** Who the bearer token names, decided once per request before any route runs. */
type Bearer = { kind: "none" } | { kind: "refused" } | { kind: "user"; userId: string; role: Role };

const BEARER = Symbol("bearer");

declare module "fastify" {
  interface FastifyRequest {
    [BEARER]: Bearer | undefined;
  }
}

/**
 * A token is a sign-in only while its account exists, is not disabled and has not revoked it (tokenVersion), and
 * the account's role is read from the database, not from the token: a deleted or disabled account's token signs
 * nobody in, and a demoted admin's token is a customer's.
 */
async function resolveBearer(
  config: AppConfig,
  db: Database,
  authorization: string | undefined,
): Promise<Bearer> {
  if (!authorization) return { kind: "none" };
  const match = /^Bearer (\S+)$/i.exec(authorization);
  const claims = match ? verifyToken(config, match[1]!) : null;
  if (!claims) return { kind: "refused" };
  const account = await db.user.findUnique({
    where: { id: claims.sub },
    select: { id: true, role: true, disabledAt: true, tokenVersion: true },
  });
  if (!account || account.disabledAt || claims.tokenVersion !== account.tokenVersion)
    return { kind: "refused" };
  return { kind: "user", userId: account.id, role: roleOf(account.role) };
}

function readIdentity(request: FastifyRequest): Identity {
  // The onRequest hook below has already refused a malformed guest id.
  const header = request.headers["x-session-id"];
  const sessionId = typeof header === "string" ? header : null;
  const bearer = request[BEARER];
  if (!bearer) throw new Error("identity() was asked before the identity hook ran");
  if (bearer.kind === "none") return { userId: null, role: null, sessionId };
  if (bearer.kind === "refused")
    throw unauthorized("auth.session_expired", "Your session has expired. Please sign in again.");
  return { userId: bearer.userId, role: bearer.role, sessionId };
}

async function identityPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { config } = options;
  app.decorateRequest(BEARER, undefined);
  app.decorateRequest("identity", function (this: FastifyRequest) {
    return readIdentity(this);
  });
  app.decorateRequest("requireUser", function (this: FastifyRequest) {
    const identity = readIdentity(this);
    if (!identity.userId || !identity.role) throw unauthorized();
    return { userId: identity.userId, role: identity.role };
  });
  app.addHook("onRequest", async (request) => {
    request[BEARER] = await resolveBearer(config, app.db, request.headers.authorization);
    // A malformed guest id is a 400 on every API call, whether or not the route reads it.
    const header = request.headers["x-session-id"];
    if (header === undefined || !request.url.startsWith("/api/")) return;
    const parsed = sessionIdSchema.safeParse(header);
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      throw badRequest("session.invalid_id", message, [{ field: "x-session-id", message }]);
    }
  });
}

export default fp(identityPlugin, { name: "identity" });

/** A route hook that refuses a caller without a valid sign-in before the body is even read. */
export async function requireSignIn(request: FastifyRequest): Promise<void> {
  request.requireUser();
}

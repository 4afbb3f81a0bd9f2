// Who is asking: a signed-in user (bearer JWT) and/or a guest session (x-session-id).
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import jwt from "jsonwebtoken";
import { sessionIdSchema } from "@store/shared/common";
import type { AppConfig } from "../config.ts";
import { badRequest, unauthorized } from "../http-error.ts";

export interface TokenClaims {
  sub: string;
  role: "customer" | "admin";
}

export interface Identity {
  userId: string | null;
  role: "customer" | "admin" | null;
  sessionId: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The caller; a request that sent a bad or expired token is refused with 401 when it asks. */
    identity(): Identity;
    /** The signed-in user, or 401. */
    requireUser(): { userId: string; role: "customer" | "admin" };
  }
}

export function signToken(config: AppConfig, claims: TokenClaims): string {
  return jwt.sign({ role: claims.role }, config.jwt.secret, {
    algorithm: "HS256",
    subject: claims.sub,
    expiresIn: config.jwt.expiresIn as jwt.SignOptions["expiresIn"],
  });
}

/** Verifies a token strictly: HS256 only (so alg=none and key confusion fail), signature and expiry. */
export function verifyToken(config: AppConfig, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, config.jwt.secret, { algorithms: ["HS256"] });
    if (typeof payload === "string" || typeof payload.sub !== "string") return null;
    const role = payload.role === "admin" ? "admin" : "customer";
    return { sub: payload.sub, role };
  } catch {
    return null;
  }
}

function readIdentity(config: AppConfig, request: FastifyRequest): Identity {
  // The onRequest hook below has already refused a malformed guest id.
  const header = request.headers["x-session-id"];
  const sessionId = typeof header === "string" ? header : null;
  const authorization = request.headers.authorization;
  if (!authorization) return { userId: null, role: null, sessionId };
  const match = /^Bearer (\S+)$/i.exec(authorization);
  const claims = match ? verifyToken(config, match[1]!) : null;
  if (!claims) throw unauthorized("Your session has expired. Please sign in again.");
  return { userId: claims.sub, role: claims.role, sessionId };
}

async function identityPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { config } = options;
  app.decorateRequest("identity", function (this: FastifyRequest) {
    return readIdentity(config, this);
  });
  app.decorateRequest("requireUser", function (this: FastifyRequest) {
    const identity = readIdentity(config, this);
    if (!identity.userId || !identity.role) throw unauthorized();
    return { userId: identity.userId, role: identity.role };
  });
  // A malformed guest id is a 400 on every API call, whether or not the route reads it.
  app.addHook("onRequest", async (request) => {
    const header = request.headers["x-session-id"];
    if (header === undefined || !request.url.startsWith("/api/")) return;
    const parsed = sessionIdSchema.safeParse(header);
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      throw badRequest(message, [{ field: "x-session-id", message }]);
    }
  });
}

export default fp(identityPlugin, { name: "identity" });

/** A route hook that refuses a caller without a valid sign-in before the body is even read. */
export async function requireSignIn(request: FastifyRequest): Promise<void> {
  request.requireUser();
}

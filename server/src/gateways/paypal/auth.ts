// How the emulated PayPal authenticates a merchant (developer.paypal.com, "Authentication"): the app's client id
// and secret (HTTP Basic) buy an access token at /v1/oauth2/token; every other call carries `Bearer <token>`.
// Tokens are signed with the app's secret and carry their expiry, so any replica checks them without a table.
import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sameText } from "../same-text.ts";
import type { AppConfig } from "../../config.ts";

/** PayPal's access tokens live nine hours. */
export const TOKEN_LIFETIME_SECONDS = 32_400;

const sign = (secret: string, payload: string) =>
  crypto.createHmac("sha256", secret).update(payload).digest("base64url");

/** True when the request's Basic credentials are the app's client id and secret. */
export function clientAuthenticated(request: FastifyRequest, paypal: AppConfig["paypal"]): boolean {
  const header = request.headers.authorization ?? "";
  if (!header.startsWith("Basic ")) return false;
  const given = Buffer.from(header.slice("Basic ".length), "base64").toString("utf8");
  return sameText(given, `${paypal.clientId}:${paypal.clientSecret}`);
}

export function issueAccessToken(paypal: AppConfig["paypal"], now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ app: paypal.clientId, exp: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS }),
  ).toString("base64url");
  return `A21AA${payload}.${sign(paypal.clientSecret, payload)}`;
}

function tokenValid(token: string, paypal: AppConfig["paypal"], now = Date.now()): boolean {
  const match = /^A21AA([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match || !sameText(sign(paypal.clientSecret, match[1]!), match[2]!)) return false;
  try {
    const claims = JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8")) as {
      app?: unknown;
      exp?: unknown;
    };
    return claims.app === paypal.clientId && typeof claims.exp === "number" && claims.exp * 1000 > now;
  } catch {
    return false;
  }
}

/** PayPal's answer to a call without a valid access token; answers true when the request may go on. */
export function bearerAuthorised(
  request: FastifyRequest,
  reply: FastifyReply,
  paypal: AppConfig["paypal"],
): boolean {
  const header = request.headers.authorization ?? "";
  if (header.startsWith("Bearer ") && tokenValid(header.slice("Bearer ".length).trim(), paypal)) return true;
  void reply.code(401).send({
    name: "AUTHENTICATION_FAILURE",
    message:
      "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
    details: [],
  });
  return false;
}

// Security headers, CORS for the configured origins, and the rate limiter that routes opt into.
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig, RateLimit } from "../config.ts";
import { HttpError } from "../http-error.ts";

/**
 * A route's rate limit from its setting: per client address unless a key is given. The address is the socket's
 * own unless TRUST_PROXY names the proxies allowed to report it, so a client cannot pick a fresh one per request.
 */
export function rateLimited(
  limit: RateLimit,
  options: { key?: (request: FastifyRequest) => string; hook?: "onRequest" | "preHandler" } = {},
): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: options.hook ?? "onRequest",
    ...(options.key ? { keyGenerator: options.key } : {}),
  };
}

/**
 * A second limit on a route that already has one (the plugin runs one limiter per request), as a hook: 429 with
 * Retry-After once the key has used up its allowance.
 */
export function extraRateLimit(
  app: FastifyInstance,
  limit: RateLimit,
  key: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: key });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw new HttpError(429, "Too many requests, please try again later");
  };
}

async function securityPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const overHttps = options.config.publicUrl.startsWith("https:");
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // Inline styles only (React's style props, the emulators' <style>); never inline scripts or eval.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Nothing is loaded from another host (README): fonts neither.
        fontSrc: ["'self'", "data:"],
        // eSewa's form posts to the gateway (our emulator offline, eSewa's host by configuration).
        formAction: ["'self'", "https://rc-epay.esewa.com.np", "https://epay.esewa.com.np"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain HTTP (a shop on a LAN address) upgrading every request to https would break the page.
        upgradeInsecureRequests: overHttps ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: options.config.env === "production" && overHttps,
  });
  await app.register(cors, {
    origin: options.config.corsOrigins,
    credentials: false,
    allowedHeaders: ["Content-Type", "Authorization", "x-session-id"],
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
  });
  await app.register(rateLimit, { global: false });
}

export default fp(securityPlugin, { name: "security" });

// Security headers, CORS for the configured origins, and the rate limiter that routes opt into.
import type { IncomingMessage, ServerResponse } from "node:http";
import cors from "@fastify/cors";
import rateLimit, { normalizeIP, type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { AppConfig, RateLimit } from "../config.ts";
import { HttpError } from "../http-error.ts";
import { databaseRateLimitStore } from "./rate-limit-store.ts";
import {
  faultyTextInAddress,
  faultyTextInBody,
  TEXT_FAULT_CODES,
  TEXT_FAULT_MESSAGES,
  type FaultyText,
} from "./well-formed-text.ts";

/**
 * A route's rate limit from its setting: per client address unless a key is given. The address is the socket's
 * own unless TRUST_PROXY names the proxies allowed to report it, so a client cannot pick a fresh one per request.
 * The counters live in the database (rate-limit-store.ts), named by the route, or by `counter` for a limiter
 * shared by several routes: every replica counts into the same ones.
 */
export function rateLimited(
  limit: RateLimit,
  options: {
    key?: (request: FastifyRequest) => string;
    hook?: "onRequest" | "preHandler";
    counter?: string;
  } = {},
): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: options.hook ?? "onRequest",
    ...(options.key ? { keyGenerator: options.key } : {}),
    // Read by the database store's `child` (the plugin passes unknown options through to it).
    ...(options.counter ? ({ counter: options.counter } as RateLimitOptions) : {}),
  };
}

/**
 * The client's address as every per-address limit counts it: the socket's, or with TRUST_PROXY the one the
 * proxies report; an IPv6 address as its /64 (one subscriber's whole range), as @fastify/rate-limit keys it.
 */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);

/**
 * A second limit on a route that already has one (the plugin runs one limiter per request), as a hook: 429 with
 * Retry-After once the key (by default the client's address) has used up its allowance. `counter` names its
 * counters in the database: limiters with the same counter, on any route, count together.
 */
export function extraRateLimit(
  app: FastifyInstance,
  counter: string,
  limit: RateLimit,
  key: (request: FastifyRequest) => string = clientAddress,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: key,
    ...({ counter } as RateLimitOptions),
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw new HttpError(429, "rate_limited", "Too many requests, please try again later");
  };
}

/**
 * The headers helmet sets for these options, worked out once. Helmet's own middleware (and @fastify/helmet, which
 * wraps it) rebuilds them, Content-Security-Policy included, on every answer: about 60 µs of CPU a request, a
 * third of a cached catalogue answer's cost. No directive here depends on the request, so the result is the same.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/** The 400 for text no database can store, naming where it is. */
export function textRefusal({ field, fault }: FaultyText): HttpError {
  const message = TEXT_FAULT_MESSAGES[fault];
  return new HttpError(400, TEXT_FAULT_CODES[fault], message, [{ field, message }]);
}

/** The store's security headers for its configuration (the same on every answer). */
export function storeSecurityHeaders(config: AppConfig): Readonly<Record<string, string>> {
  const overHttps = config.publicUrl.startsWith("https:");
  return securityHeaders({
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
        // Nothing is loaded from another host (docs/guides/dates-and-fonts.md): fonts neither.
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
    hsts: config.env === "production" && overHttps,
  });
}

/** `headers`: storeSecurityHeaders(config), worked out once by buildApp (the router's refusals use them too). */
async function securityPlugin(
  app: FastifyInstance,
  options: { config: AppConfig; headers: Readonly<Record<string, string>> },
) {
  const { headers } = options;
  // On every answer, errors and 404s included, before any route runs (as @fastify/helmet did).
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Text no database can store (a NUL, ill-formed Unicode) is refused before any query, the same on both
  // databases (well-formed-text.ts). Client routes are left to the file server.
  app.addHook("preValidation", (request, _reply, done) => {
    if (!request.url.startsWith("/api/")) return done();
    const faulty = faultyTextInAddress(request.url) ?? faultyTextInBody(request.body);
    done(faulty ? textRefusal(faulty) : undefined);
  });
  await app.register(cors, {
    origin: options.config.corsOrigins,
    credentials: false,
    allowedHeaders: ["Content-Type", "Authorization", "x-session-id"],
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
  });
  await app.register(rateLimit, {
    global: false,
    // Counters whose window is over are deleted by the sweeps (jobs/sweeps.ts), not by a request.
    store: databaseRateLimitStore(app.db),
  });
}

export default fp(securityPlugin, { name: "security" });

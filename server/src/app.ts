// buildApp(config): the whole store API as a ready Fastify instance that does not listen. Tests inject into
// it; main.ts listens with it.
import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import Fastify, { type ConnectionError, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { ErrorCode } from "@store/shared/error-codes";
import type { AppConfig, ConnectionTimeouts } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { openReader, type Reader } from "./db/reader.ts";
import { notFound } from "./http-error.ts";
import apiDocs from "./plugins/api-docs.ts";
import clientFiles from "./plugins/client-files.ts";
import errors, { routerRefusal } from "./plugins/errors.ts";
import identity from "./plugins/identity.ts";
import privateAnswers from "./plugins/private-answers.ts";
import security, { storeSecurityHeaders } from "./plugins/security.ts";
import authRoutes from "./modules/auth/routes.ts";
import catalogRoutes from "./modules/catalog/routes.ts";
import mediaRoutes from "./modules/media/routes.ts";
import googleEmulator from "./gateways/google/emulator.ts";
import esewaEmulator from "./gateways/esewa/emulator.ts";
import cartRoutes from "./modules/cart/routes.ts";
import wishlistRoutes from "./modules/wishlist/routes.ts";
import orderRoutes from "./modules/orders/routes.ts";
import adminRoutes from "./modules/admin/index.ts";
import paymentRoutes from "./modules/payments/routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    /** Read-only prepared statements for the hottest reads (grid, search, catalogue version, cart). */
    reader: Reader;
    config: AppConfig;
  }
}

export const BODY_LIMIT = 1024 * 1024;

/** TRUST_PROXY as Fastify takes it; a number of hops trusts the closest that many proxies. */
function trustedProxies(setting: AppConfig["trustProxy"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * The timeouts for slow and broken clients (docs/SECURITY.md) as Fastify and Node's http server take them. Node
 * looks for requests past their headers or request deadline only every `connectionsCheckingInterval` (30 s by
 * default, longer than the deadlines): checking at half the shorter deadline closes a connection at most 1.5
 * times its deadline after its first byte.
 */
function serverTimeouts(timeouts: ConnectionTimeouts) {
  return {
    connectionTimeout: timeouts.socketMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Fastify sets the server's requestTimeout after creating it (0, none, unless given): both must say it.
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 2),
      ),
    },
  };
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: "request.timeout",
    reason: "Request Timeout",
    message: "The request took too long to arrive",
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: "request.headers_too_large",
    reason: "Request Header Fields Too Large",
    message: "The request's headers are too large",
  },
};
const NOT_HTTP = {
  status: 400,
  reason: "Bad Request",
  code: "request.invalid",
  message: "The request is not valid HTTP: check its request line and headers",
} as const;

/**
 * What Node refuses before a route ever sees a request (headers or body too slow, headers too large, bytes that
 * are not HTTP): the answer in API.md's envelope with the store's security headers, then the connection closed.
 * Fastify's default answers in its own shape. A client that has gone (reset, or already destroyed) gets nothing,
 * and nothing is logged above debug: these are the client's failures, not the store's.
 */
function connectionRefuser(headers: Readonly<Record<string, string>>) {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return function refuseConnection(this: FastifyInstance, error: ConnectionError, socket: Socket) {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const { status, reason, code, message } = CLIENT_ERRORS[error.code] ?? NOT_HTTP;
    this.log.debug({ err: error }, "client refused");
    // Node's own rule: only where no answer has started on this connection, else the client would read a mix.
    const answer = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (socket.writable && !answer?.headersSent) {
      const body = JSON.stringify({ success: false, code, message });
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n${headerLines}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

export async function buildApp(config: AppConfig, options: { db?: Database } = {}): Promise<FastifyInstance> {
  const headers = storeSecurityHeaders(config);
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustedProxies(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeouts(config.timeouts),
    clientErrorHandler: connectionRefuser(headers),
    // The router's refusals come before any hook: they get the security headers here.
    frameworkErrors: (error, request, reply) => routerRefusal(error, request, reply.headers(headers)),
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON only: a text/plain body (what a cross-site form can send without asking) is a 415.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = options.db ?? (await openDatabase(config.databaseUrl));
  app.decorate("db", db);
  app.decorate("config", config);
  if (!options.db) app.addHook("onClose", async () => db.$disconnect());
  const reader = openReader(config.databaseUrl);
  app.decorate("reader", reader);
  app.addHook("onClose", async () => reader.close());

  await app.register(errors);
  await app.register(security, { config });
  await app.register(apiDocs);
  await app.register(identity, { config });
  await app.register(privateAnswers);

  await app.register(authRoutes, { prefix: "/api/auth" });
  await app.register(catalogRoutes, { prefix: "/api" });
  await app.register(cartRoutes, { prefix: "/api/cart" });
  await app.register(wishlistRoutes, { prefix: "/api/wishlist" });
  await app.register(orderRoutes, { prefix: "/api/orders" });
  await app.register(adminRoutes, { prefix: "/api/admin" });
  await app.register(paymentRoutes, { prefix: "/api/payments" });
  await app.register(mediaRoutes);
  if (config.google.mode === "emulator") await app.register(googleEmulator);
  if (config.esewa.mode === "emulator") await app.register(esewaEmulator);

  app.setNotFoundHandler((request) => {
    throw request.url.startsWith("/api")
      ? notFound("route.not_found", "Route not found")
      : notFound("page.not_found", "Page not found");
  });
  if (config.clientDist) await app.register(clientFiles, { root: config.clientDist });

  await app.ready();
  return app;
}

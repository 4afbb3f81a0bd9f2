// buildApp(config): the whole store API as a ready Fastify instance that does not listen. Tests inject into
// it; main.ts listens with it.
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import { connectionRefuser, serverTimeouts } from "./connections.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { openReader, type Reader } from "./db/reader.ts";
import { notFound } from "./http-error.ts";
import apiDocs from "./plugins/api-docs.ts";
import clientFiles from "./plugins/client-files.ts";
import { readPageAssets } from "./render/page-assets.ts";
import { loadPageRenderer, storefrontPages } from "./render/storefront-pages.ts";
import errors, { routerRefusal } from "./plugins/errors.ts";
import identity from "./plugins/identity.ts";
import privateAnswers from "./plugins/private-answers.ts";
import { loggedRequest } from "./plugins/log-redaction.ts";
import { standardOutputSink, type LogSink } from "./log-sink.ts";
import security, { storeSecurityHeaders } from "./plugins/security.ts";
import authRoutes from "./modules/auth/routes.ts";
import catalogRoutes from "./modules/catalog/routes.ts";
import mediaRoutes from "./modules/media/routes.ts";
import googleEmulator from "./gateways/google/emulator.ts";
import esewaEmulator from "./gateways/esewa/emulator.ts";
import khaltiEmulator from "./gateways/khalti/emulator.ts";
import connectipsEmulator from "./gateways/connectips/emulator.ts";
import fonepayEmulator from "./gateways/fonepay/emulator.ts";
import fastifyWebsocket from "@fastify/websocket";
import fonepayQrEmulator from "./gateways/fonepay/qr-emulator.ts";
import processorEmulators from "./gateways/processors/emulator.ts";
import smsPhoneViewer from "./modules/sms/phone-viewer.ts";
import cartRoutes from "./modules/cart/routes.ts";
import reviewRoutes from "./modules/reviews/routes.ts";
import wishlistRoutes from "./modules/wishlist/routes.ts";
import orderRoutes from "./modules/orders/routes.ts";
import locationRoutes from "./modules/locations/routes.ts";
import adminRoutes from "./modules/admin/index.ts";
import paymentRoutes from "./modules/payments/routes.ts";
import stockAlertRoutes from "./modules/stock-alerts/routes.ts";
import jobs from "./jobs/index.ts";
import { googleSignIn, testGateway } from "./store-mode.ts";
import discoveryFiles from "./render/discovery-files.ts";

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

export async function buildApp(
  config: AppConfig,
  options: { db?: Database; logSink?: LogSink } = {},
): Promise<FastifyInstance> {
  const headers = storeSecurityHeaders(config);
  // Never pino's own destination: a stalled reader of standard output must not stall the store (log-sink.ts).
  const logSink = config.logLevel === "silent" ? null : (options.logSink ?? standardOutputSink());
  const app = Fastify({
    logger:
      logSink === null
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization", "req.headers.cookie"],
            serializers: { req: loggedRequest },
            stream: logSink,
          },
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
  if (logSink) {
    const stopReporting = logSink.reportDropsTo((dropped) =>
      app.log.warn(
        { droppedLogLines: dropped },
        "the log's reader stalled: lines were dropped until it read again",
      ),
    );
    app.addHook("onClose", async () => stopReporting());
  }
  if (!options.db) app.addHook("onClose", async () => db.$disconnect());
  const reader = openReader(config.databaseUrl);
  app.decorate("reader", reader);
  app.addHook("onClose", async () => reader.close());

  await app.register(errors);
  await app.register(security, { config, headers });
  await app.register(apiDocs);
  await app.register(identity, { config });
  await app.register(privateAnswers);
  await app.register(jobs);

  await app.register(authRoutes, { prefix: "/api/auth" });
  await app.register(catalogRoutes, { prefix: "/api" });
  await app.register(cartRoutes, { prefix: "/api/cart" });
  await app.register(wishlistRoutes, { prefix: "/api/wishlist" });
  await app.register(reviewRoutes, { prefix: "/api" });
  await app.register(orderRoutes, { prefix: "/api/orders" });
  await app.register(locationRoutes, { prefix: "/api/locations" });
  await app.register(adminRoutes, { prefix: "/api/admin" });
  await app.register(paymentRoutes, { prefix: "/api/payments" });
  await app.register(stockAlertRoutes);
  await app.register(mediaRoutes);
  // The stand-ins for Google and the gateways, each where it is what the store reaches; a store that takes real
  // money mounts none, whatever else its settings say (its /gateways/… routes answer 404).
  if (config.storeMode === "offline") {
    if (googleSignIn(config) === "emulator") await app.register(googleEmulator);
    if (config.esewa.mode === "emulator") await app.register(esewaEmulator);
    if (config.khalti.mode === "emulator") await app.register(khaltiEmulator);
    if (config.connectips.mode === "emulator") await app.register(connectipsEmulator);
    // Fonepay: the web checkout's payment page and verification; the dynamic QR's API, bank-app page and
    // notification socket (a WebSocket server on the store's own origin).
    if (config.fonepay.mode === "emulator") {
      await app.register(fastifyWebsocket);
      await app.register(fonepayEmulator);
      await app.register(fonepayQrEmulator);
    }
    // The PayPal and card processors' stand-ins, unless both are configured to be the real services.
    if (testGateway(config, "paypal") === "emulator" || testGateway(config, "mastercard") === "emulator")
      await app.register(processorEmulators);
    // The SMS emulator's phone (/dev/sms): the texts the store kept instead of sending.
    if (config.sms.provider === "emulator") await app.register(smsPhoneViewer);
  }

  app.setNotFoundHandler((request) => {
    throw request.url.startsWith("/api")
      ? notFound("route.not_found", "Route not found")
      : notFound("page.not_found", "Page not found");
  });
  await app.register(discoveryFiles);
  const renderer = await loadPageRenderer(config.ssrEntry);
  const servePage =
    renderer &&
    storefrontPages(app, {
      renderer,
      assets: readPageAssets(config.clientDist),
      origin: config.publicUrl,
      cacheSize: config.pageCacheSize,
      renderLimit: config.rateLimits.pageRender,
    });
  await app.register(clientFiles, { root: config.clientDist, servePage });

  await app.ready();
  return app;
}

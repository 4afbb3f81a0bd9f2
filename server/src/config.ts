// Every setting of the server, read once from the environment. Each has an offline default except the JWT
// secret, which main.ts supplies when JWT_SECRET is unset: the installation's own, from a file in the data folder
// (SQLite) or from the database (PostgreSQL; jwt-secret.ts).
// A live store (STORE_MODE=live) must replace the offline defaults of every method it offers: it will not start
// until it has (liveSettingsMissing below names what is missing).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { DEFAULT_COD_MAX_AMOUNT } from "@store/shared/cod";
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS, type PaymentMethod } from "@store/shared/order-facts";
import { OFFLINE_DEFAULTS } from "./offline-defaults.ts";
import { parseRetention, type Retention } from "./retention-config.ts";

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const commaList = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/** A rate-limit window such as `15 minutes`, `1 minute`, `30s` or `2h`, in milliseconds. */
const WINDOW_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const windowSetting = z
  .string()
  .trim()
  .regex(
    /^\d+\s*(ms|s|secs?|seconds?|m|mins?|minutes?|h|hours?)$/,
    "a window is like 500ms, 30 seconds, 15 minutes or 1 hour",
  )
  .transform((value) => {
    const [, amount, unit] = /^(\d+)\s*([a-z]+)$/.exec(value)!;
    return Number(amount) * WINDOW_UNITS[unit === "ms" ? "ms" : unit![0]!]!;
  })
  .refine((milliseconds) => milliseconds > 0, "a window must be longer than nothing");

const limitSetting = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * A connection timeout, written like a window (`10 seconds`), in milliseconds. At least a second: `10ms` for
 * `10s` would close every connection before its request arrived.
 */
const timeoutSetting = (fallback: number) =>
  windowSetting
    .refine((milliseconds) => milliseconds >= 1000, "a timeout is at least 1 second")
    .default(fallback);

/**
 * Which proxies may tell the client's address in X-Forwarded-For. Off by default: a store that faces the
 * internet directly must not let a client claim any address it likes (that would dodge every per-address
 * limit). Behind a load balancer: the number of proxy hops, or their addresses/subnets, comma-separated.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] => {
    if (value === "" || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  });

/** PAYMENT_METHODS: the methods the store offers, comma-separated, each named once as the API names it. */
const paymentMethodsSetting = commaList.pipe(
  z
    .array(z.enum(PAYMENT_METHODS, { error: `each is one of ${PAYMENT_METHODS.join(", ")}` }))
    .min(1, "at least one payment method")
    .refine((methods) => new Set(methods).size === methods.length, "each method once"),
);

/** Who sends the store's text messages: the offline emulator (/dev/sms) or a Nepali SMS provider. */
export const SMS_PROVIDERS = ["emulator", "sparrow", "aakash"] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];
/** Sparrow SMS's send endpoint (docs.sparrowsms.com, "Send SMS": POST /v2/sms/ with token, from, to, text). */
export const SPARROW_SEND_URL = "http://api.sparrowsms.com/v2/sms/";
/** Aakash SMS's send endpoint (its API v3: POST /sms/v3/send with auth_token, to, text). */
export const AAKASH_SEND_URL = "https://sms.aakashsms.com/sms/v3/send";

const environmentSchema = z.object({
  /**
   * offline: a demo and test store, its gateways and Google local stand-ins; live: a store that takes real money,
   * with no stand-in mounted and every method it offers live (store-mode.ts, docs/SECURITY.md "STORE_MODE").
   */
  STORE_MODE: z.enum(["offline", "live"]).default("offline"),
  /** The methods the merchant offers; a live store without a live card gateway drops the card. */
  PAYMENT_METHODS: paymentMethodsSetting.default([...PAYMENT_METHODS]),
  /** Whether shoppers may sign in with Google at all. */
  GOOGLE_SIGNIN: z.enum(["on", "off"]).default("on"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .min(1)
    .default(`file:${path.join(REPOSITORY_ROOT, "data", "store.db")}`),
  /** The store's own origin, used for links that leave and come back (gateways, emulators). */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, "JWT_EXPIRES_IN is like 15m, 12h or 7d")
    .default("7d"),
  CORS_ORIGINS: commaList.default(["http://localhost:3000", "http://localhost:5173"]),
  /** Fastify's trustProxy: false unless the store runs behind known proxies. */
  TRUST_PROXY: trustProxySetting.default(false),
  /** Sign-in attempts per address and email. */
  LOGIN_RATE_LIMIT: limitSetting(10),
  LOGIN_RATE_WINDOW: windowSetting.default(15 * 60_000),
  /** Sign-in attempts per address over every email (credential stuffing), in the login's window. */
  LOGIN_ADDRESS_RATE_LIMIT: limitSetting(100),
  /** Registrations per address. */
  REGISTER_RATE_LIMIT: limitSetting(20),
  REGISTER_RATE_WINDOW: windowSetting.default(15 * 60_000),
  /** Order tracking by number and email, per address. */
  TRACKING_RATE_LIMIT: limitSetting(30),
  TRACKING_RATE_WINDOW: windowSetting.default(60_000),
  /** Every /api/payments call that reads or changes an order, per address. */
  PAYMENT_RATE_LIMIT: limitSetting(30),
  PAYMENT_RATE_WINDOW: windowSetting.default(60_000),
  /** Reset requests and reset attempts, per address (each its own counter). */
  PASSWORD_RESET_RATE_LIMIT: limitSetting(20),
  /** Reset requests per email, so nobody floods one mailbox from many addresses. */
  PASSWORD_RESET_EMAIL_RATE_LIMIT: limitSetting(5),
  PASSWORD_RESET_RATE_WINDOW: windowSetting.default(60 * 60_000),
  /** Trying a discount code on the cart, per cart (account or guest session): guessing codes. */
  DISCOUNT_RATE_LIMIT: limitSetting(10),
  /** The same per address over every cart (a guesser making fresh sessions). */
  DISCOUNT_ADDRESS_RATE_LIMIT: limitSetting(30),
  DISCOUNT_RATE_WINDOW: windowSetting.default(10 * 60_000),
  // Placing orders (docs/SECURITY.md "Stock held by orders nobody pays for"): per shopper (account or guest
  // session) and per address, in the window; and the open orders (unpaid, or cash on delivery not yet sent) a
  // shopper or an email address, and an address, may have at once.
  /** Placing an order, per shopper (account or guest session). */
  ORDER_RATE_LIMIT: limitSetting(10),
  /** Placing an order, per address over every shopper (fresh guest sessions, fresh accounts). */
  ORDER_ADDRESS_RATE_LIMIT: limitSetting(30),
  ORDER_RATE_WINDOW: windowSetting.default(60 * 60_000),
  /**
   * The most open orders (unpaid within their payment window, or cash on delivery not yet sent), each of which
   * holds stock, that one shopper (account or guest session) or one email address may have at once.
   */
  ORDER_OPEN_LIMIT: limitSetting(5),
  /** The same for one client address. */
  ORDER_OPEN_ADDRESS_LIMIT: limitSetting(20),
  // How long the server waits for slow or broken clients (docs/SECURITY.md, "Slow and broken clients"). Each
  // ends with the connection closed, so one client cannot hold what others need.
  /** From a request's first byte to the end of its headers (slowloris), else 408 and closed. */
  HEADERS_TIMEOUT: timeoutSetting(10_000),
  /** From a request's first byte to the end of its body, else 408 and closed. */
  REQUEST_TIMEOUT: timeoutSetting(30_000),
  /** No byte moved either way while a request or its answer is under way (a client that stops reading): closed. */
  SOCKET_TIMEOUT: timeoutSetting(60_000),
  /** An idle connection between two requests: closed. */
  KEEP_ALIVE_TIMEOUT: timeoutSetting(72_000),
  ADMIN_EMAIL: z.email().default("admin@store.local"),
  ADMIN_PASSWORD: z.string().min(8).default(OFFLINE_DEFAULTS.adminPassword),
  GOOGLE_MODE: z.enum(["emulator", "live"]).default("emulator"),
  GOOGLE_CLIENT_ID: z.string().min(1).default(OFFLINE_DEFAULTS.googleClientId),
  /** The built client to serve; empty to serve the API alone. */
  CLIENT_DIST: z.string().default(path.join(REPOSITORY_ROOT, "client", "dist")),
  /** The server-side build of the storefront (client/src/entry-server.tsx); pages are rendered by the browser without it. */
  SSR_ENTRY: z.string().default(path.join(REPOSITORY_ROOT, "client", "dist-server", "entry-server.js")),
  /** How many rendered pages the server keeps in memory (0: none), a tenth of them for pages on trial. */
  PAGE_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Pages the server renders for one address (requests its page cache cannot answer); kept pages never count. */
  PAGE_RENDER_RATE_LIMIT: limitSetting(60),
  PAGE_RENDER_RATE_WINDOW: windowSetting.default(60_000),
  /** Back-in-stock requests ("notify me when it's back") per address. */
  STOCK_ALERT_RATE_LIMIT: limitSetting(10),
  STOCK_ALERT_RATE_WINDOW: windowSetting.default(60 * 60_000),
  /** How long an unpaid order holds its stock. */
  ORDER_PAYMENT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** How many catalogue answers the server keeps in memory (0: none). */
  CATALOGUE_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(500),
  /** The admin dashboard lists stock at or below this as low. */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(5),
  /** The largest order total, in rupees (shipping and gift wrap included), that may be paid in cash on delivery. */
  COD_MAX_AMOUNT: z.coerce.number().int().min(0).max(100_000_000).default(DEFAULT_COD_MAX_AMOUNT),
  ESEWA_MODE: z.enum(["emulator", "test", "live"]).default("emulator"),
  // eSewa's published merchant-integration test credentials (developer.esewa.com.np).
  ESEWA_PRODUCT_CODE: z.string().min(1).default(OFFLINE_DEFAULTS.esewaProductCode),
  ESEWA_SECRET_KEY: z.string().min(1).default(OFFLINE_DEFAULTS.esewaSecretKey),
  // eSewa publishes no merchant refund API for ePay v2 (refunds are made in its merchant portal): the emulator
  // offers one; with ESEWA_MODE test or live, refunds need the URL eSewa gives the merchant, else they are refused.
  /** The merchant refund call (POST, signed). */
  ESEWA_REFUND_URL: z.url().optional(),
  // Khalti ePayment (KPG-2): the offline emulator at the store's own origin, Khalti's sandbox, or the live service.
  KHALTI_MODE: z.enum(["emulator", "sandbox", "live"]).default("emulator"),
  /** The merchant's secret key, sent as `Authorization: Key <secretKey>`. */
  KHALTI_SECRET_KEY: z.string().min(1).optional(),
  // PayPal's REST API (https://api-m.sandbox.paypal.com or https://api-m.paypal.com); unset: the emulator
  // (under /gateways/paypal). The app's client credentials follow.
  PAYPAL_API_URL: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).default(OFFLINE_DEFAULTS.paypalClientId),
  PAYPAL_CLIENT_SECRET: z.string().min(1).default(OFFLINE_DEFAULTS.paypalClientSecret),
  // The card processor's API; unset: the emulator (under /gateways/mastercard). The merchant's credentials follow.
  MASTERCARD_API_URL: z.url().optional(),
  MASTERCARD_MERCHANT_ID: z.string().min(1).default(OFFLINE_DEFAULTS.mastercardMerchantId),
  MASTERCARD_API_PASSWORD: z.string().min(1).default(OFFLINE_DEFAULTS.mastercardPassword),
  // Fonepay (web checkout and dynamic QR): the offline emulator at the store's own origin, Fonepay's UAT or the
  // live service. The defaults are Fonepay's published test credentials, which only the emulator and UAT take.
  FONEPAY_MODE: z.enum(["emulator", "uat", "live"]).default("emulator"),
  FONEPAY_MERCHANT_CODE: z.string().min(1).default(OFFLINE_DEFAULTS.fonepayMerchantCode),
  /** The merchant's secret key: the HMAC-SHA512 key of every DV. */
  FONEPAY_SECRET: z.string().min(1).default(OFFLINE_DEFAULTS.fonepaySecret),
  /** The dynamic QR API's merchant user and password. */
  FONEPAY_USERNAME: z.string().min(1).default(OFFLINE_DEFAULTS.fonepayUsername),
  FONEPAY_PASSWORD: z.string().min(1).default(OFFLINE_DEFAULTS.fonepayPassword),
  // connectIPS (NCHL): the offline emulator, NCHL's UAT or the live service. The store signs every TOKEN with the
  // key of the merchant's PFX; offline with no PFX set, it makes its own key and certificate on first start.
  CONNECTIPS_MODE: z.enum(["emulator", "uat", "live"]).default("emulator"),
  CONNECTIPS_MERCHANT_ID: z.string().min(1).default(OFFLINE_DEFAULTS.connectipsMerchantId),
  CONNECTIPS_APP_ID: z.string().min(1).default(OFFLINE_DEFAULTS.connectipsAppId),
  CONNECTIPS_APP_NAME: z.string().min(1).default(OFFLINE_DEFAULTS.connectipsAppName),
  /** The app's password: basic auth of validatetxn and gettxndetail (user: the APPID). */
  CONNECTIPS_PASSWORD: z.string().min(1).default(OFFLINE_DEFAULTS.connectipsPassword),
  CONNECTIPS_PFX_PATH: z.string().min(1).optional(),
  CONNECTIPS_PFX_PASSWORD: z.string().optional(),
  // Mail leaves through SMTP (smtp:// or smtps://); unset: kept as captured in the outbox for the mail viewer.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL is like smtp://user:pass@host:587" }).optional(),
  /** The sender of outgoing mail. */
  MAIL_FROM: z.string().trim().min(3).default("Nepal Store <orders@nepalstore.example>"),
  // Text messages leave through Sparrow SMS or Aakash SMS; emulator (offline only): kept as captured in the
  // outbox for the /dev/sms viewer.
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).default("emulator"),
  /** Sparrow SMS: the token from its dashboard and the sender identity it gave the store. */
  SPARROW_TOKEN: z.string().trim().min(1).optional(),
  SPARROW_FROM: z.string().trim().min(1).optional(),
  /** Sparrow SMS's send endpoint (its API v2). */
  SPARROW_URL: z.url().default(SPARROW_SEND_URL),
  /** Aakash SMS: the auth token from its dashboard. */
  AAKASH_TOKEN: z.string().trim().min(1).optional(),
  /** Aakash SMS's send endpoint (its API v3). */
  AAKASH_URL: z.url().default(AAKASH_SEND_URL),
});

/** Node refuses a server whose headers may take longer than the whole request; a provider needs its credentials. */
const checkedEnvironmentSchema = environmentSchema
  .refine((env) => env.HEADERS_TIMEOUT <= env.REQUEST_TIMEOUT, {
    message: "HEADERS_TIMEOUT may not be longer than REQUEST_TIMEOUT",
    path: ["HEADERS_TIMEOUT"],
  })
  .refine((env) => env.SMS_PROVIDER !== "sparrow" || env.SPARROW_TOKEN, {
    message: "required when SMS_PROVIDER is sparrow (the token from Sparrow SMS's dashboard)",
    path: ["SPARROW_TOKEN"],
  })
  .refine((env) => env.SMS_PROVIDER !== "sparrow" || env.SPARROW_FROM, {
    message: "required when SMS_PROVIDER is sparrow (the sender identity Sparrow SMS gave the store)",
    path: ["SPARROW_FROM"],
  })
  .refine((env) => env.SMS_PROVIDER !== "aakash" || env.AAKASH_TOKEN, {
    message: "required when SMS_PROVIDER is aakash (the auth token from Aakash SMS's dashboard)",
    path: ["AAKASH_TOKEN"],
  });

/** Where ePay v2's form is posted and where its status check lives, by mode. */
const ESEWA_HOSTS = {
  test: { form: "https://rc-epay.esewa.com.np", status: "https://rc.esewa.com.np" },
  live: { form: "https://epay.esewa.com.np", status: "https://epay.esewa.com.np" },
} as const;

/** At most `max` requests per key within `windowMs`, then 429 until the window has passed. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The environment's settings, checked and with their defaults. */
type Settings = z.infer<typeof environmentSchema>;

/** Every setting of the server, in the shape the code reads them (their meanings are at environmentSchema). */
export type AppConfig = ReturnType<typeof configFrom>;

/**
 * How long the server waits for slow or broken clients (docs/SECURITY.md, "Slow and broken clients"), in
 * milliseconds (HEADERS_TIMEOUT, REQUEST_TIMEOUT, SOCKET_TIMEOUT, KEEP_ALIVE_TIMEOUT).
 */
export type ConnectionTimeouts = AppConfig["timeouts"];

export type Environment = Record<string, string | undefined>;

/** Resolves a relative SQLite file URL against the repository root, so every process opens the same file. */
export function absoluteDatabaseUrl(url: string): string {
  if (!url.startsWith("file:")) return url;
  const file = url.slice("file:".length);
  if (file === ":memory:" || path.isAbsolute(file)) return url;
  return `file:${path.resolve(REPOSITORY_ROOT, file)}`;
}

/** Where the store keeps its files: the SQLite file's folder, else data/ in the repository. */
export function dataFolder(databaseUrl: string): string {
  const url = absoluteDatabaseUrl(databaseUrl);
  const file = url.startsWith("file:") ? url.slice("file:".length) : null;
  return file && file !== ":memory:" ? path.dirname(file) : path.join(REPOSITORY_ROOT, "data");
}

/**
 * The configuration from the environment. Without JWT_SECRET the fallback supplies the secret: a fixed one
 * (tests), or a function of the data folder (main.ts: the installation's own random secret).
 */
export function loadConfig(
  environment: Environment,
  jwtSecretFallback?: string | ((dataFolder: string) => string),
): AppConfig {
  const parsed = checkedEnvironmentSchema.safeParse(environment);
  // How long rows are kept: its own group (retention-config.ts), its problems named with the others.
  const kept = parseRetention(environment);
  if (!parsed.success || kept.retention === null) {
    const problems = [
      ...(parsed.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? []),
      ...kept.problems,
    ];
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const secret =
    env.JWT_SECRET ??
    (typeof jwtSecretFallback === "function"
      ? jwtSecretFallback(dataFolder(env.DATABASE_URL))
      : jwtSecretFallback);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  if (!secret) throw new Error("Invalid configuration:\n  JWT_SECRET: required");
  const config = configFrom(env, secret, publicUrl, kept.retention);
  // A store that takes real money starts only with every setting that makes it real, each missing one named.
  if (config.storeMode === "live") {
    const missing = [
      ...(env.PUBLIC_URL
        ? []
        : ["PUBLIC_URL: required in a live store: the address shoppers, gateways and emails come back to"]),
      ...liveSettingsMissing(config),
    ];
    if (missing.length) throw new Error(`Invalid configuration:\n  ${missing.join("\n  ")}`);
  }
  return config;
}

/** PayPal's live REST API (developer.paypal.com, "REST API requests"): a live store's PAYPAL_API_URL. */
export const PAYPAL_LIVE_API = "https://api-m.paypal.com";
const PAYPAL_LIVE_HOSTS = ["api-m.paypal.com", "api.paypal.com"];

/**
 * What a live store lacks, one line per setting as `SETTING: what it must be` (none offline): each method it
 * offers (the card aside) and Google sign-in, when on, need their live gateway and the merchant's own
 * credentials, and the admin is not seeded with the published default password.
 */
export function liveSettingsMissing(config: AppConfig): string[] {
  if (config.storeMode !== "live") return [];
  const missing: string[] = [];
  const offers = (method: PaymentMethod) => config.paymentMethods.includes(method);
  const toOffer = (method: PaymentMethod) =>
    `to offer ${PAYMENT_METHOD_NAMES[method]} in a live store (or leave it out of PAYMENT_METHODS)`;
  if (offers("esewa")) {
    if (config.esewa.mode !== "live")
      missing.push(`ESEWA_MODE: must be live ${toOffer("esewa")}; it is ${config.esewa.mode}`);
    if (config.esewa.productCode === OFFLINE_DEFAULTS.esewaProductCode)
      missing.push(
        `ESEWA_PRODUCT_CODE: the merchant code eSewa gave the store is required ${toOffer("esewa")}`,
      );
    if (config.esewa.secretKey === OFFLINE_DEFAULTS.esewaSecretKey)
      missing.push(`ESEWA_SECRET_KEY: the secret key eSewa gave the store is required ${toOffer("esewa")}`);
  }
  if (offers("khalti") && config.khalti.mode !== "live")
    missing.push(
      `KHALTI_MODE: must be live (with KHALTI_SECRET_KEY) ${toOffer("khalti")}; it is ${config.khalti.mode}`,
    );
  if (offers("paypal")) {
    if (!PAYPAL_LIVE_HOSTS.includes(new URL(config.paypal.apiUrl).hostname))
      missing.push(`PAYPAL_API_URL: must be PayPal's live API, ${PAYPAL_LIVE_API}, ${toOffer("paypal")}`);
    if (config.paypal.clientId === OFFLINE_DEFAULTS.paypalClientId)
      missing.push(
        `PAYPAL_CLIENT_ID: the store's live PayPal app's client id is required ${toOffer("paypal")}`,
      );
    if (config.paypal.clientSecret === OFFLINE_DEFAULTS.paypalClientSecret)
      missing.push(
        `PAYPAL_CLIENT_SECRET: the store's live PayPal app's secret is required ${toOffer("paypal")}`,
      );
  }
  if (offers("fonepay")) {
    if (config.fonepay.mode !== "live")
      missing.push(`FONEPAY_MODE: must be live ${toOffer("fonepay")}; it is ${config.fonepay.mode}`);
    if (config.fonepay.merchantCode === OFFLINE_DEFAULTS.fonepayMerchantCode)
      missing.push(
        `FONEPAY_MERCHANT_CODE: the merchant code Fonepay gave the store is required ${toOffer("fonepay")}`,
      );
    if (config.fonepay.secret === OFFLINE_DEFAULTS.fonepaySecret)
      missing.push(`FONEPAY_SECRET: the secret key Fonepay gave the store is required ${toOffer("fonepay")}`);
    if (config.fonepay.username === OFFLINE_DEFAULTS.fonepayUsername)
      missing.push(
        `FONEPAY_USERNAME: the QR API user Fonepay gave the store is required ${toOffer("fonepay")}`,
      );
  }
  if (offers("connectips")) {
    if (config.connectips.mode !== "live")
      missing.push(`CONNECTIPS_MODE: must be live ${toOffer("connectips")}; it is ${config.connectips.mode}`);
    if (config.connectips.merchantId === OFFLINE_DEFAULTS.connectipsMerchantId)
      missing.push(
        `CONNECTIPS_MERCHANT_ID: the merchant id NCHL gave the store is required ${toOffer("connectips")}`,
      );
    if (!config.connectips.pfxPath)
      missing.push(
        `CONNECTIPS_PFX_PATH: the merchant's PFX registered with NCHL is required ${toOffer("connectips")}`,
      );
  }
  if (config.google.signIn) {
    const toSignIn = "for Google sign-in in a live store (or set GOOGLE_SIGNIN=off)";
    if (config.google.mode !== "live") missing.push(`GOOGLE_MODE: must be live ${toSignIn}`);
    if (config.google.clientId === OFFLINE_DEFAULTS.googleClientId)
      missing.push(`GOOGLE_CLIENT_ID: the store's own OAuth client id is required ${toSignIn}`);
  }
  if (config.sms.provider === "emulator")
    missing.push(
      "SMS_PROVIDER: must be sparrow or aakash in a live store (with its token): the emulator sends no text",
    );
  if (config.admin.password === OFFLINE_DEFAULTS.adminPassword)
    missing.push("ADMIN_PASSWORD: a live store is never seeded with the published default admin password");
  return missing;
}

/** Khalti's API bases (docs.khalti.com, "API Endpoints"). */
const KHALTI_API_URLS = {
  sandbox: "https://dev.khalti.com/api/v2/",
  live: "https://khalti.com/api/v2/",
} as const;

/** The key the offline emulator accepts when none is set: it opens nothing outside this store. */
export const KHALTI_EMULATOR_SECRET_KEY = "test_secret_key_offline_khalti_emulator";

/** The settings in the shape the code reads them, with what follows from them (gateway addresses by mode). */
function configFrom(env: Settings, secret: string, publicUrl: string, retention: Retention) {
  return {
    storeMode: env.STORE_MODE,
    paymentMethods: env.PAYMENT_METHODS,
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: absoluteDatabaseUrl(env.DATABASE_URL),
    publicUrl,
    logLevel: env.LOG_LEVEL,
    jwt: { secret, expiresIn: env.JWT_EXPIRES_IN },
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT,
      requestMs: env.REQUEST_TIMEOUT,
      socketMs: env.SOCKET_TIMEOUT,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT,
    },
    rateLimits: {
      login: rateLimit(env.LOGIN_RATE_LIMIT, env.LOGIN_RATE_WINDOW),
      loginAddress: rateLimit(env.LOGIN_ADDRESS_RATE_LIMIT, env.LOGIN_RATE_WINDOW),
      register: rateLimit(env.REGISTER_RATE_LIMIT, env.REGISTER_RATE_WINDOW),
      tracking: rateLimit(env.TRACKING_RATE_LIMIT, env.TRACKING_RATE_WINDOW),
      payments: rateLimit(env.PAYMENT_RATE_LIMIT, env.PAYMENT_RATE_WINDOW),
      passwordReset: rateLimit(env.PASSWORD_RESET_RATE_LIMIT, env.PASSWORD_RESET_RATE_WINDOW),
      passwordResetEmail: rateLimit(env.PASSWORD_RESET_EMAIL_RATE_LIMIT, env.PASSWORD_RESET_RATE_WINDOW),
      discountCode: rateLimit(env.DISCOUNT_RATE_LIMIT, env.DISCOUNT_RATE_WINDOW),
      discountCodeAddress: rateLimit(env.DISCOUNT_ADDRESS_RATE_LIMIT, env.DISCOUNT_RATE_WINDOW),
      order: rateLimit(env.ORDER_RATE_LIMIT, env.ORDER_RATE_WINDOW),
      orderAddress: rateLimit(env.ORDER_ADDRESS_RATE_LIMIT, env.ORDER_RATE_WINDOW),
      pageRender: rateLimit(env.PAGE_RENDER_RATE_LIMIT, env.PAGE_RENDER_RATE_WINDOW),
      stockAlert: rateLimit(env.STOCK_ALERT_RATE_LIMIT, env.STOCK_ALERT_RATE_WINDOW),
    },
    openOrders: { perShopper: env.ORDER_OPEN_LIMIT, perAddress: env.ORDER_OPEN_ADDRESS_LIMIT },
    admin: { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD },
    google: { mode: env.GOOGLE_MODE, clientId: env.GOOGLE_CLIENT_ID, signIn: env.GOOGLE_SIGNIN === "on" },
    /** The built client to serve, or null to serve the API alone. */
    clientDist: env.CLIENT_DIST || null,
    /** The storefront's server-side build, or null: pages are rendered by the browser. */
    ssrEntry: env.SSR_ENTRY || null,
    pageCacheSize: env.PAGE_CACHE_SIZE,
    orderPaymentWindowMinutes: env.ORDER_PAYMENT_WINDOW_MINUTES,
    catalogueCacheSize: env.CATALOGUE_CACHE_SIZE,
    lowStockThreshold: env.LOW_STOCK_THRESHOLD,
    codMaxAmount: env.COD_MAX_AMOUNT,
    esewa: esewaSettings(env, publicUrl),
    khalti: khaltiSettings(env.KHALTI_MODE, publicUrl, env.KHALTI_SECRET_KEY),
    /** PayPal's REST API: base URL and the app's client credentials (the emulator's under /gateways/paypal). */
    paypal: {
      apiUrl: (env.PAYPAL_API_URL ?? `${publicUrl}/gateways/paypal`).replace(/\/$/, ""),
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
    },
    /** The card processor's API: base URL and the merchant's credentials (the emulator's under /gateways/mastercard). */
    mastercard: {
      apiUrl: (env.MASTERCARD_API_URL ?? `${publicUrl}/gateways/mastercard`).replace(/\/$/, ""),
      merchantId: env.MASTERCARD_MERCHANT_ID,
      password: env.MASTERCARD_API_PASSWORD,
    },
    fonepay: fonepaySettings(env, publicUrl),
    connectips: connectipsSettings(env, publicUrl),
    /** Outgoing mail: the SMTP server (null: captured for the mail viewer) and the sender. */
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    /** Outgoing text messages: the provider and its credentials (emulator: captured for /dev/sms). */
    sms: {
      provider: env.SMS_PROVIDER,
      sparrow: { url: env.SPARROW_URL, token: env.SPARROW_TOKEN ?? "", from: env.SPARROW_FROM ?? "" },
      aakash: { url: env.AAKASH_URL, token: env.AAKASH_TOKEN ?? "" },
    },
    /** How long rows that would only grow are kept before the sweeps delete them (retention-config.ts). */
    retention,
  };
}

const rateLimit = (max: number, windowMs: number): RateLimit => ({ max, windowMs });

function khaltiSettings(mode: Settings["KHALTI_MODE"], publicUrl: string, secretKey: string | undefined) {
  if (mode !== "emulator" && !secretKey) {
    throw new Error(
      `Invalid configuration:\n  KHALTI_SECRET_KEY: required when KHALTI_MODE is ${mode} (the merchant's ` +
        `live_secret_key from Khalti's ${mode === "sandbox" ? "test-admin.khalti.com" : "admin.khalti.com"})`,
    );
  }
  return {
    mode,
    secretKey: secretKey ?? KHALTI_EMULATOR_SECRET_KEY,
    /** Khalti's API base, ending in /api/v2/ (…epayment/initiate/, …epayment/lookup/). */
    apiUrl: mode === "emulator" ? `${publicUrl}/gateways/khalti/api/v2/` : KHALTI_API_URLS[mode],
  };
}

/** Fonepay's hosts by mode: the web checkout's (merchantRequest) and the dynamic QR API's. */
const FONEPAY_HOSTS = {
  uat: { web: "https://dev-clientapi.fonepay.com", qr: "https://dev-merchantapi.fonepay.com" },
  live: { web: "https://clientapi.fonepay.com", qr: "https://merchantapi.fonepay.com" },
} as const;

function fonepaySettings(env: Settings, publicUrl: string) {
  const mode = env.FONEPAY_MODE;
  const emulator = `${publicUrl}/gateways/fonepay`;
  const hosts = mode === "emulator" ? { web: emulator, qr: emulator } : FONEPAY_HOSTS[mode];
  return {
    mode,
    merchantCode: env.FONEPAY_MERCHANT_CODE,
    secret: env.FONEPAY_SECRET,
    username: env.FONEPAY_USERNAME,
    password: env.FONEPAY_PASSWORD,
    /** The web checkout's payment page (the shopper's browser is sent there with the fields). */
    paymentUrl: `${hosts.web}/api/merchantRequest`,
    /** The web checkout's server-to-server verification. */
    verificationUrl: `${hosts.web}/api/merchantRequest/verificationMerchant`,
    /** The dynamic QR API's base (…/thirdPartyDynamicQrDownload, …/thirdPartyDynamicQrGetStatus). */
    qrApiUrl: `${hosts.qr}/api/merchant/merchantDetailsForThirdParty`,
  };
}

/** connectIPS's hosts by mode: the login page the shopper is sent to, and the creditor API. */
const CONNECTIPS_HOSTS = {
  uat: { gateway: "https://uat.connectips.com", api: "https://uat.connectips.com" },
  live: { gateway: "https://login.connectips.com", api: "https://connectips.com" },
} as const;

function connectipsSettings(env: Settings, publicUrl: string) {
  const mode = env.CONNECTIPS_MODE;
  const emulator = `${publicUrl}/gateways/connectips`;
  const hosts = mode === "emulator" ? { gateway: emulator, api: emulator } : CONNECTIPS_HOSTS[mode];
  return {
    mode,
    merchantId: env.CONNECTIPS_MERCHANT_ID,
    appId: env.CONNECTIPS_APP_ID,
    appName: env.CONNECTIPS_APP_NAME,
    password: env.CONNECTIPS_PASSWORD,
    /** The merchant's PFX (its key signs every TOKEN), or null: offline, the store's own (made on first start). */
    pfxPath: env.CONNECTIPS_PFX_PATH ?? null,
    pfxPassword: env.CONNECTIPS_PFX_PASSWORD ?? "",
    /** The login page the shopper's browser posts the fields to. */
    paymentUrl: `${hosts.gateway}/connectipswebgw/loginpage`,
    /** The creditor API's base (…/validatetxn, …/gettxndetail). */
    apiUrl: `${hosts.api}/connectipswebws/api/creditor`,
  };
}

function esewaSettings(env: Settings, publicUrl: string) {
  const mode = env.ESEWA_MODE;
  const emulator = `${publicUrl}/gateways/esewa`;
  const hosts = mode === "emulator" ? { form: emulator, status: emulator } : ESEWA_HOSTS[mode];
  return {
    mode,
    productCode: env.ESEWA_PRODUCT_CODE,
    secretKey: env.ESEWA_SECRET_KEY,
    /** The ePay v2 form's action. */
    formUrl: `${hosts.form}/api/epay/main/v2/form`,
    /** The transaction status check (GET with product_code, total_amount, transaction_uuid). */
    statusUrl: `${hosts.status}/api/epay/transaction/status/`,
    /** The merchant refund call (POST, signed), or null where none is configured. */
    refundUrl:
      env.ESEWA_REFUND_URL ?? (mode === "emulator" ? `${emulator}/api/epay/transaction/refund/` : null),
  };
}

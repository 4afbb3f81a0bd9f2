import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPOSITORY_ROOT, absoluteDatabaseUrl, loadConfig } from "./config.ts";

const SECRET = "a-secret-that-is-at-least-thirty-two-characters";

describe("loadConfig", () => {
  it("has an offline default for everything but the secret", () => {
    const config = loadConfig({}, SECRET);
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.databaseUrl).toBe(`file:${path.join(REPOSITORY_ROOT, "data", "store.db")}`);
    expect(config.google.mode).toBe("emulator");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.clientDist).toBe(path.join(REPOSITORY_ROOT, "client", "dist"));
    expect(config.lowStockThreshold).toBe(5);
  });

  it("runs Khalti's emulator at the store's own origin by default, with an offline key", () => {
    const config = loadConfig({ PUBLIC_URL: "https://shop.example.np" }, SECRET);
    expect(config.khalti.mode).toBe("emulator");
    expect(config.khalti.apiUrl).toBe("https://shop.example.np/gateways/khalti/api/v2/");
    expect(config.khalti.secretKey.length).toBeGreaterThan(10);
    expect(loadConfig({ KHALTI_SECRET_KEY: "own-key" }, SECRET).khalti.secretKey).toBe("own-key");
  });

  it("points KHALTI_MODE sandbox and live at Khalti, and refuses to start either without KHALTI_SECRET_KEY", () => {
    expect(() => loadConfig({ KHALTI_MODE: "sandbox" }, SECRET)).toThrow(
      /KHALTI_SECRET_KEY: required when KHALTI_MODE is sandbox/,
    );
    expect(() => loadConfig({ KHALTI_MODE: "live" }, SECRET)).toThrow(
      /KHALTI_SECRET_KEY: required when KHALTI_MODE is live/,
    );
    expect(() => loadConfig({ KHALTI_MODE: "test" }, SECRET)).toThrow(/KHALTI_MODE/);
    const sandbox = loadConfig({ KHALTI_MODE: "sandbox", KHALTI_SECRET_KEY: "live_secret_key_x" }, SECRET);
    expect(sandbox.khalti).toEqual({
      mode: "sandbox",
      secretKey: "live_secret_key_x",
      apiUrl: "https://dev.khalti.com/api/v2/",
    });
    const live = loadConfig({ KHALTI_MODE: "live", KHALTI_SECRET_KEY: "live_secret_key_y" }, SECRET);
    expect(live.khalti.apiUrl).toBe("https://khalti.com/api/v2/");
  });

  it("reads LOW_STOCK_THRESHOLD as a whole number of items, 0 or more", () => {
    expect(loadConfig({ LOW_STOCK_THRESHOLD: "0" }, SECRET).lowStockThreshold).toBe(0);
    expect(loadConfig({ LOW_STOCK_THRESHOLD: "12" }, SECRET).lowStockThreshold).toBe(12);
    expect(() => loadConfig({ LOW_STOCK_THRESHOLD: "-1" }, SECRET)).toThrow(/LOW_STOCK_THRESHOLD/);
    expect(() => loadConfig({ LOW_STOCK_THRESHOLD: "few" }, SECRET)).toThrow(/LOW_STOCK_THRESHOLD/);
  });

  it("honours PORT, HOST and DATABASE_URL", () => {
    const config = loadConfig({ PORT: "8080", HOST: "127.0.0.1", DATABASE_URL: "file:./tmp/x.db" }, SECRET);
    expect(config.port).toBe(8080);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBe(`file:${path.join(REPOSITORY_ROOT, "tmp", "x.db")}`);
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it("names every invalid setting", () => {
    expect(() => loadConfig({ PORT: "eighty", JWT_SECRET: "short" })).toThrow(/PORT[\s\S]*JWT_SECRET/);
  });

  it("refuses to start without any secret", () => {
    expect(() => loadConfig({})).toThrow(/JWT_SECRET/);
  });

  it("prefers JWT_SECRET over the installation's fallback", () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, "fallback-that-is-not-used-at-all-ever").jwt.secret).toBe(
      SECRET,
    );
  });
});

describe("absoluteDatabaseUrl", () => {
  it("leaves absolute files, memory and other databases alone", () => {
    expect(absoluteDatabaseUrl("file:/var/lib/store.db")).toBe("file:/var/lib/store.db");
    expect(absoluteDatabaseUrl("file::memory:")).toBe("file::memory:");
    expect(absoluteDatabaseUrl("postgresql://u:p@localhost/store")).toBe("postgresql://u:p@localhost/store");
  });
});

describe("rate limits and proxies", () => {
  it("have generous offline defaults that stop scripts", () => {
    const { rateLimits } = loadConfig({}, SECRET);
    expect(rateLimits).toEqual({
      login: { max: 10, windowMs: 15 * 60_000 },
      loginAddress: { max: 100, windowMs: 15 * 60_000 },
      register: { max: 20, windowMs: 15 * 60_000 },
      tracking: { max: 30, windowMs: 60_000 },
      payments: { max: 30, windowMs: 60_000 },
      passwordReset: { max: 20, windowMs: 60 * 60_000 },
      passwordResetEmail: { max: 5, windowMs: 60 * 60_000 },
      discountCode: { max: 10, windowMs: 10 * 60_000 },
      discountCodeAddress: { max: 30, windowMs: 10 * 60_000 },
      order: { max: 10, windowMs: 60 * 60_000 },
      orderAddress: { max: 30, windowMs: 60 * 60_000 },
      pageRender: { max: 60, windowMs: 60_000 },
      stockAlert: { max: 10, windowMs: 60 * 60_000 },
    });
    expect(loadConfig({}, SECRET).openOrders).toEqual({ perShopper: 5, perAddress: 20 });
  });

  it("read each limit and window from the environment", () => {
    const { rateLimits } = loadConfig(
      {
        LOGIN_RATE_LIMIT: "5",
        LOGIN_RATE_WINDOW: "30 seconds",
        LOGIN_ADDRESS_RATE_LIMIT: "50",
        REGISTER_RATE_LIMIT: "500",
        REGISTER_RATE_WINDOW: "1 hour",
        TRACKING_RATE_LIMIT: "1000",
        TRACKING_RATE_WINDOW: "2m",
        PAYMENT_RATE_LIMIT: "300",
        PAYMENT_RATE_WINDOW: "500ms",
        PASSWORD_RESET_RATE_LIMIT: "7",
        PASSWORD_RESET_EMAIL_RATE_LIMIT: "2",
        PASSWORD_RESET_RATE_WINDOW: "10 minutes",
        DISCOUNT_RATE_LIMIT: "3",
        DISCOUNT_ADDRESS_RATE_LIMIT: "9",
        DISCOUNT_RATE_WINDOW: "1 minute",
        ORDER_RATE_LIMIT: "4",
        ORDER_ADDRESS_RATE_LIMIT: "12",
        ORDER_RATE_WINDOW: "2 hours",
        PAGE_RENDER_RATE_LIMIT: "240",
        PAGE_RENDER_RATE_WINDOW: "5 minutes",
        STOCK_ALERT_RATE_LIMIT: "3",
        STOCK_ALERT_RATE_WINDOW: "24 hours",
      },
      SECRET,
    );
    expect(rateLimits).toEqual({
      login: { max: 5, windowMs: 30_000 },
      loginAddress: { max: 50, windowMs: 30_000 },
      register: { max: 500, windowMs: 3_600_000 },
      tracking: { max: 1000, windowMs: 120_000 },
      payments: { max: 300, windowMs: 500 },
      passwordReset: { max: 7, windowMs: 600_000 },
      passwordResetEmail: { max: 2, windowMs: 600_000 },
      discountCode: { max: 3, windowMs: 60_000 },
      discountCodeAddress: { max: 9, windowMs: 60_000 },
      order: { max: 4, windowMs: 7_200_000 },
      orderAddress: { max: 12, windowMs: 7_200_000 },
      pageRender: { max: 240, windowMs: 5 * 60_000 },
      stockAlert: { max: 3, windowMs: 24 * 60 * 60_000 },
    });
  });

  it("read the open orders a shopper, an email and an address may have", () => {
    const { openOrders } = loadConfig({ ORDER_OPEN_LIMIT: "2", ORDER_OPEN_ADDRESS_LIMIT: "8" }, SECRET);
    expect(openOrders).toEqual({ perShopper: 2, perAddress: 8 });
    expect(() => loadConfig({ ORDER_OPEN_LIMIT: "0" }, SECRET)).toThrow(/ORDER_OPEN_LIMIT/);
  });

  it("refuse a limit or window that means nothing", () => {
    expect(() => loadConfig({ REGISTER_RATE_LIMIT: "0" }, SECRET)).toThrow(/REGISTER_RATE_LIMIT/);
    expect(() => loadConfig({ PAYMENT_RATE_WINDOW: "soon" }, SECRET)).toThrow(/PAYMENT_RATE_WINDOW/);
    expect(() => loadConfig({ TRACKING_RATE_WINDOW: "0 minutes" }, SECRET)).toThrow(/TRACKING_RATE_WINDOW/);
  });

  it("trust no proxy's X-Forwarded-For unless TRUST_PROXY names them", () => {
    expect(loadConfig({}, SECRET).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }, SECRET).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }, SECRET).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }, SECRET).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
  });
});

describe("connection timeouts", () => {
  it("have defaults that free slow clients and outlast a proxy's idle connections", () => {
    expect(loadConfig({}, SECRET).timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      socketMs: 60_000,
      keepAliveMs: 72_000,
    });
  });

  it("read each timeout from the environment, written like a window", () => {
    const { timeouts } = loadConfig(
      {
        HEADERS_TIMEOUT: "5 seconds",
        REQUEST_TIMEOUT: "2 minutes",
        SOCKET_TIMEOUT: "90s",
        KEEP_ALIVE_TIMEOUT: "1500ms",
      },
      SECRET,
    );
    expect(timeouts).toEqual({ headersMs: 5000, requestMs: 120_000, socketMs: 90_000, keepAliveMs: 1500 });
  });

  it("refuse a timeout under a second, without a unit, or headers allowed longer than the request", () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT: "10ms" }, SECRET)).toThrow(/HEADERS_TIMEOUT/);
    expect(() => loadConfig({ SOCKET_TIMEOUT: "60" }, SECRET)).toThrow(/SOCKET_TIMEOUT/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT: "0s" }, SECRET)).toThrow(/KEEP_ALIVE_TIMEOUT/);
    expect(() => loadConfig({ REQUEST_TIMEOUT: "5 seconds" }, SECRET)).toThrow(
      /HEADERS_TIMEOUT may not be longer than REQUEST_TIMEOUT/,
    );
    expect(loadConfig({ HEADERS_TIMEOUT: "5s", REQUEST_TIMEOUT: "5s" }, SECRET).timeouts.requestMs).toBe(
      5000,
    );
  });
});

describe("refund gateways", () => {
  it("point at the store's own emulators by default", () => {
    const config = loadConfig({ PUBLIC_URL: "https://shop.example.np" }, SECRET);
    expect(config.esewa.refundUrl).toBe(
      "https://shop.example.np/gateways/esewa/api/epay/transaction/refund/",
    );
    expect(config.paypal.apiUrl).toBe("https://shop.example.np/gateways/paypal");
    expect(config.mastercard.apiUrl).toBe("https://shop.example.np/gateways/mastercard");
  });

  it("take the real services' addresses and credentials from the environment", () => {
    const config = loadConfig(
      {
        ESEWA_MODE: "live",
        PAYPAL_API_URL: "https://api-m.paypal.com/",
        PAYPAL_CLIENT_ID: "app",
        PAYPAL_CLIENT_SECRET: "secret",
        MASTERCARD_API_URL: "https://gateway.example.com",
        MASTERCARD_MERCHANT_ID: "SHOP01",
        MASTERCARD_API_PASSWORD: "pw",
      },
      SECRET,
    );
    // eSewa publishes no refund API: live refunds need the address eSewa gives the merchant.
    expect(config.esewa.refundUrl).toBeNull();
    expect(config.paypal).toEqual({
      apiUrl: "https://api-m.paypal.com",
      clientId: "app",
      clientSecret: "secret",
    });
    expect(config.mastercard).toEqual({
      apiUrl: "https://gateway.example.com",
      merchantId: "SHOP01",
      password: "pw",
    });
    expect(
      loadConfig({ ESEWA_MODE: "live", ESEWA_REFUND_URL: "https://esewa.example/refund" }, SECRET).esewa
        .refundUrl,
    ).toBe("https://esewa.example/refund");
  });
});

describe("mail settings", () => {
  it("capture mail without SMTP_URL, send through it when set, and refuse another scheme", () => {
    expect(loadConfig({}, SECRET).mail).toEqual({
      smtpUrl: null,
      from: "Nepal Store <orders@nepalstore.example>",
    });
    expect(
      loadConfig(
        { SMTP_URL: "smtp://user:pass@mail.example.np:587", MAIL_FROM: "Shop <shop@example.np>" },
        SECRET,
      ).mail,
    ).toEqual({ smtpUrl: "smtp://user:pass@mail.example.np:587", from: "Shop <shop@example.np>" });
    expect(() => loadConfig({ SMTP_URL: "https://mail.example.np" }, SECRET)).toThrow(/SMTP_URL/);
  });
});

describe("keeping times of the rows the sweeps delete", () => {
  const DAY_MS = 24 * 60 * 60_000;

  it("keep guest carts 30 days, sent messages and finished back-in-stock requests 90, spent codes 1", () => {
    expect(loadConfig({}, SECRET).retention).toEqual({
      guestCartMs: 30 * DAY_MS,
      sentMessageMs: 90 * DAY_MS,
      spentCodeMs: DAY_MS,
      stockAlertMs: 90 * DAY_MS,
    });
  });

  it("read each in hours or days", () => {
    const retention = loadConfig(
      {
        GUEST_CART_RETENTION: "14 days",
        SENT_MESSAGE_RETENTION: "365d",
        SPENT_CODE_RETENTION: "6 hours",
        STOCK_ALERT_RETENTION: "30 days",
      },
      SECRET,
    ).retention;
    expect(retention).toEqual({
      guestCartMs: 14 * DAY_MS,
      sentMessageMs: 365 * DAY_MS,
      spentCodeMs: 6 * 60 * 60_000,
      stockAlertMs: 30 * DAY_MS,
    });
  });

  it("refuse a time without a unit, below what the store needs, or past ten years, saying why", () => {
    expect(() => loadConfig({ GUEST_CART_RETENTION: "30" }, SECRET)).toThrow(
      /GUEST_CART_RETENTION: a keeping time is like 12 hours, 30 days or 90d/,
    );
    expect(() => loadConfig({ SPENT_CODE_RETENTION: "30 minutes" }, SECRET)).toThrow(/SPENT_CODE_RETENTION/);
    expect(() => loadConfig({ SPENT_CODE_RETENTION: "0 hours" }, SECRET)).toThrow(
      /SPENT_CODE_RETENTION: at least 1 hour \(the codes' per-hour limits/,
    );
    expect(() => loadConfig({ STOCK_ALERT_RETENTION: "2 days" }, SECRET)).toThrow(
      /STOCK_ALERT_RETENTION: at least 7 days \(an alert's unsubscribe link/,
    );
    expect(() => loadConfig({ SENT_MESSAGE_RETENTION: "4000 days" }, SECRET)).toThrow(
      /SENT_MESSAGE_RETENTION: at most 3650 days/,
    );
    // Named with the other settings' problems, all at once.
    expect(() => loadConfig({ PORT: "eighty", GUEST_CART_RETENTION: "12 hours" }, SECRET)).toThrow(
      /PORT[\s\S]*GUEST_CART_RETENTION: at least 1 day/,
    );
  });
});

// Scripts that hammer: password guessing at the login (429, then sign-in works again after the window),
// credential stuffing (many accounts from one address), a fresh X-Forwarded-For per attempt to look like many
// clients, mass registration, walking order numbers at the
// tracking form, and card testing at the payment endpoints.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { guestOrderPlacer } from "../support/orders.ts";
import { orderFromCart } from "../support/payments.ts";
import { expectNothingChanged, listenOnHttp, rawRequest } from "./support.ts";

const LOGIN_WINDOW_MS = 8000;
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({
    LOGIN_RATE_LIMIT: "3",
    LOGIN_RATE_WINDOW: `${LOGIN_WINDOW_MS / 1000} seconds`,
    LOGIN_ADDRESS_RATE_LIMIT: "8",
    REGISTER_RATE_LIMIT: "3",
    TRACKING_RATE_LIMIT: "5",
    PAYMENT_RATE_LIMIT: "4",
  });
});
afterAll(() => store.close());

const TOO_MANY = {
  success: false,
  code: "rate_limited",
  message: "Too many requests, please try again later",
};
const db = () => store.app.db;
/** Each test speaks from its own address, so one test's count never spills into another's. */
const from = (remoteAddress: string) => ({
  post: (url: string, payload: object, headers: Record<string, string> = {}) =>
    store.app.inject({ method: "POST", url, payload, headers, remoteAddress }),
  get: (url: string, headers: Record<string, string> = {}) =>
    store.app.inject({ method: "GET", url, headers, remoteAddress }),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function registerFrom(remoteAddress: string, email: string) {
  const answer = await from(remoteAddress).post("/api/auth/register", {
    name: "Sita Sharma",
    email,
    password: "Secret123",
  });
  expect(answer.statusCode).toBe(201);
}

describe("brute force", () => {
  it("stops password guessing on an account with 429, then lets the owner in after the window", async () => {
    await registerFrom("10.0.1.1", "brute.victim@example.com");
    const attacker = from("10.0.1.2");
    const guess = (password: string, email = "brute.victim@example.com") =>
      attacker.post("/api/auth/login", { email, password });
    const windowStart = Date.now();
    // At once, as a script would: the limit counts each attempt before its password is checked.
    const guesses = await Promise.all(
      ["Guess1234", "Guess2345", "Guess3456", "Guess4567"].map((p) => guess(p)),
    );
    expect(guesses.map((answer) => answer.statusCode).sort()).toEqual([401, 401, 401, 429]);
    const blocked = await guess("Secret123");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another account, from the same address, is not locked out by these guesses.
    expect((await guess("Wrong1234", "someone-else@example.com")).statusCode).toBe(401);
    // The refused attempts never reached a password check: the audit log has the three guesses and the other
    // account's attempt, nothing more.
    const failed = await db().auditEvent.count({ where: { kind: "login.failed", ip: "10.0.1.2" } });
    expect(failed).toBe(4);

    await sleep(windowStart + LOGIN_WINDOW_MS + 300 - Date.now());
    const recovered = await guess("Secret123");
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().user.email).toBe("brute.victim@example.com");
  });

  it("stops credential stuffing (one password per account, many accounts) from one address with 429", async () => {
    await registerFrom("10.0.1.3", "stuffing.victim@example.com");
    const stuffer = from("10.0.1.4");
    // At once, as a script would, so the whole run fits in the test's short window.
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        stuffer.post("/api/auth/login", { email: `leaked-${i}@example.com`, password: "Summer2024" }),
      ),
    );
    const statuses = attempts.map((answer) => answer.statusCode);
    expect(statuses).toEqual(Array(8).fill(401));
    await expectNothingChanged(db(), async () => {
      const refused = await stuffer.post("/api/auth/login", {
        email: "stuffing.victim@example.com",
        password: "Secret123",
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
    });
    // The owner, from their own address, signs in as usual.
    const owner = await from("10.0.1.3").post("/api/auth/login", {
      email: "stuffing.victim@example.com",
      password: "Secret123",
    });
    expect(owner.statusCode).toBe(200);
  });

  it("counts a client by its connection, not by the X-Forwarded-For it makes up (over HTTP)", async () => {
    // NODE_ENV=production without TRUST_PROXY: what `npm start` runs, facing clients directly.
    const direct = await createTestStore({ NODE_ENV: "production", LOGIN_RATE_LIMIT: "3" });
    try {
      const base = await listenOnHttp(direct);
      const statuses = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await rawRequest(base, "/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${attempt}` },
          body: JSON.stringify({ email: "xff.victim@example.com", password: "Guess1234" }),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await direct.close();
    }
  });

  it("trusts X-Forwarded-For only from the proxies TRUST_PROXY names", async () => {
    const proxied = await createTestStore({ TRUST_PROXY: "10.9.9.9", REGISTER_RATE_LIMIT: "1" });
    try {
      const register = (remoteAddress: string, client: string, email: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/api/auth/register",
          remoteAddress,
          headers: { "x-forwarded-for": client },
          payload: { name: "Sita Sharma", email, password: "Secret123" },
        });
      // Through the trusted proxy, two clients are two clients.
      expect((await register("10.9.9.9", "198.51.100.1", "proxied.a@example.com")).statusCode).toBe(201);
      expect((await register("10.9.9.9", "198.51.100.2", "proxied.b@example.com")).statusCode).toBe(201);
      // Straight from elsewhere, a made-up header changes nothing: the second is the same client.
      expect((await register("192.0.2.7", "198.51.100.3", "direct.a@example.com")).statusCode).toBe(201);
      expect((await register("192.0.2.7", "198.51.100.4", "direct.b@example.com")).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it("stops mass registration from one address with 429, creating nothing more", async () => {
    const script = from("10.0.2.1");
    for (let i = 1; i <= 3; i += 1) await registerFrom("10.0.2.1", `mass-${i}@example.com`);
    await expectNothingChanged(db(), async () => {
      const refused = await script.post("/api/auth/register", {
        name: "Sita Sharma",
        email: "mass-4@example.com",
        password: "Secret123",
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
    });
    // A shopper elsewhere registers as usual.
    await registerFrom("10.0.2.2", "mass-elsewhere@example.com");
  });

  it("stops walking order numbers at the tracking form with 429", async () => {
    const { order } = await guestOrderPlacer(() => store.app)("brute-tracking-guest");
    const walker = from("10.0.3.1");
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const number = `NS-20260101-ABC${i}${i}`;
      statuses.push(
        (await walker.get(`/api/orders/track?orderId=${number}&email=sita.sharma@example.com`)).statusCode,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    // Even the right number and email is refused until the window has passed.
    const right = `/api/orders/track?orderId=${order.orderNumber}&email=sita.sharma@example.com`;
    expect((await walker.get(right)).statusCode).toBe(429);
    expect((await from("10.0.3.2").get(right)).statusCode).toBe(200);
  });

  it("stops card testing across every payment endpoint with 429, charging nothing", async () => {
    const headers = { "x-session-id": "brute-payment-guest" };
    const { order } = await orderFromCart(store.app, headers);
    const tester = from("10.0.4.1");
    const card = (cardNumber: string) => ({
      orderId: order._id,
      amount: order.pricing.total,
      cardDetails: { cardNumber, expiryDate: "12/30", cvv: "123" },
    });
    // Four tries through four different doors use up the one allowance.
    expect(
      (await tester.post("/api/payments/mastercard/process", card("5105105105105100"), headers)).statusCode,
    ).toBe(402);
    expect(
      (await tester.post("/api/payments/mastercard/process", card("5555555555554443"), headers)).statusCode,
    ).toBe(400);
    expect((await tester.get(`/api/payments/esewa/status/${order.orderNumber}`, headers)).statusCode).toBe(
      200,
    );
    expect(
      (await tester.post("/api/payments/esewa/failure", { orderId: order._id }, headers)).statusCode,
    ).toBe(200);
    await expectNothingChanged(db(), async () => {
      const refused = await tester.post(
        "/api/payments/mastercard/process",
        card("5555555555554444"),
        headers,
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      const paypal = await tester.post(
        "/api/payments/paypal/process",
        { orderId: order._id, amount: order.pricing.total, paymentDetails: { paymentId: "PAYID-1" } },
        headers,
      );
      expect(paypal.statusCode).toBe(429);
    });
    // The test credentials are not a payment and stay readable.
    expect((await tester.get("/api/payments/test-credentials")).statusCode).toBe(200);
  });
});

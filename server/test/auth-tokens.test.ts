import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueIdToken } from "../src/gateways/google/keys.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { TEST_JWT_SECRET } from "./support/constants.ts";
import { bearer, registerShopper, type RegisteredShopper } from "./support/factories.ts";

let store: TestStore;
let shopper: RegisteredShopper;
beforeAll(async () => {
  store = await createTestStore();
  shopper = await registerShopper(store.app);
});
afterAll(() => store.close());

const me = (headers: Record<string, string>) =>
  store.app.inject({ method: "GET", url: "/api/auth/me", headers });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("sign-in tokens", () => {
  it("are HS256 JWTs with the user as subject and an expiry", () => {
    const decoded = jwt.decode(shopper.token, { complete: true });
    expect(decoded?.header.alg).toBe("HS256");
    expect(decoded?.payload).toMatchObject({
      sub: shopper.user._id,
      role: "customer",
      exp: expect.any(Number),
    });
  });

  // Every protected auth route refuses every kind of bad token with the same 401.
  const badTokens: [string, () => Promise<string> | string][] = [
    [
      "tampered with",
      () => {
        const [header, , signature] = shopper.token.split(".");
        return `${header}.${base64url({ sub: shopper.user._id, role: "admin", exp: 9999999999 })}.${signature}`;
      },
    ],
    [
      "expired",
      () => jwt.sign({ role: "customer" }, TEST_JWT_SECRET, { subject: shopper.user._id, expiresIn: -10 }),
    ],
    [
      "unsigned (alg=none)",
      () =>
        `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: shopper.user._id, role: "admin" })}.`,
    ],
    [
      "signed with another secret",
      () =>
        jwt.sign({ role: "customer" }, "another-secret-that-is-also-long-enough", {
          subject: shopper.user._id,
          expiresIn: "1h",
        }),
    ],
    [
      "signed with another algorithm",
      () =>
        jwt.sign({ role: "customer" }, TEST_JWT_SECRET, {
          subject: shopper.user._id,
          expiresIn: "1h",
          algorithm: "HS512",
        }),
    ],
    [
      "for an account that no longer exists",
      async () => {
        const gone = await registerShopper(store.app);
        await store.app.db.user.delete({ where: { id: gone.user._id } });
        return gone.token;
      },
    ],
  ];
  const protectedRoutes = [
    { method: "GET", url: "/api/auth/me" },
    { method: "PUT", url: "/api/auth/profile", payload: { name: "Mallory Admin" } },
    {
      method: "PUT",
      url: "/api/auth/change-password",
      payload: { currentPassword: "Secret123", newPassword: "Hacked123" },
    },
  ] as const;

  it.each(badTokens)("are refused when %s", async (_label, makeToken) => {
    const token = await makeToken();
    for (const route of protectedRoutes) {
      const response = await store.app.inject({ ...route, headers: bearer(token) });
      expect(response.statusCode, route.url).toBe(401);
      expect(response.json().success).toBe(false);
    }
    // Nothing was changed by any of them.
    const stored = await store.app.db.user.findUnique({ where: { id: shopper.user._id } });
    expect(stored?.name).toBe(shopper.user.name);
  });

  it("say so when expired or forged", async () => {
    const response = await me(bearer(`${shopper.token}x`));
    expect(response.json()).toEqual({
      success: false,
      message: "Your session has expired. Please sign in again.",
    });
  });

  it("must come as a Bearer header", async () => {
    expect((await me({ authorization: shopper.token })).statusCode).toBe(401);
    expect((await me({ authorization: "Bearer" })).statusCode).toBe(401);
    expect((await me(bearer(shopper.token))).statusCode).toBe(200);
  });

  it("do not matter to the public catalogue", async () => {
    const response = await store.app.inject({
      method: "GET",
      url: "/api/brands",
      headers: bearer("garbage"),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("login rate limit", () => {
  let limited: TestStore;
  beforeAll(async () => {
    limited = await createTestStore({ LOGIN_RATE_LIMIT: "3" });
  });
  afterAll(() => limited.close());

  it("answers 429 after too many attempts for one account from one address", async () => {
    const attempt = (email: string) =>
      limited.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "Wrong1234" },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt("victim@example.com")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await attempt("victim@example.com");
    expect(blocked.json()).toEqual({ success: false, message: "Too many requests, please try again later" });
    expect(blocked.headers["retry-after"]).toBeDefined();
    // Another account is not locked out by someone else's attempts.
    expect((await attempt("someone-else@example.com")).statusCode).toBe(401);
  });
});

describe("signing in again with a stale token still in the browser", () => {
  const stale = { authorization: "Bearer stale.token.value", "x-session-id": "guest-stale-0001" };

  it("works for login, register and Google sign-in", async () => {
    const login = await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: stale,
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(login.statusCode).toBe(200);
    const register = await store.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: stale,
      payload: { name: "Maya Gurung", email: "maya.stale@example.com", password: "Secret123" },
    });
    expect(register.statusCode).toBe(201);
    const google = await store.app.inject({
      method: "POST",
      url: "/api/auth/google-signin",
      headers: stale,
      payload: {
        credential: issueIdToken(
          { email: "maya.stale@gmail.com", name: "Maya Gurung" },
          { audience: store.config.google.clientId },
        ),
      },
    });
    expect(google.statusCode).toBe(200);
  });
});

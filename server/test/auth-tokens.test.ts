import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

  it("are refused when tampered with", async () => {
    const [header, , signature] = shopper.token.split(".");
    const forged = `${header}.${base64url({ sub: shopper.user._id, role: "admin", exp: 9999999999 })}.${signature}`;
    const response = await me(bearer(forged));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: "Your session has expired. Please sign in again.",
    });
  });

  it("are refused when expired", async () => {
    const expired = jwt.sign({ role: "customer" }, TEST_JWT_SECRET, {
      subject: shopper.user._id,
      expiresIn: -10,
    });
    expect((await me(bearer(expired))).statusCode).toBe(401);
  });

  it("are refused with alg=none", async () => {
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: shopper.user._id, role: "admin" })}.`;
    expect((await me(bearer(unsigned))).statusCode).toBe(401);
  });

  it("are refused when signed with another secret or another algorithm", async () => {
    const otherSecret = jwt.sign({ role: "customer" }, "another-secret-that-is-also-long-enough", {
      subject: shopper.user._id,
      expiresIn: "1h",
    });
    expect((await me(bearer(otherSecret))).statusCode).toBe(401);
    const hs512 = jwt.sign({ role: "customer" }, TEST_JWT_SECRET, {
      subject: shopper.user._id,
      expiresIn: "1h",
      algorithm: "HS512",
    });
    expect((await me(bearer(hs512))).statusCode).toBe(401);
  });

  it("are refused for an account that no longer exists", async () => {
    const gone = await registerShopper(store.app);
    await store.app.db.user.delete({ where: { id: gone.user._id } });
    expect((await me(bearer(gone.token))).statusCode).toBe(401);
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

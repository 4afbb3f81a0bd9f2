import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorSigningKey, issueIdToken, type SigningKey } from "../src/gateways/google/keys.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer, registerShopper, type RegisteredShopper } from "./support/factories.ts";

let store: TestStore;
/** The store's Google emulator key, which signs the ID tokens these tests present. */
let googleKey: SigningKey;
let shopper: RegisteredShopper;
beforeAll(async () => {
  store = await createTestStore();
  googleKey = await emulatorSigningKey(store.app.db);
  shopper = await registerShopper(store.app);
});
afterAll(() => store.close());

const me = (headers: Record<string, string>) =>
  store.app.inject({ method: "GET", url: "/api/auth/me", headers });

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

  // Forged, expired, unsigned and orphaned tokens on every protected call: security/tokens.test.ts.

  it("say so when expired or forged", async () => {
    const response = await me(bearer(`${shopper.token}x`));
    expect(response.json()).toEqual({
      success: false,
      code: "auth.session_expired",
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

// The login rate limit and its recovery: security/brute-force.test.ts.

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
          { audience: store.config.google.clientId, key: googleKey },
        ),
      },
    });
    expect(google.statusCode).toBe(200);
  });
});

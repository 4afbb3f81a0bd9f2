// User enumeration: learning which emails have an account from the login's message or its timing, or from the
// registration's timing. (The API reference has registration answer a taken email with 409, so registration's
// probing is bounded by its rate limit: security/brute-force.test.ts.)
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorSigningKey, issueIdToken, type SigningKey } from "../../src/gateways/google/keys.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { registerShopper, type RegisteredShopper } from "../support/factories.ts";
import { median } from "./support.ts";

let store: TestStore;
/** The store's Google emulator key, which signs the ID tokens these tests present. */
let googleKey: SigningKey;
let shopper: RegisteredShopper;
let googleOnly: string;
beforeAll(async () => {
  // Timing needs many attempts on one account: the login limit is not what is tested here.
  store = await createTestStore({
    LOGIN_RATE_LIMIT: "10000",
    PASSWORD_RESET_RATE_LIMIT: "10000",
    PASSWORD_RESET_EMAIL_RATE_LIMIT: "10000",
  });
  googleKey = await emulatorSigningKey(store.app.db);
  shopper = await registerShopper(store.app);
  googleOnly = "enumeration.google@gmail.com";
  const credential = issueIdToken(
    { email: googleOnly, name: "Google Only" },
    { audience: store.config.google.clientId, key: googleKey },
  );
  await store.app.inject({ method: "POST", url: "/api/auth/google-signin", payload: { credential } });
});
afterAll(() => store.close());

const login = (email: string, password = "Wrong1234") =>
  store.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const register = (email: string) =>
  store.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { name: "Probe Person", email, password: "Secret123" },
  });

/** Milliseconds one call takes. */
async function timed(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

/**
 * Median times of two kinds of call, interleaved so that a busy moment of the machine slows both alike.
 * Without the protection the fast kind skips bcrypt entirely (about 1 ms against 80 ms or more), far beyond
 * the generous bound the tests allow.
 */
async function medianTimes(
  a: (i: number) => Promise<unknown>,
  b: (i: number) => Promise<unknown>,
  tries = 10,
) {
  const times: { a: number[]; b: number[] } = { a: [], b: [] };
  await a(-1);
  await b(-1);
  for (let i = 0; i < tries; i += 1) {
    times.a.push(await timed(() => a(i)));
    times.b.push(await timed(() => b(i)));
  }
  return { a: median(times.a), b: median(times.b) };
}

const ratio = ({ a, b }: { a: number; b: number }) => Math.max(a, b) / Math.min(a, b);

describe("user enumeration", () => {
  it("login answers an unknown email exactly as a wrong password, a Google-only account or any spelling", async () => {
    const attempts = [
      await login(shopper.email),
      await login("nobody-at-all@example.com"),
      await login(googleOnly),
      await login(`  ${shopper.email.toUpperCase()}  `),
      await login("nobody-at-all@EXAMPLE.com"),
    ];
    const shape = (answer: (typeof attempts)[number]) => ({
      status: answer.statusCode,
      body: answer.json(),
      headers: Object.keys(answer.headers)
        .filter((name) => !["date", "x-ratelimit-remaining", "x-ratelimit-reset"].includes(name))
        .sort(),
    });
    for (const attempt of attempts) expect(shape(attempt)).toEqual(shape(attempts[0]!));
    expect(attempts[0]!.json()).toEqual({
      success: false,
      code: "auth.invalid_credentials",
      message: "Invalid email or password",
    });
  });

  it("login takes as long for an unknown email as for a known one", { timeout: 60_000 }, async () => {
    const times = await medianTimes(
      () => login(shopper.email),
      (i) => login(`unknown-${i}@example.com`),
    );
    expect(ratio(times), JSON.stringify(times)).toBeLessThan(3);
  });

  it("registration answers a taken email no sooner than a new one", { timeout: 60_000 }, async () => {
    const run = Date.now();
    const times = await medianTimes(
      () => register(shopper.email),
      (i) => register(`new-${run}-${i}@example.com`),
    );
    expect(ratio(times), JSON.stringify(times)).toBeLessThan(3);
    // The taken answer says only what the API reference says, the same for an account with a password and a
    // Google one.
    const taken = [await register(shopper.email), await register(googleOnly)];
    for (const answer of taken) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        success: false,
        code: "auth.email_taken",
        message: "An account with this email already exists",
      });
    }
  });

  it(
    "forgot-password takes as long for an unknown email as for an account it emails",
    { timeout: 60_000 },
    async () => {
      const forgot = (email: string) =>
        store.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
      const times = await medianTimes(
        () => forgot(shopper.email),
        (i) => forgot(`unknown-reset-${i}@example.com`),
      );
      // Both wait for the same floor; the account's lookup, token and email rows take a fraction of it.
      expect(ratio(times), JSON.stringify(times)).toBeLessThan(1.5);
    },
  );
});

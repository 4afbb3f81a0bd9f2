// Login CSRF through the social sign-in: an attacker who gets their own sign-in into a victim's browser (a link
// to /auth/callback?token=<the attacker's token>, or an ID token pushed into a callback) has the victim type
// addresses and orders into the attacker's account. docs/DIFFERENCES.md: a social sign-in is bound to the
// browser that started it, and no token ever travels in a URL. So Google (the emulator offline) posts its ID
// token to the store (form_post), the store answers a one-time code bound to the browser's state, and only
// the browser holding that state (client/src/features/auth/AuthCallbackPage.tsx, tested beside it) trades the
// code for a sign-in.
import crypto from "node:crypto";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorSigningKey, issueIdToken, type SigningKey } from "../../src/gateways/google/keys.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { TEST_JWT_SECRET } from "../support/constants.ts";
import { browserState, exchange, postToCallback, throughEmulator } from "../support/google.ts";
import { auditEvents, expectNothingChanged } from "./support.ts";

let store: TestStore;
let googleKey: SigningKey;
beforeAll(async () => {
  store = await createTestStore();
  googleKey = await emulatorSigningKey(store.app.db);
});
afterAll(() => store.close());

const db = () => store.app.db;
/** An ID token, a JWT or a store token: three base64url parts. */
const JWT_LIKE = /[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/;
const nonceFor = (state: string) => crypto.createHash("sha256").update(state).digest("base64url");

describe("a Google sign-in is bound to the browser that started it", () => {
  it("carries no token in any address: the ID token is posted, and the store answers a one-time code", async () => {
    const { start, chosen, answer, landing, state } = await throughEmulator(store.app, {
      name: "Sita Sharma",
      email: "csrf.sita@gmail.com",
    });
    for (const address of [start.headers.location, landing.location])
      expect(String(address)).not.toMatch(JWT_LIKE);
    // The emulator answers as Google's form_post does: a page whose form posts the ID token to the store.
    expect(chosen.statusCode).toBe(200);
    expect(chosen.headers.location).toBeUndefined();
    expect(answer.action).toBe("/api/auth/google/callback");
    expect(answer.fields.id_token).toMatch(JWT_LIKE);
    expect(answer.fields.state).toBe(state);
    // The store sends the browser to /auth/callback with a code that is no token, and the same state.
    expect(landing.status).toBe(303);
    expect(landing.location).toMatch(/^\/auth\/callback\?/);
    expect(landing.state).toBe(state);
    expect(landing.code).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(jwt.decode(landing.code!)).toBeNull();
    const signedIn = await exchange(store.app, { code: landing.code, state });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, user: { email: "csrf.sita@gmail.com" } });
    expect(jwt.verify(signedIn.json().token, TEST_JWT_SECRET)).toMatchObject({
      sub: signedIn.json().user._id,
    });
  });

  it("lets a code sign in only with its own state, only once, and only for about two minutes", async () => {
    const first = await throughEmulator(store.app, { name: "Ram Thapa", email: "csrf.ram@gmail.com" });
    const { code, state } = first.landing;
    // The attacker's own code replayed into another browser: that browser's state is not the attacker's.
    await expectNothingChanged(db(), async () => {
      for (const other of [browserState("victim"), "", `${state}x`]) {
        const refused = await exchange(store.app, { code, state: other });
        expect([400, 401], other).toContain(refused.statusCode);
        expect(refused.json().success).toBe(false);
      }
      const unknown = await exchange(store.app, { code: `${code}x`, state });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().code).toBe("auth.sign_in_code_invalid");
    });
    const wrongState = await exchange(store.app, { code, state: browserState("victim") });
    expect(wrongState.json()).toMatchObject({ code: "auth.sign_in_code_invalid" });
    expect((await exchange(store.app, { code, state })).statusCode).toBe(200);
    const replayed = await exchange(store.app, { code, state });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ success: false, code: "auth.sign_in_code_used" });

    const late = await throughEmulator(store.app, { name: "Ram Thapa", email: "csrf.ram@gmail.com" });
    // Two minutes and a second later.
    await db().signInCode.updateMany({
      where: { usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await exchange(store.app, { code: late.landing.code, state: late.landing.state });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ success: false, code: "auth.sign_in_code_expired" });
    const refusals = await auditEvents(db(), "login.failed");
    expect(refusals.at(-1)).toMatchObject({ detail: { method: "google", reason: expect.any(String) } });
  });

  it("issues codes that live about two minutes and keeps only their hashes", async () => {
    const issuedAt = Date.now();
    const { landing } = await throughEmulator(store.app, { name: "Pemba", email: "csrf.pemba@gmail.com" });
    const pemba = await db().user.findUniqueOrThrow({ where: { email: "csrf.pemba@gmail.com" } });
    const rows = await db().signInCode.findMany({ where: { userId: pemba.id } });
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(JSON.stringify(row)).not.toContain(landing.code!);
    expect(JSON.stringify(row)).not.toContain(landing.state!);
    const lifetime = row.expiresAt.getTime() - issuedAt;
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(3 * 60_000);
  });

  it("refuses an ID token pushed into the callback that was not issued for that state (its nonce)", async () => {
    const state = browserState("pushed");
    const token = (nonce?: string) =>
      issueIdToken(
        { email: "csrf.pushed@gmail.com", name: "Pushed" },
        { audience: store.config.google.clientId, key: googleKey, nonce },
      );
    await expectNothingChanged(db(), async () => {
      for (const idToken of [token(), token(nonceFor(browserState("other"))), token(state)]) {
        const landing = await postToCallback(store.app, { id_token: idToken, state });
        expect(landing.status).toBe(303);
        expect(landing.code).toBeNull();
        expect(landing.error).toBe("auth.google_failed");
      }
    });
    const fine = await postToCallback(store.app, { id_token: token(nonceFor(state)), state });
    expect(fine.code).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });

  it("sends Google's own errors, and a cancelled chooser, back to /auth/callback with no code", async () => {
    const cancelled = await throughEmulator(store.app, "cancel");
    expect(cancelled.answer.fields).toMatchObject({ error: "access_denied", state: cancelled.state });
    expect(cancelled.landing).toMatchObject({ status: 303, code: null, error: "access_denied" });
    const broken = await postToCallback(store.app, { state: browserState() });
    expect(broken).toMatchObject({ status: 303, code: null, error: "auth.google_failed" });
    // An error that is not one of Google's names is not echoed into the page.
    const odd = await postToCallback(store.app, {
      error: "<script>alert(1)</script>",
      state: browserState(),
    });
    expect(odd).toMatchObject({ status: 303, code: null, error: "auth.google_failed" });
  });
});

describe("guessing sign-in codes", () => {
  it("is rate-limited per address like the password login", async () => {
    const limited = await createTestStore({ LOGIN_ADDRESS_RATE_LIMIT: "3" });
    try {
      const guess = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/exchange",
          payload: { code: crypto.randomBytes(32).toString("base64url"), state: browserState() },
          remoteAddress: "198.51.100.77",
        });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess()).statusCode).toBe(401);
      const blocked = await guess();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers["retry-after"]).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorSigningKey, issueIdToken, type SigningKey } from "../src/gateways/google/keys.ts";
import { stateHash } from "../src/modules/auth/google.ts";
import { auditEvents } from "./security/support.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { registerShopper } from "./support/factories.ts";
import { browserState, exchange, postToCallback } from "./support/google.ts";

let store: TestStore;
/** The store's Google emulator key, which signs the ID tokens these tests present. */
let googleKey: SigningKey;
beforeAll(async () => {
  store = await createTestStore();
  googleKey = await emulatorSigningKey(store.app.db);
});
afterAll(() => store.close());

const audience = () => store.config.google.clientId;
const signIn = (credential: string) =>
  store.app.inject({ method: "POST", url: "/api/auth/google-signin", payload: { credential } });

describe("POST /api/auth/google-signin", () => {
  it("creates an account for a new Google user, then signs the same account in again", async () => {
    const credential = issueIdToken(
      { email: "Pemba.Sherpa@gmail.com", name: "Pemba Sherpa" },
      { audience: audience(), key: googleKey },
    );
    const first = await signIn(credential);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { email: "pemba.sherpa@gmail.com", name: "Pemba Sherpa", role: "customer" },
    });
    const again = await signIn(
      issueIdToken(
        { email: "pemba.sherpa@gmail.com", name: "P S" },
        { audience: audience(), key: googleKey },
      ),
    );
    expect(again.json().user._id).toBe(first.json().user._id);
    const stored = await store.app.db.user.findUnique({ where: { email: "pemba.sherpa@gmail.com" } });
    expect(stored?.passwordHash).toBeNull();
    // Welcomed once, on the first sign-in that made the account.
    const welcomes = await store.app.db.mailOutbox.findMany({ where: { to: "pemba.sherpa@gmail.com" } });
    expect(welcomes.map((mail) => mail.template)).toEqual(["welcome"]);
  });

  it("links Google to an existing account with the same verified email", async () => {
    const shopper = await registerShopper(store.app, { email: "linked@gmail.com" });
    const response = await signIn(
      issueIdToken({ email: "linked@gmail.com", name: "Linked" }, { audience: audience(), key: googleKey }),
    );
    expect(response.json().user._id).toBe(shopper.user._id);
  });

  it("refuses to hand an account already linked to one Google account to another", async () => {
    const google = (subject?: string) =>
      issueIdToken(
        { email: "recycled@gmail.com", name: "Recycled", subject },
        { audience: audience(), key: googleKey },
      );
    const owner = await signIn(google());
    expect(owner.statusCode).toBe(200);
    const newcomer = await signIn(google("199999999999999999999"));
    expect(newcomer.statusCode).toBe(401);
    expect(newcomer.json()).toEqual({
      success: false,
      code: "auth.google_failed",
      message: "Google authentication failed",
    });
  });

  it("moves the guest's cart and wishlist into the account", async () => {
    const variant = await store.app.db.productVariant.findFirstOrThrow({ where: { stock: { gte: 2 } } });
    const product = { id: variant.productId };
    const guestCart = await store.app.db.cart.create({ data: { sessionId: "guest-google-0001" } });
    await store.app.db.cartItem.create({
      data: { cartId: guestCart.id, productId: product.id, variantId: variant.id, quantity: 2 },
    });
    await store.app.db.wishlistEntry.create({
      data: { sessionId: "guest-google-0001", productId: product!.id },
    });
    const response = await store.app.inject({
      method: "POST",
      url: "/api/auth/google-signin",
      headers: { "x-session-id": "guest-google-0001" },
      payload: {
        credential: issueIdToken(
          { email: "ram.thapa@gmail.com", name: "Ram Thapa" },
          { audience: audience(), key: googleKey },
        ),
      },
    });
    expect(response.statusCode).toBe(200);
    const userId = response.json().user._id as string;
    const cart = await store.app.db.cart.findUnique({ where: { userId }, include: { items: true } });
    expect(cart?.items.map((item) => [item.productId, item.quantity])).toEqual([[product!.id, 2]]);
    expect(await store.app.db.wishlistEntry.count({ where: { userId, productId: product!.id } })).toBe(1);
    expect(await store.app.db.cart.count({ where: { sessionId: "guest-google-0001" } })).toBe(0);
  });

  it("refuses a Google-only account at the password login with the usual 401", async () => {
    await signIn(
      issueIdToken(
        { email: "only.google@gmail.com", name: "Only Google" },
        { audience: audience(), key: googleKey },
      ),
    );
    const response = await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "only.google@gmail.com", password: "Anything1" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Invalid email or password");
  });

  it.each([
    [
      "another client's token",
      () => issueIdToken({ email: "a@gmail.com", name: "A" }, { audience: "someone-else", key: googleKey }),
    ],
    [
      "an expired token",
      () =>
        issueIdToken(
          { email: "a@gmail.com", name: "A" },
          {
            audience: audience(),
            issuedAt: Math.floor(Date.now() / 1000) - 7200,
            expiresInSeconds: 3600,
            key: googleKey,
          },
        ),
    ],
    [
      "a token signed by another key",
      () => {
        const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
        return issueIdToken(
          { email: "a@gmail.com", name: "A" },
          { audience: audience(), key: { kid: "x", privateKey } },
        );
      },
    ],
    [
      "an unverified email",
      () =>
        issueIdToken(
          { email: "a@gmail.com", name: "A", emailVerified: false },
          { audience: audience(), key: googleKey },
        ),
    ],
    ["garbage", () => "not.a.token"],
  ])("refuses %s with 401 Google authentication failed", async (_label, makeCredential) => {
    const response = await signIn(makeCredential());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: "auth.google_failed",
      message: "Google authentication failed",
    });
  });

  it("requires a credential", async () => {
    const response = await store.app.inject({ method: "POST", url: "/api/auth/google-signin", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Google credential is required");
  });
});

describe("the Google sign-in's end: POST /api/auth/google/callback, then POST /api/auth/exchange", () => {
  /** Google's form_post for an account, with the nonce of the browser's state. */
  const googlePosts = (email: string, state: string) =>
    postToCallback(store.app, {
      id_token: issueIdToken(
        { email, name: "Dawa Sherpa" },
        { audience: audience(), key: googleKey, nonce: stateHash(state) },
      ),
      state,
    });

  it("signs in as the login does: token, user, Google's welcome, and the guest's cart moved in", async () => {
    const variant = await store.app.db.productVariant.findFirstOrThrow({ where: { stock: { gte: 1 } } });
    const guestCart = await store.app.db.cart.create({ data: { sessionId: "guest-google-code-01" } });
    await store.app.db.cartItem.create({
      data: { cartId: guestCart.id, productId: variant.productId, variantId: variant.id, quantity: 1 },
    });
    const state = browserState("exchange");
    const landing = await googlePosts("dawa.sherpa@gmail.com", state);
    expect(landing).toMatchObject({ status: 303, state, error: null });
    // Google's post carries no guest id (a form cannot send headers): the browser's exchange does.
    const answer = await exchange(
      store.app,
      { code: landing.code, state },
      { "x-session-id": "guest-google-code-01" },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      token: expect.any(String),
      user: expect.objectContaining({
        email: "dawa.sherpa@gmail.com",
        name: "Dawa Sherpa",
        role: "customer",
      }),
      message: "Welcome back, Dawa Sherpa!",
    });
    const userId = answer.json().user._id as string;
    const me = await store.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: `Bearer ${answer.json().token}` },
    });
    expect(me.json().user._id).toBe(userId);
    const cart = await store.app.db.cart.findUnique({ where: { userId }, include: { items: true } });
    expect(cart?.items.map((item) => item.variantId)).toEqual([variant.id]);
    const succeeded = await auditEvents(store.app.db, "login.succeeded");
    expect(succeeded.at(-1)).toMatchObject({ userId, detail: { method: "google" } });
  });

  it("answers each refused code with its own code and one sentence", async () => {
    const refusal = (code: string) => ({
      success: false,
      code,
      message: "This sign-in has expired or was already used. Please sign in again.",
    });
    const unknown = await exchange(store.app, { code: "x".repeat(43), state: browserState() });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(refusal("auth.sign_in_code_invalid"));
    const state = browserState("used");
    const { code } = await googlePosts("used.code@gmail.com", state);
    expect((await exchange(store.app, { code, state })).statusCode).toBe(200);
    expect((await exchange(store.app, { code, state })).json()).toEqual(refusal("auth.sign_in_code_used"));
    const missing = await exchange(store.app, { code: null, state: null });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["code", "state"]);
  });

  it("refuses a disabled account at the callback, and one disabled before its code is used", async () => {
    const state = browserState("disabled");
    const first = await googlePosts("disabled.later@gmail.com", state);
    const user = await store.app.db.user.findUniqueOrThrow({ where: { email: "disabled.later@gmail.com" } });
    await store.app.db.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    const late = await exchange(store.app, { code: first.code, state });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe("auth.account_disabled");
    const again = await googlePosts("disabled.later@gmail.com", state);
    expect(again).toMatchObject({ status: 303, code: null, error: "auth.account_disabled", state });
  });

  it("refuses a form body anywhere else in the API (415): the form parser is the callback's alone", async () => {
    const answer = await store.app.inject({
      method: "POST",
      url: "/api/auth/google-signin",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "credential=x",
    });
    expect(answer.statusCode).toBe(415);
    const exchangeByForm = await store.app.inject({
      method: "POST",
      url: "/api/auth/exchange",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "code=x&state=y",
    });
    expect(exchangeByForm.statusCode).toBe(415);
  });
});

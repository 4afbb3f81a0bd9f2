import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorSigningKey, issueIdToken, type SigningKey } from "../src/gateways/google/keys.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { registerShopper } from "./support/factories.ts";

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

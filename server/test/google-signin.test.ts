import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueIdToken } from "../src/gateways/google/keys.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { registerShopper } from "./support/factories.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const audience = () => store.config.google.clientId;
const signIn = (credential: string) =>
  store.app.inject({ method: "POST", url: "/api/auth/google-signin", payload: { credential } });

describe("POST /api/auth/google-signin", () => {
  it("creates an account for a new Google user, then signs the same account in again", async () => {
    const credential = issueIdToken(
      { email: "Pemba.Sherpa@gmail.com", name: "Pemba Sherpa" },
      { audience: audience() },
    );
    const first = await signIn(credential);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { email: "pemba.sherpa@gmail.com", name: "Pemba Sherpa", role: "customer" },
    });
    const again = await signIn(
      issueIdToken({ email: "pemba.sherpa@gmail.com", name: "P S" }, { audience: audience() }),
    );
    expect(again.json().user._id).toBe(first.json().user._id);
    const stored = await store.app.db.user.findUnique({ where: { email: "pemba.sherpa@gmail.com" } });
    expect(stored?.passwordHash).toBeNull();
  });

  it("links Google to an existing account with the same verified email", async () => {
    const shopper = await registerShopper(store.app, { email: "linked@gmail.com" });
    const response = await signIn(
      issueIdToken({ email: "linked@gmail.com", name: "Linked" }, { audience: audience() }),
    );
    expect(response.json().user._id).toBe(shopper.user._id);
  });

  it("refuses a Google-only account at the password login with the usual 401", async () => {
    await signIn(
      issueIdToken({ email: "only.google@gmail.com", name: "Only Google" }, { audience: audience() }),
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
      () => issueIdToken({ email: "a@gmail.com", name: "A" }, { audience: "someone-else" }),
    ],
    [
      "an expired token",
      () =>
        issueIdToken(
          { email: "a@gmail.com", name: "A" },
          { audience: audience(), issuedAt: Math.floor(Date.now() / 1000) - 7200, expiresInSeconds: 3600 },
        ),
    ],
    [
      "a token signed by another key",
      () => {
        const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
        return issueIdToken(
          { email: "a@gmail.com", name: "A" },
          { audience: audience(), signWith: { kid: "x", privateKey } },
        );
      },
    ],
    [
      "an unverified email",
      () => issueIdToken({ email: "a@gmail.com", name: "A", emailVerified: false }, { audience: audience() }),
    ],
    ["garbage", () => "not.a.token"],
  ])("refuses %s with 401 Google authentication failed", async (_label, makeCredential) => {
    const response = await signIn(makeCredential());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: "Google authentication failed" });
  });

  it("requires a credential", async () => {
    const response = await store.app.inject({ method: "POST", url: "/api/auth/google-signin", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Google credential is required");
  });
});

describe("the Google sign-in emulator", () => {
  it("shows an accessible account chooser", async () => {
    const response = await store.app.inject({
      method: "GET",
      url: "/gateways/google/accounts?redirect_uri=/auth/google/callback&state=abc",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<label for="email">Email</label>');
    expect(response.body).toContain("Sita Sharma");
    expect(response.body).not.toContain("<script");
  });

  it("redirects back with an ID token that signs in", async () => {
    const chosen = await store.app.inject({
      method: "POST",
      url: "/gateways/google/accounts",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        name: "Sita Sharma",
        email: "sita.sharma@gmail.com",
        redirect_uri: "/auth/google/callback",
        state: "xyz",
        client_id: audience(),
      }).toString(),
    });
    expect(chosen.statusCode).toBe(303);
    const location = new URL(chosen.headers.location as string, "http://localhost");
    expect(location.pathname).toBe("/auth/google/callback");
    expect(location.searchParams.get("state")).toBe("xyz");
    const response = await signIn(location.searchParams.get("credential")!);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe("sita.sharma@gmail.com");
  });

  it("refuses to send a token to another site", async () => {
    for (const uri of ["https://evil.example/steal", "//evil.example/steal"]) {
      const page = await store.app.inject({
        method: "GET",
        url: `/gateways/google/accounts?redirect_uri=${encodeURIComponent(uri)}`,
      });
      expect(page.statusCode).toBe(400);
      const post = await store.app.inject({
        method: "POST",
        url: "/gateways/google/accounts",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ name: "A B", email: "a@gmail.com", redirect_uri: uri }).toString(),
      });
      expect(post.statusCode).toBe(400);
      expect(post.headers.location).toBeUndefined();
    }
  });

  it("publishes its certificate in Google's format", async () => {
    const response = await store.app.inject({ method: "GET", url: "/gateways/google/certs" });
    const certificates = Object.values(response.json() as Record<string, string>);
    expect(certificates[0]).toContain("BEGIN PUBLIC KEY");
  });

  it("is not mounted when Google is live", async () => {
    const live = await createTestStore({ GOOGLE_MODE: "live" });
    try {
      const response = await live.app.inject({ method: "GET", url: "/gateways/google/accounts" });
      expect(response.statusCode).toBe(404);
      const token = issueIdToken(
        { email: "a@gmail.com", name: "A" },
        { audience: live.config.google.clientId },
      );
      // The emulator's key is not trusted in live mode (and nothing is fetched from Google offline: the
      // failure to reach Google is the same 401).
      const signInLive = await live.app.inject({
        method: "POST",
        url: "/api/auth/google-signin",
        payload: { credential: token },
      });
      expect(signInLive.statusCode).toBe(401);
    } finally {
      await live.close();
    }
  });
});

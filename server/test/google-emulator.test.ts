// The offline Google sign-in emulator: its account chooser, its form_post answer with a signed ID token, and its
// certificate; and that it exists only in emulator mode.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorSigningKey, issueIdToken, type SigningKey } from "../src/gateways/google/keys.ts";
import { stateHash } from "../src/modules/auth/google.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { browserState, exchange, formOf, postToCallback } from "./support/google.ts";

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
const chooseAccount = (fields: Record<string, string>) =>
  store.app.inject({
    method: "POST",
    url: "/gateways/google/accounts",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

describe("the Google sign-in emulator", () => {
  it("shows an accessible account chooser without scripts", async () => {
    const response = await store.app.inject({
      method: "GET",
      url: "/gateways/google/accounts?redirect_uri=/api/auth/google/callback&state=abc&nonce=n0nce",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<label for="email">Email</label>');
    expect(response.body).toContain('<label for="name">Full name</label>');
    expect(response.body).toMatch(/Sita Sharma[\s\S]*sita\.sharma@gmail\.com/);
    expect(response.body).toContain("Ram Thapa");
    expect(response.body).toContain('name="state" value="abc"');
    expect(response.body).toContain('name="nonce" value="n0nce"');
    expect(response.body).toMatch(/<button[^>]*name="cancel"[^>]*>Cancel<\/button>/);
    expect(response.body).not.toMatch(/<script|<link|https?:\/\//);
  });

  it("escapes what it echoes back", async () => {
    const response = await store.app.inject({
      method: "GET",
      url: `/gateways/google/accounts?state=${encodeURIComponent('"><b>x</b>')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("&quot;&gt;&lt;b&gt;x&lt;/b&gt;");
  });

  it("answers as Google's form_post: a page that posts the ID token, with the nonce, to the store", async () => {
    const state = browserState("emulator");
    const chosen = await chooseAccount({
      name: "Sita Sharma",
      email: "sita.sharma@gmail.com",
      redirect_uri: "/api/auth/google/callback",
      state,
      nonce: stateHash(state),
      response_mode: "form_post",
      client_id: audience(),
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.headers.location).toBeUndefined();
    expect(chosen.headers["cache-control"]).toBe("no-store");
    // Submitted by a script file of the store's own origin (the CSP allows no inline script).
    expect(chosen.body).toContain('<script src="/gateways/google/form-post.js"></script>');
    expect(chosen.body).not.toMatch(/<script>|\son[a-z]+=/);
    const script = await store.app.inject({ method: "GET", url: "/gateways/google/form-post.js" });
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(script.body).toBe("document.forms[0].submit();\n");
    const { action, fields } = formOf(chosen.body);
    expect(action).toBe("/api/auth/google/callback");
    expect(Object.keys(fields).sort()).toEqual(["id_token", "state"]);
    expect(fields.state).toBe(state);
    const claims = JSON.parse(Buffer.from(fields.id_token!.split(".")[1]!, "base64url").toString());
    expect(claims).toMatchObject({
      email: "sita.sharma@gmail.com",
      nonce: stateHash(state),
      aud: audience(),
    });
    // The token still signs in where the API reference takes one in a body (POST /api/auth/google-signin).
    const response = await signIn(fields.id_token!);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: "sita.sharma@gmail.com", name: "Sita Sharma" });
    // And the store's callback turns it into a one-time code for this state.
    const landing = await postToCallback(store.app, fields, action);
    expect((await exchange(store.app, { code: landing.code, state })).statusCode).toBe(200);
  });

  it("answers a cancelled chooser with Google's access_denied, and the state", async () => {
    const cancelled = await chooseAccount({
      redirect_uri: "/api/auth/google/callback",
      state: "xyz",
      cancel: "1",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(formOf(cancelled.body)).toEqual({
      action: "/api/auth/google/callback",
      fields: { error: "access_denied", state: "xyz" },
    });
  });

  it("accepts an absolute redirect on the store's own origin", async () => {
    const chosen = await chooseAccount({
      name: "Ram Thapa",
      email: "ram.thapa@gmail.com",
      redirect_uri: `${store.config.publicUrl}/api/auth/google/callback`,
    });
    expect(chosen.statusCode).toBe(200);
    expect(formOf(chosen.body).action).toBe(`${store.config.publicUrl}/api/auth/google/callback`);
  });

  it("refuses to answer anywhere but by form_post (a token in the query or fragment is in an address)", async () => {
    for (const mode of ["query", "fragment"]) {
      const page = await store.app.inject({
        method: "GET",
        url: `/gateways/google/accounts?response_mode=${mode}&state=abc`,
      });
      expect(page.statusCode, mode).toBe(400);
      expect(page.body).toContain("response_mode must be form_post");
      const chosen = await chooseAccount({ name: "Ram", email: "ram@gmail.com", response_mode: mode });
      expect(chosen.statusCode, mode).toBe(400);
      expect(chosen.body).not.toContain("id_token");
    }
  });

  it("shows the chooser again with the problem when the form is incomplete", async () => {
    const response = await chooseAccount({ name: "", email: "not-an-email" });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain("Choose an account");
  });

  // Refusing to send a token to another site (open redirect): security/open-redirect.test.ts.

  it("publishes its certificate in Google's format, under the key id its tokens carry", async () => {
    const response = await store.app.inject({ method: "GET", url: "/gateways/google/certs" });
    const certificates = response.json() as Record<string, string>;
    const token = issueIdToken({ email: "a@gmail.com", name: "A" }, { audience: audience(), key: googleKey });
    const header = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()) as {
      alg: string;
      kid: string;
    };
    expect(header.alg).toBe("RS256");
    expect(certificates[header.kid]).toContain("BEGIN PUBLIC KEY");
  });

  it("is where the store's Google button leads offline, with the browser's state", async () => {
    const state = "s".repeat(24);
    const response = await store.app.inject({ method: "GET", url: `/api/auth/google/start?state=${state}` });
    expect(response.statusCode).toBe(302);
    const target = new URL(response.headers.location as string, "http://store.test");
    expect(target.pathname).toBe("/gateways/google/accounts");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      client_id: audience(),
      redirect_uri: "/api/auth/google/callback",
      response_type: "id_token",
      response_mode: "form_post",
      scope: "openid email profile",
      nonce: stateHash(state),
      state,
    });
    const chooser = await store.app.inject({ method: "GET", url: response.headers.location as string });
    expect(chooser.statusCode).toBe(200);
  });

  it("refuses a Google start without a proper state", async () => {
    for (const query of ["", "?state=short", `?state=${"x".repeat(20)}%3Cscript%3E`]) {
      const response = await store.app.inject({ method: "GET", url: `/api/auth/google/start${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it("stays out of the API docs", async () => {
    const document = await store.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(Object.keys(document.json().paths as object).join(" ")).not.toContain("/gateways/google");
  });

  it("is not mounted when Google is live", async () => {
    const live = await createTestStore({ GOOGLE_MODE: "live", PUBLIC_URL: "https://shop.example.np" });
    try {
      const state = "L".repeat(32);
      const start = await live.app.inject({ method: "GET", url: `/api/auth/google/start?state=${state}` });
      expect(start.statusCode).toBe(302);
      const google = new URL(start.headers.location as string);
      expect(google.origin + google.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
      expect(Object.fromEntries(google.searchParams)).toEqual({
        client_id: live.config.google.clientId,
        redirect_uri: "https://shop.example.np/api/auth/google/callback",
        response_type: "id_token",
        // Google posts its answer to the store (OpenID Connect's form_post): no token in an address.
        response_mode: "form_post",
        scope: "openid email profile",
        nonce: stateHash(state),
        state,
        prompt: "select_account",
      });
      const response = await live.app.inject({ method: "GET", url: "/gateways/google/accounts" });
      expect(response.statusCode).toBe(404);
      const token = issueIdToken(
        { email: "a@gmail.com", name: "A" },
        { audience: live.config.google.clientId, key: googleKey },
      );
      // The emulator's key is not trusted in live mode (and nothing is fetched from Google offline: the
      // failure to reach Google is the same 401).
      const signInLive = await live.app.inject({
        method: "POST",
        url: "/api/auth/google-signin",
        payload: { credential: token },
      });
      expect(signInLive.statusCode).toBe(401);
      // Nor when posted to the callback, as Google's form_post would: back to /auth/callback with no code.
      const landing = await postToCallback(live.app, { id_token: token, state });
      expect(landing).toMatchObject({ status: 303, code: null, error: "auth.google_failed", state });
    } finally {
      await live.close();
    }
  });
});

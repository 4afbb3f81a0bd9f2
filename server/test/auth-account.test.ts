// The account around the sign-in: what an answer may show, Google-only accounts, and the API docs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorSigningKey, issueIdToken, type SigningKey } from "../src/gateways/google/keys.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer, registerShopper } from "./support/factories.ts";

let store: TestStore;
/** The store's Google emulator key, which signs the ID tokens these tests present. */
let googleKey: SigningKey;
beforeAll(async () => {
  store = await createTestStore();
  googleKey = await emulatorSigningKey(store.app.db);
});
afterAll(() => store.close());

const USER_FIELDS = [
  "_id",
  "address",
  "city",
  "country",
  "district",
  "email",
  "hasPassword",
  "name",
  "phone",
  "phoneVerified",
  "postalCode",
  "profilePhoto",
  "role",
  "smsUpdates",
  "state",
  "verifiedPhone",
  "ward",
];
const HASH = /passwordHash|googleSubject|\$2[aby]\$/;

async function googleOnlyAccount(email: string) {
  const credential = issueIdToken(
    { email, name: "Dawa Lama" },
    { audience: store.config.google.clientId, key: googleKey },
  );
  const response = await store.app.inject({
    method: "POST",
    url: "/api/auth/google-signin",
    payload: { credential },
  });
  return response.json() as { token: string; user: { _id: string } };
}

describe("what the account answers show", () => {
  it("is exactly the User object, never a hash or the Google subject", async () => {
    const shopper = await registerShopper(store.app);
    const answers = [
      await store.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: shopper.email, password: shopper.password },
      }),
      await store.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(shopper.token) }),
      await store.app.inject({
        method: "PUT",
        url: "/api/auth/profile",
        headers: bearer(shopper.token),
        payload: { name: "Sita Sharma", city: "Pokhara" },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toMatch(HASH);
      const body = answer.json();
      expect(Object.keys(body.user ?? body.data.user).sort()).toEqual(USER_FIELDS);
    }
    const google = await store.app.inject({
      method: "POST",
      url: "/api/auth/google-signin",
      payload: {
        credential: issueIdToken(
          { email: "hash.check@gmail.com", name: "Hash Check" },
          { audience: store.config.google.clientId, key: googleKey },
        ),
      },
    });
    expect(google.body).not.toMatch(HASH);
    expect(Object.keys(google.json().user).sort()).toEqual(USER_FIELDS);
  });

  it("keeps profile fields a shopper leaves out empty, not missing", async () => {
    const shopper = await registerShopper(store.app);
    const response = await store.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      headers: bearer(shopper.token),
      payload: { name: "Sita Sharma" },
    });
    expect(response.json().data.user).toMatchObject({ phone: "", address: "", city: "", country: "" });
  });
});

describe("an account that signs in only with Google", () => {
  it("has no password to change", async () => {
    const { token } = await googleOnlyAccount("dawa.lama@gmail.com");
    const response = await store.app.inject({
      method: "PUT",
      url: "/api/auth/change-password",
      headers: bearer(token),
      payload: { currentPassword: "Anything1", newPassword: "Better456" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: "auth.no_password",
      message: "This account signs in with Google and has no password to change: sign in with Google instead",
    });
  });

  it("can still edit its profile", async () => {
    const { token } = await googleOnlyAccount("dawa.profile@gmail.com");
    const response = await store.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      headers: bearer(token),
      payload: { name: "Dawa Lama", city: "Namche Bazaar" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.city).toBe("Namche Bazaar");
  });
});

describe("the API docs", () => {
  it("document every auth route with its body and answer", async () => {
    const document = (await store.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown; responses?: object }>>;
    };
    const routes = [
      ["post", "/api/auth/register", "201"],
      ["post", "/api/auth/login", "200"],
      ["post", "/api/auth/google-signin", "200"],
      ["post", "/api/auth/google/callback", "303"],
      ["post", "/api/auth/exchange", "200"],
      ["get", "/api/auth/me", "200"],
      ["put", "/api/auth/profile", "200"],
      ["put", "/api/auth/change-password", "200"],
    ] as const;
    for (const [method, path, status] of routes) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags, path).toContain("auth");
      expect(Object.keys(operation?.responses ?? {}), path).toContain(status);
      if (method !== "get") expect(operation?.requestBody, path).toBeDefined();
    }
  });
});

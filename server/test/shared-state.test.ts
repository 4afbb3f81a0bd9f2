// Two replicas of the API on one database behave as one store: whatever a request needs from an earlier one (a
// rate-limit count, an eSewa emulator transaction, the Google emulator's key, the JWT secret) is in the
// database, not in one process's memory. Each replica here is a whole buildApp() with its own database
// connection and its own copy of every module (vi.resetModules), as a second process would have, so state kept
// in a module's variable is not shared between them either; the test reads and writes only through them (it runs
// on PostgreSQL too).
import type { FastifyInstance } from "fastify";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppConfig } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { emulatorSigningKey } from "../src/gateways/google/keys.ts";
import { installationSecretFor, sharedInstallationSecret } from "../src/jwt-secret.ts";
import { stateHash } from "../src/modules/auth/google.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { addProduct, firstVariant } from "./support/catalog-products.ts";
import { TEST_ADMIN, TEST_JWT_SECRET } from "./support/constants.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import { browserState, exchange, formOf, postToCallback } from "./support/google.ts";
import { form, hiddenFields, orderFromCart } from "./support/payments.ts";

const LOGIN_RATE_LIMIT = 4;
let store: TestStore;
/** Two replicas on the store's database; `store.app` itself serves only to make the test store. */
let one: FastifyInstance;
let two: FastifyInstance;
const opened: { close(): Promise<unknown> }[] = [];

/** Another replica on the same database: its own modules, app and database connection; the same settings. */
async function replica(config: AppConfig, db?: Database): Promise<FastifyInstance> {
  vi.resetModules();
  const { buildApp } = await import("../src/app.ts");
  const app = await buildApp(config, db ? { db } : {});
  opened.push(app);
  return app;
}

beforeAll(async () => {
  store = await createTestStore({
    LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
    LOGIN_RATE_WINDOW: "10 minutes",
  });
  one = await replica(store.config);
  two = await replica(store.config);
});
afterAll(async () => {
  for (const app of opened) await app.close();
  await store.close();
});

describe("two replicas on one database", () => {
  it("count sign-in attempts together: guesses split across them reach the limit", async () => {
    const shopper = await registerShopper(one);
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "10.8.0.1",
        payload: { email: shopper.email, password },
      });
    const statuses: number[] = [];
    for (let guess = 0; guess < LOGIN_RATE_LIMIT; guess += 1) {
      statuses.push((await attempt(guess % 2 === 0 ? one : two, `Guess${guess}234`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    // Either replica now refuses, the right password too: two replicas do not give an attacker twice the tries.
    for (const app of [one, two]) {
      const refused = await attempt(app, shopper.password);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(500);
    }
  });

  it("count attempts made at the same moment on both exactly once each", async () => {
    const shopper = await registerShopper(two);
    const attempts = Array.from({ length: 10 }, (_, index) =>
      (index % 2 === 0 ? one : two).inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "10.8.0.2",
        payload: { email: shopper.email, password: `Wrong${index}234` },
      }),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(LOGIN_RATE_LIMIT).fill(401),
      ...Array(10 - LOGIN_RATE_LIMIT).fill(429),
    ]);
  });

  it("take an eSewa payment started on one and finished on the other", async () => {
    const shopper = { "x-session-id": "replicas-esewa-guest-0001" };
    const { order } = await orderFromCart(one, shopper, "esewa");
    const initiated = await one.inject({
      method: "POST",
      url: "/api/payments/esewa/initiate",
      headers: shopper,
      payload: {
        orderId: order._id,
        amount: order.pricing.total,
        successUrl: "/checkout/esewa/success",
        failureUrl: "/checkout/esewa/failure",
      },
    });
    expect(initiated.statusCode).toBe(200);
    const { paymentUrl, formData } = initiated.json().data as {
      paymentUrl: string;
      formData: Record<string, string>;
    };
    // The shopper's form reaches the gateway through one replica, the login page's answer through the other.
    const loginPage = await one.inject({
      method: "POST",
      url: new URL(paymentUrl).pathname,
      ...form(formData),
    });
    expect(loginPage.statusCode).toBe(200);
    const paid = await two.inject({
      method: "POST",
      url: "/gateways/esewa/pay",
      ...form({
        ...hiddenFields(loginPage.body),
        action: "pay",
        esewa_id: "9806800001",
        password: "Nepal@123",
        token: "123456",
      }),
    });
    expect(paid.statusCode).toBe(303);
    const callback = Object.fromEntries(new URL(paid.headers.location as string).searchParams);
    // The first replica's emulator answers the status check for the payment the second one took.
    const status = await one.inject({
      method: "GET",
      url: "/gateways/esewa/api/epay/transaction/status/",
      query: {
        product_code: formData.product_code!,
        transaction_uuid: formData.transaction_uuid!,
        total_amount: formData.total_amount!,
      },
    });
    expect(status.json()).toMatchObject({
      status: "COMPLETE",
      ref_id: expect.stringMatching(/^[0-9A-Z]{7}$/),
    });
    const verified = await one.inject({
      method: "POST",
      url: "/api/payments/esewa/success",
      headers: shopper,
      payload: callback,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.order.status).toBe("processing");
    // The same transaction cannot be paid again through either replica.
    const again = await one.inject({
      method: "POST",
      url: "/gateways/esewa/pay",
      ...form({ ...hiddenFields(loginPage.body), action: "pay" }),
    });
    expect(again.statusCode).toBe(400);
  });

  it("trust a Google ID token that the other one's emulator signed, and a sign-in code the other issued", async () => {
    const state = browserState("replicas");
    const chosen = await one.inject({
      method: "POST",
      url: "/gateways/google/accounts",
      ...form({
        client_id: store.config.google.clientId,
        redirect_uri: "/api/auth/google/callback",
        state,
        nonce: stateHash(state),
        name: "Nima Lama",
        email: "nima.replicas@gmail.com",
      }),
    });
    expect(chosen.statusCode).toBe(200);
    const { fields } = formOf(chosen.body);
    const signedIn = await two.inject({
      method: "POST",
      url: "/api/auth/google-signin",
      payload: { credential: fields.id_token },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe("nima.replicas@gmail.com");
    // Google's post reaches one replica, the browser's exchange the other.
    const landing = await postToCallback(two, fields);
    const exchanged = await exchange(one, { code: landing.code, state });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().user.email).toBe("nima.replicas@gmail.com");
    expect((await exchange(two, { code: landing.code, state })).statusCode).toBe(401);
    const certificates = await Promise.all(
      [one, two].map(async (app) =>
        (await app.inject({ method: "GET", url: "/gateways/google/certs" })).json(),
      ),
    );
    expect(certificates[1]).toEqual(certificates[0]);
  });

  it("make one Google emulator key and one JWT secret when they start at the same moment", async () => {
    const databases = await Promise.all([0, 1, 2].map(() => openDatabase(store.config.databaseUrl)));
    opened.push(...databases.map((db) => ({ close: () => db.$disconnect() })));
    // Nothing made yet in this database? Either way, every replica ends up with the same one.
    const keys = await Promise.all(databases.map((db) => emulatorSigningKey(db)));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
    expect(keys[0]!.kid).toBe((await emulatorSigningKey(one.db)).kid);
    const secrets = await Promise.all(databases.map((db) => sharedInstallationSecret(db)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
  });

  it("accept each other's sign-in tokens with no JWT_SECRET set", async () => {
    // Each replica finds the installation's secret itself, as main.ts does without JWT_SECRET.
    const withOwnSecret = async () => {
      const db = await openDatabase(store.config.databaseUrl);
      const secret = await installationSecretFor(store.config.databaseUrl, db);
      const app = await replica({ ...store.config, jwt: { ...store.config.jwt, secret } }, db);
      opened.push({ close: () => db.$disconnect() });
      return { app, secret };
    };
    const [first, second] = await Promise.all([withOwnSecret(), withOwnSecret()]);
    expect(second.secret).toBe(first.secret);
    expect(first.secret).not.toBe(TEST_JWT_SECRET);
    const shopper = await registerShopper(first.app);
    expect(() => jwt.verify(shopper.token, first.secret, { algorithms: ["HS256"] })).not.toThrow();
    const me = await second.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(shopper.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(shopper.email);
  });

  it("show a stock adjustment made through one on the other's product page at once, its cached answer dropped", async () => {
    const login = await one.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
    const admin = login.json().token as string;
    const product = await addProduct(store.app.db, { name: "Replicated Stock Lamp", stock: 4 });
    const variant = await firstVariant(store.app.db, product.id);
    const detail = () => two.inject({ method: "GET", url: `/api/products/${product.id}` });
    // Replica two keeps the answer in its cache under the current catalogue version.
    expect((await detail()).json().product.stock).toBe(4);
    expect((await detail()).json().product.stock).toBe(4);
    const adjusted = await one.inject({
      method: "POST",
      url: `/api/admin/variants/${variant.id}/stock`,
      headers: bearer(admin),
      payload: { delta: 6, reason: "received" },
    });
    expect(adjusted.statusCode).toBe(200);
    const after = (await detail()).json().product;
    expect(after.stock).toBe(10);
    expect(after.variants[0]).toMatchObject({ _id: variant.id, stock: 10 });
  });
});

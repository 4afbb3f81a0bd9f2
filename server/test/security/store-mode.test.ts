// STORE_MODE=live, a store that takes real money (docs/guides/security-and-store-mode.md): no emulator or
// test processor answers (every /gateways/… route of the offline store is a 404), the emulators' test
// credentials are not served, and a method the store does not offer is refused wherever it is asked for: at its
// /api/payments/<method>/… routes and as an order's payment method. The stores here have full, made-up live
// settings pointing at hosts no test reaches; nothing in this file calls them.
import type { FastifyInstance, HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { LIVE_STORE } from "../support/constants.ts";
import { orderBody, productInStock } from "../support/orders.ts";
import { orderFromCart } from "../support/payments.ts";
import { expectNothingChanged } from "./support.ts";

let offline: TestStore;
let live: TestStore;
/** Live, offering cash on delivery and eSewa only, without Google sign-in. */
let narrow: TestStore;
beforeAll(async () => {
  offline = await createTestStore();
  live = await createTestStore(LIVE_STORE);
  // Neither Khalti's, PayPal's nor Google's settings: a store that does not offer them needs none.
  const { STORE_MODE, PUBLIC_URL, ADMIN_PASSWORD, ESEWA_MODE, ESEWA_PRODUCT_CODE, ESEWA_SECRET_KEY } =
    LIVE_STORE;
  const { SMS_PROVIDER, SPARROW_TOKEN, SPARROW_FROM } = LIVE_STORE;
  narrow = await createTestStore({
    ...{ STORE_MODE, PUBLIC_URL, ADMIN_PASSWORD, ESEWA_MODE, ESEWA_PRODUCT_CODE, ESEWA_SECRET_KEY },
    ...{ SMS_PROVIDER, SPARROW_TOKEN, SPARROW_FROM },
    PAYMENT_METHODS: "cod,esewa",
    GOOGLE_SIGNIN: "off",
  });
});
afterAll(async () => {
  await Promise.all([offline?.close(), live?.close(), narrow?.close()]);
});

interface Route {
  method: HTTPMethods;
  url: string;
}

/** The routes an app has under a prefix, each method once (HEAD left out: it follows GET). */
function routesUnder(app: FastifyInstance, prefix: string): Route[] {
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /(\/\S+) \(([^)]+)\)/.exec(line);
    if (!match || !match[1]!.startsWith(prefix)) continue;
    for (const method of match[2]!.split(", ")) {
      if (method !== "HEAD") routes.push({ method: method as HTTPMethods, url: match[1]! });
    }
  }
  return routes;
}

/** A route's address with each parameter filled in. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "x1");

describe("a live store runs no emulator", () => {
  it("answers 404 at every /gateways/… route the offline store has", async () => {
    const emulated = routesUnder(offline.app, "/gateways/");
    // Every stand-in is there offline: Google, eSewa, Khalti, PayPal and the card.
    for (const gateway of ["google", "esewa", "khalti", "paypal", "mastercard"]) {
      expect(
        emulated.some((route) => route.url.startsWith(`/gateways/${gateway}/`)),
        gateway,
      ).toBe(true);
    }
    for (const store of [live, narrow]) {
      expect(routesUnder(store.app, "/gateways/")).toEqual([]);
      for (const route of emulated) {
        const answer = await store.app.inject({
          method: route.method,
          url: concrete(route.url),
          payload: {},
        });
        expect(answer.statusCode, `${route.method} ${route.url}`).toBe(404);
      }
    }
  });

  it("serves no test credentials", async () => {
    expect((await offline.app.inject({ url: "/api/payments/test-credentials" })).statusCode).toBe(200);
    for (const store of [live, narrow]) {
      const answer = await store.app.inject({ url: "/api/payments/test-credentials" });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: "route.not_found" });
    }
  });

  it("signs in with no Google stand-in, and not with Google at all when GOOGLE_SIGNIN is off", async () => {
    expect((await live.app.inject({ url: "/api/auth/sign-in-methods" })).json().data).toEqual({
      google: true,
    });
    expect((await narrow.app.inject({ url: "/api/auth/sign-in-methods" })).json().data).toEqual({
      google: false,
    });
    const start = await narrow.app.inject({ url: "/api/auth/google/start?state=abcdefghijklmnopqrstuvwxyz" });
    expect(start.statusCode).toBe(404);
    const signIn = await narrow.app.inject({
      method: "POST",
      url: "/api/auth/google-signin",
      payload: { credential: "a.b.c" },
    });
    expect(signIn.statusCode).toBe(404);
    expect(signIn.json().code).toBe("route.not_found");
  });
});

describe("a live store offers only what it can take real money for", () => {
  it("lists the methods with live settings, none test-only, and not the card without a live card gateway", async () => {
    const methods = (store: TestStore) =>
      store.app
        .inject({ url: "/api/payments/methods" })
        .then((answer) => answer.json().data.methods as { method: string; testOnly: boolean }[]);
    expect((await methods(live)).map(({ method, testOnly }) => [method, testOnly])).toEqual([
      ["paypal", false],
      ["esewa", false],
      ["khalti", false],
      ["cod", false],
      ["fonepay", false],
    ]);
    expect((await methods(narrow)).map(({ method }) => method)).toEqual(["esewa", "cod"]);
    // Offline, every gateway is a stand-in and says so.
    expect((await methods(offline)).map(({ method, testOnly }) => [method, testOnly])).toEqual([
      ["paypal", true],
      ["mastercard", true],
      ["esewa", true],
      ["khalti", true],
      ["cod", false],
      ["fonepay", true],
      ["connectips", true],
    ]);
  });

  it("refuses every payment call of a method it does not offer, changing nothing", async () => {
    const cases: [TestStore, string][] = [
      [live, "mastercard"],
      [narrow, "mastercard"],
      [narrow, "paypal"],
      [narrow, "khalti"],
    ];
    for (const [store, method] of cases) {
      // The routes the offline store has for the method: every one is refused, whatever it is sent.
      const routes = routesUnder(offline.app, `/api/payments/${method}/`);
      expect(routes.length, method).toBeGreaterThan(0);
      await expectNothingChanged(store.app.db, async () => {
        for (const route of routes) {
          const answer = await store.app.inject({
            method: route.method,
            url: concrete(route.url),
            headers: { "x-session-id": "store-mode-guest" },
            ...(route.method === "GET" ? {} : { payload: { orderId: "x1", amount: 100 } }),
          });
          expect(answer.statusCode, `${route.method} ${route.url}`).toBe(400);
          expect(answer.json()).toMatchObject({
            success: false,
            code: "payment.method_unavailable",
            message: "This payment method is not available in this store. Please choose another.",
          });
        }
      });
    }
  });

  it("refuses an order to be paid by a method it does not offer, holding no stock", async () => {
    for (const [store, method] of [
      [live, "mastercard"],
      [narrow, "khalti"],
      [narrow, "paypal"],
    ] as const) {
      const product = await productInStock(store.app, 5);
      const refused = await expectNothingChanged(store.app.db, () =>
        store.app.inject({
          method: "POST",
          url: "/api/orders",
          headers: { "x-session-id": `store-mode-order-${method}` },
          payload: orderBody([{ productId: product.id, quantity: 1 }], { payment: method }),
        }),
      );
      expect(refused.statusCode, method).toBe(400);
      expect(refused.json()).toMatchObject({
        code: "payment.method_unavailable",
        errors: [{ field: "payment.method", code: "payment.method_unavailable" }],
      });
    }
  });

  it("still takes an order for a method it offers", async () => {
    const { order } = await orderFromCart(narrow.app, { "x-session-id": "store-mode-esewa" }, "esewa");
    expect(order.orderNumber).toMatch(/./);
  });
});

// Open redirects: using the store's address to send a shopper to another site, through eSewa's return URLs
// (the initiate call and the emulator, which lives on the store's origin), Khalti's return, the Google emulator's redirect_uri
// and the store's Google callback, or the client following an address from the query (/login?error=..., ?next=...). The client's own rendering
// of /login?error= as text is tested with the page: client/src/features/auth/LoginPage.test.tsx.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KHALTI_EMULATOR_SECRET_KEY, REPOSITORY_ROOT } from "../../src/config.ts";
import { signEsewaFields } from "../../src/modules/payments/esewa-signature.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { formOf, postToCallback } from "../support/google.ts";
import { form, orderFromCart } from "../support/payments.ts";
import { expectNothingChanged } from "./support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const db = () => store.app.db;

/** Addresses that lead elsewhere, in the spellings browsers and URL parsers disagree about. */
const ELSEWHERE = [
  "https://evil.example/checkout/esewa/success",
  "//evil.example/checkout",
  "/\\evil.example/checkout",
  "\\\\evil.example\\checkout",
  "http://localhost:3000@evil.example/",
  "http://localhost:3000.evil.example/",
  "http://localhost:3001/checkout",
  "https://localhost:3000/checkout",
  "javascript:alert(document.domain)",
  "data:text/html,<script>alert(1)</script>",
  "  https://evil.example",
];

describe("open redirects", () => {
  it("eSewa's return URLs must be on the store's own origin", async () => {
    const headers = { "x-session-id": "redirect-esewa-guest" };
    const { order } = await orderFromCart(store.app, headers, "esewa");
    const initiate = (successUrl: string, failureUrl: string) =>
      store.app.inject({
        method: "POST",
        url: "/api/payments/esewa/initiate",
        headers,
        payload: { orderId: order._id, amount: order.pricing.total, successUrl, failureUrl },
      });
    await expectNothingChanged(db(), async () => {
      for (const url of ELSEWHERE) {
        for (const [success, failure, field] of [
          [url, "/checkout/esewa/failure", "successUrl"],
          ["/checkout/esewa/success", url, "failureUrl"],
        ] as const) {
          const refused = await initiate(success, failure);
          expect(refused.statusCode, url).toBe(400);
          expect(refused.json().errors).toEqual([
            { field, code: "payment.return_url_foreign", message: "Return URLs must be on this store" },
          ]);
        }
      }
    });
    const own = await initiate("/checkout/esewa/success", "http://localhost:3000/checkout/esewa/failure");
    expect(own.statusCode).toBe(200);
    const { formData } = own.json().data;
    expect(new URL(formData.success_url).origin).toBe("http://localhost:3000");
    expect(new URL(formData.failure_url).origin).toBe("http://localhost:3000");
  });

  it("the eSewa emulator on the store's origin sends shoppers back to the store only", async () => {
    const secret = store.config.esewa.secretKey;
    const signedForm = (successUrl: string, failureUrl: string, uuid: string) => {
      const fields = {
        amount: "100",
        tax_amount: "0",
        total_amount: "100",
        transaction_uuid: uuid,
        product_code: store.config.esewa.productCode,
        product_service_charge: "0",
        product_delivery_charge: "0",
        success_url: successUrl,
        failure_url: failureUrl,
        signed_field_names: "total_amount,transaction_uuid,product_code",
      };
      // eSewa's test key is published: anyone can sign this form; the return URLs are not even signed.
      return { ...fields, signature: signEsewaFields(secret, fields, fields.signed_field_names) };
    };
    const post = (url: string, fields: Record<string, string>) =>
      store.app.inject({ method: "POST", url, ...form(fields) });
    const absolute = ELSEWHERE.filter((url) => /^[a-z]+:/i.test(url.trim()));
    for (const [index, evil] of absolute.entries()) {
      for (const fields of [
        signedForm(evil, "http://localhost:3000/f", `REDIRECT-S-${index}`),
        signedForm("http://localhost:3000/s", evil, `REDIRECT-F-${index}`),
      ]) {
        const page = await post("/gateways/esewa/api/epay/main/v2/form", fields);
        expect(page.statusCode, evil).toBe(400);
        expect(page.body).toContain("Payment request refused");
        // Nothing was opened there, so neither paying nor cancelling can lead anywhere.
        const cancel = await post("/gateways/esewa/pay", {
          product_code: fields.product_code,
          transaction_uuid: fields.transaction_uuid,
          action: "cancel",
        });
        expect(cancel.statusCode).toBe(400);
        expect(cancel.headers.location).toBeUndefined();
      }
    }
  });

  it("Khalti's return redirects to the store's own pages only, whatever its query says", async () => {
    for (const elsewhere of ELSEWHERE) {
      const answer = await store.app.inject({
        method: "GET",
        url: `/api/payments/khalti/return?${new URLSearchParams({
          pidx: elsewhere,
          return_url: elsewhere,
          next: elsewhere,
          purchase_order_id: elsewhere,
        })}`,
      });
      expect(answer.statusCode, elsewhere).toBe(302);
      expect(answer.headers.location).toBe(
        `${store.config.publicUrl}/checkout/khalti/failure?reason=unknown`,
      );
    }
    // Only the merchant (with its key) chooses where the emulated Khalti sends a shopper back.
    const unkeyed = await store.app.inject({
      method: "POST",
      url: "/gateways/khalti/api/v2/epayment/initiate/",
      payload: {
        return_url: "https://evil.example/",
        website_url: "https://evil.example/",
        amount: 1000,
        purchase_order_id: "x",
        purchase_order_name: "x",
      },
    });
    expect(unkeyed.statusCode).toBe(401);
    // The emulator's key is public (the repository's offline default): with it, still only the store itself.
    expect(
      (
        await store.app.inject({
          method: "POST",
          url: "/gateways/khalti/api/v2/epayment/initiate/",
          headers: { authorization: `Key ${KHALTI_EMULATOR_SECRET_KEY}` },
          payload: {
            return_url: "https://evil.example/checkout",
            website_url: store.config.publicUrl,
            amount: 1000,
            purchase_order_id: "x",
            purchase_order_name: "x",
          },
        })
      ).json().return_url,
    ).toEqual(["Return url must be on the merchant's website."]);
    for (const elsewhere of ELSEWHERE) {
      const keyed = await store.app.inject({
        method: "POST",
        url: "/gateways/khalti/api/v2/epayment/initiate/",
        headers: { authorization: `Key ${KHALTI_EMULATOR_SECRET_KEY}` },
        payload: {
          return_url: elsewhere,
          website_url: store.config.publicUrl,
          amount: 1000,
          purchase_order_id: "x",
          purchase_order_name: "x",
        },
      });
      expect(keyed.statusCode, elsewhere).toBe(400);
      // Not an address at all (Khalti's own words), or not the store's.
      expect(keyed.json(), elsewhere).toEqual({
        return_url: [expect.any(String)],
        error_key: "validation_error",
      });
    }
  });

  it("the Khalti emulator on the store's origin sends shoppers back to the store only", async () => {
    // The offline emulator's key is published (config.ts): anyone may initiate a payment with it, so the
    // return_url it accepts must be the store's, or its cancel button is a redirect to anywhere.
    const keyed = { authorization: `Key ${store.config.khalti.secretKey}` };
    const initiate = (returnUrl: string) =>
      store.app.inject({
        method: "POST",
        url: "/gateways/khalti/api/v2/epayment/initiate/",
        headers: keyed,
        payload: {
          return_url: returnUrl,
          website_url: store.config.publicUrl,
          amount: 1000,
          purchase_order_id: "REDIRECT-1",
          purchase_order_name: "Redirect",
        },
      });
    const before = await db().khaltiEmulatorPayment.count();
    for (const elsewhere of ELSEWHERE) {
      const refused = await initiate(elsewhere);
      expect(refused.statusCode, elsewhere).toBe(400);
      // Khalti's validation shape; an address that is no URL at all is refused as such.
      const { return_url: messages, ...rest } = refused.json();
      expect(rest, elsewhere).toEqual({ error_key: "validation_error" });
      const webAddress = URL.canParse(elsewhere) && /^https?:$/.test(new URL(elsewhere).protocol);
      expect(messages, elsewhere).toEqual([
        webAddress ? "Return url must be on the merchant's website." : "Enter a valid URL.",
      ]);
    }
    expect(await db().khaltiEmulatorPayment.count()).toBe(before);
    const own = await initiate(`${store.config.publicUrl}/api/payments/khalti/return`);
    expect(own.statusCode).toBe(200);

    // A payment recorded with a foreign return_url (before this check, or written by hand) cancels to an error
    // page on the emulator, never a redirect off the store.
    const { pidx } = await db().khaltiEmulatorPayment.create({
      data: {
        pidx: "RedirectForeignReturn0",
        returnUrl: "https://evil.example/checkout",
        websiteUrl: store.config.publicUrl,
        amount: 1000,
        purchaseOrderId: "REDIRECT-2",
        purchaseOrderName: "Redirect",
        status: "Initiated",
        expiresAt: new Date(Date.now() + 60 * 60_000),
      },
    });
    const cancel = await store.app.inject({
      method: "POST",
      url: "/gateways/khalti/pay/cancel",
      ...form({ pidx }),
    });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.headers.location).toBeUndefined();
    expect(cancel.body).toContain("return address is not on the merchant");
    expect((await db().khaltiEmulatorPayment.findUnique({ where: { pidx } }))?.status).toBe("Initiated");
  });

  it("the Google emulator sends a token to the store only", async () => {
    const choose = (fields: Record<string, string>) =>
      store.app.inject({ method: "POST", url: "/gateways/google/accounts", ...form(fields) });
    for (const uri of ELSEWHERE) {
      const page = await store.app.inject({
        method: "GET",
        url: `/gateways/google/accounts?redirect_uri=${encodeURIComponent(uri)}`,
      });
      expect(page.statusCode, uri).toBe(400);
      expect(page.body).toContain("redirect_uri_mismatch");
      const chosen = await choose({ name: "Sita Sharma", email: "sita@gmail.com", redirect_uri: uri });
      expect(chosen.statusCode, uri).toBe(400);
      expect(chosen.headers.location).toBeUndefined();
      expect(chosen.body, uri).not.toContain("id_token");
      // Cancelling posts nothing anywhere else either.
      const cancelled = await choose({ redirect_uri: uri, cancel: "1" });
      expect(cancelled.statusCode, uri).toBe(400);
      expect(cancelled.body, uri).not.toContain("<form method");
    }
    const own = await choose({
      name: "Sita Sharma",
      email: "sita@gmail.com",
      redirect_uri: "/api/auth/google/callback",
    });
    // Google's form_post: a page whose form posts the token to the store's own callback.
    expect(own.statusCode).toBe(200);
    expect(formOf(own.body).action).toBe("/api/auth/google/callback");
  });

  it("the store's Google callback sends the browser only to its own /auth/callback", async () => {
    const posts: Record<string, string>[] = [
      { error: "access_denied", state: "s".repeat(32) },
      { id_token: "not.a.token", state: "s".repeat(32) },
      // A state that is not one the browser makes is not echoed (it could carry an address or markup).
      { error: "access_denied", state: "https://evil.example/#aaaaaaaaaaaaaaaa" },
    ];
    for (const fields of posts) {
      const landing = await postToCallback(store.app, fields);
      expect(landing.status).toBe(303);
      expect(landing.location).toMatch(/^\/auth\/callback\?/);
      expect(landing.location).not.toContain("evil");
    }
  });

  it("the client navigates only to its own paths, never to an address taken from the query", () => {
    // Every place the client can send the browser somewhere: router navigation, links, location, forms.
    const SINKS = [
      /\bnavigate\(\s*([^,)]+)/g,
      /<Navigate\s+to=(\{[^}]+\}|"[^"]*")/g,
      /<Link\b[^>]*?\bto=(\{[^}]+\}|"[^"]*")/g,
      /\bhref=(\{[^}]+\})/g,
      /location\.(?:assign|replace)\(\s*([^)]+)\)/g,
      /location\.href\s*=(?!=)\s*([^;\n]+)/g,
      /window\.open\(\s*([^,)]+)/g,
      /\.action\s*=(?!=)\s*([^;\n]+)/g,
    ];
    // A literal path of the store's own: "/...", '/...', `/...` (never "//", which is another host), or back.
    const OWN_PATH = /^\{?\s*(["'`])\/(?!\/|\\)/;
    // Targets that are not literals, each read and found to be the store's own (file: target).
    const REVIEWED: Record<string, string> = {
      "app/layout/Footer.tsx: {to}": "QUICK_LINKS, a constant list of /paths",
      'features/checkout/SuccessPage.tsx: {signedIn ? "/orders" : "/"}': "two literal paths",
      "api/base-api.ts: target":
        "/login with the current page's own path as next (signInAgainPath), which the login page checks with afterLoginPath",
      'features/orders/OrderPage.tsx: {signedIn ? "/orders" : "/track-order"}': "two literal paths",
      "features/orders/OrdersPage.tsx: to":
        "`/order/${encodeURIComponent(orderNumber)}`, an order's own page",
      "features/orders/OrdersPage.tsx: {to}":
        "`/order/${encodeURIComponent(orderNumber)}`, an order's own page",
      "features/checkout/pay-steps.ts: paymentUrl":
        "a gateway's form URL (eSewa, Fonepay, connectIPS) from the server's signed answer",
      "features/checkout/pay-steps.ts: start.url":
        "Khalti's payment page or PayPal's approval page, from the server's answer (the gateway's own, or the emulator's on the store)",
      "features/checkout/ConfirmationPage.tsx: qrPagePath(paymentMethod":
        "`/checkout/${method}/qr?orderId=…`: the store's own QR page for the order just placed (pay-steps.ts)",
      "features/checkout/FonepayQrPage.tsx: {image}":
        "a data: URL of the QR image the page itself drew, offered for download",
      "app/Document.tsx: {href}":
        "the built stylesheets and scripts, from the server's read of Vite's manifest",
      "features/auth/GoogleButton.tsx: {hydrated ? START : undefined}":
        "the constant /api/auth/google/start, once the page has hydrated (the state is added on click)",
      "features/catalog/ListingPage.tsx: {pageLink(page - 1)}":
        "the listing's own path with the page's query",
      "features/catalog/ListingPage.tsx: {pageLink(page + 1)}":
        "the listing's own path with the page's query",
      "lib/seo/PageMeta.tsx: {url}": "a <link rel=canonical>: the store's origin and the page's own path",
      "features/auth/OtherWaysIn.tsx: {signInPath(props.elsewhere.to, props.next)}":
        "the other of the two sign-in pages (its type allows only /login and /register), with next only when afterLoginPath finds it a path of the store",
      "features/admin/audit/AuditLogPage.tsx: {subject.to}":
        "an order's or a product's admin page: /admin/orders/ or /admin/products/ with the number or id encoded (audit-words.ts)",
      "features/auth/LoginPage.tsx: returnTo":
        "the query's next only when it is a path of the store, else / (features/auth/after-login.ts)",
      'features/auth/RegisterPage.tsx: signInPath("/login"':
        "/login, with the query's next only when afterLoginPath finds it a path of the store (features/auth/after-login.ts)",
      'features/auth/AuthCallbackPage.tsx: signInPath("/login"':
        "/login, with the kept next only when afterLoginPath finds it a path of the store (features/auth/after-login.ts)",
      "features/auth/AuthCallbackPage.tsx: returnTo":
        "the next kept in this tab when the shopper left for Google, only when it is a path of the store, else / (google-state.ts takeGoogleNext)",
      'features/auth/PhoneSignIn.tsx: afterLoginPath(params.get("next"':
        "the query's next only when it is a path of the store, else / (features/auth/after-login.ts)",
    };
    const root = path.join(REPOSITORY_ROOT, "client", "src");
    const files = fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("testing"));
    const unreviewed: string[] = [];
    let sinks = 0;
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      for (const sink of SINKS) {
        for (const match of source.matchAll(sink)) {
          sinks += 1;
          const target = match[1]!.trim();
          if (OWN_PATH.test(target) || target === "-1") continue;
          const key = `${file.split(path.sep).join("/")}: ${target}`;
          if (!(key in REVIEWED)) unreviewed.push(key);
        }
      }
    }
    expect(sinks).toBeGreaterThan(20);
    expect(unreviewed).toEqual([]);
  });
});

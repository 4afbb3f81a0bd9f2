// What the browser is told: a Content-Security-Policy under which no injected script can run (no inline
// scripts, no eval, no other hosts) and that the client passes (no inline script in its HTML, source or
// built), and no cookie a script could read (the store sets none: sign-in is a bearer token).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT } from "../../src/config.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { orderFromCart, payAtEsewa } from "../support/payments.ts";

const SOURCE_INDEX = path.join(REPOSITORY_ROOT, "client", "index.html");
const BUILT_INDEX = path.join(REPOSITORY_ROOT, "client", "dist", "index.html");

let folder: string;
let store: TestStore;
beforeAll(async () => {
  // The built client when there is one (npm run build), else a copy of the source page to serve.
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-headers-"));
  const dist = fs.existsSync(BUILT_INDEX) ? path.dirname(BUILT_INDEX) : folder;
  if (dist === folder) fs.copyFileSync(SOURCE_INDEX, path.join(folder, "index.html"));
  store = await createTestStore({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await store.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The policy as directive → sources. */
function policy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe("string");
  return new Map(
    (header as string)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Every <script> must load a file; no handler attribute, no javascript: URL. */
function inlineScripts(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/.test(match[1]!) || match[2]!.trim()) problems.push(match[0].slice(0, 80));
  }
  for (const match of html.matchAll(/<[^>]+\s(on[a-z]+)\s*=/gi)) problems.push(`handler ${match[1]}`);
  if (/javascript:/i.test(html)) problems.push("javascript: URL");
  return problems;
}

describe("Content-Security-Policy and cookies", () => {
  it("lets scripts come only from the store: no 'unsafe-inline', 'unsafe-eval', data: or other hosts", async () => {
    for (const url of ["/", "/checkout/customer-info", "/api/categories", "/gateways/google/accounts"]) {
      const answer = await store.app.inject({ method: "GET", url });
      const directives = policy(answer.headers["content-security-policy"]);
      const scripts = directives.get("script-src") ?? directives.get("default-src");
      expect(scripts, url).toEqual(["'self'"]);
      expect(directives.get("script-src-attr"), url).toEqual(["'none'"]);
      expect(directives.get("object-src"), url).toEqual(["'none'"]);
      expect(directives.get("base-uri"), url).toEqual(["'self'"]);
      expect(directives.get("frame-ancestors"), url).toEqual(["'none'"]);
      expect(directives.get("default-src"), url).toEqual(["'self'"]);
      expect(answer.headers["content-security-policy"], url).not.toMatch(
        /unsafe-eval|unsafe-hashes|strict-dynamic/,
      );
    }
  });

  it("the client's page, as written and as built, has no inline script for the policy to block", async () => {
    const pages = [SOURCE_INDEX, ...(fs.existsSync(BUILT_INDEX) ? [BUILT_INDEX] : [])];
    for (const page of pages) expect(inlineScripts(fs.readFileSync(page, "utf8")), page).toEqual([]);
    // The page the store serves, and the offline gateways' pages, run under the policy too.
    const served = await store.app.inject({ method: "GET", url: "/" });
    expect(served.headers["content-type"]).toMatch(/^text\/html/);
    expect(inlineScripts(served.body)).toEqual([]);
    for (const url of ["/gateways/google/accounts?state=abcdefghijklmnop"]) {
      const gateway = await store.app.inject({ method: "GET", url });
      expect(gateway.statusCode).toBe(200);
      expect(inlineScripts(gateway.body), url).toEqual([]);
      expect(gateway.body).not.toMatch(/<script/i);
    }
    // The emulator's form_post answer submits itself with a script file of the store, never an inline one.
    const answer = await store.app.inject({
      method: "POST",
      url: "/gateways/google/accounts",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Sita+Sharma&email=sita%40gmail.com&state=abcdefghijklmnop",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<script src="/gateways/google/form-post.js"></script>');
    expect(inlineScripts(answer.body)).toEqual([]);
    expect(policy(answer.headers["content-security-policy"]).get("form-action")).toContain("'self'");
    // The detector itself finds what it must.
    expect(inlineScripts('<script>alert(1)</script><img src=x onerror="x()">')).toHaveLength(2);
  });

  it("sets no cookie anywhere a shopper goes, or only HttpOnly ones", async () => {
    const cookies: string[] = [];
    const keep = (answer: { headers: Record<string, unknown> }) => {
      const set = answer.headers["set-cookie"];
      if (set) cookies.push(...(Array.isArray(set) ? set : [String(set)]));
      return answer;
    };
    const shopper = await registerShopper(store.app);
    const guest = { "x-session-id": "cookie-guest-0001" };
    for (const url of [
      "/",
      "/product/x/y",
      "/api/products?limit=2",
      "/api/docs/",
      "/media/brands/apple.svg",
    ]) {
      keep(await store.app.inject({ method: "GET", url }));
    }
    keep(
      await store.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: shopper.email, password: shopper.password },
      }),
    );
    keep(await store.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(shopper.token) }));
    keep(await store.app.inject({ method: "GET", url: "/api/auth/google/start?state=abcdefghijklmnop" }));
    keep(await store.app.inject({ method: "GET", url: "/gateways/google/accounts?state=abcdefghijklmnop" }));
    const { order } = await orderFromCart(store.app, guest, "esewa");
    const { callback } = await payAtEsewa(store.app, guest, order);
    keep(
      await store.app.inject({
        method: "POST",
        url: "/api/payments/esewa/success",
        headers: guest,
        payload: callback,
      }),
    );
    const stored = await store.app.db.order.findUniqueOrThrow({ where: { id: order._id } });
    expect(stored.status).toBe("processing");
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*HttpOnly/i);
  });
});

// Bodies built to break the parser: oversized, deeply nested, malformed, prototype-polluting JSON, and
// content types the API does not speak. Each is refused with the envelope and its fitting status (413, 400,
// 415), never a 500 or a stack trace, and changes nothing. (The 413 and malformed-JSON tests moved here from
// core.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT } from "../../src/app.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { expectNothingChanged, listenOnHttp, rawRequest } from "./support.ts";

let store: TestStore;
let base: string;
let token: string;
beforeAll(async () => {
  store = await createTestStore();
  token = (await registerShopper(store.app)).token;
  base = await listenOnHttp(store);
});
afterAll(() => store.close());

const db = () => store.app.db;
/** Writes of each kind: sign-in, account, cart, wishlist, order, payment. */
const WRITES = [
  { method: "POST", url: "/api/auth/login" },
  { method: "PUT", url: "/api/auth/profile" },
  { method: "POST", url: "/api/cart/add" },
  { method: "POST", url: "/api/wishlist/toggle" },
  { method: "POST", url: "/api/orders" },
  { method: "POST", url: "/api/payments/paypal/process" },
] as const;
const headers = (contentType?: string) => ({
  ...bearer(token),
  "x-session-id": "malformed-guest-01",
  ...(contentType ? { "content-type": contentType } : {}),
});
const sendEach = (payload: string, contentType: string | undefined = "application/json") =>
  Promise.all(
    WRITES.map(async (write) => ({
      ...write,
      answer: await store.app.inject({ ...write, headers: headers(contentType), payload }),
    })),
  );
const noTrace = (body: string) => expect(body).not.toMatch(/at .*\.(ts|js):\d+|node_modules|prisma/i);

describe("malformed requests", () => {
  it("refuses a body over 1 MB with 413, in-process and over HTTP, chunked or not", async () => {
    const oversized = JSON.stringify({ email: "a@b.co", password: "x".repeat(BODY_LIMIT) });
    await expectNothingChanged(db(), async () => {
      for (const { url, answer } of await sendEach(oversized)) {
        expect(answer.statusCode, url).toBe(413);
        expect(answer.json()).toEqual({
          success: false,
          code: "request.body_too_large",
          message: "Request body is too large: send at most 1 MiB",
        });
      }
      for (const chunked of [false, true]) {
        const answer = await rawRequest(base, "/api/cart/add", {
          method: "POST",
          headers: {
            ...headers("application/json"),
            ...(chunked
              ? { "transfer-encoding": "chunked" }
              : { "content-length": String(oversized.length) }),
          },
          body: oversized,
        });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({
          success: false,
          code: "request.body_too_large",
          message: "Request body is too large: send at most 1 MiB",
        });
      }
    });
  });

  it("refuses deeply nested JSON with 400 and keeps serving", async () => {
    const depth = 200_000;
    const nested = [
      "[".repeat(depth) + "]".repeat(depth),
      '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
      `{"productId":${"[".repeat(depth)}${"]".repeat(depth)},"quantity":1}`,
    ];
    await expectNothingChanged(db(), async () => {
      for (const payload of nested) {
        for (const { url, answer } of await sendEach(payload)) {
          expect([400, 413], url).toContain(answer.statusCode);
          expect(answer.json().success).toBe(false);
          noTrace(answer.body);
        }
      }
    });
    expect((await store.app.inject({ method: "GET", url: "/api/categories" })).statusCode).toBe(200);
  });

  it("refuses malformed JSON with 400 and no stack trace", async () => {
    const malformed = [
      '{"email": ',
      "{'email':'a@b.co'}",
      '{"email":"a@b.co",}',
      "NaN",
      '{"a":1}x',
      "\u0000",
      "{{}}",
    ];
    await expectNothingChanged(db(), async () => {
      for (const payload of malformed) {
        for (const { url, answer } of await sendEach(payload)) {
          expect(answer.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
          expect(answer.json()).toMatchObject({
            success: false,
            code: expect.stringMatching(/^request\.(malformed_json|nul_character)$/),
            message: expect.any(String),
          });
          noTrace(answer.body);
        }
      }
    });
  });

  it("refuses __proto__ and constructor.prototype keys, polluting nothing", async () => {
    const polluting = [
      '{"email":"a@b.co","password":"x","__proto__":{"role":"admin","isAdmin":true}}',
      '{"email":"a@b.co","password":"x","constructor":{"prototype":{"role":"admin"}}}',
      '{"productId":"x","quantity":1,"__proto__":{"price":1}}',
    ];
    await expectNothingChanged(db(), async () => {
      for (const payload of polluting) {
        for (const { url, answer } of await sendEach(payload)) {
          expect(answer.statusCode, url).toBe(400);
        }
      }
    });
    const probe: Record<string, unknown> = {};
    expect([probe.role, probe.isAdmin, probe.price]).toEqual([undefined, undefined, undefined]);
  });

  it("refuses content types other than JSON with 415, over HTTP too", async () => {
    const body = '{"email":"a@b.co","password":"Secret123"}';
    const foreign = [
      "text/plain",
      "text/plain; charset=utf-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "application/xml",
      "text/html",
      "application/jsonx",
      "application/javascript",
    ];
    await expectNothingChanged(db(), async () => {
      for (const contentType of foreign) {
        for (const { url, answer } of await sendEach(body, contentType)) {
          expect(answer.statusCode, `${url} ${contentType}`).toBe(415);
          expect(answer.json()).toEqual({
            success: false,
            code: "request.unsupported_media_type",
            message: "Unsupported content type: send the body as JSON with Content-Type: application/json",
          });
        }
      }
      // A browser's cross-site "simple" form post, exactly as sent over the wire.
      const simple = await rawRequest(base, "/api/cart/add", {
        method: "POST",
        headers: { "content-type": "text/plain", "x-session-id": "malformed-guest-01" },
        body: '{"productId":"x","quantity":1}',
      });
      expect(simple.status).toBe(415);
      // A body with no content type at all.
      const untyped = await rawRequest(base, "/api/auth/login", { method: "POST", body });
      expect(untyped.status).toBe(415);
    });
  });

  it("refuses a NUL character in an API address or body with 400 on either database (PostgreSQL text cannot hold one)", async () => {
    const message = "Text may not contain NUL characters";
    await expectNothingChanged(db(), async () => {
      for (const url of [
        "/api/products?brand=a%00b",
        "/api/products?search=iphone%00",
        "/api/products/electronics/a%00b",
        "/api/orders/track/ORD%00",
      ]) {
        const answer = await store.app.inject({ method: "GET", url, headers: headers() });
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json(), url).toMatchObject({ success: false, code: "request.nul_character", message });
      }
      const bodies = [
        JSON.stringify({ email: "nul\u0000@example.com", password: "Secret123" }),
        JSON.stringify({ productId: "x", quantity: 1, color: "Bl\u0000ack" }),
        JSON.stringify({ items: [{ deep: { deeper: ["\u0000"] } }] }),
        JSON.stringify({ "key\u0000": 1 }),
      ];
      for (const payload of bodies) {
        for (const { url, answer } of await sendEach(payload)) {
          expect(answer.statusCode, `${url} ${payload}`).toBe(400);
          expect(answer.json()).toMatchObject({ success: false, code: "request.nul_character", message });
          noTrace(answer.body);
        }
      }
    });
    // Only the API: client routes keep answering as before.
    expect((await store.app.inject({ method: "GET", url: "/api/products?brand=apple" })).statusCode).toBe(
      200,
    );
  });

  it("refuses ill-formed Unicode (a lone surrogate, escapes that are not UTF-8) in bodies, queries and paths with 400, naming the field", async () => {
    // Found by the fuzz suite: Prisma cannot encode a lone surrogate, and this answered 500.
    const message = "Text must be valid Unicode: remove the broken character";
    await expectNothingChanged(db(), async () => {
      const toggle = await rawRequest(base, "/api/wishlist/toggle", {
        method: "POST",
        headers: headers("application/json"),
        body: '{"productId":"\\ud800","sessionId":"malformed-guest-01"}',
      });
      expect(toggle.status).toBe(400);
      expect(JSON.parse(toggle.body)).toEqual({
        success: false,
        code: "request.ill_formed_text",
        message,
        errors: [{ field: "productId", code: "request.ill_formed_text", message }],
      });
      for (const payload of [
        '{"productId":"x","quantity":1,"color":"\\udc00"}',
        '{"email":"\\ud83d@a.co","password":"p"}',
      ]) {
        for (const { url, answer } of await sendEach(payload)) {
          expect(answer.statusCode, `${url} ${payload}`).toBe(400);
          expect(answer.json()).toMatchObject({ success: false, code: "request.ill_formed_text", message });
        }
      }
      for (const url of [
        "/api/products?search=%ED%A0%80",
        "/api/products?brand=%FF",
        "/api/orders/track?orderId=%E0%A4&email=a",
      ]) {
        const answer = await rawRequest(base, url, { headers: headers() });
        expect(answer.status, url).toBe(400);
        expect(JSON.parse(answer.body), url).toEqual({
          success: false,
          code: "request.ill_formed_text",
          message,
          errors: [{ field: "query", code: "request.ill_formed_text", message }],
        });
      }
      // The router refuses a path that does not decode before any route runs: the same envelope and headers.
      for (const url of ["/api/products/%ED%A0%80", "/api/products/electronics/%FF", "/api/cart/%zz"]) {
        const answer = await rawRequest(base, url, { headers: headers() });
        expect(answer.status, url).toBe(400);
        expect(JSON.parse(answer.body), url).toMatchObject({
          success: false,
          code: "request.invalid_path_encoding",
          errors: [{ field: "path", code: "request.invalid_path_encoding" }],
        });
        expect(answer.headers["content-security-policy"], url).toBeDefined();
      }
      const longSlug = await rawRequest(base, `/api/products/electronics/${"a".repeat(500)}`);
      expect(longSlug.status).toBe(400);
      expect(JSON.parse(longSlug.body)).toMatchObject({
        success: false,
        code: "request.path_too_long",
        message: "A part of the address is too long",
      });
    });
    // Well-formed text in any script still works.
    const search = await rawRequest(base, "/api/products?search=%E0%A4%A8%E0%A5%87%F0%9F%98%80");
    expect(search.status).toBe(200);
  });
});

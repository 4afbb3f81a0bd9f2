// Every error answer carries its code from the registry (docs/ERRORS.md), each field error too, and a
// message that names the field and says what to fix. One representative refusal of each kind; the other suites
// pin the rest.
import fs from "node:fs";
import { ERROR_CODE_MEANINGS, ERROR_CODES } from "@store/shared/error-codes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { orderBody, productInStock } from "./support/orders.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const guest = (id: string) => ({ "x-session-id": id });

describe("error codes", () => {
  it("names the field and its limit where the library would not: a long order id to track", async () => {
    const response = await store.app.inject({
      method: "GET",
      url: `/api/orders/track?orderId=${"N".repeat(41)}&email=a@b.co`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: "validation.failed",
      message: "Order ID must be at most 40 characters",
      errors: [
        { field: "orderId", code: "validation.too_long", message: "Order ID must be at most 40 characters" },
      ],
    });
  });

  it("gives each field error its own code", async () => {
    const register = (payload: object) =>
      store.app.inject({ method: "POST", url: "/api/auth/register", payload });
    const missing = (await register({ name: "Sita Sharma", password: "Secret123" })).json();
    expect(missing.code).toBe("validation.failed");
    expect(missing.errors).toContainEqual({
      field: "email",
      code: "validation.required",
      message: "Email is required",
    });
    const invalid = (
      await register({ name: "Sita Sharma", email: "not-an-email", password: "Secret123" })
    ).json();
    expect(invalid.errors).toContainEqual({
      field: "email",
      code: "validation.invalid_email",
      message: "Email is invalid",
    });
    const wrongType = (await register({ name: 42, email: "a@b.co", password: "Secret123" })).json();
    expect(wrongType.errors).toContainEqual({
      field: "name",
      code: "validation.invalid_type",
      message: "Name must be text",
    });
  });

  it("gives the storefront's own refusals their own codes: an empty cart, no payment method", async () => {
    const product = await productInStock(store.app);
    const place = (change: object) =>
      store.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: guest("codes-guest-0001"),
        payload: { ...orderBody([{ productId: product.id, quantity: 1 }]), ...change },
      });
    const empty = await place({ items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      code: "cart.empty",
      message: "Your cart is empty",
      errors: [{ field: "items", code: "cart.empty", message: "Your cart is empty" }],
    });
    const noPayment = (await place({ payment: { method: "bitcoin" } })).json();
    expect(noPayment).toMatchObject({
      code: "payment.method_required",
      message: "Please select a payment method",
    });
  });

  it("says the body is missing or not an object, rather than a type", async () => {
    const none = await store.app.inject({ method: "POST", url: "/api/auth/login" });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: "validation.failed",
      message: "The request body is required: send a JSON object",
      errors: [{ field: "body", code: "validation.required" }],
    });
    const list = await store.app.inject({ method: "POST", url: "/api/auth/login", payload: [1, 2] });
    expect(list.json()).toMatchObject({
      message: "The request body must be a JSON object",
      errors: [{ field: "body", code: "validation.invalid_type" }],
    });
  });

  it("codes who is calling: not signed in, and a wrong password", async () => {
    const me = await store.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      success: false,
      code: "auth.required",
      message: "Please sign in to continue",
    });
    const login = await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@example.com", password: "Wrong1234" },
    });
    expect(login.json().code).toBe("auth.invalid_credentials");
  });

  it("codes the request's own faults: size, type, JSON, text, address", async () => {
    const post = (payload: string, contentType = "application/json") =>
      store.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": contentType },
        payload,
      });
    const big = await post(JSON.stringify({ email: "a@b.co", password: "x".repeat(1_100_000) }));
    expect([big.statusCode, big.json().code]).toEqual([413, "request.body_too_large"]);
    const text = await post("hello", "text/plain");
    expect([text.statusCode, text.json().code]).toEqual([415, "request.unsupported_media_type"]);
    const broken = await post('{"email": ');
    expect(broken.json()).toEqual({
      success: false,
      code: "request.malformed_json",
      message: "The body is not valid JSON: check its syntax",
    });
    const empty = await post("");
    expect(empty.json().code).toBe("request.empty_json_body");
    const surrogate = await post('{"email":"\\ud800@a.co","password":"p"}');
    expect(surrogate.json()).toMatchObject({
      code: "request.ill_formed_text",
      errors: [{ field: "email", code: "request.ill_formed_text" }],
    });
    const nul = await store.app.inject({ method: "GET", url: "/api/products?brand=a%00b" });
    expect(nul.json().code).toBe("request.nul_character");
    const route = await store.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(route.json()).toEqual({ success: false, code: "route.not_found", message: "Route not found" });
    const session = await store.app.inject({
      method: "GET",
      url: "/api/products",
      headers: { "x-session-id": "short" },
    });
    expect(session.json()).toMatchObject({
      code: "session.invalid_id",
      errors: [{ field: "x-session-id", code: "session.invalid_id" }],
    });
  });

  it("codes what is missing: an order, a cart item", async () => {
    const order = await store.app.inject({
      method: "GET",
      url: "/api/orders/NS-00000000-XXXXX",
      headers: guest("codes-guest-0002"),
    });
    expect(order.json()).toEqual({ success: false, code: "order.not_found", message: "Order not found" });
    const item = await store.app.inject({
      method: "DELETE",
      url: "/api/cart/no-such-item",
      headers: guest("codes-guest-0002"),
    });
    expect(item.json().code).toBe("cart.item_not_found");
  });

  it("lists every code in the OpenAPI document's error envelope", async () => {
    const document = (await store.app.inject({ method: "GET", url: "/api/docs/json" })).body;
    for (const code of ERROR_CODES) expect(document, code).toContain(`"${code}"`);
  });

  it("explains every code of the registry in docs/ERRORS.md, and no other", () => {
    const table = fs.readFileSync(new URL("../../docs/ERRORS.md", import.meta.url), "utf8");
    const rows = [...table.matchAll(/^\| `([^`]+)` +\| (.+?) +\|$/gm)].map(([, code, meaning]) => [
      code,
      meaning,
    ]);
    expect(Object.fromEntries(rows)).toEqual(ERROR_CODE_MEANINGS);
  });
});

// Which requests and answers the service worker may keep for reading offline (kept-copies.ts): the public pages
// and catalogue data only; nothing of one shopper's, whatever its answer says.
import { describe, expect, it } from "vitest";
import { keptKind, mayKeepAnswer } from "./kept-copies.ts";

const ORIGIN = "https://store.example";
const navigation = (path: string) => ({ method: "GET", mode: "navigate", url: `${ORIGIN}${path}` });
const fetchOf = (path: string, method = "GET") => ({ method, mode: "cors", url: `${ORIGIN}${path}` });

describe("what the service worker may keep", () => {
  it("keeps the pages every shopper sees alike: home, listings, categories, products and offers", () => {
    for (const path of [
      "/",
      "/products",
      "/products?search=phone&page=2",
      "/category/electronics",
      "/product/electronics/samsung-galaxy-a15",
      "/deals",
      "/offers",
      "/vendor",
      "/deals/",
    ]) {
      expect(keptKind(navigation(path), ORIGIN), path).toBe("page");
    }
  });

  it("never keeps a page of the shopper's own, sign-in, admin, payment or development pages", () => {
    for (const path of [
      "/cart",
      "/wishlist",
      "/checkout",
      "/checkout/customer-info",
      "/checkout/esewa/success?oid=1",
      "/checkout/fonepay/qr",
      "/profile",
      "/orders",
      "/order/NS-1001",
      "/track-order",
      "/login",
      "/register",
      "/reset-password?token=abc",
      "/auth/callback",
      "/admin",
      "/admin/orders",
      "/dev/sms",
      "/gateways/esewa/pay",
      "/notify/unsubscribed",
      "/product/electronics",
      "/category/electronics/extra",
    ]) {
      expect(keptKind(navigation(path), ORIGIN), path).toBeNull();
    }
  });

  it("keeps the catalogue's public data: products, brands, categories and Nepal's places", () => {
    for (const path of [
      "/api/products",
      "/api/products?category=electronics&page=2",
      "/api/products/42",
      "/api/products/electronics/samsung-galaxy-a15",
      "/api/products/related/electronics/42",
      "/api/brands",
      "/api/categories",
      "/api/locations/nepal",
    ]) {
      expect(keptKind(fetchOf(path), ORIGIN), path).toBe("data");
    }
  });

  it("never keeps a shopper's data, the admin's, payments or sign-in", () => {
    for (const path of [
      "/api/cart",
      "/api/cart/items",
      "/api/wishlist",
      "/api/orders",
      "/api/orders/NS-1001",
      "/api/auth/me",
      "/api/auth/login",
      "/api/admin/products",
      "/api/payments/esewa/initiate",
      "/api/products/42/reviews/mine",
      "/api/stock-alerts",
      "/media/products/1.webp",
    ]) {
      expect(keptKind(fetchOf(path), ORIGIN), path).toBeNull();
    }
  });

  it("keeps nothing but GETs to the store's own origin, and no page fetched as data", () => {
    expect(keptKind(fetchOf("/api/products", "POST"), ORIGIN)).toBeNull();
    expect(keptKind({ ...navigation("/"), method: "POST" }, ORIGIN)).toBeNull();
    expect(keptKind(fetchOf("/api/products"), "https://other.example")).toBeNull();
    expect(keptKind(navigation("/"), "https://other.example")).toBeNull();
    // A page's address asked for by fetch() is not a navigation: not kept as one.
    expect(keptKind(fetchOf("/products"), ORIGIN)).toBeNull();
    // Data addresses reached by navigating are not pages.
    expect(keptKind(navigation("/api/products"), ORIGIN)).toBeNull();
  });
});

describe("which answers may be kept", () => {
  it("keeps a page's 200 unless it is marked private or no-store", () => {
    expect(mayKeepAnswer("page", 200, "public, no-cache")).toBe(true);
    expect(mayKeepAnswer("page", 200, null)).toBe(true);
    expect(mayKeepAnswer("page", 200, "no-store")).toBe(false);
    expect(mayKeepAnswer("page", 200, "Private, max-age=0")).toBe(false);
  });

  it("keeps data only when the server says it is public", () => {
    expect(mayKeepAnswer("data", 200, "public, no-cache")).toBe(true);
    expect(mayKeepAnswer("data", 200, "public, max-age=86400, stale-while-revalidate=604800")).toBe(true);
    expect(mayKeepAnswer("data", 200, "private, no-store")).toBe(false);
    expect(mayKeepAnswer("data", 200, "no-cache")).toBe(false);
    expect(mayKeepAnswer("data", 200, null)).toBe(false);
  });

  it("keeps no refusal, error or redirect", () => {
    for (const status of [201, 204, 301, 304, 400, 401, 404, 429, 500, 503]) {
      expect(mayKeepAnswer("page", status, "public"), String(status)).toBe(false);
      expect(mayKeepAnswer("data", status, "public"), String(status)).toBe(false);
    }
  });
});

// HTTP caching: catalogue answers are kept in memory and revalidated by ETag, yet never outlive a change to the
// catalogue; answers about one shopper are never stored by any cache.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListAnswer } from "@store/shared/catalog";
import { AnswerCache, acceptedEncoding, etagOf } from "../src/modules/catalog/response-cache.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { addProduct } from "./support/catalog-products.ts";
import { bearer, registerShopper } from "./support/factories.ts";

const GUEST = { "x-session-id": "guest-http-caching-1" };

describe("catalogue answers", () => {
  let store: TestStore;
  let uncached: TestStore;
  const get = (url: string, headers: Record<string, string> = {}, on = store) =>
    on.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    store = await createTestStore();
    uncached = await createTestStore({ CATALOGUE_CACHE_SIZE: "0" });
  });
  afterAll(async () => {
    await store.close();
    await uncached.close();
  });

  it("carry an ETag of their bytes and a public cache rule that revalidates each time, cached or not", async () => {
    for (const url of ["/api/products?category=electronics&limit=5", "/api/brands", "/api/categories"]) {
      const first = await get(url);
      const second = await get(url);
      const fresh = await get(url, {}, uncached);
      expect(first.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(fresh.body).toBe(first.body);
      for (const answer of [first, second, fresh]) {
        expect(answer.headers["etag"]).toBe(etagOf(first.body));
        expect(answer.headers["cache-control"]).toBe("public, no-cache");
        expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      }
    }
  });

  it("answer 304 without a body when the browser already holds the same answer", async () => {
    const url = "/api/products?sort=price_asc&limit=3";
    const first = await get(url);
    for (const on of [store, uncached]) {
      const again = await get(url, { "if-none-match": first.headers["etag"] as string }, on);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers["etag"]).toBe(first.headers["etag"]);
    }
    const other = await get(url, { "if-none-match": '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it("go compressed to a browser that accepts brotli or gzip, the same answer under its own tag", async () => {
    const url = "/api/products?category=electronics&limit=20";
    const plain = await get(url);
    const brotli = await get(url, { "accept-encoding": "gzip, deflate, br, zstd" });
    const again = await get(url, { "accept-encoding": "gzip, deflate, br, zstd" });
    const gzip = await get(url, { "accept-encoding": "gzip;q=1.0, br;q=0" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const tags = [plain, brotli, gzip].map((answer) => answer.headers["etag"]);
    expect(new Set(tags).size).toBe(3);
    for (const answer of [plain, brotli, gzip]) {
      expect(String(answer.headers["vary"]).toLowerCase()).toContain("accept-encoding");
    }
    const revalidated = await get(url, {
      "accept-encoding": "br",
      "if-none-match": brotli.headers["etag"] as string,
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("show a change to a product at once, whoever made it, with a new ETag", async () => {
    const url = "/api/products?search=kestrelphone&limit=5";
    const before = await get(url);
    expect(before.json<ProductListAnswer>().pagination.total).toBe(0);
    const product = await addProduct(store.app.db, { name: "Kestrelphone 9", price: 50_000 });
    const added = await get(url);
    expect(added.json<ProductListAnswer>().products.map((p) => p._id)).toEqual([product.id]);
    expect(added.headers["etag"]).not.toBe(before.headers["etag"]);

    await store.app.db.product.update({
      where: { id: product.id },
      data: { price: 45_000, salePrice: 45_000 },
    });
    const repriced = await get(url, { "if-none-match": added.headers["etag"] as string });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json<ProductListAnswer>().products[0]!.price).toBe(45_000);

    const page = `/api/products/${product.categorySlug}/${product.slug}`;
    expect((await get(page)).json().product.stock).toBe(5);
    // A change to the variant alone (its product's row untouched) moves the catalogue version too.
    await store.app.db.productVariant.updateMany({ where: { productId: product.id }, data: { stock: 2 } });
    expect((await get(page)).json().product.stock).toBe(2);
  });

  it("are not kept when they fail", async () => {
    const missing = await get("/api/products/electronics/no-such-product");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["etag"]).toBeUndefined();
    expect(missing.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("answers about one shopper", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("are private and never stored: cart, wishlist, orders, account", async () => {
    const shopper = await registerShopper(store.app);
    const product = await store.app.db.product.findFirstOrThrow({ where: { stock: { gt: 0 } } });
    const answers = [
      await store.app.inject({ method: "GET", url: "/api/cart", headers: GUEST }),
      await store.app.inject({
        method: "POST",
        url: "/api/cart/add",
        headers: GUEST,
        payload: { productId: product.id, quantity: 1 },
      }),
      await store.app.inject({ method: "GET", url: "/api/wishlist?sessionId=guest-http-caching-1" }),
      await store.app.inject({ method: "GET", url: "/api/orders", headers: bearer(shopper.token) }),
      await store.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(shopper.token) }),
      await store.app.inject({ method: "GET", url: "/api/orders" }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.headers["cache-control"], answer.body).toBe("private, no-store");
      expect(answer.headers["etag"]).toBeUndefined();
    }
  });
});

describe("the answer cache", () => {
  const entry = (version: number, body: string) => ({ version, body: Buffer.from(body), etag: etagOf(body) });

  it("serves an answer only under the catalogue version it was made in", () => {
    const cache = new AnswerCache(10);
    cache.set("/a", entry(1, "one"));
    expect(cache.get("/a", 1)?.body.toString()).toBe("one");
    expect(cache.get("/a", 2)).toBeUndefined();
    expect(cache.get("/a", 1)).toBeUndefined();
  });

  it("picks brotli, else gzip, from what a browser accepts", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(acceptedEncoding("gzip, deflate")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("identity")).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it("forgets the least recently used answer beyond its size, and keeps nothing at size 0", () => {
    const cache = new AnswerCache(2);
    cache.set("/a", entry(1, "a"));
    cache.set("/b", entry(1, "b"));
    expect(cache.get("/a", 1)?.body.toString()).toBe("a");
    cache.set("/c", entry(1, "c"));
    expect(cache.get("/b", 1)).toBeUndefined();
    expect(cache.get("/a", 1)?.body.toString()).toBe("a");
    expect(cache.get("/c", 1)?.body.toString()).toBe("c");
    const none = new AnswerCache(0);
    none.set("/a", entry(1, "a"));
    expect(none.size).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer, registerShopper } from "./support/factories.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const toggle = (payload: object, headers: Record<string, string> = {}) =>
  store.app.inject({ method: "POST", url: "/api/wishlist/toggle", payload, headers });
const list = (query: string, headers: Record<string, string> = {}) =>
  store.app.inject({ method: "GET", url: `/api/wishlist${query}`, headers });

describe("the wishlist", () => {
  it("toggles a product for a guest session and lists it in the API reference's shape", async () => {
    const product = await store.app.db.product.findFirstOrThrow({
      where: { stock: 0 },
      include: { brand: true },
    });
    const added = await toggle({ productId: product.id, sessionId: "wish-guest-0001" });
    expect(added.json()).toEqual({ success: true, action: "added", message: "Added to wishlist" });
    const response = await list("?sessionId=wish-guest-0001");
    expect(response.statusCode).toBe(200);
    // The stored pictures, answered with the product's subcategory (its own drawing).
    const images = (JSON.parse(product.images) as string[]).map((url) =>
      url.replace(`/${product.categorySlug}/`, `/${product.categorySlug}/${product.subcategorySlug}/`),
    );
    expect(response.json()).toEqual({
      success: true,
      wishlist: {
        products: [
          {
            product: {
              _id: product.id,
              name: product.name,
              primaryImage: images[0],
              images: images.map((url) => ({ url })),
              rating: product.rating,
              averageRating: product.rating,
              reviewCount: product.reviewCount,
              price: product.price,
              discountedPrice: product.discountedPrice,
              brand: product.brand.name,
              category: product.categorySlug,
              slug: product.slug,
              isInStock: false,
            },
            addedAt: expect.any(String),
          },
        ],
      },
    });
    const removed = await toggle({ productId: product.id, sessionId: "wish-guest-0001" });
    expect(removed.json()).toEqual({ success: true, action: "removed", message: "Removed from wishlist" });
    expect((await list("?sessionId=wish-guest-0001")).json().wishlist.products).toEqual([]);
  });

  it("keeps each session's and each shopper's list to itself", async () => {
    const product = await store.app.db.product.findFirstOrThrow({ orderBy: { id: "asc" } });
    await toggle({ productId: product.id, sessionId: "wish-guest-0002" });
    expect((await list("?sessionId=wish-guest-0003")).json().wishlist.products).toEqual([]);
    const shopper = await registerShopper(store.app);
    // A token means the shopper's own list, whatever session id comes with it.
    expect(
      (await list("?sessionId=wish-guest-0002", bearer(shopper.token))).json().wishlist.products,
    ).toEqual([]);
    await toggle({ productId: product.id, sessionId: "wish-guest-0002" }, bearer(shopper.token));
    expect((await list("", bearer(shopper.token))).json().wishlist.products).toHaveLength(1);
    expect((await list("?sessionId=wish-guest-0002")).json().wishlist.products).toHaveLength(1);
  });

  it("accepts the session id from the x-session-id header too", async () => {
    const product = await store.app.db.product.findFirstOrThrow({ orderBy: { id: "desc" } });
    await toggle({ productId: product.id }, { "x-session-id": "wish-guest-0004" });
    expect((await list("?sessionId=wish-guest-0004")).json().wishlist.products).toHaveLength(1);
  });

  it("removes a product, and says so when it was not there", async () => {
    const product = await store.app.db.product.findFirstOrThrow({ orderBy: { name: "asc" } });
    await toggle({ productId: product.id, sessionId: "wish-guest-0005" });
    const removed = await store.app.inject({
      method: "DELETE",
      url: `/api/wishlist/remove/${product.id}?sessionId=wish-guest-0005`,
    });
    expect(removed.json()).toEqual({ success: true, message: "Item removed from wishlist" });
    const again = await store.app.inject({
      method: "DELETE",
      url: `/api/wishlist/remove/${product.id}?sessionId=wish-guest-0005`,
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses unknown products, missing and malformed session ids", async () => {
    expect((await toggle({ productId: "nope", sessionId: "wish-guest-0006" })).statusCode).toBe(404);
    const missing = await toggle({ productId: "nope" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("A guest session id is required");
    expect((await list("?sessionId=bad id")).statusCode).toBe(400);
  });
});

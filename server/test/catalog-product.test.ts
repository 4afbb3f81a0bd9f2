// One product's page (by id and by category/slug) and its related products.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductAnswer, ProductListAnswer, RelatedAnswer } from "@store/shared/catalog";
import { createTestStore, type TestStore } from "./support/app.ts";
import { addProduct } from "./support/catalog-products.ts";

const DETAIL_KEYS =
  "_id name nameNe title slug category subcategory brand price discountedPrice images image colors memory storage stock rating reviewCount ratingsCount weight dimensions featured soldCount description descriptionNe reviews specifications variants"
    .split(" ")
    .sort();

describe("GET /api/products/:id and /api/products/:category/:slug", () => {
  let store: TestStore;
  const get = (url: string) => store.app.inject({ method: "GET", url });

  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("answers a product's page by id with the detail shape of the API reference", async () => {
    const row = await store.app.db.product.findFirstOrThrow({
      where: { specifications: { not: "{}" } },
      include: { brand: true },
    });
    const response = await get(`/api/products/${row.id}`);
    expect(response.statusCode).toBe(200);
    const { success, product } = response.json<ProductAnswer>();
    expect(success).toBe(true);
    expect(Object.keys(product).sort()).toEqual(DETAIL_KEYS);
    expect(product).toMatchObject({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      category: row.categorySlug,
      subcategory: row.subcategorySlug,
      brand: { _id: row.brandId, name: row.brand.name, slug: row.brand.slug },
      price: row.price,
      discountedPrice: row.discountedPrice,
      // The stored pictures, answered with the product's subcategory (its own drawing).
      images: (JSON.parse(row.images) as string[]).map((url) =>
        url.replace(`/${row.categorySlug}/`, `/${row.categorySlug}/${row.subcategorySlug}/`),
      ),
      specifications: JSON.parse(row.specifications),
      stock: row.stock,
    });
    expect(product.description.length).toBeGreaterThan(0);
    // The seed writes no Nepali descriptions: Nepali pages show the English one.
    expect(product.descriptionNe).toBeNull();
  });

  it("lists reviews newest first as { _id, author, rating, comment, date, verified }", async () => {
    const product = await addProduct(store.app.db, { name: "Reviewed Phone" });
    const day = 24 * 60 * 60 * 1000;
    for (const [author, daysAgo] of [
      ["Sita", 3],
      ["Ram", 1],
      ["Hari", 2],
    ] as const) {
      await store.app.db.review.create({
        data: {
          productId: product.id,
          author,
          rating: 4,
          comment: `From ${author}`,
          createdAt: new Date(Date.now() - daysAgo * day),
        },
      });
    }
    const { product: answer } = (await get(`/api/products/${product.id}`)).json<ProductAnswer>();
    expect(answer.reviews.map((review) => review.author)).toEqual(["Ram", "Hari", "Sita"]);
    expect(Object.keys(answer.reviews[0]!).sort()).toEqual([
      "_id",
      "author",
      "comment",
      "date",
      "rating",
      "verified",
    ]);
    expect(new Date(answer.reviews[0]!.date).toISOString()).toBe(answer.reviews[0]!.date);
  });

  it("shows the placeholder image and a null discount for a bare product", async () => {
    const product = await addProduct(store.app.db, { name: "Bare Phone", images: "[]" });
    const { product: answer } = (await get(`/api/products/${product.id}`)).json<ProductAnswer>();
    expect(answer.image).toBe("/placeholder-product.svg");
    expect(answer.images).toEqual([]);
    expect(answer.discountedPrice).toBeNull();
    expect(answer.specifications).toEqual({});
    expect(answer.reviews).toEqual([]);
  });

  it("answers the Nepali name where the product has one, null where it has none", async () => {
    const topi = (await get("/api/products/fashion/dhaka-topi-traditional-cap")).json<ProductAnswer>()
      .product;
    expect(topi).toMatchObject({ name: "Dhaka Topi (Traditional Cap)", nameNe: "ढाका टोपी (परम्परागत टोपी)" });
    const iphone = (await get("/api/products/electronics/iphone-15-pro")).json<ProductAnswer>().product;
    expect(iphone.nameNe).toBeNull();
    const grid = (await get("/api/products?category=fashion&limit=100")).json<ProductListAnswer>().products;
    expect(grid.find((product) => product._id === topi._id)?.nameNe).toBe("ढाका टोपी (परम्परागत टोपी)");
    const related = (await get(`/api/products/related/fashion/${iphone._id}?limit=20`)).json<RelatedAnswer>();
    expect(related.products.some((product) => product.nameNe === "ढाका टोपी (परम्परागत टोपी)")).toBe(true);
  });

  it("answers the same product by its page address", async () => {
    const row = await store.app.db.product.findFirstOrThrow({ where: { categorySlug: "fashion" } });
    const bySlug = await get(`/api/products/${row.categorySlug}/${row.slug}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.headers["cache-control"]).toBe("public, no-cache");
    const byId = await get(`/api/products/${row.id}`);
    expect(bySlug.json()).toEqual(byId.json());
    // Old /products/{slug} links: the id route takes a slug too.
    expect((await get(`/api/products/${row.slug}`)).json()).toEqual(byId.json());
  });

  it("answers 404 Product not found for an unknown id, slug, or a slug in another category", async () => {
    const row = await store.app.db.product.findFirstOrThrow({ where: { categorySlug: "electronics" } });
    for (const url of [
      "/api/products/no-such-product-id",
      `/api/products/groceries/${row.slug}`,
      "/api/products/electronics/no-such-slug",
      "/api/products/no-such-category/anything",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: "product.not_found",
        message: "Product not found",
      });
      expect(response.headers["cache-control"]).not.toBe("public, no-cache");
    }
  });
});

describe("GET /api/products/related/:category/:productId", () => {
  let store: TestStore;
  const related = async (url: string) => {
    const response = await store.app.inject({ method: "GET", url: `/api/products/related/${url}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RelatedAnswer>().products;
  };

  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("is routed as related products, not swallowed by /products/:category/:slug", async () => {
    const phone = await store.app.db.product.findFirstOrThrow({ where: { categorySlug: "electronics" } });
    const response = await store.app.inject({
      method: "GET",
      url: `/api/products/related/electronics/${phone.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(["products", "success"]);
  });

  it("gives 4 from the same category, never the product itself, own subcategory first then bestselling", async () => {
    const phone = await store.app.db.product.findFirstOrThrow({
      where: { categorySlug: "electronics", subcategorySlug: "smartphone" },
      orderBy: { soldCount: "asc" },
    });
    const siblings = await store.app.db.product.findMany({
      where: { categorySlug: "electronics", subcategorySlug: "smartphone", id: { not: phone.id } },
      orderBy: [{ soldCount: "desc" }, { id: "asc" }],
    });
    const products = await related(`electronics/${phone.id}`);
    expect(products).toHaveLength(4);
    expect(products.every((p) => p.category === "electronics" && p._id !== phone.id)).toBe(true);
    const expectedSiblings = siblings.slice(0, 4).map((p) => p.id);
    expect(products.slice(0, expectedSiblings.length).map((p) => p._id)).toEqual(expectedSiblings);
  });

  it("answers the same for the product's slug as for its id, so a page can ask beside the product", async () => {
    const phone = await store.app.db.product.findFirstOrThrow({
      where: { categorySlug: "electronics", subcategorySlug: "smartphone" },
      orderBy: { soldCount: "desc" },
    });
    const bySlug = await related(`electronics/${phone.slug}`);
    expect(bySlug.map((p) => p._id)).toEqual((await related(`electronics/${phone.id}`)).map((p) => p._id));
    expect(bySlug.some((p) => p._id === phone.id)).toBe(false);
  });

  it("fills up from the rest of the category once the subcategory runs out", async () => {
    const lonely = await addProduct(store.app.db, {
      name: "Lonely Lamp",
      categorySlug: "home-improvement",
      subcategorySlug: "lighting-test-only",
    });
    const products = await related(`home-improvement/${lonely.id}?limit=6`);
    const bestsellers = await store.app.db.product.findMany({
      where: { categorySlug: "home-improvement", id: { not: lonely.id } },
      orderBy: [{ soldCount: "desc" }, { id: "asc" }],
      take: 6,
    });
    expect(products.map((p) => p._id)).toEqual(bestsellers.map((p) => p.id));
  });

  it("honours the limit and refuses one out of bounds", async () => {
    const phone = await store.app.db.product.findFirstOrThrow({ where: { categorySlug: "electronics" } });
    expect(await related(`electronics/${phone.id}?limit=2`)).toHaveLength(2);
    for (const limit of ["0", "21", "x"]) {
      const response = await store.app.inject({
        method: "GET",
        url: `/api/products/related/electronics/${phone.id}?limit=${limit}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("answers 404 for an unknown product", async () => {
    const response = await store.app.inject({ method: "GET", url: "/api/products/related/electronics/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: "product.not_found",
      message: "Product not found",
    });
  });
});

// Product descriptions are sanitised before they are shown (stored XSS): security/xss.test.ts.

// GET /api/products: every filter, every sort, pages and limits, checked against the database itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListAnswer, ProductSummary } from "@store/shared/catalog";
import { createTestStore, type TestStore } from "./support/app.ts";
import { addProduct } from "./support/catalog-products.ts";

const SUMMARY_KEYS =
  "_id name nameNe title slug category subcategory brand price discountedPrice images image colors memory storage stock rating reviewCount ratingsCount weight dimensions featured soldCount"
    .split(" ")
    .sort();

const salePrice = (product: ProductSummary) => product.discountedPrice ?? product.price;

describe("GET /api/products", () => {
  let store: TestStore;
  let productCount: number;
  const list = async (query: string) => {
    const response = await store.app.inject({ method: "GET", url: `/api/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductListAnswer>();
  };
  beforeAll(async () => {
    store = await createTestStore();
    // One sold-out product, so that inStock has something to hide.
    await addProduct(store.app.db, { name: "Sold Out Phone", stock: 0, price: 20_000 });
    productCount = await store.app.db.product.count();
  });
  afterAll(() => store.close());

  it("lists the shop window: featured first, then bestselling, 20 a page", async () => {
    const body = await list("");
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: productCount,
      totalPages: Math.ceil(productCount / 20),
    });
    expect(body.products).toHaveLength(20);
    const featuredFirst = [...body.products].sort(
      (a, b) => Number(b.featured) - Number(a.featured) || b.soldCount - a.soldCount,
    );
    expect(body.products.map((p) => p._id)).toEqual(featuredFirst.map((p) => p._id));
  });

  it("answers the list shape of the API reference, without description, reviews, specifications or internal columns", async () => {
    const { products } = await list("?limit=100");
    for (const product of products) {
      expect(Object.keys(product).sort()).toEqual(SUMMARY_KEYS);
      expect(Object.keys(product.brand).sort()).toEqual(["_id", "name", "slug"]);
      expect(product.image).toBe(product.images[0] ?? "/placeholder-product.svg");
      expect(product.discountedPrice === null || Number.isInteger(product.discountedPrice)).toBe(true);
    }
  });

  it("sends a short public cache life", async () => {
    const response = await store.app.inject({ method: "GET", url: "/api/products?limit=1" });
    expect(response.headers["cache-control"]).toBe("public, no-cache");
  });

  it("filters by category and subcategory", async () => {
    const electronics = await list("?category=electronics&limit=100");
    expect(electronics.pagination.total).toBe(
      await store.app.db.product.count({ where: { categorySlug: "electronics" } }),
    );
    expect(electronics.products.every((p) => p.category === "electronics")).toBe(true);
    const phones = await list("?category=electronics&sub=smartphone&limit=100");
    const phoneCount = await store.app.db.product.count({
      where: { categorySlug: "electronics", subcategorySlug: "smartphone" },
    });
    expect(phoneCount).toBeGreaterThan(1);
    expect(phones.pagination.total).toBe(phoneCount);
    expect(phones.products.every((p) => p.category === "electronics" && p.subcategory === "smartphone")).toBe(
      true,
    );
  });

  it("filters by brand slug and by the brand's name in any case", async () => {
    const apple = await store.app.db.brand.findUniqueOrThrow({ where: { slug: "apple" } });
    const appleCount = await store.app.db.product.count({ where: { brandId: apple.id } });
    expect(appleCount).toBeGreaterThan(0);
    for (const brand of ["apple", "Apple", "APPLE"]) {
      const body = await list(`?brand=${brand}&limit=100`);
      expect(body.pagination.total).toBe(appleCount);
      expect(body.products.every((p) => p.brand.slug === "apple")).toBe(true);
    }
    // A brand whose name is not its slug ("Wai Wai" is wai-wai) is found by both.
    const brands = await store.app.db.brand.findMany({ include: { _count: { select: { products: true } } } });
    const spaced = brands.find(
      (brand) => brand.name.toLowerCase() !== brand.slug && brand._count.products > 0,
    );
    expect(spaced).toBeDefined();
    const byName = await list(`?brand=${encodeURIComponent(spaced!.name.toLowerCase())}&limit=100`);
    const bySlug = await list(`?brand=${spaced!.slug}&limit=100`);
    expect(byName.pagination.total).toBe(spaced!._count.products);
    expect(bySlug.products.map((p) => p._id)).toEqual(byName.products.map((p) => p._id));
  });

  it("filters featured products, and featured=false shows the others", async () => {
    const featured = await list("?featured=true&limit=100");
    expect(featured.pagination.total).toBe(await store.app.db.product.count({ where: { featured: true } }));
    expect(featured.products.length).toBeGreaterThan(0);
    expect(featured.products.every((p) => p.featured)).toBe(true);
    const others = await list("?featured=false&limit=100");
    expect(others.products.every((p) => !p.featured)).toBe(true);
    expect(featured.pagination.total + others.pagination.total).toBe(productCount);
  });

  it("hides sold-out products with inStock=true only", async () => {
    const inStock = await list("?inStock=true&limit=100");
    expect(inStock.pagination.total).toBe(await store.app.db.product.count({ where: { stock: { gt: 0 } } }));
    expect(inStock.pagination.total).toBeLessThan(productCount);
    expect(inStock.products.every((p) => p.stock > 0)).toBe(true);
    expect((await list("?inStock=false")).pagination.total).toBe(productCount);
  });

  it("filters by the price a shopper pays (the discounted price when there is one)", async () => {
    const body = await list("?minPrice=5000&maxPrice=50000&limit=100");
    const expected = await store.app.db.product.count({ where: { salePrice: { gte: 5000, lte: 50_000 } } });
    expect(body.pagination.total).toBe(expected);
    expect(body.products.every((p) => salePrice(p) >= 5000 && salePrice(p) <= 50_000)).toBe(true);
    const discounted = await store.app.db.product.findFirstOrThrow({
      where: { discountedPrice: { not: null } },
    });
    const atSalePrice = await list(
      `?minPrice=${discounted.discountedPrice}&maxPrice=${discounted.discountedPrice}&limit=100`,
    );
    expect(atSalePrice.products.map((p) => p._id)).toContain(discounted.id);
    const atListPrice = await list(`?minPrice=${discounted.price}&maxPrice=${discounted.price}&limit=100`);
    expect(atListPrice.products.map((p) => p._id)).not.toContain(discounted.id);
  });

  it("combines filters with a sort", async () => {
    const body = await list(
      "?category=electronics&minPrice=1000&maxPrice=200000&inStock=true&sort=price_asc&limit=20",
    );
    const expected = await store.app.db.product.count({
      where: { categorySlug: "electronics", salePrice: { gte: 1000, lte: 200_000 }, stock: { gt: 0 } },
    });
    expect(body.pagination.total).toBe(expected);
    const prices = body.products.map(salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("answers an empty page for a valid filter that matches nothing", async () => {
    for (const query of ["?sub=no-such-shelf", "?brand=no-such-brand", "?minPrice=99999999"]) {
      const body = await list(query);
      expect(body.products).toEqual([]);
      expect(body.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
    }
    expect((await list("?sub=&brand=")).pagination.total).toBe(productCount);
  });
});

describe("GET /api/products sorting and paging", () => {
  let store: TestStore;
  const list = async (query: string) => {
    const response = await store.app.inject({ method: "GET", url: `/api/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductListAnswer>();
  };

  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("sorts bestselling, by price both ways and by rating", async () => {
    const best = (await list("?sort=bestselling&limit=100")).products.map((p) => p.soldCount);
    expect(best).toEqual([...best].sort((a, b) => b - a));
    const cheap = (await list("?sort=price_asc&limit=100")).products.map(salePrice);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = (await list("?sort=price_desc&limit=100")).products.map(salePrice);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    const rated = (await list("?sort=rating&limit=100")).products;
    for (let i = 1; i < rated.length; i += 1) {
      const [before, after] = [rated[i - 1]!, rated[i]!];
      expect(
        before.rating > after.rating ||
          (before.rating === after.rating && before.reviewCount >= after.reviewCount),
      ).toBe(true);
    }
  });

  it("sorts newest first", async () => {
    const fresh = await addProduct(store.app.db, {
      name: "Tomorrow's Phone",
      createdAt: new Date(Date.now() + 60_000),
    });
    const newest = (await list("?sort=newest&limit=100")).products;
    expect(newest[0]!._id).toBe(fresh.id);
    const rows = await store.app.db.product.findMany({
      where: { id: { in: newest.map((p) => p._id) } },
      select: { id: true, createdAt: true },
    });
    const createdAt = new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
    const times = newest.map((p) => createdAt.get(p._id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages through a sort with ties without losing or repeating a product", async () => {
    const total = await store.app.db.product.count();
    for (const sort of ["price_asc", "bestselling", "rating"]) {
      const seen: string[] = [];
      const { pagination } = await list(`?sort=${sort}&limit=7`);
      expect(pagination.totalPages).toBe(Math.ceil(total / 7));
      for (let page = 1; page <= pagination.totalPages; page += 1) {
        seen.push(...(await list(`?sort=${sort}&limit=7&page=${page}`)).products.map((p) => p._id));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    }
  });

  it("gives page 2 as the continuation of page 1, and an empty page past the end", async () => {
    const wide = (await list("?sort=price_desc&limit=10")).products.map((p) => p._id);
    const second = await list("?sort=price_desc&limit=5&page=2");
    expect(second.products.map((p) => p._id)).toEqual(wide.slice(5, 10));
    expect(second.pagination.page).toBe(2);
    const past = await list("?page=500&limit=100");
    expect(past.products).toEqual([]);
    expect(past.pagination.total).toBe(await store.app.db.product.count());
  });

  it("accepts limits from 1 to 100", async () => {
    expect((await list("?limit=1")).products).toHaveLength(1);
    expect((await list("?limit=100")).products.length).toBeLessThanOrEqual(100);
    expect((await list("?limit=100")).pagination.limit).toBe(100);
  });
});

describe("GET /api/products with invalid queries", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  const cases: [string, string, string][] = [
    ["?limit=0", "limit", "Limit must be between 1 and 100"],
    ["?limit=101", "limit", "Limit must be between 1 and 100"],
    ["?limit=ten", "limit", "Limit must be a number"],
    ["?page=0", "page", "Page must be at least 1"],
    [
      "?category=toys-r-us",
      "category",
      "Category must be one of groceries, fruits, home-kitchen, fashion, electronics, beauty, home-improvement, sports-toys",
    ],
    ["?sort=cheapest", "sort", "Sort must be one of bestselling, newest, price_asc, price_desc, rating"],
    ["?featured=maybe", "featured", "Featured must be true or false"],
    ["?inStock=yes", "inStock", "In stock must be true or false"],
    ["?minPrice=-5", "minPrice", "Minimum price cannot be negative"],
    ["?maxPrice=12.5", "maxPrice", "Maximum price must be a whole number of rupees"],
    ["?minPrice=5000&maxPrice=100", "minPrice", "Minimum price cannot exceed maximum price"],
    ["?sub=Bad%20Shelf!", "sub", "Subcategory must be a slug of letters, digits and hyphens"],
    [`?search=${"a".repeat(101)}`, "search", "Search must be at most 100 characters"],
  ];

  it.each(cases)("refuses %s with 400 and the field's error", async (query, field, message) => {
    const response = await store.app.inject({ method: "GET", url: `/api/products${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      success: boolean;
      message: string;
      errors: { field: string; code: string; message: string }[];
    }>();
    expect(body.success).toBe(false);
    expect(body.errors).toContainEqual({ field, code: expect.stringMatching(/^validation\./), message });
    expect(response.headers["cache-control"]).not.toBe("public, no-cache");
  });
});

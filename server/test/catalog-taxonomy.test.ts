// GET /api/brands and GET /api/categories: what the home page and the header menus are built from.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandListAnswer, CategoryTreeAnswer } from "@store/shared/catalog";
import { CATEGORIES } from "@store/shared/categories";
import { createTestStore, type TestStore } from "./support/app.ts";

describe("GET /api/brands", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("lists every brand by name with a true product count", async () => {
    const response = await store.app.inject({ method: "GET", url: "/api/brands" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, no-cache");
    const { success, brands } = response.json<BrandListAnswer>();
    expect(success).toBe(true);
    expect(brands).toHaveLength(await store.app.db.brand.count());
    expect(brands.map((brand) => brand.slug)).toEqual(
      expect.arrayContaining(["apple", "samsung", "sony", "lg", "nike", "adidas"]),
    );
    const names = brands.map((brand) => brand.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    for (const brand of brands) {
      expect(Object.keys(brand).sort()).toEqual(["_id", "logo", "name", "productCount", "slug"]);
      expect(brand.productCount).toBe(await store.app.db.product.count({ where: { brandId: brand._id } }));
    }
    expect(brands.find((brand) => brand.slug === "apple")!.productCount).toBeGreaterThan(0);
  });
});

describe("GET /api/categories", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("lists the eight top categories in menu order, each with its subcategories", async () => {
    const response = await store.app.inject({ method: "GET", url: "/api/categories" });
    expect(response.statusCode).toBe(200);
    const { success, categories } = response.json<CategoryTreeAnswer>();
    expect(success).toBe(true);
    expect(categories.map((category) => category.slug)).toEqual([
      "groceries",
      "fruits",
      "home-kitchen",
      "fashion",
      "electronics",
      "beauty",
      "home-improvement",
      "sports-toys",
    ]);
    expect(categories).toEqual(
      CATEGORIES.map((category) => ({
        slug: category.slug,
        name: category.name,
        nameNe: category.nameNe,
        subcategories: category.subcategories.map((sub) => ({
          slug: sub.slug,
          name: sub.name,
          nameNe: sub.nameNe,
        })),
      })),
    );
  });

  it("reads the tree from the database", async () => {
    await store.app.db.category.update({ where: { slug: "fruits" }, data: { name: "Fruit & Veg" } });
    const { categories } = (
      await store.app.inject({ method: "GET", url: "/api/categories" })
    ).json<CategoryTreeAnswer>();
    expect(categories[1]).toMatchObject({ slug: "fruits", name: "Fruit & Veg" });
  });

  it("answers null for a Nepali name the store has not got", async () => {
    await store.app.db.category.update({ where: { slug: "fruits" }, data: { nameNe: null } });
    await store.app.db.subcategory.updateMany({
      where: { categorySlug: "fruits", slug: "vegetables" },
      data: { nameNe: null },
    });
    const { categories } = (
      await store.app.inject({ method: "GET", url: "/api/categories" })
    ).json<CategoryTreeAnswer>();
    const fruits = categories.find((category) => category.slug === "fruits")!;
    expect(fruits.nameNe).toBeNull();
    expect(fruits.subcategories.find((sub) => sub.slug === "vegetables")!.nameNe).toBeNull();
    expect(fruits.subcategories.find((sub) => sub.slug === "fresh-fruits")!.nameNe).toBe("ताजा फलफूल");
  });

  it("documents the catalogue calls under the catalogue tag", async () => {
    const document = (await store.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    }>();
    for (const path of [
      "/api/products",
      "/api/products/{id}",
      "/api/products/{category}/{slug}",
      "/api/products/related/{category}/{productId}",
      "/api/brands",
      "/api/categories",
    ]) {
      expect(document.paths[path]?.get?.tags, path).toEqual(["catalogue"]);
      expect(document.paths[path]?.get?.summary, path).toBeTruthy();
    }
  });
});

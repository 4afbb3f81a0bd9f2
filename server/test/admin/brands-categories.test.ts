// /api/admin/brands and /api/admin/categories: who may use them, brands added and changed (unique names and
// slugs, logos the store takes), categories renamed and moved, subcategories added and renamed, and the
// storefront's brand list and category tree showing each change at once; every change in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { tokenWithRole } from "../support/admin.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { auditEvents } from "../security/support.ts";

let store: TestStore;
let staff: string;
let customer: string;
beforeAll(async () => {
  store = await createTestStore();
  staff = await tokenWithRole(store.app, "staff");
  customer = (await registerShopper(store.app)).token;
});
afterAll(() => store.close());

const call = (method: string, url: string, payload?: object, token = staff) =>
  store.app.inject({
    method: method as "GET",
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

describe("who may use brands and categories", () => {
  it("answers a guest 401 and a customer 403 on every call", async () => {
    const brand = (await store.app.db.brand.findFirstOrThrow()).id;
    const calls: [string, string, object?][] = [
      ["GET", "/api/admin/brands"],
      ["POST", "/api/admin/brands", { name: "Guarded", logo: "/media/brands/x.svg" }],
      ["PATCH", `/api/admin/brands/${brand}`, { name: "Guarded" }],
      ["GET", "/api/admin/categories"],
      ["PATCH", "/api/admin/categories/fashion", { name: "Guarded" }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, "")).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, customer)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe("brands", () => {
  it("adds a brand with a slug from its name; the storefront lists it at once", async () => {
    const answer = await call("POST", "/api/admin/brands", {
      name: "Gorkha Brewery",
      logo: "/media/brands/gorkha.svg",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const brand = answer.json().data.brand;
    expect(brand).toMatchObject({ name: "Gorkha Brewery", slug: "gorkha-brewery", productCount: 0 });
    const brands = await store.app.inject({ method: "GET", url: "/api/brands" });
    expect(brands.json().brands.map((row: { slug: string }) => row.slug)).toContain("gorkha-brewery");
    expect((await auditEvents(store.app.db, "admin.brand_created")).at(-1)!.detail).toMatchObject({
      brandId: brand._id,
      slug: "gorkha-brewery",
    });
  });

  it("refuses a name or slug another brand has (409) and a logo address the store does not take (400)", async () => {
    const name = await call("POST", "/api/admin/brands", { name: "SAMSUNG", logo: "/media/brands/s.svg" });
    expect([name.statusCode, name.json().code]).toEqual([409, "brand.name_taken"]);
    const slug = await call("POST", "/api/admin/brands", {
      name: "Samsung Two",
      slug: "samsung",
      logo: "/media/brands/s.svg",
    });
    expect([slug.statusCode, slug.json().code]).toEqual([409, "brand.slug_taken"]);
    const logo = await call("POST", "/api/admin/brands", { name: "Evil", logo: "javascript:alert(1)" });
    expect(logo.statusCode).toBe(400);
    const extra = await call("POST", "/api/admin/brands", {
      name: "Extra",
      logo: "/media/x.svg",
      productCount: 9,
    });
    expect(extra.statusCode).toBe(400);
  });

  it("renames a brand and changes its logo; the products follow; 404 for an unknown brand", async () => {
    const created = (
      await call("POST", "/api/admin/brands", { name: "Sherpa Trailworks", logo: "/media/brands/a.svg" })
    ).json().data.brand;
    const answer = await call("PATCH", `/api/admin/brands/${created._id}`, {
      name: "Sherpa Trail Works Nepal",
      logo: "https://cdn.example.com/sherpa.png",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.brand).toMatchObject({
      name: "Sherpa Trail Works Nepal",
      slug: "sherpa-trailworks",
    });
    const event = (await auditEvents(store.app.db, "admin.brand_changed")).at(-1)!;
    expect(event.detail).toMatchObject({
      nameBefore: "Sherpa Trailworks",
      nameAfter: "Sherpa Trail Works Nepal",
    });
    const taken = await call("PATCH", `/api/admin/brands/${created._id}`, { slug: "samsung" });
    expect(taken.statusCode).toBe(409);
    expect((await call("PATCH", "/api/admin/brands/nope", { name: "X" })).statusCode).toBe(404);
  });
});

describe("categories", () => {
  it("lists the categories with their subcategories in order", async () => {
    const answer = await call("GET", "/api/admin/categories");
    const categories = answer.json().data.categories;
    expect(categories).toHaveLength(8);
    expect(categories[0]).toMatchObject({ slug: "groceries", position: 0 });
    expect(categories[0].subcategories[0]).toMatchObject({ slug: "rice-grains", name: "Rice & Grains" });
  });

  it("renames a category, adds and renames subcategories; the storefront's tree shows them at once", async () => {
    await store.app.inject({ method: "GET", url: "/api/categories" });
    const answer = await call("PATCH", "/api/admin/categories/sports-toys", {
      name: "Sports, Toys & Games",
      subcategories: [
        { slug: "cricket", name: "Cricket Gear" },
        { slug: "yoga", name: "Yoga" },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const category = answer.json().data.category;
    expect(category.name).toBe("Sports, Toys & Games");
    expect(category.subcategories.map((sub: { slug: string; name: string }) => [sub.slug, sub.name])).toEqual(
      expect.arrayContaining([
        ["cricket", "Cricket Gear"],
        ["yoga", "Yoga"],
      ]),
    );
    const tree = await store.app.inject({ method: "GET", url: "/api/categories" });
    const sports = tree.json().categories.find((row: { slug: string }) => row.slug === "sports-toys");
    expect(sports.name).toBe("Sports, Toys & Games");
    expect(sports.subcategories.map((sub: { slug: string }) => sub.slug)).toContain("yoga");
    expect((await auditEvents(store.app.db, "admin.category_changed")).at(-1)!.detail).toMatchObject({
      category: "sports-toys",
      subcategoriesAdded: "yoga",
      subcategoriesChanged: "cricket",
    });
    // A product can be made in the new subcategory.
    const product = await call("POST", "/api/admin/products", {
      name: "Yoga Mat",
      brand: "samsung",
      category: "sports-toys",
      subcategory: "yoga",
      description: "",
      variants: [{ sku: "YOGA-MAT-1", options: {}, price: 1500, stock: 2 }],
    });
    expect(product.statusCode, product.body).toBe(201);
  });

  it("sets, keeps and removes the Nepali names of a category and its subcategories", async () => {
    const answer = await call("PATCH", "/api/admin/categories/fashion", {
      nameNe: "पहिरन",
      subcategories: [
        { slug: "watches", name: "Watches", nameNe: "हातघडी" },
        { slug: "hats", name: "Hats" },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const category = answer.json().data.category;
    expect(category.nameNe).toBe("पहिरन");
    const subs = Object.fromEntries(
      category.subcategories.map((sub: { slug: string; nameNe: string | null }) => [sub.slug, sub.nameNe]),
    );
    expect(subs).toMatchObject({ watches: "हातघडी", hats: null, footwear: "जुत्ता चप्पल" });
    expect((await auditEvents(store.app.db, "admin.category_changed")).at(-1)!.detail).toMatchObject({
      category: "fashion",
      nameNeBefore: "फेसन",
      nameNeAfter: "पहिरन",
      subcategoriesChanged: "watches",
      subcategoriesAdded: "hats",
    });
    // A rename that leaves nameNe out keeps it; null or empty removes it.
    const kept = await call("PATCH", "/api/admin/categories/fashion", {
      subcategories: [{ slug: "watches", name: "Wrist Watches" }],
    });
    expect(
      kept.json().data.category.subcategories.find((sub: { slug: string }) => sub.slug === "watches").nameNe,
    ).toBe("हातघडी");
    const removed = await call("PATCH", "/api/admin/categories/fashion", {
      nameNe: "",
      subcategories: [{ slug: "watches", name: "Wrist Watches", nameNe: null }],
    });
    expect(removed.json().data.category.nameNe).toBeNull();
    const tree = await store.app.inject({ method: "GET", url: "/api/categories" });
    const fashion = tree.json().categories.find((row: { slug: string }) => row.slug === "fashion");
    expect(fashion.nameNe).toBeNull();
    expect(fashion.subcategories.find((sub: { slug: string }) => sub.slug === "watches").nameNe).toBeNull();
  });

  it("moves a category in the menus", async () => {
    const answer = await call("PATCH", "/api/admin/categories/beauty", { position: 0 });
    expect(answer.json().data.category.position).toBe(0);
    const tree = await store.app.inject({ method: "GET", url: "/api/categories" });
    expect(
      tree
        .json()
        .categories.slice(0, 2)
        .map((row: { slug: string }) => row.slug)
        .sort(),
    ).toEqual(["beauty", "groceries"]);
  });

  it("cannot add, remove or re-slug a category: no POST, unknown slugs 404, extra fields refused", async () => {
    const post = await call("POST", "/api/admin/categories", { slug: "cars", name: "Cars" });
    expect(post.statusCode).toBe(404);
    expect((await call("PATCH", "/api/admin/categories/cars", { name: "Cars" })).statusCode).toBe(404);
    expect((await call("PATCH", "/api/admin/categories/fashion", { slug: "style" })).statusCode).toBe(400);
    const twice = await call("PATCH", "/api/admin/categories/fashion", {
      subcategories: [
        { slug: "hats", name: "Hats" },
        { slug: "hats", name: "Caps" },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });
});

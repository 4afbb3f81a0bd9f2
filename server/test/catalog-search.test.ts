// Text search: prefixes, AND of words, relevance, hostile input, and the index following the products table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListAnswer } from "@store/shared/catalog";
import { searchTerms, toFtsQuery, toTsQuery } from "../src/modules/catalog/search.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { addProduct, indexWords } from "./support/catalog-products.ts";

describe("turning a shopper's text into an FTS5 query", () => {
  it("quotes each word as a prefix and ANDs them", () => {
    expect(toFtsQuery("iph")).toBe('"iph"*');
    expect(toFtsQuery("  Samsung   256 ")).toBe('"samsung"* "256"*');
    expect(toFtsQuery("Galaxy S2")).toBe('"galaxy"* "s2"*');
  });

  it("keeps only words, so FTS5 operators, quotes and columns lose their meaning", () => {
    expect(toFtsQuery('NEAR("a" b)')).toBe('"near"* "a"* "b"*');
    expect(toFtsQuery("-samsung OR apple*")).toBe('"samsung"* "or"* "apple"*');
    expect(toFtsQuery("name:iphone ^x {a b}")).toBe('"name"* "iphone"* "x"* "a"* "b"*');
    for (const nothing of ['"', '""', "*", "-", "(", ")", "   ", "':;--", ""])
      expect(toFtsQuery(nothing)).toBeNull();
  });

  it("keeps Devanagari words whole and bounds the number of words", () => {
    expect(searchTerms("चिया नेपाल")).toEqual(["चिया", "नेपाल"]);
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(8);
    expect(searchTerms("tea Tea TEA")).toEqual(["tea"]);
  });
});

describe("turning a shopper's text into a PostgreSQL tsquery", () => {
  it("quotes each word as a prefix and ANDs them", () => {
    expect(toTsQuery("iph")).toBe("'iph':*");
    expect(toTsQuery("  Samsung   256 ")).toBe("'samsung':* & '256':*");
    expect(toTsQuery("चिया नेपाल")).toBe("'चिया':* & 'नेपाल':*");
  });

  it("keeps only words, so tsquery operators, weights and quotes lose their meaning", () => {
    expect(toTsQuery("iphone | samsung")).toBe("'iphone':* & 'samsung':*");
    expect(toTsQuery("!iphone & (pro <-> max)")).toBe("'iphone':* & 'pro':* & 'max':*");
    expect(toTsQuery("iph:*AB 'x' \\y")).toBe("'iph':* & 'ab':* & 'x':* & 'y':*");
    for (const nothing of ["&", "|", "!", ":*", "()", "<->", "'", "\\", "   ", ""])
      expect(toTsQuery(nothing)).toBeNull();
  });
});

describe("GET /api/products?search=", () => {
  let store: TestStore;
  const search = async (text: string, extra = "") => {
    const response = await store.app.inject({
      method: "GET",
      url: `/api/products?search=${encodeURIComponent(text)}${extra.includes("limit=") ? "" : "&limit=100"}${extra}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductListAnswer>();
  };
  /** Every word of the query starts a word of the product's indexed text (checked from the database). */
  const matchesEveryWord = async (ids: string[], words: string[]) => {
    const rows = await store.app.db.product.findMany({
      where: { id: { in: ids } },
      select: {
        name: true,
        description: true,
        brand: { select: { name: true } },
        category: { select: { name: true } },
      },
    });
    return rows.every((row) => {
      const text = indexWords(`${row.name} ${row.brand.name} ${row.category.name} ${row.description}`);
      return words.every((word) => text.some((indexed) => indexed.startsWith(word)));
    });
  };

  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it('finds iPhones from the prefix "iph", best matches first', async () => {
    const body = await search("iph");
    const iphones = await store.app.db.product.findMany({
      where: { name: { contains: "iPhone" } },
      select: { id: true },
    });
    expect(iphones.length).toBeGreaterThan(0);
    expect(body.products.map((p) => p._id)).toEqual(expect.arrayContaining(iphones.map((p) => p.id)));
    expect(body.products[0]!.name).toMatch(/iphone/i);
  });

  it("finds every product of a brand by the brand's name", async () => {
    const body = await search("samsung");
    const samsung = await store.app.db.product.findMany({
      where: { brand: { slug: "samsung" } },
      select: { id: true },
    });
    expect(body.products.map((p) => p._id)).toEqual(expect.arrayContaining(samsung.map((p) => p.id)));
    expect(
      await matchesEveryWord(
        body.products.map((p) => p._id),
        ["samsung"],
      ),
    ).toBe(true);
  });

  it("ANDs the words of a multi-word search", async () => {
    const galaxy = await search("galaxy");
    const galaxyS2 = await search("galaxy s2");
    expect(galaxyS2.products.length).toBeGreaterThan(0);
    expect(galaxyS2.products.length).toBeLessThan(galaxy.products.length);
    expect(
      await matchesEveryWord(
        galaxyS2.products.map((p) => p._id),
        ["galaxy", "s2"],
      ),
    ).toBe(true);
    const samsung256 = await search("samsung 256");
    expect(
      await matchesEveryWord(
        samsung256.products.map((p) => p._id),
        ["samsung", "256"],
      ),
    ).toBe(true);
  });

  it("ranks a match in the name above one in the description", async () => {
    const described = await addProduct(store.app.db, {
      name: "Plain Charger",
      description: "<p>Works with the quokkafone and most other phones.</p>",
      soldCount: 99_999,
    });
    const named = await addProduct(store.app.db, { name: "Quokkafone X1", soldCount: 1 });
    const body = await search("quokka");
    expect(body.products.map((p) => p._id)).toEqual([named.id, described.id]);
    expect(body.pagination.total).toBe(2);
  });

  it("weighs every word by where it is found: the name, then the brand, then the description", async () => {
    await store.app.db.brand.create({ data: { name: "Wombatix", slug: "wombatix", logo: "" } });
    const inDescription = await addProduct(store.app.db, {
      name: "Plain Kettle",
      description: "<p>Made for Wombatix stoves.</p>",
    });
    const byBrand = await addProduct(store.app.db, { name: "Steel Kettle", brandSlug: "wombatix" });
    const inName = await addProduct(store.app.db, { name: "Wombatix Kettle", brandSlug: "philips" });
    const body = await search("wombatix kettle");
    expect(body.products.map((p) => p._id)).toEqual([inName.id, byBrand.id, inDescription.id]);
  });

  it("finds words with or without their accents, as typed or folded", async () => {
    const torch = await addProduct(store.app.db, {
      name: "Crème Brûlée Torch",
      description: "<p>For a café's crème brûlée.</p>",
      categorySlug: "home-improvement",
      subcategorySlug: "tools",
    });
    for (const text of ["creme brulee", "Crème", "BRÛLÉE torch", "cafe", "café"])
      expect(
        (await search(text)).products.map((p) => p._id),
        text,
      ).toEqual([torch.id]);
  });

  it("combines a search with a category, other filters and a sort", async () => {
    const everywhere = await search("samsung");
    const electronics = await search("samsung", "&category=electronics");
    expect(electronics.products.every((p) => p.category === "electronics")).toBe(true);
    expect(electronics.pagination.total).toBeLessThanOrEqual(everywhere.pagination.total);
    const none = await search("samsung", "&category=fruits");
    expect(none.pagination.total).toBe(0);
    const cheapFirst = await search("samsung", "&sort=price_asc&inStock=true");
    const prices = cheapFirst.products.map((p) => p.discountedPrice ?? p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapFirst.products.every((p) => p.stock > 0)).toBe(true);
  });

  it("pages relevance-ordered results with a true total", async () => {
    const all = await search("samsung");
    expect(all.pagination.total).toBeGreaterThan(3);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.pagination.total / 3); page += 1) {
      const body = await search("samsung", `&limit=3&page=${page}`);
      pages.push(...body.products.map((p) => p._id));
    }
    expect(pages).toEqual(all.products.map((p) => p._id));
  });

  // Hostile and wordless input (FTS5 syntax, SQL): security/injection.test.ts.
});

describe("the search index follows the products table", () => {
  let store: TestStore;
  const found = async (text: string) => {
    const response = await store.app.inject({
      method: "GET",
      url: `/api/products?search=${encodeURIComponent(text)}`,
    });
    return response.json<ProductListAnswer>().products.map((p) => p._id);
  };

  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("finds a new product, follows a rename and a new description, and forgets a deleted one", async () => {
    const product = await addProduct(store.app.db, { name: "Wobbegong Blender", brandSlug: "philips" });
    expect(await found("wobbeg")).toEqual([product.id]);
    expect(await found("philips wobbegong")).toEqual([product.id]);

    await store.app.db.product.update({ where: { id: product.id }, data: { name: "Tasselled Mixer" } });
    expect(await found("wobbeg")).toEqual([]);
    expect(await found("tassel")).toEqual([product.id]);

    await store.app.db.product.update({
      where: { id: product.id },
      data: { description: "<p>Crushes <b>ice</b> with ease: zumbalicious.</p>" },
    });
    expect(await found("zumbal")).toEqual([product.id]);

    await store.app.db.product.delete({ where: { id: product.id } });
    expect(await found("tassel")).toEqual([]);
  });

  it("follows a category's new name, and leaves the index alone when only stock or price changes", async () => {
    const product = await addProduct(store.app.db, {
      name: "Quilted Hammock",
      categorySlug: "home-improvement",
      subcategorySlug: "tools",
    });
    await store.app.db.category.update({
      where: { slug: "home-improvement" },
      data: { name: "Xerophyte Goods" },
    });
    expect(await found("xerophyte hammock")).toEqual([product.id]);
    expect(await found("improvement hammock")).toEqual([]);
    await store.app.db.product.update({
      where: { id: product.id },
      data: { stock: 0, price: 5, salePrice: 5 },
    });
    expect(await found("quilted xerophyte")).toEqual([product.id]);
  });

  it("follows a brand's new name", async () => {
    const brand = await store.app.db.brand.create({
      data: { name: "Yakety Tools", slug: "yakety-tools", logo: "" },
    });
    const product = await addProduct(store.app.db, {
      name: "Cordless Drill",
      brandSlug: brand.slug,
      categorySlug: "home-improvement",
      subcategorySlug: "tools",
    });
    expect(await found("yakety")).toEqual([product.id]);
    await store.app.db.brand.update({ where: { id: brand.id }, data: { name: "Zanzibar Tools" } });
    expect(await found("yakety")).toEqual([]);
    expect(await found("zanzibar drill")).toEqual([product.id]);
  });
});

describe("searching by Nepali names", () => {
  let store: TestStore;
  const search = async (text: string, extra = "") => {
    const response = await store.app.inject({
      method: "GET",
      url: `/api/products?search=${encodeURIComponent(text)}&limit=100${extra}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductListAnswer>();
  };
  const found = async (text: string) => (await search(text)).products.map((p) => p._id);

  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("finds the Dhaka topi by its Nepali name, whole or as a prefix, first", async () => {
    const topi = await store.app.db.product.findUniqueOrThrow({
      where: { slug: "dhaka-topi-traditional-cap" },
      select: { id: true },
    });
    for (const text of ["टोपी", "ढाका टोपी", "परम्परा", "टो"]) {
      const { products } = await search(text);
      expect(products[0], text).toMatchObject({
        _id: topi.id,
        name: "Dhaka Topi (Traditional Cap)",
        nameNe: "ढाका टोपी (परम्परागत टोपी)",
      });
    }
    // The English name still finds it, and a word of both languages together too.
    expect(await found("dhaka topi")).toContain(topi.id);
    expect(await found("dhaka टोपी")).toContain(topi.id);
  });

  it("finds every product of a category by the category's Nepali name", async () => {
    const teas = await search("चिया");
    expect(teas.products.length).toBeGreaterThanOrEqual(2);
    for (const product of teas.products) expect(product.nameNe).toMatch(/चिया/);
    const groceries = await store.app.db.product.count({
      where: { categorySlug: "groceries", archivedAt: null },
    });
    const { pagination, products } = await search("किराना");
    expect(pagination.total).toBe(groceries);
    expect(new Set(products.map((product) => product.category))).toEqual(new Set(["groceries"]));
  });

  it("follows a product's new, changed and removed Nepali name, and a category's", async () => {
    const product = await addProduct(store.app.db, {
      name: "Zephyrine Water Bottle",
      categorySlug: "home-kitchen",
      subcategorySlug: "dining",
    });
    expect(await found("बोतल")).toEqual([]);
    await store.app.db.product.update({ where: { id: product.id }, data: { nameNe: "तामाको पानी बोतल" } });
    expect(await found("बोतल")).toEqual([product.id]);
    expect(await found("तामा बोतल")).toEqual([product.id]);
    await store.app.db.product.update({ where: { id: product.id }, data: { nameNe: "तामाको सुराही" } });
    expect(await found("बोतल")).toEqual([]);
    expect(await found("सुराही")).toEqual([product.id]);
    await store.app.db.product.update({ where: { id: product.id }, data: { nameNe: null } });
    expect(await found("सुराही")).toEqual([]);
    expect(await found("zephyrine bottle")).toEqual([product.id]);

    await store.app.db.category.update({ where: { slug: "home-kitchen" }, data: { nameNe: "भान्साघर" } });
    expect(await found("भान्साघर zephyr")).toEqual([product.id]);
    expect(await found("भान्सा zephyr")).toEqual([product.id]);
    await store.app.db.category.update({ where: { slug: "home-kitchen" }, data: { nameNe: null } });
    expect(await found("भान्साघर")).toEqual([]);
  });
});

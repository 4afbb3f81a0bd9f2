import { describe, expect, it } from "vitest";
import { CATEGORIES } from "@store/shared/categories";
import { colourNameNe } from "@store/shared/colour-names";
import { BRANDS, CATALOGUE_DATE, PRODUCTS, SHIPPING_METHODS, slugify } from "./catalogue.ts";
import { PRODUCT_NAMES_NE } from "./nepali-names.ts";

const DAY = 86_400_000;

describe("the seeded catalogue", () => {
  it("is large enough to look like a real store", () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(150);
    expect(BRANDS.length).toBeGreaterThanOrEqual(12);
  });

  it("has the home page's six brand cards and a brand for every product", () => {
    const slugs = new Set(BRANDS.map((brand) => brand.slug));
    for (const slug of ["apple", "samsung", "sony", "lg", "nike", "adidas"]) expect(slugs).toContain(slug);
    for (const product of PRODUCTS) expect(slugs, product.name).toContain(product.brand);
    for (const brand of BRANDS) expect(brand.slug).toBe(slugify(brand.name));
    expect(slugs.size).toBe(BRANDS.length);
  });

  it("fills all eight categories and every subcategory", () => {
    for (const category of CATEGORIES) {
      for (const sub of category.subcategories) {
        const count = PRODUCTS.filter((p) => p.category === category.slug && p.sub === sub.slug).length;
        expect(count, `${category.slug}/${sub.slug}`).toBeGreaterThanOrEqual(2);
      }
    }
    const known = new Set(CATEGORIES.flatMap((c) => c.subcategories.map((s) => `${c.slug}/${s.slug}`)));
    for (const product of PRODUCTS)
      expect(known, product.name).toContain(`${product.category}/${product.sub}`);
  });

  it("names every category and subcategory in Nepali, and at least forty products from every category", () => {
    const devanagari = /^[\u0900-\u097F][\u0900-\u097F\w .,()&°+\-/]*$/u;
    for (const category of CATEGORIES) {
      expect(category.nameNe, category.slug).toMatch(devanagari);
      for (const sub of category.subcategories) expect(sub.nameNe, sub.slug).toMatch(devanagari);
    }
    const slugs = new Set(PRODUCTS.map((product) => product.slug));
    for (const slug of Object.keys(PRODUCT_NAMES_NE)) expect(slugs, slug).toContain(slug);
    const named = PRODUCTS.filter((product) => product.nameNe !== null);
    expect(named.length).toBe(Object.keys(PRODUCT_NAMES_NE).length);
    expect(named.length).toBeGreaterThanOrEqual(40);
    for (const category of CATEGORIES)
      expect(
        named.filter((product) => product.category === category.slug).length,
        category.slug,
      ).toBeGreaterThanOrEqual(4);
    // Every Nepali name holds Devanagari words; brand and model names may stay in Latin letters.
    for (const product of named) expect(product.nameNe, product.slug).toMatch(/[\u0900-\u097F]{2,}/u);
  });

  it("gives every product a unique slug and its own images", () => {
    expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length);
    for (const product of PRODUCTS) expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const product of PRODUCTS) {
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(3);
      for (const image of product.images) {
        expect(image).toMatch(
          new RegExp(`^/media/products/${product.category}/${product.slug}-[1-3]\\.svg$`),
        );
      }
    }
  });

  it("prices in whole rupees with about a third discounted", () => {
    for (const product of PRODUCTS) {
      expect(Number.isInteger(product.price) && product.price > 0, product.name).toBe(true);
      if (product.discountedPrice !== undefined) {
        expect(Number.isInteger(product.discountedPrice)).toBe(true);
        expect(product.discountedPrice).toBeLessThan(product.price);
      }
    }
    const share = PRODUCTS.filter((p) => p.discountedPrice !== undefined).length / PRODUCTS.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
  });

  it("has a few products sold out, a few nearly sold out and the rest on the shelf", () => {
    const soldOut = PRODUCTS.filter((p) => p.stock === 0).length;
    const nearlySoldOut = PRODUCTS.filter((p) => p.stock > 0 && p.stock < 10).length;
    expect(soldOut).toBeGreaterThanOrEqual(4);
    expect(soldOut).toBeLessThanOrEqual(6);
    expect(nearlySoldOut).toBeGreaterThanOrEqual(5);
    expect(nearlySoldOut).toBeLessThanOrEqual(8);
    for (const product of PRODUCTS) {
      expect(
        Number.isInteger(product.stock) && product.stock >= 0 && product.stock <= 200,
        product.name,
      ).toBe(true);
    }
  });

  it("features about sixteen products from every category and varies sales and age", () => {
    const featured = PRODUCTS.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(12);
    expect(featured.length).toBeLessThanOrEqual(20);
    for (const category of CATEGORIES) {
      expect(
        featured.some((p) => p.category === category.slug),
        category.slug,
      ).toBe(true);
    }
    for (const product of PRODUCTS) {
      expect(product.soldCount).toBeGreaterThanOrEqual(0);
      expect(product.soldCount).toBeLessThanOrEqual(5000);
      const age = CATALOGUE_DATE.getTime() - product.createdAt.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(210 * DAY);
    }
    expect(new Set(PRODUCTS.map((p) => p.soldCount)).size).toBeGreaterThan(PRODUCTS.length / 2);
    expect(new Set(PRODUCTS.map((p) => p.createdAt.getTime())).size).toBeGreaterThan(PRODUCTS.length / 2);
  });

  it("describes every product in simple HTML with specifications, weight and dimensions", () => {
    for (const product of PRODUCTS) {
      const tags = [...product.description.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => match[1]);
      for (const tag of tags)
        expect(["p", "ul", "li", "strong", "em", "h3", "br"], product.name).toContain(tag);
      expect(product.description).toContain("<ul>");
      expect(Object.keys(product.specifications).length, product.name).toBeGreaterThan(0);
      for (const value of Object.values(product.specifications)) expect(typeof value).toBe("string");
      expect(product.weight, product.name).not.toBe("");
      expect(product.dimensions, product.name).not.toBe("");
    }
  });

  it("has zero to six reviews per product and ratings that are their average", () => {
    for (const product of PRODUCTS) {
      expect(product.reviews.length).toBeLessThanOrEqual(6);
      for (const review of product.reviews) {
        expect([1, 2, 3, 4, 5]).toContain(review.rating);
        expect(review.author.length).toBeGreaterThan(0);
        expect(review.comment.length).toBeGreaterThan(0);
        expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(product.createdAt.getTime());
        expect(review.createdAt.getTime()).toBeLessThanOrEqual(CATALOGUE_DATE.getTime());
        expect(review.createdAt.getTime()).toBeGreaterThan(CATALOGUE_DATE.getTime() - 365 * DAY);
      }
      const average = product.reviews.reduce((sum, r) => sum + r.rating, 0) / (product.reviews.length || 1);
      expect(product.rating).toBeCloseTo(average, 1);
    }
    expect(new Set(PRODUCTS.map((p) => p.reviews.length)).size).toBe(7);
  });

  it("offers options where they make sense", () => {
    for (const device of PRODUCTS.filter((p) => p.sub === "smartphone" || p.sub === "computer-laptop")) {
      expect(device.colors?.length, device.name).toBeGreaterThan(0);
      expect(device.memory?.length, device.name).toBeGreaterThan(0);
      expect(device.storage?.length, device.name).toBeGreaterThan(0);
    }
    const wearables = ["mens-clothing", "womens-clothing", "footwear"];
    for (const wear of PRODUCTS.filter((p) => p.category === "fashion" && wearables.includes(p.sub))) {
      expect(wear.colors?.length, wear.name).toBeGreaterThan(0);
      expect(wear.memory ?? [], wear.name).toEqual([]);
      expect(wear.storage ?? [], wear.name).toEqual([]);
    }
    for (const product of PRODUCTS.filter((p) => p.category !== "electronics")) {
      expect(product.memory ?? [], product.name).toEqual([]);
      expect(product.storage ?? [], product.name).toEqual([]);
    }
  });

  it("ships with Nepali carriers and free shipping over Rs 5,000", () => {
    expect(SHIPPING_METHODS.length).toBeGreaterThanOrEqual(3);
    for (const method of SHIPPING_METHODS) {
      expect(method.freeShippingThreshold).toBe(5000);
      expect(Number.isInteger(method.cost) && method.cost > 0).toBe(true);
      expect(method.minDays).toBeGreaterThanOrEqual(0);
      expect(method.minDays).toBeLessThanOrEqual(method.maxDays);
      expect(method.description.length).toBeGreaterThan(0);
    }
    const keys = SHIPPING_METHODS.map((method) => `${method.company}/${method.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("names every colour it sells in Nepali too (shared/src/colour-names.ts)", () => {
    const colours = new Set(PRODUCTS.flatMap((product) => product.variants.map((variant) => variant.color)));
    colours.delete("");
    expect(colours.size).toBeGreaterThan(50);
    const unknown = [...colours].filter((colour) => colourNameNe(colour) === null);
    expect(unknown).toEqual([]);
  });
});

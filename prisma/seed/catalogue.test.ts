import { describe, expect, it } from "vitest";
import { CATEGORIES } from "@store/shared/categories";
import { BRANDS, PRODUCTS, SHIPPING_METHODS } from "./catalogue.ts";

describe("the seeded catalogue", () => {
  it("is large enough to look like a real store", () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(150);
    expect(BRANDS.length).toBeGreaterThanOrEqual(12);
  });

  it("has the home page's six brand cards and a brand for every product", () => {
    const slugs = new Set(BRANDS.map((brand) => brand.slug));
    for (const slug of ["apple", "samsung", "sony", "lg", "nike", "adidas"]) expect(slugs).toContain(slug);
    for (const product of PRODUCTS) expect(slugs, product.name).toContain(product.brand);
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

  it("gives every product a unique slug and its own images", () => {
    expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length);
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

  it("has some products sold out and some nearly sold out", () => {
    expect(PRODUCTS.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(PRODUCTS.filter((p) => p.stock > 0 && p.stock < 10).length).toBeGreaterThanOrEqual(3);
    expect(PRODUCTS.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
  });

  it("has zero to six reviews per product and ratings that are their average", () => {
    for (const product of PRODUCTS) {
      expect(product.reviews.length).toBeLessThanOrEqual(6);
      for (const review of product.reviews) {
        expect([1, 2, 3, 4, 5]).toContain(review.rating);
        expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(product.createdAt.getTime());
      }
      const average = product.reviews.reduce((sum, r) => sum + r.rating, 0) / (product.reviews.length || 1);
      expect(product.rating).toBeCloseTo(average, 1);
    }
    expect(new Set(PRODUCTS.map((p) => p.reviews.length)).size).toBe(7);
  });

  it("offers options where they make sense", () => {
    const phones = PRODUCTS.filter((p) => p.sub === "smartphone");
    for (const phone of phones) {
      expect(phone.colors?.length).toBeGreaterThan(0);
      expect(phone.storage?.length).toBeGreaterThan(0);
    }
  });

  it("ships with Nepali carriers and free shipping over Rs 5,000", () => {
    expect(SHIPPING_METHODS.length).toBeGreaterThanOrEqual(3);
    for (const method of SHIPPING_METHODS) {
      expect(method.freeShippingThreshold).toBe(5000);
      expect(method.minDays).toBeLessThanOrEqual(method.maxDays);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";

describe("GET /media", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("serves every seeded product image and brand logo as SVG", async () => {
    const products = await store.app.db.product.findMany({ select: { images: true } });
    const brands = await store.app.db.brand.findMany({ select: { logo: true } });
    const urls = [...products.flatMap((p) => JSON.parse(p.images) as string[]), ...brands.map((b) => b.logo)];
    for (const url of urls) {
      const response = await store.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers["cache-control"]).toContain("immutable");
      expect(response.body.startsWith("<svg")).toBe(true);
    }
  });

  it("refuses names that are not images of ours", async () => {
    for (const url of [
      "/media/products/weapons/gun-1.svg",
      "/media/products/electronics/..%2f..%2fetc-1.svg",
      "/media/products/electronics/iphone.png",
      "/media/products/electronics/iphone-0.svg",
      "/media/brands/<script>.svg",
    ]) {
      const response = await store.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: "image.not_found",
        message: "Image not found",
      });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colourHex } from "@store/shared/colours";
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

  it("serves each product's page pictures: its subcategory's drawing, each variant in its own colour", async () => {
    const row = await store.app.db.product.findFirstOrThrow({ where: { slug: "nike-air-max-270" } });
    const response = await store.app.inject({ method: "GET", url: `/api/products/${row.id}` });
    const { product } = response.json<{
      product: { images: string[]; variants: { options: { color?: string }; image: string | null }[] };
    }>();
    expect(product.images[0]).toBe("/media/products/fashion/footwear/nike-air-max-270-1.svg");
    const colours = new Map(product.variants.map((variant) => [variant.options.color!, variant.image!]));
    expect(colours.size).toBeGreaterThan(1);
    for (const [colour, url] of colours) {
      expect(url, colour).toMatch(/^\/media\/products\/fashion\/footwear\/nike-air-max-270-\d-[a-z-]+\.svg$/);
      const picture = await store.app.inject({ method: "GET", url });
      expect(picture.statusCode, url).toBe(200);
      expect(picture.body).toContain('data-art="footwear"');
      expect(picture.body).toContain(`fill="${colourHex(colour)}"`);
    }
    // The address a past order or cart line keeps is still served.
    const old = await store.app.inject({
      method: "GET",
      url: "/media/products/fashion/nike-air-max-270-1.svg",
    });
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('data-art="fashion"');
  });

  it("draws an unknown subcategory with its category's drawing and an unknown colour with a stable one", async () => {
    const a = await store.app.inject({
      method: "GET",
      url: "/media/products/fashion/capes/cloak-2-mauve-haze.svg",
    });
    expect(a.statusCode).toBe(200);
    expect(a.body).toContain('data-art="fashion"');
    expect(a.body).toContain(`fill="${colourHex("mauve-haze")}"`);
    const again = await store.app.inject({
      method: "GET",
      url: "/media/products/fashion/capes/cloak-2-mauve-haze.svg",
    });
    expect(again.body).toBe(a.body);
  });

  it("answers hostile pictures' addresses 404, never a 5xx, never echoing them", async () => {
    for (const url of [
      "/media/products/fashion/footwear/shoe-1-%3Cscript%3E.svg",
      "/media/products/fashion/footwear/shoe-1-red%22onload%3D%22x.svg",
      "/media/products/fashion/footwear/shoe-1-Red.svg",
      "/media/products/fashion/footwear/shoe-1-red1.svg",
      `/media/products/fashion/footwear/shoe-1-${"a".repeat(41)}.svg`,
      `/media/products/fashion/footwear/shoe-1-${"red-".repeat(12)}red.svg`,
      "/media/products/fashion/footwear/shoe-1-.svg",
      "/media/products/fashion/footwear/shoe-red.svg",
      "/media/products/fashion/foot%20wear/shoe-1.svg",
      "/media/products/fashion/%3Csvg%3E/shoe-1.svg",
      `/media/products/fashion/${"x".repeat(61)}/shoe-1.svg`,
      "/media/products/weapons/footwear/gun-1.svg",
      "/media/products/fashion/footwear/..%2f..%2fetc-1.svg",
      "/media/products/fashion/footwear/shoe-0-red.svg",
      `/media/products/fashion/footwear/${"x-".repeat(300)}1.svg`,
    ]) {
      const response = await store.app.inject({ method: "GET", url });
      // Past Fastify's longest parameter (100 characters) the router answers 400 itself.
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body).not.toMatch(/script|onload|<svg/i);
    }
    for (const url of [
      "/media/products/fashion/footwear/shoe-1.svg?colour=%3Cscript%3E",
      "/media/products/fashion/footwear/shoe-1-red.svg?colour[]=x&colour=y",
    ]) {
      const response = await store.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).not.toContain("script");
    }
  });

  it("shows a cart line with the chosen colour's picture", async () => {
    const row = await store.app.db.product.findFirstOrThrow({ where: { slug: "nike-air-max-270" } });
    const headers = { "x-session-id": "media-colour-cart-0001" };
    const added = await store.app.inject({
      method: "POST",
      url: "/api/cart/add",
      headers,
      payload: { productId: row.id, quantity: 1, color: "Triple Black" },
    });
    expect(added.statusCode).toBe(200);
    const cart = await store.app.inject({ method: "GET", url: "/api/cart", headers });
    const [line] = cart.json<{ data: { items: { productImage: string; color: string }[] } }>().data.items;
    expect(line!.color).toBe("Triple Black");
    expect(line!.productImage).toMatch(
      /^\/media\/products\/fashion\/footwear\/nike-air-max-270-\d-triple-black\.svg$/,
    );
  });
});

import { describe, expect, it } from "vitest";
import { colourHex, colourHexes, colourSlug, isColourSlug } from "@store/shared/colours";
import { PRODUCTS } from "../../../../prisma/seed/catalogue.ts";
import { parsePictureFile, pictureUrl, productPictures, variantPicture } from "./picture-urls.ts";

describe("generated pictures' addresses", () => {
  it("reads a file's product, number and colour, never ambiguously", () => {
    expect(parsePictureFile("iphone-15-pro-1.svg")).toEqual({
      productSlug: "iphone-15-pro",
      n: 1,
      colour: undefined,
    });
    expect(parsePictureFile("iphone-15-pro-2-sky-blue.svg")).toEqual({
      productSlug: "iphone-15-pro",
      n: 2,
      colour: "sky-blue",
    });
    expect(parsePictureFile("pack-of-30-1-black-and-white.svg")).toEqual({
      productSlug: "pack-of-30",
      n: 1,
      colour: "black-and-white",
    });
    for (const file of [
      "shoe.svg",
      "shoe-0.svg",
      "shoe-100.svg",
      "shoe-1-Red.svg",
      "shoe-1-red.png",
      "-1.svg",
      "shoe-1-.svg",
    ])
      expect(parsePictureFile(file), file).toBeNull();
    expect(parsePictureFile(`${"a".repeat(121)}-1.svg`)).toBeNull();
    expect(parsePictureFile(`shoe-1-${"a".repeat(41)}.svg`)).toBeNull();
  });

  it("adds the subcategory and the colour to a stored address, leaves any other address alone", () => {
    const stored = "/media/products/fashion/nike-air-max-270-2.svg";
    expect(pictureUrl(stored, "footwear")).toBe("/media/products/fashion/footwear/nike-air-max-270-2.svg");
    expect(pictureUrl(stored, "footwear", "Sky Blue")).toBe(
      "/media/products/fashion/footwear/nike-air-max-270-2-sky-blue.svg",
    );
    expect(pictureUrl(stored, "footwear", "Black/White")).toBe(
      "/media/products/fashion/footwear/nike-air-max-270-2-black-and-white.svg",
    );
    // A colour an address cannot carry (digits) gives the picture without one.
    expect(pictureUrl(stored, "footwear", "Colour 2")).toBe(
      "/media/products/fashion/footwear/nike-air-max-270-2.svg",
    );
    // Already derived: answered again with the subcategory it has now.
    expect(pictureUrl("/media/products/fashion/bags/x-1-red.svg", "footwear")).toBe(
      "/media/products/fashion/footwear/x-1-red.svg",
    );
    for (const url of ["/media/uploads/abc.jpg", "/placeholder-product.svg", "https://cdn.example/x-1.svg"])
      expect(pictureUrl(url, "footwear", "Red")).toBe(url);
    expect(pictureUrl(stored, "Foot Wear")).toBe(stored);
  });

  it("gives each colour of a product with generated pictures its own picture; uploads stay as they are", () => {
    const product = { images: ["/media/products/fashion/shoe-1.svg"], subcategory: "footwear" };
    expect(variantPicture(product, { color: "Red", image: null })).toBe(
      "/media/products/fashion/footwear/shoe-1-red.svg",
    );
    expect(variantPicture(product, { color: "", image: null })).toBeNull();
    expect(variantPicture(product, { color: "Red", image: "/media/products/fashion/shoe-2.svg" })).toBe(
      "/media/products/fashion/footwear/shoe-2-red.svg",
    );
    expect(variantPicture(product, { color: "Red", image: "/media/uploads/abc.jpg" })).toBe(
      "/media/uploads/abc.jpg",
    );
    expect(
      variantPicture(
        { images: ["/media/uploads/abc.jpg"], subcategory: "footwear" },
        { color: "Red", image: null },
      ),
    ).toBeNull();
    expect(variantPicture({ images: [], subcategory: "footwear" }, { color: "Red", image: null })).toBeNull();
  });

  it("derives a distinct picture for each colour of every seeded product", () => {
    for (const product of PRODUCTS) {
      expect(
        productPictures(product.images, product.sub).every((url) => url.includes(`/${product.sub}/`)),
      ).toBe(true);
      const pictures = new Set(
        product.variants
          .filter((variant) => variant.color !== "")
          .map((variant) => variantPicture({ images: product.images, subcategory: product.sub }, variant)),
      );
      expect(pictures.size, product.slug).toBe(new Set(product.colors ?? []).size);
    }
  });

  it("names each colour of the catalogue by a slug an address can carry and a #rrggbb hex", () => {
    for (const product of PRODUCTS) {
      for (const colour of product.colors ?? []) {
        expect(isColourSlug(colourSlug(colour)), colour).toBe(true);
        for (const hex of colourHexes(colour)) expect(hex, colour).toMatch(/^#[0-9a-f]{6}$/);
        expect(colourHex(colourSlug(colour)), colour).toBe(colourHex(colour));
      }
    }
  });
});

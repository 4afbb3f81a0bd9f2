// A product edit's changes for the audit log: each field before → after, a variant's keyed by its SKU, pictures
// compared as the store shows them (the address the editor was answered is the stored picture, not a change).
import { describe, expect, it } from "vitest";
import {
  optionWords,
  pictureName,
  productChanges,
  type ProductFacts,
  type VariantFacts,
} from "./product-changes.ts";

const PRODUCT: ProductFacts = {
  name: "iPhone 15 Pro",
  nameNe: null,
  brand: "Apple",
  category: "electronics",
  subcategory: "smartphone",
  description: "<p>A phone.</p>",
  descriptionNe: null,
  specifications: { Display: "6.1 inch" },
  images: [
    "/media/products/electronics/iphone-15-pro-1.svg",
    "/media/products/electronics/iphone-15-pro-2.svg",
  ],
  featured: false,
};

const VARIANT: VariantFacts = {
  id: "v1",
  sku: "IPHONE-15-PRO-BLACK-512GB",
  color: "Black",
  memory: "",
  storage: "512GB",
  size: "",
  price: 199999,
  discountedPrice: null,
  stock: 4,
  image: "/media/products/electronics/iphone-15-pro-2.svg",
  archived: false,
};

describe("productChanges", () => {
  it("records a variant's price edit by its SKU, and nothing else", () => {
    const changes = productChanges(
      { product: PRODUCT, variants: [VARIANT] },
      { product: PRODUCT, variants: [{ ...VARIANT, price: 189999 }] },
    );
    expect(changes).toEqual([
      { sku: "IPHONE-15-PRO-BLACK-512GB", field: "price", before: 199999, after: 189999 },
    ]);
  });

  it("is no change to send back the pictures at the addresses the store answered them", () => {
    // What the admin's editor is answered: the same pictures with the subcategory in their address.
    const answered = {
      ...PRODUCT,
      images: PRODUCT.images.map((url) => url.replace("/electronics/", "/electronics/smartphone/")),
    };
    const variant = { ...VARIANT, image: "/media/products/electronics/smartphone/iphone-15-pro-2.svg" };
    expect(
      productChanges({ product: PRODUCT, variants: [VARIANT] }, { product: answered, variants: [variant] }),
    ).toEqual([]);
  });

  it("words every field of the product and of a variant, and a new variant as added", () => {
    const changes = productChanges(
      { product: PRODUCT, variants: [VARIANT] },
      {
        product: {
          ...PRODUCT,
          name: "iPhone 15 Pro Max",
          brand: "Apple Nepal",
          description: "<p>A bigger phone.</p>",
          descriptionNe: "<p>ठूलो फोन।</p>",
          specifications: { Display: "6.7 inch", Weight: "221 g" },
          images: [PRODUCT.images[0]!],
          featured: true,
        },
        variants: [
          {
            ...VARIANT,
            sku: "IP15PM-BLACK-512",
            storage: "1TB",
            discountedPrice: 189999,
            image: null,
            archived: true,
          },
          {
            sku: "IP15PM-WHITE-256",
            color: "White",
            memory: "",
            storage: "256GB",
            size: "",
            price: 179999,
            discountedPrice: null,
            stock: 3,
            image: null,
            archived: false,
          },
        ],
      },
    );
    expect(changes).toEqual([
      { field: "name", before: "iPhone 15 Pro", after: "iPhone 15 Pro Max" },
      { field: "brand", before: "Apple", after: "Apple Nepal" },
      { field: "featured", before: false, after: true },
      { field: "description", before: null, after: null },
      { field: "descriptionNe", before: null, after: null },
      { field: "specifications", before: 1, after: 2 },
      { field: "images", before: 2, after: 1 },
      {
        sku: "IP15PM-BLACK-512",
        field: "sku",
        before: "IPHONE-15-PRO-BLACK-512GB",
        after: "IP15PM-BLACK-512",
      },
      { sku: "IP15PM-BLACK-512", field: "options", before: "Black / 512GB", after: "Black / 1TB" },
      { sku: "IP15PM-BLACK-512", field: "salePrice", before: null, after: 189999 },
      { sku: "IP15PM-BLACK-512", field: "image", before: "iphone-15-pro-2.svg", after: null },
      { sku: "IP15PM-BLACK-512", field: "archived", before: false, after: true },
      { sku: "IP15PM-WHITE-256", field: "added", before: null, after: "White / 256GB" },
      { sku: "IP15PM-WHITE-256", field: "price", before: null, after: 179999 },
      { sku: "IP15PM-WHITE-256", field: "stock", before: null, after: 3 },
    ]);
  });

  it("names options and pictures in words", () => {
    expect(optionWords({ color: "", memory: "8GB", storage: "256GB", size: "" })).toBe("8GB / 256GB");
    expect(optionWords({ color: "", memory: "", storage: "", size: "" })).toBeNull();
    expect(pictureName("/media/uploads/0123abcd.webp?w=200")).toBe("0123abcd.webp");
    expect(pictureName(null)).toBeNull();
  });
});

// Test data built the way the API answers it.
import type { ProductSummary } from "@store/shared/catalog";

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides._id ?? "p1";
  const slug = overrides.slug ?? `product-${id}`;
  return {
    _id: id,
    name: `Product ${id}`,
    nameNe: null,
    title: `Product ${id}`,
    slug,
    category: "electronics",
    subcategory: "smartphone",
    brand: { _id: "b1", name: "Apple", slug: "apple" },
    price: 10000,
    discountedPrice: null,
    images: [`/media/products/electronics/${slug}-1.svg`],
    image: `/media/products/electronics/${slug}-1.svg`,
    colors: [],
    memory: [],
    storage: [],
    stock: 5,
    rating: 4.5,
    reviewCount: 3,
    ratingsCount: 3,
    weight: "",
    dimensions: "",
    featured: true,
    soldCount: 0,
    ...overrides,
  };
}

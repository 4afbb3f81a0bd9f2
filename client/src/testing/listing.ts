// The product listing's store as its tests see it: the Gold Star brand, the given categories, and one page of
// products (Gold Star Shoes unless told otherwise).
import type { ProductSummary } from "@store/shared/catalog";
import { json, mockApi } from "./api-mock.ts";
import { productSummary } from "./factories.ts";

export interface ListedCategory {
  slug: string;
  name: string;
  subcategories: { slug: string; name: string }[];
}

interface Listing {
  categories?: ListedCategory[];
  products?: ProductSummary[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** Answers GET /api/brands, /api/categories and /api/products; its calls show what the listing asked for. */
export function mockListingApi({
  categories = [],
  products = [productSummary({ _id: "p1", name: "Gold Star Shoes" })],
  pagination,
}: Listing): ReturnType<typeof mockApi> {
  return mockApi({
    "GET /api/brands": () =>
      json(200, {
        success: true,
        brands: [{ _id: "b1", name: "Gold Star", slug: "gold-star", logo: "", productCount: 3 }],
      }),
    "GET /api/categories": () => json(200, { success: true, categories }),
    "GET /api/products": () => json(200, { success: true, products, pagination }),
  });
}

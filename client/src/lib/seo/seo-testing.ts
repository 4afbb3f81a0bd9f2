// Test data for the seo feature's tests: a product as GET /api/products/{category}/{slug} answers it.
import type { Product } from "@store/shared/catalog";
import { productSummary } from "../../testing/factories.ts";

export function product(overrides: Partial<Product> = {}): Product {
  return {
    ...productSummary({
      _id: "p1",
      name: "iPhone 15 Pro",
      title: "iPhone 15 Pro",
      slug: "iphone-15-pro",
      category: "electronics",
      subcategory: "smartphone",
      price: 174999,
      discountedPrice: 164999,
      images: ["/media/products/electronics/iphone-15-pro-1.svg", "https://cdn.example.com/iphone-2.jpg"],
      stock: 12,
      rating: 4.5,
      reviewCount: 2,
      ratingsCount: 2,
    }),
    description: "<p>Titanium &amp; <strong>A17 Pro</strong>.</p><ul><li>USB&#8209;C</li></ul>",
    reviews: [],
    specifications: {},
    variants: [
      {
        _id: "v1",
        sku: "IPHONE-15-PRO-128GB",
        options: { storage: "128GB" },
        price: 174999,
        discountedPrice: 164999,
        stock: 5,
        image: null,
      },
      {
        _id: "v2",
        sku: "IPHONE-15-PRO-256GB",
        options: { storage: "256GB" },
        price: 194999,
        discountedPrice: null,
        stock: 7,
        image: null,
      },
    ],
    ...overrides,
  };
}

// The product page as its tests see it: an iPhone 15 Pro in two titaniums, what the store answers about it, and the
// page at its address (in English unless told Nepali).
import type { Product } from "@store/shared/catalog";
import type { Language } from "@store/shared/language";
import type { RouteObject } from "react-router-dom";
import ProductPage from "../features/product/ProductPage.tsx";
import { productDetail } from "./factories.ts";
import { json, mockApi } from "./api-mock.ts";
import { renderAt, withToasts } from "./render.tsx";

export const IPHONE_ADDRESS = "/product/electronics/iphone-15-pro";

/** Natural Titanium in 128GB and 256GB (sold out), Blue Titanium only in 128GB, with a picture of its own. */
export function titaniumIphone(overrides: Partial<Product> = {}): Product {
  return productDetail({
    images: ["/media/products/electronics/iphone-15-pro-1.svg"],
    colors: ["Natural Titanium", "Blue Titanium"],
    memory: ["8GB"],
    storage: ["128GB", "256GB"],
    reviewCount: 0,
    ratingsCount: 0,
    weight: "190 g",
    dimensions: "15 x 7 x 0.8 cm",
    soldCount: 10,
    description: "<p>Titanium.</p>",
    variants: [
      {
        _id: "v1",
        sku: "IPHONE-15-PRO-NATURAL-TITANIUM-8GB-128GB",
        options: { color: "Natural Titanium", memory: "8GB", storage: "128GB" },
        price: 174999,
        discountedPrice: 164999,
        stock: 5,
        image: null,
      },
      {
        _id: "v2",
        sku: "IPHONE-15-PRO-NATURAL-TITANIUM-8GB-256GB",
        options: { color: "Natural Titanium", memory: "8GB", storage: "256GB" },
        price: 194999,
        discountedPrice: 184999,
        stock: 0,
        image: null,
      },
      {
        _id: "v3",
        sku: "IPHONE-15-PRO-BLUE-TITANIUM-8GB-128GB",
        options: { color: "Blue Titanium", memory: "8GB", storage: "128GB" },
        price: 174999,
        discountedPrice: 164999,
        stock: 7,
        image: "/media/products/electronics/iphone-15-pro-blue.svg",
      },
    ],
    ...overrides,
  });
}

/** The product's variants with one of them holding `stock`. */
export function withVariantStock(shown: Product, variantId: string, stock: number): Product["variants"] {
  return shown.variants.map((variant) => (variant._id === variantId ? { ...variant, stock } : variant));
}

/**
 * The store's answers for the page: the product at its address, no related products, an empty wishlist, and any
 * `more` the test gives.
 */
export function mockProductApi(
  shown: Product = titaniumIphone(),
  more: Parameters<typeof mockApi>[0] = {},
): ReturnType<typeof mockApi> {
  return mockApi({
    ...more,
    [`GET /api/products/${shown.category}/${shown.slug}`]: () => json(200, { success: true, product: shown }),
    [`GET /api/products/related/${shown.category}/${shown.slug}`]: () =>
      json(200, { success: true, products: [] }),
    "GET /api/wishlist": () => json(200, { success: true, wishlist: { products: [] } }),
  });
}

/** The product page at `path`, with stand-ins for the pages it sends the shopper to. */
export function renderProductPage({
  path = IPHONE_ADDRESS,
  language = "en",
}: { path?: string; language?: Language } = {}) {
  const routes: RouteObject[] = withToasts([
    { path: "/product/:category/:slug", element: <ProductPage /> },
    { path: "/login", element: <p>login page</p> },
    { path: "/checkout/customer-info", element: <p>customer info step</p> },
  ]);
  return renderAt(path, routes, { language });
}

// The product page and the listing in Nepali: a product's and a category's Nepali names where they have them,
// their English names where they have none.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATEGORIES } from "@store/shared/categories";
import ListingPage from "../features/catalog/ListingPage.tsx";
import ProductPage from "../features/product/ProductPage.tsx";
import { productSummary } from "../testing/factories.ts";
import { renderAt } from "../testing/render.tsx";

afterEach(() => vi.restoreAllMocks());

const TOPI = {
  ...productSummary({
    _id: "p1",
    name: "Dhaka Topi (Traditional Cap)",
    title: "Dhaka Topi (Traditional Cap)",
    nameNe: "ढाका टोपी (परम्परागत टोपी)",
    slug: "dhaka-topi-traditional-cap",
    category: "fashion",
    subcategory: "mens-clothing",
  }),
  description: "<p>Handwoven.</p>",
  reviews: [],
  specifications: {},
  variants: [
    { _id: "v1", sku: "TOPI-1", options: {}, price: 850, discountedPrice: null, stock: 5, image: null },
  ],
};
const CAP = productSummary({ _id: "p2", name: "Plain Cotton Cap", category: "fashion", nameNe: null });
// The store's tree as the API answers it, one subcategory without a Nepali name.
const TREE = CATEGORIES.map((category) => ({
  ...category,
  subcategories: category.subcategories.map((sub) => ({
    ...sub,
    nameNe: sub.slug === "watches" ? null : sub.nameNe,
  })),
}));

function mockApi() {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    const body = url.pathname.startsWith("/api/products/related/")
      ? { success: true, products: [] }
      : url.pathname === "/api/products/fashion/dhaka-topi-traditional-cap"
        ? { success: true, product: TOPI }
        : url.pathname === "/api/products"
          ? {
              success: true,
              products: [TOPI, CAP],
              pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
            }
          : url.pathname === "/api/categories"
            ? { success: true, categories: TREE }
            : url.pathname === "/api/brands"
              ? { success: true, brands: [] }
              : { success: true, wishlist: { products: [] } };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
}

function renderInNepali(path: string) {
  renderAt(
    path,
    [
      { path: "/product/:category/:slug", element: <ProductPage /> },
      { path: "/category/:category", element: <ListingPage /> },
    ],
    { language: "ne" },
  );
}

describe("names on Nepali pages", () => {
  it("heads the product page and its breadcrumbs with the Nepali names", async () => {
    mockApi();
    renderInNepali("/product/fashion/dhaka-topi-traditional-cap");
    expect(await screen.findByRole("heading", { level: 1, name: "ढाका टोपी (परम्परागत टोपी)" })).toBeTruthy();
    const breadcrumb = screen.getByRole("navigation", { name: "तपाईं यहाँ हुनुहुन्छ" });
    expect(within(breadcrumb).getByRole("link", { name: "फेसन" }).getAttribute("href")).toBe(
      "/category/fashion",
    );
    expect(within(breadcrumb).getByText("ढाका टोपी (परम्परागत टोपी)")).toBeTruthy();
  });

  it("names the listing, its subcategory filter and its cards in Nepali, English where none is given", async () => {
    mockApi();
    renderInNepali("/category/fashion");
    expect(await screen.findByRole("heading", { level: 1, name: "फेसन" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "ढाका टोपी (परम्परागत टोपी)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Plain Cotton Cap" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "पुरुषका लुगा" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Watches" })).toBeTruthy();
  });
});

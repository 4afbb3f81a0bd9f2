// The main pages' metadata and structured data as shoppers' browsers and search engines get them: each page rendered
// with the API answering, its <head> tags read back and its JSON-LD checked against schema.org's required fields.
import { screen, waitFor } from "@testing-library/react";
import { Outlet, type RouteObject } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteOriginProvider } from "./site-origin.tsx";
import { productSummary, productDetail } from "../testing/factories.ts";
import { renderAt } from "../testing/render.tsx";
import ListingPage from "../features/catalog/ListingPage.tsx";
import HomePage from "../features/home/HomePage.tsx";
import ProductPage from "../features/product/ProductPage.tsx";
import {
  type PageMetaTags,
  assertValidStructuredData,
  extractJsonLd,
  jsonLdOfType,
  pageMetaProblems,
  readPageMeta,
} from "../lib/seo/structured-data-check.ts";

const ORIGIN = "https://store.example.com.np";

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function mockApi() {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    const path = url.pathname;
    if (path === "/api/products/electronics/iphone-15-pro")
      return json({ success: true, product: productDetail() });
    if (path.startsWith("/api/products/") && path.split("/").length === 5)
      return json({ success: false, code: "product.not_found", message: "Product not found" }, 404);
    if (path.includes("/related/")) return json({ success: true, products: [] });
    if (path.endsWith("/wishlist")) return json({ success: true, wishlist: { products: [] } });
    if (path.endsWith("/brands"))
      return json({
        success: true,
        brands: [
          { _id: "b1", name: "Apple", slug: "apple", logo: "/media/brands/apple.svg", productCount: 2 },
        ],
      });
    if (path.endsWith("/categories")) return json({ success: true, categories: [] });
    if (path === "/api/products")
      return json({
        success: true,
        products: [
          productSummary({ _id: "a", name: "iPhone 15" }),
          productSummary({ _id: "b", name: "iPhone 14" }),
        ],
        pagination: { page: Number(url.searchParams.get("page") ?? 1), limit: 20, total: 42, totalPages: 3 },
      });
    return json({ success: false, code: "not_found", message: "Not found" }, 404);
  });
}

/** The routes inside the site's origin, as the app renders them. */
const routes = (children: RouteObject[]): RouteObject[] => [
  {
    element: (
      <SiteOriginProvider value={ORIGIN}>
        <Outlet />
      </SiteOriginProvider>
    ),
    children,
  },
];

function headTags(): PageMetaTags {
  return readPageMeta(document.head.innerHTML);
}

function structuredData(): unknown[] {
  const blocks = extractJsonLd(document.body.innerHTML);
  for (const block of blocks) assertValidStructuredData(block);
  return blocks;
}

describe("the product page's metadata", () => {
  const productRoutes = routes([{ path: "/product/:category/:slug", element: <ProductPage /> }]);

  it("has the product's title, plain-text description, canonical, image and valid Product and breadcrumb JSON-LD", async () => {
    mockApi();
    renderAt("/product/electronics/iphone-15-pro", productRoutes);
    await screen.findByRole("heading", { name: "iPhone 15 Pro" });
    const tags = headTags();
    expect(pageMetaProblems(tags)).toEqual([]);
    expect(tags.titles).toEqual(["iPhone 15 Pro | Nepal Store"]);
    expect(tags.description).toBe("Titanium & A17 Pro. USB‑C");
    expect(tags.canonicals).toEqual([`${ORIGIN}/product/electronics/iphone-15-pro`]);
    expect(tags.meta["og:type"]).toBe("product");
    expect(tags.meta["og:image"]).toBe(`${ORIGIN}/media/products/electronics/iphone-15-pro-1.svg`);
    expect(tags.robots).toBeUndefined();

    const blocks = structuredData();
    const [item] = jsonLdOfType(blocks, "Product");
    expect(item).toMatchObject({
      name: "iPhone 15 Pro",
      offers: { "@type": "AggregateOffer", priceCurrency: "NPR", lowPrice: 164999, highPrice: 194999 },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    const [trail] = jsonLdOfType(blocks, "BreadcrumbList");
    expect((trail!.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      "Home",
      "Electronics",
      "iPhone 15 Pro",
    ]);
  });

  it("keeps Product Not Found out of the index, with no product data", async () => {
    mockApi();
    renderAt("/product/electronics/no-such-thing", productRoutes);
    await screen.findByRole("heading", { name: "Product Not Found" });
    const tags = headTags();
    expect(tags.titles).toEqual(["Product Not Found | Nepal Store"]);
    expect(tags.robots).toBe("noindex");
    expect(pageMetaProblems(tags, { canonical: false })).toEqual([]);
    expect(extractJsonLd(document.body.innerHTML)).toEqual([]);
  });
});

describe("the listing's metadata", () => {
  const listingRoutes = routes([
    { path: "/products", element: <ListingPage /> },
    { path: "/category/:category", element: <ListingPage /> },
  ]);

  it("names a brand's page 2, canonical to its brand slug and page, without sort or price", async () => {
    mockApi();
    renderAt("/products?brand=apple&sort=newest&minPrice=100&page=2", listingRoutes);
    await screen.findByText("42 products");
    await waitFor(() => expect(headTags().titles).toEqual(["Apple – Page 2 | Nepal Store"]));
    const tags = headTags();
    expect(pageMetaProblems(tags)).toEqual([]);
    expect(tags.canonicals).toEqual([`${ORIGIN}/products?brand=apple&page=2`]);
    expect(tags.robots).toBeUndefined();
    const blocks = structuredData();
    expect(jsonLdOfType(blocks, "BreadcrumbList")[0]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "All products", item: `${ORIGIN}/products` },
      { "@type": "ListItem", position: 3, name: "Apple", item: `${ORIGIN}/products?brand=apple` },
    ]);
    expect(jsonLdOfType(blocks, "ItemList")[0]!.itemListElement).toHaveLength(2);
  });

  it("names a category page by the category, and keeps search results out of the index", async () => {
    mockApi();
    const first = renderAt("/category/groceries", listingRoutes);
    await screen.findByText("42 products");
    expect(headTags().titles).toEqual(["Groceries | Nepal Store"]);
    expect(headTags().canonicals).toEqual([`${ORIGIN}/category/groceries`]);
    first.unmount();

    renderAt("/products?search=momo", listingRoutes);
    await screen.findByText("42 products");
    const tags = headTags();
    expect(tags.titles).toEqual(['Results for "momo" | Nepal Store']);
    expect(tags.robots).toBe("noindex");
    structuredData();
  });
});

describe("home's metadata", () => {
  it("has the store's title and canonical, and valid Organization and WebSite JSON-LD with a search box", async () => {
    mockApi();
    renderAt("/", routes([{ path: "/", element: <HomePage /> }]));
    await screen.findByRole("heading", { name: "Shop By Brands" });
    const tags = headTags();
    expect(pageMetaProblems(tags)).toEqual([]);
    expect(tags.titles).toEqual(["Nepal Store"]);
    expect(tags.canonicals).toEqual([`${ORIGIN}/`]);
    const blocks = structuredData();
    expect(jsonLdOfType(blocks, "Organization")[0]).toMatchObject({ name: "Nepal Store", url: `${ORIGIN}/` });
    expect(jsonLdOfType(blocks, "WebSite")[0]!.potentialAction).toMatchObject({
      target: { urlTemplate: `${ORIGIN}/products?search={search_term_string}` },
    });
  });
});

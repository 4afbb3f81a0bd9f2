// The landing screens' data starts before they render, with the very arguments the screens ask for, so a
// screen finds everything in the cache and asks for nothing more: one round of requests, no waterfall.
import { render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import HomePage from "../features/home/HomePage.tsx";
import { SLIDES } from "../features/home/hero-slides.ts";
import ProductPage from "../features/product/ProductPage.tsx";
import { prefetchScreen } from "./route-data.ts";
import { createStore, type AppStore } from "./store.ts";

afterEach(() => vi.restoreAllMocks());

const PRODUCT = {
  _id: "p1",
  name: "Ilam Tea 500 g",
  title: "Ilam Tea 500 g",
  slug: "ilam-tea-500-g",
  category: "groceries",
  subcategory: "tea-coffee",
  brand: { _id: "b1", name: "Ilam", slug: "ilam" },
  price: 500,
  discountedPrice: null,
  images: ["/media/products/groceries/ilam-tea-500-g-1.svg"],
  image: "/media/products/groceries/ilam-tea-500-g-1.svg",
  colors: [],
  memory: [],
  storage: [],
  stock: 12,
  rating: 4.5,
  reviewCount: 0,
  ratingsCount: 0,
  weight: "500 g",
  dimensions: "",
  featured: true,
  soldCount: 10,
  description: "<p>Tea.</p>",
  reviews: [],
  specifications: {},
  variants: [
    {
      _id: "v1",
      sku: "ILAM-TEA-500-G",
      options: {},
      price: 500,
      discountedPrice: null,
      stock: 12,
      image: null,
    },
  ],
};

function answer(url: URL): unknown {
  if (url.pathname === "/api/categories") return { success: true, categories: [] };
  if (url.pathname === "/api/cart")
    return { success: true, data: { _id: "", items: [], itemCount: 0, pricing: {} } };
  if (url.pathname === "/api/brands") return { success: true, brands: [] };
  if (url.pathname === "/api/wishlist") return { success: true, wishlist: { products: [] } };
  if (url.pathname.startsWith("/api/products/related/")) return { success: true, products: [] };
  if (url.pathname === "/api/products/groceries/ilam-tea-500-g") return { success: true, product: PRODUCT };
  if (url.pathname === "/api/products") {
    return {
      success: true,
      products: [PRODUCT],
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
    };
  }
  throw new Error(`unexpected call ${url.pathname}`);
}

/** Every API call the page makes, as path and query. */
function recordCalls(): string[] {
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    calls.push(url.pathname + url.search.replace(/sessionId=[^&]+/, "sessionId=*"));
    return new Response(JSON.stringify(answer(url)), { headers: { "content-type": "application/json" } });
  });
  return calls;
}

/** Lets a mounted screen's own requests, if it makes any, reach fetch. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function renderWith(store: AppStore, path: string, pattern: string, element: ReactElement) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const HEADER_CALLS = ["/api/cart", "/api/categories"];

describe("fetching a landing screen's data before it renders", () => {
  it("asks for everything the home page shows at once, and the page then asks for nothing more", async () => {
    const calls = recordCalls();
    const store = createStore();
    prefetchScreen("/", store.dispatch);
    const prefetched = [
      ...HEADER_CALLS,
      "/api/brands",
      "/api/products?limit=10&sort=bestselling",
      "/api/products?limit=8&featured=true",
    ].sort();
    await waitFor(() => expect([...calls].sort()).toEqual(prefetched));
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute("href")).toBe(SLIDES[0]!.image);
    renderWith(store, "/", "/", <HomePage />);
    expect(await screen.findAllByText("Ilam Tea 500 g")).not.toHaveLength(0);
    await settle();
    expect([...calls].sort()).toEqual(prefetched);
  });

  it("asks for a product page's product, related products and wishlist side by side, then nothing more", async () => {
    const calls = recordCalls();
    const store = createStore();
    prefetchScreen("/product/groceries/ilam-tea-500-g", store.dispatch);
    const prefetched = [
      ...HEADER_CALLS,
      "/api/products/groceries/ilam-tea-500-g",
      "/api/products/related/groceries/ilam-tea-500-g?limit=4",
      "/api/wishlist?sessionId=*",
    ].sort();
    await waitFor(() => expect([...calls].sort()).toEqual(prefetched));
    renderWith(store, "/product/groceries/ilam-tea-500-g", "/product/:category/:slug", <ProductPage />);
    expect(await screen.findByRole("heading", { name: "Ilam Tea 500 g" })).toBeDefined();
    await settle();
    expect([...calls].sort()).toEqual(prefetched);
  });

  it("asks only for the header's data on other screens", async () => {
    const calls = recordCalls();
    prefetchScreen("/cart", createStore().dispatch);
    await waitFor(() => expect([...calls].sort()).toEqual(HEADER_CALLS));
  });
});

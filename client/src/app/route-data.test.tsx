// The route table's loaders fetch a screen's data with the very arguments the screen asks for, so a screen
// finds everything in the cache and asks for nothing more: on the server before rendering, in the browser beside
// the screen's code. They fetch only what is the same for everyone; personal data is the browser's to ask for.
import { render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import HomePage from "../features/home/HomePage.tsx";
import ProductPage from "../features/product/ProductPage.tsx";
import { json, mockApi, ok, refusal } from "../testing/api-mock.ts";
import { loadScreensAhead } from "./screen-loading.ts";
import { createStore, type AppStore } from "./store.ts";

const ORIGIN = "http://localhost:3000";

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

/** Every API call the page makes, as path and query, as a function that reads them at the time. */
function recordCalls(): () => string[] {
  const { spy } = mockApi(
    {
      "GET /api/categories": () => json(200, { success: true, categories: [] }),
      "GET /api/cart": ok({ _id: "", items: [], itemCount: 0, pricing: {} }),
      "GET /api/brands": () => json(200, { success: true, brands: [] }),
      "GET /api/wishlist": () => json(200, { success: true, wishlist: { products: [] } }),
      "GET /api/products/related/*": () => json(200, { success: true, products: [] }),
      "GET /api/products/groceries/ilam-tea-500-g": () => json(200, { success: true, product: PRODUCT }),
      "GET /api/products/groceries/gone": () => refusal(404, "product.not_found", "Product not found"),
      "GET /api/products/groceries/broken": () => json(500, {}),
      "GET /api/products": () =>
        json(200, {
          success: true,
          products: [PRODUCT],
          pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
        }),
    },
    {
      otherwise: (request) => {
        throw new Error(`unexpected call ${new URL(request.url).pathname}`);
      },
    },
  );
  return () =>
    spy.mock.calls.map(([input]) => {
      const url = new URL((input as Request).url);
      return url.pathname + url.search.replace(/sessionId=[^&]+/, "sessionId=*");
    });
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

describe("a screen's data, loaded by its route", () => {
  it("asks for everything the home page shows at once, and the page then asks for nothing more", async () => {
    const asked = recordCalls();
    const store = createStore();
    await loadScreensAhead(store, "/", ORIGIN);
    const loaded = [
      "/api/categories",
      "/api/brands",
      "/api/products?limit=10&sort=bestselling",
      "/api/products?limit=8&featured=true",
    ].sort();
    expect(asked().sort()).toEqual(loaded);
    renderWith(store, "/", "/", <HomePage />);
    expect(await screen.findAllByText("Ilam Tea 500 g")).not.toHaveLength(0);
    await settle();
    expect(asked().sort()).toEqual(loaded);
  });

  it("asks for a product page's product and related products side by side; the page adds only the wishlist", async () => {
    const asked = recordCalls();
    const store = createStore();
    await loadScreensAhead(store, "/product/groceries/ilam-tea-500-g", ORIGIN);
    const loaded = [
      "/api/categories",
      "/api/products/groceries/ilam-tea-500-g",
      "/api/products/related/groceries/ilam-tea-500-g?limit=4",
    ].sort();
    expect(asked().sort()).toEqual(loaded);
    renderWith(store, "/product/groceries/ilam-tea-500-g", "/product/:category/:slug", <ProductPage />);
    expect(await screen.findByRole("heading", { name: "Ilam Tea 500 g" })).toBeVisible();
    await waitFor(() => expect(asked().sort()).toEqual([...loaded, "/api/wishlist?sessionId=*"].sort()));
  });

  it("asks for the listing of the address's category and query", async () => {
    const asked = recordCalls();
    await loadScreensAhead(createStore(), "/category/groceries?sort=newest&brand=ilam&page=2", ORIGIN);
    expect(asked().sort()).toEqual(
      [
        "/api/brands",
        "/api/categories",
        "/api/products?limit=20&brand=ilam&sort=newest&page=2&category=groceries",
      ].sort(),
    );
  });

  it("asks only for the header's data on the shopper's own screens", async () => {
    const asked = recordCalls();
    await loadScreensAhead(createStore(), "/cart", ORIGIN);
    expect(asked()).toEqual(["/api/categories"]);
  });
});

describe("the status a route's data gives its page", () => {
  it("is 404 for a missing product and an unknown address, 503 when the API fails, 200 otherwise", async () => {
    recordCalls();
    const { routes } = await import("./routes.tsx");
    const { createStaticHandler } = await import("react-router-dom");
    const handler = createStaticHandler(routes);
    const statuses: Record<string, number[]> = {};
    for (const path of [
      "/product/groceries/gone",
      "/product/groceries/broken",
      "/no-such-page",
      "/product/groceries/ilam-tea-500-g",
      "/",
    ]) {
      const routed = await handler.query(new Request(ORIGIN + path), {
        requestContext: { store: createStore() },
      });
      if (routed instanceof Response) throw new Error("no route redirects");
      statuses[path] = Object.values(routed.loaderData).map((data) => (data as { status: number }).status);
    }
    expect(Math.max(...statuses["/product/groceries/gone"]!)).toBe(404);
    expect(Math.max(...statuses["/no-such-page"]!)).toBe(404);
    // The API failed: the page says so, and the server does not keep it.
    expect(Math.max(...statuses["/product/groceries/broken"]!)).toBe(503);
    expect(Math.max(...statuses["/product/groceries/ilam-tea-500-g"]!)).toBe(200);
    expect(Math.max(...statuses["/"]!)).toBe(200);
  });
});

import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productSummary } from "../../testing/factories.ts";
import { renderAt } from "../../testing/render.tsx";
import ListingPage from "./ListingPage.tsx";

afterEach(() => vi.restoreAllMocks());

function mockApi() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    const body = url.pathname.endsWith("/brands")
      ? {
          success: true,
          brands: [{ _id: "b1", name: "Gold Star", slug: "gold-star", logo: "", productCount: 3 }],
        }
      : url.pathname.endsWith("/categories")
        ? { success: true, categories: [] }
        : {
            success: true,
            products: [productSummary({ _id: "p1", name: "Gold Star Shoes" })],
            pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
          };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
}

const productCalls = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === "/api/products");

describe("the product listing", () => {
  it("puts the brand and price filters in the URL and asks the API for them", async () => {
    const spy = mockApi();
    const { router } = renderAt("/products", [{ path: "/products", element: <ListingPage /> }]);
    expect(await screen.findByText("1 product")).toBeDefined();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Brand"), "Gold Star");
    await user.type(screen.getByLabelText("Min price (Rs)"), "1,000");
    await user.type(screen.getByLabelText("Max price (Rs)"), "5000");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      brand: "gold star",
      minPrice: "1000",
      maxPrice: "5000",
    });
    await vi.waitFor(() =>
      expect(productCalls(spy).at(-1)?.searchParams.toString()).toBe(
        "limit=20&brand=gold+star&minPrice=1000&maxPrice=5000",
      ),
    );
  });

  it("shows the price range of the URL when the URL changes elsewhere", async () => {
    mockApi();
    const { router } = renderAt("/products?minPrice=100", [{ path: "/products", element: <ListingPage /> }]);
    const min = (await screen.findByLabelText("Min price (Rs)")) as HTMLInputElement;
    expect(min.value).toBe("100");
    await act(() => router.navigate("/products?minPrice=500&maxPrice=900"));
    expect((screen.getByLabelText("Min price (Rs)") as HTMLInputElement).value).toBe("500");
    expect((screen.getByLabelText("Max price (Rs)") as HTMLInputElement).value).toBe("900");
  });

  it("ticks In stock only and shows the new sort at once, and puts both in the URL", async () => {
    const spy = mockApi();
    const { router } = renderAt("/products", [{ path: "/products", element: <ListingPage /> }]);
    expect(await screen.findByText("1 product")).toBeDefined();
    const user = userEvent.setup();
    const inStock = screen.getByLabelText("In stock only") as HTMLInputElement;
    await user.click(inStock);
    expect(inStock.checked).toBe(true);
    await user.selectOptions(screen.getByLabelText("Sort by"), "Newest");
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("newest");
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      inStock: "true",
      sort: "newest",
    });
    await vi.waitFor(() =>
      expect(productCalls(spy).at(-1)?.searchParams.toString()).toBe("limit=20&inStock=true&sort=newest"),
    );
    await user.click(inStock);
    expect(inStock.checked).toBe(false);
    expect(router.state.location.search).toBe("?sort=newest");
  });
});

import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockListingApi, type ListedCategory } from "../../testing/listing.ts";
import { renderAt } from "../../testing/render.tsx";
import ListingPage from "./ListingPage.tsx";
import { listingQuery } from "./listing-params.ts";

afterEach(() => vi.restoreAllMocks());

const ELECTRONICS: ListedCategory = {
  slug: "electronics",
  name: "Electronics",
  subcategories: [
    { slug: "smartphone", name: "Smartphones" },
    { slug: "headphone", name: "Headphones" },
  ],
};

function mockApi({ categories = [] as ListedCategory[], page = 1, totalPages = 1 } = {}) {
  return mockListingApi({
    categories,
    pagination: { page, limit: 20, total: totalPages === 1 ? 1 : 20 * totalPages, totalPages },
  });
}

const productCalls = ({ calls }: ReturnType<typeof mockApi>) =>
  (calls["GET /api/products"] ?? []).map(({ request }) => new URL(request.url));

describe("the product listing", () => {
  it("puts the brand and price filters in the URL and asks the API for them", async () => {
    const spy = mockApi();
    const { router } = renderAt("/products", [{ path: "/products", element: <ListingPage /> }]);
    expect(await screen.findByText("1 product")).toBeVisible();
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
    expect(await screen.findByText("1 product")).toBeVisible();
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

/** The query of a URL with its empty fields left out and its names in order, to compare two URLs' filters. */
function filled(search: URLSearchParams | string): string {
  const params = new URLSearchParams([...new URLSearchParams(search)].filter(([, value]) => value !== ""));
  params.sort();
  return params.toString();
}

describe("the listing's filters on a narrow screen", () => {
  it("fold behind their button, and Apply folds them again and brings the focus to the products found", async () => {
    mockApi();
    renderAt("/products", [{ path: "/products", element: <ListingPage /> }]);
    expect(await screen.findByText("1 product")).toBeVisible();
    const toggle = screen.getByRole("button", { name: "Filters" });
    const panel = screen.getByRole("complementary", { name: "Filters" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.className).toBe("filters-panel");
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel.className).toBe("filters-panel open");
    await user.type(screen.getByLabelText("Max price (Rs)"), "5000");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel.className).toBe("filters-panel");
    expect(document.activeElement).toBe(screen.getByRole("status"));
  });
});

describe("the listing without JavaScript", () => {
  it("is a GET form whose fields give the URL the filters give with JavaScript", async () => {
    mockApi({ categories: [ELECTRONICS] });
    const { router } = renderAt("/products?search=phone&page=3", [
      { path: "/products", element: <ListingPage /> },
    ]);
    expect(await screen.findByText("1 product")).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Category"), "Electronics");
    await user.selectOptions(await screen.findByLabelText("Subcategory"), "Smartphones");
    await user.selectOptions(await screen.findByLabelText("Brand"), "Gold Star");
    await user.click(screen.getByLabelText("In stock only"));
    await user.selectOptions(screen.getByLabelText("Sort by"), "Price: high to low");
    await user.type(screen.getByLabelText("Min price (Rs)"), "1000");
    await user.type(screen.getByLabelText("Max price (Rs)"), "5000{Enter}");
    const withScript = router.state.location.search;
    expect(filled(withScript)).toBe(
      "brand=gold+star&category=electronics&inStock=true&maxPrice=5000&minPrice=1000&search=phone&sort=price_desc&sub=smartphone",
    );

    const form = (screen.getByLabelText("Brand") as HTMLSelectElement).form!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/products");
    // The sort sits above the products, outside the form's element, but is one of its fields.
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).form).toBe(form);
    const submitted = new URLSearchParams(new FormData(form) as unknown as string[][]);
    // The browser sends every field, the empty ones too, and no page: a new filter starts at page 1.
    expect(filled(submitted)).toBe(filled(withScript));
    expect(submitted.has("page")).toBe(false);
    expect(listingQuery(submitted)).toEqual(listingQuery(new URLSearchParams(withScript)));
    for (const name of ["Apply", "Apply filters", "Sort"]) {
      const button = screen.getByRole("button", { name }) as HTMLButtonElement;
      expect([button.type, button.form]).toEqual(["submit", form]);
    }
  });

  it("sends nothing but empty fields when no filter is chosen, which is the whole listing", async () => {
    mockApi();
    renderAt("/products", [{ path: "/products", element: <ListingPage /> }]);
    expect(await screen.findByText("1 product")).toBeVisible();
    const form = (screen.getByLabelText("Brand") as HTMLSelectElement).form!;
    const submitted = new URLSearchParams(new FormData(form) as unknown as string[][]);
    expect(filled(submitted)).toBe("");
    expect(listingQuery(submitted)).toEqual({ limit: "20" });
  });

  it("submits a category page's form to that page, which names the category itself", async () => {
    mockApi({ categories: [ELECTRONICS] });
    renderAt("/category/electronics?sort=newest", [
      { path: "/category/:category", element: <ListingPage /> },
    ]);
    expect(await screen.findByText("1 product")).toBeVisible();
    const form = (screen.getByLabelText("Sort by") as HTMLSelectElement).form!;
    expect(form.getAttribute("action")).toBe("/category/electronics");
    expect(screen.queryByLabelText("Category")).toBeNull();
    expect(filled(new URLSearchParams(new FormData(form) as unknown as string[][]))).toBe("sort=newest");
  });

  it("links the pages with the listing's whole query, page 1 without a page", async () => {
    mockApi({ page: 2, totalPages: 3 });
    const { router } = renderAt("/products?brand=apple&sort=newest&page=2", [
      { path: "/products", element: <ListingPage /> },
    ]);
    const previous = await screen.findByRole("link", { name: "Previous" });
    expect(previous.getAttribute("href")).toBe("/products?brand=apple&sort=newest");
    expect(previous.getAttribute("rel")).toBe("prev");
    const next = screen.getByRole("link", { name: "Next" });
    expect(next.getAttribute("href")).toBe("/products?brand=apple&sort=newest&page=3");
    expect(screen.getByText("Page 2 of 3")).toBeVisible();

    await userEvent.setup().click(next);
    expect(router.state.location.search).toBe("?brand=apple&sort=newest&page=3");
  });

  it("shows the first page's Previous as a disabled button, not a link", async () => {
    mockApi({ page: 1, totalPages: 2 });
    renderAt("/products?sort=newest", [{ path: "/products", element: <ListingPage /> }]);
    const next = await screen.findByRole("link", { name: "Next" });
    expect(next.getAttribute("href")).toBe("/products?sort=newest&page=2");
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
  });
});

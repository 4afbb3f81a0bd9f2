// The product screens wired to the admin API: what they ask the server for and what they show of its answers.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aProduct, json, openAsStaff, cellsOf } from "../admin-testing.tsx";
import { ok } from "../../../testing/api-mock.ts";

afterEach(() => vi.restoreAllMocks());

const CATEGORIES = ok({
  categories: [
    {
      slug: "electronics",
      name: "Electronics",
      position: 0,
      productCount: 1,
      subcategories: [{ slug: "smartphones", name: "Smartphones", position: 0 }],
    },
    { slug: "fashion", name: "Fashion", position: 1, productCount: 0, subcategories: [] },
  ],
});
const BRANDS = ok({ brands: [{ _id: "b1", name: "Samsung", slug: "samsung", logo: "", productCount: 1 }] });

const twoVariants = aProduct({
  variants: [
    { ...aProduct().variants[0]!, stock: 7 },
    {
      _id: "v2",
      sku: "A55-512",
      options: { storage: "512GB" },
      price: 65000,
      discountedPrice: 62000,
      stock: 3,
      image: null,
      archived: false,
      position: 1,
    },
    {
      _id: "v3",
      sku: "A55-OLD",
      options: { storage: "64GB" },
      price: 30000,
      discountedPrice: null,
      stock: 9,
      image: null,
      archived: true,
      position: 2,
    },
  ],
});

describe("the products list", () => {
  it("asks for the URL's filters and shows each product's price range, stock and variants on sale", async () => {
    const { calls, router } = openAsStaff(
      "/admin/products?category=electronics&status=active&search=a55&page=2",
      {
        "GET /api/admin/categories": CATEGORIES,
        "GET /api/admin/products": ok({ products: [twoVariants], total: 21, page: 2, pages: 2 }),
      },
    );
    const table = await screen.findByRole("table", { name: "Products" });
    const sent = new URL(calls["GET /api/admin/products"]![0]!.request.url).searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      search: "a55",
      category: "electronics",
      status: "active",
      page: "2",
      limit: "20",
    });
    const cells = cellsOf(table);
    // The archived variant counts in neither the price, the stock nor the variants.
    expect(cells).toEqual([
      "",
      "Galaxy A55",
      "Samsung",
      "Electronics",
      "Rs 50,000 – Rs 62,000",
      "10",
      "2",
      "Active",
    ]);
    expect(within(table).getByRole("link", { name: "Galaxy A55" }).getAttribute("href")).toBe(
      "/admin/products/p1",
    );
    expect(screen.getByRole("link", { name: "New product" }).getAttribute("href")).toBe(
      "/admin/products/new",
    );

    await userEvent.setup().selectOptions(screen.getByLabelText("Status"), "archived");
    expect(router.state.location.search).toBe("?category=electronics&status=archived&search=a55");
  });

  it("shows the empty state", async () => {
    openAsStaff("/admin/products", {
      "GET /api/admin/categories": CATEGORIES,
      "GET /api/admin/products": ok({ products: [], total: 0, page: 1, pages: 0 }),
    });
    expect(await screen.findByText("No products match these filters.")).toBeVisible();
  });
});

describe("a product's page", () => {
  it("loads the product, sends the changed form as PATCH and shows the saved notice", async () => {
    const { calls } = openAsStaff("/admin/products/p1", {
      "GET /api/admin/categories": CATEGORIES,
      "GET /api/admin/brands": BRANDS,
      "GET /api/admin/products/p1": ok({ product: aProduct() }),
      "PATCH /api/admin/products/p1": ok({ product: aProduct({ name: "Galaxy A55 5G" }) }),
    });
    const name = await screen.findByLabelText("Name");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Galaxy A55");
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, "Galaxy A55 5G");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("Product saved.")).toBeVisible();
    expect(calls["PATCH /api/admin/products/p1"]![0]!.body).toMatchObject({
      name: "Galaxy A55 5G",
      brand: "samsung",
      variants: [{ _id: "v1", sku: "A55-128", archived: false }],
    });
    const sent = calls["PATCH /api/admin/products/p1"]![0]!.body as { variants: object[] };
    expect(sent.variants[0]).not.toHaveProperty("stock");
  });

  it("archives the product only after the admin confirms", async () => {
    const { calls } = openAsStaff("/admin/products/p1", {
      "GET /api/admin/categories": CATEGORIES,
      "GET /api/admin/brands": BRANDS,
      "GET /api/admin/products/p1": ok({ product: aProduct() }),
      "DELETE /api/admin/products/p1": ok({ product: aProduct({ status: "archived" }) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Archive product" }));
    const dialog = screen.getByRole("dialog", { name: "Archive this product?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls["DELETE /api/admin/products/p1"]).toBeUndefined();
    await user.click(screen.getByRole("button", { name: "Archive product" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Archive" }));
    await vi.waitFor(() => expect(calls["DELETE /api/admin/products/p1"]).toHaveLength(1));
  });

  it("marks an archived product and restores it after the admin confirms", async () => {
    const { calls } = openAsStaff("/admin/products/p1", {
      "GET /api/admin/categories": CATEGORIES,
      "GET /api/admin/brands": BRANDS,
      "GET /api/admin/products/p1": ok({ product: aProduct({ status: "archived" }) }),
      "POST /api/admin/products/p1/restore": ok({ product: aProduct() }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Restore product" }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Galaxy A55 Archived");
    await user.click(
      within(screen.getByRole("dialog", { name: "Restore this product?" })).getByRole("button", {
        name: "Restore",
      }),
    );
    await vi.waitFor(() => expect(calls["POST /api/admin/products/p1/restore"]).toHaveLength(1));
  });

  it("says when the product cannot be found", async () => {
    openAsStaff("/admin/products/nope", {
      "GET /api/admin/categories": CATEGORIES,
      "GET /api/admin/brands": BRANDS,
      "GET /api/admin/products/nope": () =>
        json(404, { success: false, code: "product.not_found", message: "Product not found" }),
    });
    expect(within(await screen.findByRole("alert")).getByText("Product not found")).toBeVisible();
  });
});

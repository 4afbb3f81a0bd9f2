// Brands and categories wired to the admin API.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStaffMember, json, mockApi, openAdmin, openAsStaff, signInAs } from "../admin-testing.tsx";
import { ok } from "../../../testing/api-mock.ts";

afterEach(() => vi.restoreAllMocks());

const me = () => json(200, { success: true, user: aStaffMember() });
const samsung = {
  _id: "b1",
  name: "Samsung",
  slug: "samsung",
  logo: "/media/brands/samsung.svg",
  productCount: 3,
};

describe("the brands screen", () => {
  it("lists the brands and renames one, showing a taken name beside its field", async () => {
    signInAs(aStaffMember());
    let attempt = 0;
    const { calls } = mockApi({
      "GET /api/auth/me": me,
      "GET /api/admin/brands": ok({ brands: [samsung] }),
      "PATCH /api/admin/brands/b1": () =>
        ++attempt === 1
          ? json(409, {
              success: false,
              code: "brand.name_taken",
              message: "Another brand has this name",
              errors: [{ field: "name", code: "brand.name_taken", message: "Another brand has this name" }],
            })
          : ok({ brand: { ...samsung, name: "Samsung Nepal" } })(),
    });
    openAdmin("/admin/brands");
    expect(await screen.findByText("3 products on sale")).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Samsung" }));
    const name = screen.getByLabelText("Name", { selector: "#brand-b1-name" });
    await user.clear(name);
    await user.type(name, "Apple");
    await user.click(screen.getByRole("button", { name: "Save brand" }));
    expect(
      await screen.findByText("Another brand has this name", { selector: ".field-error" }),
    ).toBeVisible();
    await user.clear(name);
    await user.type(name, "Samsung Nepal");
    await user.click(screen.getByRole("button", { name: "Save brand" }));
    expect(await screen.findByText("Samsung Nepal was saved.")).toBeVisible();
    expect(calls["PATCH /api/admin/brands/b1"]![1]!.body).toEqual({
      name: "Samsung Nepal",
      slug: "samsung",
      logo: "/media/brands/samsung.svg",
    });
  });

  it("asks for a new brand's name and logo before sending it", async () => {
    const { calls } = openAsStaff("/admin/brands", { "GET /api/admin/brands": ok({ brands: [] }) });
    expect(await screen.findByText("No brands yet.")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Add brand" }));
    expect(screen.getByText("Name is required")).toBeVisible();
    expect(screen.getByText("Upload the brand's logo")).toBeVisible();
    expect(calls["POST /api/admin/brands"]).toBeUndefined();
  });
});

describe("the categories screen", () => {
  it("renames a subcategory and adds one, sending only what changed", async () => {
    signInAs(aStaffMember());
    const electronics = {
      slug: "electronics",
      name: "Electronics",
      position: 4,
      productCount: 12,
      subcategories: [
        { slug: "smartphones", name: "Smartphones", position: 0 },
        { slug: "laptops", name: "Laptops", position: 1 },
      ],
    };
    const { calls } = mockApi({
      "GET /api/auth/me": me,
      "GET /api/admin/categories": ok({ categories: [electronics] }),
      "PATCH /api/admin/categories/electronics": ok({ category: electronics }),
    });
    openAdmin("/admin/categories");
    const panel = await screen.findByRole("region", { name: /^Electronics/ });
    const user = userEvent.setup();
    const laptops = within(panel).getByLabelText("Name of laptops");
    await user.clear(laptops);
    await user.type(laptops, "Laptops & Notebooks");
    await user.type(within(panel).getByLabelText("New subcategory slug"), "Tablets");
    await user.type(within(panel).getByLabelText("New subcategory name"), "Tablets");
    await user.click(within(panel).getByRole("button", { name: "Save Electronics" }));
    expect(
      within(panel).getByText("Slug must be lower-case letters, digits and single hyphens"),
    ).toBeVisible();
    await user.clear(within(panel).getByLabelText("New subcategory slug"));
    await user.type(within(panel).getByLabelText("New subcategory slug"), "tablets");
    await user.click(within(panel).getByRole("button", { name: "Save Electronics" }));
    await vi.waitFor(() => expect(calls["PATCH /api/admin/categories/electronics"]).toHaveLength(1));
    expect(calls["PATCH /api/admin/categories/electronics"]![0]!.body).toEqual({
      name: "Electronics",
      position: 4,
      subcategories: [
        { slug: "laptops", name: "Laptops & Notebooks" },
        { slug: "tablets", name: "Tablets" },
      ],
    });
  });

  it("sets the Nepali names of a category and a subcategory, and removes one", async () => {
    signInAs(aStaffMember());
    const groceries = {
      slug: "groceries",
      name: "Groceries",
      nameNe: "किराना",
      position: 0,
      productCount: 30,
      subcategories: [
        { slug: "rice-grains", name: "Rice & Grains", nameNe: null, position: 0 },
        { slug: "tea-coffee", name: "Tea & Coffee", nameNe: "चिया र कफी", position: 1 },
      ],
    };
    const { calls } = mockApi({
      "GET /api/auth/me": me,
      "GET /api/admin/categories": ok({ categories: [groceries] }),
      "PATCH /api/admin/categories/groceries": ok({ category: groceries }),
    });
    openAdmin("/admin/categories");
    const panel = await screen.findByRole("region", { name: /^Groceries/ });
    const user = userEvent.setup();
    const nepaliName = within(panel).getByLabelText("Nepali name") as HTMLInputElement;
    expect(nepaliName.value).toBe("किराना");
    await user.clear(nepaliName);
    await user.type(nepaliName, "किराना सामान");
    await user.type(within(panel).getByLabelText("Nepali name of rice-grains"), "चामल");
    await user.clear(within(panel).getByLabelText("Nepali name of tea-coffee"));
    await user.click(within(panel).getByRole("button", { name: "Save Groceries" }));
    await vi.waitFor(() => expect(calls["PATCH /api/admin/categories/groceries"]).toHaveLength(1));
    expect(calls["PATCH /api/admin/categories/groceries"]![0]!.body).toEqual({
      name: "Groceries",
      nameNe: "किराना सामान",
      position: 0,
      subcategories: [
        { slug: "rice-grains", name: "Rice & Grains", nameNe: "चामल" },
        { slug: "tea-coffee", name: "Tea & Coffee", nameNe: null },
      ],
    });
  });
});

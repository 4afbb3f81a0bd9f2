// The listing in Nepali: filters, sort, the count with its plural, pages, and Devanagari money.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productSummary } from "../../testing/factories.ts";
import { mockListingApi } from "../../testing/listing.ts";
import ListingPage from "./ListingPage.tsx";
import { renderAt } from "../../testing/render.tsx";

afterEach(() => vi.restoreAllMocks());

function mockApi(total: number, totalPages: number) {
  return mockListingApi({
    products: [productSummary({ _id: "p1", name: "Gold Star Shoes", price: 4500 })],
    pagination: { page: 2, limit: 20, total, totalPages },
  });
}

function renderInNepali(path: string) {
  renderAt(path, [{ path: "/products", element: <ListingPage /> }], { language: "ne" });
}

describe("the listing in Nepali", () => {
  it("shows its filters, sort, count, pages and prices in Nepali", async () => {
    mockApi(1234, 62);
    renderInNepali("/products?page=2");
    expect(await screen.findByText("१,२३४ सामान")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "सबै सामान" })).toBeVisible();
    const filters = screen.getByRole("complementary", { name: "फिल्टरहरू" });
    expect(within(filters).getByLabelText("वर्ग")).toBeVisible();
    expect(within(filters).getByLabelText("न्यूनतम मूल्य (रु)")).toBeVisible();
    expect(within(filters).getByLabelText("अधिकतम मूल्य (रु)")).toBeVisible();
    expect(within(filters).getByRole("button", { name: "लागू गर्नुहोस्" })).toBeVisible();
    expect(within(filters).getByRole("button", { name: "फिल्टर लागू गर्नुहोस्" })).toBeVisible();
    expect(within(filters).getByLabelText("स्टकमा भएका मात्र")).toBeVisible();
    const sort = screen.getByLabelText("क्रम") as HTMLSelectElement;
    expect([...sort.options].map((option) => option.text)).toEqual([
      "विशेष",
      "धेरै बिक्री भएका",
      "नयाँ",
      "मूल्य: कमदेखि बढी",
      "मूल्य: बढीदेखि कम",
      "उच्च मूल्याङ्कन",
    ]);
    expect(screen.getByRole("button", { name: "क्रम मिलाउनुहोस्" })).toBeVisible();
    expect(await screen.findByText("रु ४,५००")).toBeVisible();
    const pages = screen.getByRole("navigation", { name: "पृष्ठहरू" });
    expect(pages.textContent).toContain("पृष्ठ २ / ६२");
    expect(within(pages).getByRole("link", { name: "अघिल्लो" })).toHaveAttribute("href", "/products");
    expect(within(pages).getByRole("link", { name: "अर्को" })).toHaveAttribute("href", "/products?page=3");
    expect(document.title).toBe("सबै सामान – पृष्ठ २ | Nepal Store");
  });

  it("titles a search in Nepali and counts one product", async () => {
    mockApi(1, 1);
    renderInNepali("/products?search=topi");
    expect(await screen.findByText("१ सामान")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: '"topi" को नतिजा' })).toBeVisible();
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      'Nepal Store मा "topi" सँग मिल्ने सामान। मूल्य रुपैयाँमा, नेपालभर डेलिभरी।',
    );
  });
});

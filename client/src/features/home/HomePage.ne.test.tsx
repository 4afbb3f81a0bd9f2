// Home and the footer in Nepali: the hero, the sections, the cards' money and ratings in Devanagari digits.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productSummary } from "../../testing/factories.ts";
import { Footer } from "../../app/layout/Footer.tsx";
import HomePage from "./HomePage.tsx";
import { renderAt } from "../../testing/render.tsx";

afterEach(() => vi.restoreAllMocks());

function mockApi() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    const body = url.pathname.endsWith("/brands")
      ? { success: true, brands: [{ _id: "b1", name: "Apple", slug: "apple", logo: "", productCount: 3 }] }
      : {
          success: true,
          products: [
            productSummary({ _id: "p1", name: "Pashmina Shawl", price: 164999, discountedPrice: 150000 }),
            productSummary({ _id: "p2", name: "Dhaka Topi", stock: 0 }),
          ],
          pagination: { page: 1, limit: 8, total: 2, totalPages: 1 },
        };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
}

function renderInNepali(element: React.ReactNode) {
  renderAt("/", [{ path: "/", element }], { language: "ne" });
}

describe("home in Nepali", () => {
  it("shows the hero, the sections and the products' prices in Nepali", async () => {
    mockApi();
    renderInNepali(<HomePage />);
    expect(screen.getByRole("heading", { level: 1, name: "नयाँ फोनहरू, नेपालभर डेलिभरी" })).toBeVisible();
    expect(screen.getByRole("link", { name: "किनमेल गर्नुहोस्" })).toHaveAttribute("href", "/products");
    expect(screen.getByRole("group", { name: "३ मध्ये १" })).toBeVisible();
    expect(screen.getByRole("button", { name: "स्लाइड २ देखाउनुहोस्" })).toBeVisible();
    expect(screen.getByRole("region", { name: "हामीसँग किन किनमेल गर्ने" }).textContent).toContain(
      "२४ घण्टामा डेलिभरी",
    );
    expect(screen.getByRole("heading", { name: "ब्रान्ड अनुसार किनमेल" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "धेरै बिक्री भएका" })).toBeVisible();
    const featured = screen.getByRole("region", { name: "विशेष सामानहरू" });
    expect(within(featured).getByRole("link", { name: "सबै सामान हेर्नुहोस्" })).toHaveAttribute(
      "href",
      "/products",
    );
    expect((await within(featured).findByText("रु १,५०,०००")).parentElement).toHaveTextContent(
      "रु १,५०,००० रु १,६४,९९९ -९%",
    );
    expect(within(featured).getByText("रु १,६४,९९९")).toBeVisible();
    expect(within(featured).getByText("-९%")).toBeVisible();
    expect(within(featured).getByText("स्टकमा छैन")).toBeVisible();
    expect(
      within(featured).getAllByRole("img", { name: "३ ग्राहकद्वारा ५ मा ४.५ मूल्याङ्कन" }).length,
    ).toBeGreaterThan(0);
    expect(document.title).toBe("Nepal Store");
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe("ne_NP");
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "नेपालभर इलेक्ट्रोनिक्स, फेसन, किराना र अरू धेरै किन्नुहोस्। मूल्य रुपैयाँमा।",
    );
  });
});

describe("the footer in Nepali", () => {
  it("names its sections, links and address in Nepali", () => {
    renderInNepali(<Footer />);
    expect(screen.getByRole("heading", { name: "सम्पर्क गर्नुहोस्" })).toBeVisible();
    expect(screen.getByText(/दरबारमार्ग, काठमाडौं ४४६००, नेपाल/)).toBeVisible();
    const categories = screen.getByRole("navigation", { name: "वर्गहरू" });
    expect(within(categories).getByRole("link", { name: "स्मार्टफोन" }).getAttribute("href")).toBe(
      "/category/smartphone",
    );
    const quick = screen.getByRole("navigation", { name: "छिटो लिङ्कहरू" });
    expect(within(quick).getByRole("link", { name: "अर्डर ट्र्याक गर्नुहोस्" }).getAttribute("href")).toBe(
      "/track-order",
    );
    expect(screen.getByText("© २०२६ नेपाल स्टोर। मूल्य रुपैयाँमा, भ्याट सहित।")).toBeVisible();
  });
});

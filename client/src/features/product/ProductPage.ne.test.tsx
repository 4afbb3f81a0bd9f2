// The product page, its tabs and its reviews in Nepali: the sentences, the prices and counts in Devanagari digits.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aUser } from "../../testing/api-mock.ts";
import {
  mockProductApi,
  renderProductPage,
  titaniumIphone,
  withVariantStock,
} from "../../testing/product-page.tsx";

afterEach(() => vi.restoreAllMocks());

// Three left of the first variant, and two reviews, one of them a verified purchase.
const iphone = titaniumIphone({
  reviewCount: 2,
  ratingsCount: 2,
  reviews: [
    {
      _id: "r1",
      author: "Sita",
      rating: 5,
      comment: "राम्रो फोन",
      date: "2026-11-20T10:00:00.000Z",
      verified: true,
    },
    {
      _id: "r2",
      author: "Ram",
      rating: 4,
      comment: "Fine",
      date: "2026-11-21T10:00:00.000Z",
      verified: false,
    },
  ],
});
const threeLeft = { ...iphone, variants: withVariantStock(iphone, "v1", 3) };

describe("the product page in Nepali", () => {
  it("shows the buy box in Nepali with Devanagari money and counts", async () => {
    mockProductApi(threeLeft);
    renderProductPage({ language: "ne" });
    expect(await screen.findByRole("heading", { name: "iPhone 15 Pro" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "प्राकृतिक टाइटेनियम" }));
    await userEvent.click(screen.getByRole("radio", { name: "१२८GB" }));
    expect(screen.getByText("रु १,६४,९९९").parentElement).toHaveTextContent("रु १,६४,९९९ रु १,७४,९९९ -६%");
    expect(screen.getByText("रु १,७४,९९९")).toBeVisible();
    expect(screen.getByText("-६%")).toBeVisible();
    expect(screen.getByText("३ वटा मात्र बाँकी")).toBeVisible();
    expect(screen.getByRole("button", { name: "कार्टमा राख्नुहोस्" })).toBeVisible();
    expect(screen.getByRole("button", { name: "अहिले किन्नुहोस्" })).toBeVisible();
    expect(screen.getByRole("button", { name: "♡ इच्छासूचीमा राख्नुहोस्" })).toBeVisible();
    expect(screen.getByRole("group", { name: "परिमाण" }).textContent).toContain("१");
    expect(screen.getByRole("button", { name: "परिमाण घटाउनुहोस्" })).toBeVisible();
    expect(screen.getByRole("group", { name: "रङ" })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "तपाईं यहाँ हुनुहुन्छ" }).textContent).toContain("गृहपृष्ठ");
    // A sold-out variant says why in Nepali.
    expect(screen.getByLabelText("२५६GB (बिक्री सकियो)")).toBeVisible();
    expect(screen.getByRole("tab", { name: "समीक्षाहरू (२)" })).toBeVisible();
    expect(screen.getByRole("tab", { name: "थप जानकारी" })).toBeVisible();
  });

  it("asks a guest to log in, in Nepali", async () => {
    mockProductApi(threeLeft);
    renderProductPage({ language: "ne" });
    await userEvent.click(await screen.findByRole("button", { name: "कार्टमा राख्नुहोस्" }));
    expect(await screen.findByText("login page")).toBeVisible();
  });

  it("says in Nepali which option is still to choose", async () => {
    localStorage.setItem("token", "header.payload.signature");
    localStorage.setItem("user", JSON.stringify(aUser()));
    mockProductApi(threeLeft);
    renderProductPage({ language: "ne" });
    await userEvent.click(await screen.findByRole("button", { name: "कार्टमा राख्नुहोस्" }));
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया रङ छान्नुहोस्");
    expect(screen.getByRole("group", { name: "रङ" })).toHaveAccessibleDescription("कृपया रङ छान्नुहोस्");
    await userEvent.click(screen.getByRole("button", { name: "प्राकृतिक टाइटेनियम" }));
    await userEvent.click(screen.getByRole("button", { name: "अहिले किन्नुहोस्" }));
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया स्टोरेज छान्नुहोस्");
    expect(document.activeElement).toBe(screen.getByLabelText("१२८GB"));
  });

  it("shows the reviews in Nepali: summary, stars, dates and the sign-in prompt", async () => {
    mockProductApi(threeLeft);
    renderProductPage({ language: "ne" });
    await userEvent.click(await screen.findByRole("tab", { name: "समीक्षाहरू (२)" }));
    expect(screen.getByText("५ मा ४.५ · २ समीक्षा")).toBeVisible();
    expect(screen.getByRole("img", { name: "५ मा ५ तारा" })).toBeVisible();
    expect(screen.getByText("प्रमाणित खरिद")).toBeVisible();
    expect(screen.getByText("२०/११/२०२६")).toBeVisible();
    const signIn = screen.getByRole("link", { name: "लगइन गर्नुहोस्" });
    expect(signIn.getAttribute("href")).toBe("/login?next=%2Fproduct%2Felectronics%2Fiphone-15-pro");
    expect(signIn.parentElement?.textContent).toBe("तपाईंले किनेको सामानको समीक्षा लेख्न लगइन गर्नुहोस्।");
    await userEvent.click(screen.getByRole("tab", { name: "विशेषताहरू" }));
    expect(screen.getByText("कुनै विशेषता उपलब्ध छैन।")).toBeVisible();
  });
});

describe("options and the description in Nepali", () => {
  it("names colours in Nepali and writes sizes' and storage's digits in Devanagari; the choice stays stored", async () => {
    mockProductApi(threeLeft);
    renderProductPage({ language: "ne" });
    const colours = await screen.findByRole("group", { name: "रङ" });
    expect(colours.textContent).toBe("रङप्राकृतिक टाइटेनियमनीलो टाइटेनियम");
    // The one memory is chosen; colour and storage wait for the shopper, named in Nepali.
    const memory = screen.getByRole("radio", { name: "८GB" }) as HTMLInputElement;
    expect(memory.value).toBe("8GB");
    expect(memory).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "प्राकृतिक टाइटेनियम" }));
    expect(screen.getByRole("button", { name: "प्राकृतिक टाइटेनियम" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    const storage = screen.getByRole("radio", { name: "१२८GB" }) as HTMLInputElement;
    await userEvent.click(storage);
    expect(storage).toBeChecked();
    expect(storage.value).toBe("128GB");
    // Blue Titanium has no 256GB: said with the other choices' Nepali names.
    await userEvent.click(screen.getByRole("button", { name: "नीलो टाइटेनियम" }));
    expect(screen.getByLabelText("२५६GB (नीलो टाइटेनियम, ८GB सँग उपलब्ध छैन)")).toBeDisabled();
  });

  it("keeps a colour the list does not know as the merchant wrote it, and a size's digits in Devanagari", async () => {
    const kurta = titaniumIphone({
      colors: ["Rhododendron Red"],
      memory: [],
      storage: [],
      variants: [
        {
          _id: "s42",
          sku: "K-42",
          options: { color: "Rhododendron Red", size: "42" },
          price: 2000,
          discountedPrice: null,
          stock: 3,
          image: null,
        },
        {
          _id: "s44",
          sku: "K-44",
          options: { color: "Rhododendron Red", size: "44" },
          price: 2000,
          discountedPrice: null,
          stock: 3,
          image: null,
        },
      ],
    });
    mockProductApi(kurta);
    renderProductPage({ language: "ne" });
    expect(await screen.findByRole("button", { name: "Rhododendron Red" })).toBeVisible();
    expect((screen.getByRole("radio", { name: "४२" }) as HTMLInputElement).value).toBe("42");
    expect(screen.getByRole("radio", { name: "४४" })).toBeVisible();
  });

  it("shows the merchant's Nepali description on the Nepali page", async () => {
    mockProductApi({ ...threeLeft, descriptionNe: "<p>टाइटेनियमको फोन।</p>" });
    renderProductPage({ language: "ne" });
    const panel = await screen.findByRole("tabpanel");
    expect(panel.textContent).toBe("टाइटेनियमको फोन।");
    expect(panel.querySelector("[lang]")).toBeNull();
  });

  it("shows the English description, marked English, where there is no Nepali one", async () => {
    mockProductApi(threeLeft);
    renderProductPage({ language: "ne" });
    const panel = await screen.findByRole("tabpanel");
    expect(panel.textContent).toBe("Titanium.");
    expect(panel.querySelector("[lang='en']")).not.toBeNull();
  });

  it("shows the English description on the English page, even with a Nepali one", async () => {
    mockProductApi({ ...threeLeft, descriptionNe: "<p>टाइटेनियमको फोन।</p>" });
    renderProductPage();
    const panel = await screen.findByRole("tabpanel");
    expect(panel.textContent).toBe("Titanium.");
    expect(panel.querySelector("[lang]")).toBeNull();
  });
});

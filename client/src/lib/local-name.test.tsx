// Product and category names in the page's language: the Nepali name on Nepali pages where there is one,
// else the English one; the product card, the product page and the listing show names that way.
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "@store/shared/categories";
import { ProductCard } from "../components/ProductCard.tsx";
import { createTranslator } from "../i18n/translator.ts";
import { productSummary } from "../testing/factories.ts";
import { useCategorySlugName, useLocalCategories, useLocalName } from "./local-name.ts";

function inLanguage(language: "en" | "ne", children: ReactNode) {
  return render(
    <I18nextProvider i18n={createTranslator(language)}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>,
  );
}

const topi = productSummary({
  name: "Dhaka Topi (Traditional Cap)",
  nameNe: "ढाका टोपी (परम्परागत टोपी)",
  category: "fashion",
});

function Names({ item }: { item: { name: string; nameNe?: string | null } }) {
  const name = useLocalName();
  const categoryName = useCategorySlugName();
  return (
    <p>
      {name(item)} | {categoryName("fashion")}
    </p>
  );
}

function Menu() {
  const categories = useLocalCategories(CATEGORIES);
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.slug}>
          {category.name}: {category.subcategories.map((sub) => sub.name).join(", ")}
        </li>
      ))}
    </ul>
  );
}

describe("useLocalName", () => {
  it("names things in Nepali on Nepali pages, and in English where no Nepali name is given", () => {
    inLanguage("ne", <Names item={topi} />);
    expect(screen.getByText("ढाका टोपी (परम्परागत टोपी) | फेसन")).toBeTruthy();
  });

  it("falls back to the English name on Nepali pages", () => {
    inLanguage("ne", <Names item={{ name: "iPhone 15", nameNe: null }} />);
    expect(screen.getByText("iPhone 15 | फेसन")).toBeTruthy();
  });

  it("keeps English pages as they were: the English name and the category's slug", () => {
    inLanguage("en", <Names item={topi} />);
    expect(screen.getByText("Dhaka Topi (Traditional Cap) | fashion")).toBeTruthy();
  });
});

describe("useLocalCategories", () => {
  it("gives the menus every category and subcategory name in the page's language", () => {
    inLanguage("ne", <Menu />);
    expect(screen.getByText(/^किराना: चामल र अन्न, दाल र गेडागुडी/)).toBeTruthy();
  });

  it("leaves English menus in English", () => {
    inLanguage("en", <Menu />);
    expect(screen.getByText(/^Groceries: Rice & Grains, Dal & Pulses/)).toBeTruthy();
  });
});

describe("the product card", () => {
  it("shows a product's Nepali name on Nepali pages, as its heading and its picture's name", () => {
    inLanguage("ne", <ProductCard product={topi} />);
    expect(screen.getByRole("heading", { name: "ढाका टोपी (परम्परागत टोपी)" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "ढाका टोपी (परम्परागत टोपी)" })).toBeTruthy();
  });

  it("shows the English name on English pages, and where the product has no Nepali name", () => {
    inLanguage("en", <ProductCard product={topi} />);
    expect(screen.getByRole("heading", { name: "Dhaka Topi (Traditional Cap)" })).toBeTruthy();
  });

  it("shows the English name on Nepali pages when the product has no Nepali name", () => {
    inLanguage("ne", <ProductCard product={productSummary({ name: "iPhone 15" })} />);
    expect(screen.getByRole("heading", { name: "iPhone 15" })).toBeTruthy();
  });
});

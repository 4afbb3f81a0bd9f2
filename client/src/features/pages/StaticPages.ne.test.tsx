// The simple pages and the not-found page in Nepali, titles included.
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../i18n/translator.ts";
import NotFoundPage from "../../app/layout/NotFoundPage.tsx";
import { CheckoutPage, DealsPage, OffersPage, VendorPage } from "./StaticPages.tsx";

function renderInNepali(element: React.ReactNode) {
  render(
    <I18nextProvider i18n={createTranslator("ne")}>
      <MemoryRouter>{element}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe("the simple pages in Nepali", () => {
  it("deals", () => {
    renderInNepali(<DealsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "मेरो छुट पृष्ठ" })).toBeVisible();
    expect(document.title).toBe("छुट | Nepal Store");
  });

  it("offers, their amounts in Devanagari digits", () => {
    renderInNepali(<OffersPage />);
    expect(screen.getByRole("heading", { level: 1, name: "सबै अफरहरू" })).toBeVisible();
    expect(screen.getByText("रु ५,००० भन्दा बढीको अर्डरमा निःशुल्क डेलिभरी।")).toBeVisible();
    expect(screen.getByText("जुनसुकै अर्डरमा रु १०० मा उपहार र्‍याप।")).toBeVisible();
  });

  it("checkout and vendor", () => {
    renderInNepali(
      <>
        <CheckoutPage />
        <VendorPage />
      </>,
    );
    expect(screen.getByRole("heading", { name: "चेकआउट" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "विक्रेता ड्यासबोर्ड" })).toBeVisible();
  });

  it("page not found", () => {
    renderInNepali(<NotFoundPage />);
    expect(screen.getByRole("heading", { name: "पृष्ठ भेटिएन" })).toBeVisible();
    expect(screen.getByRole("button", { name: "पछाडि जानुहोस्" })).toBeVisible();
    expect(screen.getByRole("link", { name: "गृहपृष्ठमा जानुहोस्" }).getAttribute("href")).toBe("/");
    expect(document.title).toBe("पृष्ठ भेटिएन | Nepal Store");
  });
});

// One promise per policy (issue 29): the home page's feature card and /offers say the store's one return
// policy in the same words, in English and Nepali, and no other sentence of the storefront names a return
// period of its own.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RETURN_DAYS } from "@store/shared/return-policy";
import type { Language } from "@store/shared/language";
import { registeredCatalogues } from "../../i18n/catalogues.ts";
import { renderAt } from "../../testing/render.tsx";
import HomePage from "../../features/home/HomePage.tsx";
import { OffersPage } from "../../features/pages/StaticPages.tsx";
import { returnPolicyMessages } from "./return-policy-messages.ts";

// Every catalogue of the storefront, so the scan below reads all their sentences.
import.meta.glob(
  [
    "../../features/**/*messages.ts",
    "../../lib/**/*messages.ts",
    "../../components/**/*messages.ts",
    "../../app/**/*messages.ts",
  ],
  { eager: true },
);

afterEach(() => vi.restoreAllMocks());

const POLICY: Record<Language, string> = { en: "30-day return policy", ne: "३० दिने फिर्ता नीति" };

/** The store answering home's lists with nothing. */
function mockEmptyStore() {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    const body = url.pathname.endsWith("/brands")
      ? { success: true, brands: [] }
      : { success: true, products: [], pagination: { page: 1, limit: 8, total: 0, totalPages: 0 } };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
}

describe.each(["en", "ne"] as const)("the return policy (%s)", (language) => {
  it("is the store's days, in the page's words", () => {
    expect(RETURN_DAYS).toBe(30);
    expect(POLICY[language]).toBe(
      returnPolicyMessages[language].policy.replace(
        "{{days}}",
        language === "ne" ? "३०" : String(RETURN_DAYS),
      ),
    );
  });

  it("is what home's feature card promises", () => {
    mockEmptyStore();
    renderAt("/", [{ path: "/", element: <HomePage /> }], { language });
    const card = screen.getByText(new RegExp(POLICY[language]));
    expect(card.closest(".feature-strip")).not.toBeNull();
    expect(card.textContent).toBe(
      language === "en"
        ? "30-day return policy with money-back guarantee"
        : "पैसा फिर्ता ग्यारेन्टीसहित ३० दिने फिर्ता नीति",
    );
  });

  it("is what /offers promises, in its list and its description", () => {
    renderAt("/offers", [{ path: "/offers", element: <OffersPage /> }], { language });
    const offered = screen
      .getAllByRole("listitem")
      .filter((item) => item.textContent?.includes(POLICY[language]));
    expect(offered.map((item) => item.textContent)).toEqual([
      language === "en" ? "30-day return policy on eligible products." : "योग्य सामानमा ३० दिने फिर्ता नीति।",
    ]);
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    expect(description).toContain(POLICY[language]);
  });
});

describe("no other sentence", () => {
  it("names a return period of its own: returns are promised only through the policy's phrase", () => {
    // A sentence about returns ("return", "फिर्ता" but not money back, "पैसा फिर्ता") with a number of days or
    // hours in it.
    const aboutReturns = /\breturns?\b|(?<!पैसा )फिर्ता/i;
    const period = /[0-9०-९]|\b(day|hour)s?\b|दिन|घण्टा/i;
    const offenders = registeredCatalogues()
      .filter((catalogue) => catalogue.namespace !== returnPolicyMessages.namespace)
      .flatMap((catalogue) =>
        (["en", "ne"] as const).flatMap((language) =>
          Object.entries(catalogue[language])
            .filter(([, sentence]) => aboutReturns.test(sentence) && period.test(sentence))
            .map(([key, sentence]) => `${catalogue.namespace}:${key} (${language}): ${sentence}`),
        ),
      );
    expect(offenders).toEqual([]);
  });
});

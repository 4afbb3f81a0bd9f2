import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../i18n/translator.ts";
import { usePlaceName } from "./delivery-location.ts";

const nepali = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={createTranslator("ne")}>{children}</I18nextProvider>
);

describe("the delivery place's name", () => {
  it("is Nepali on Nepali pages, and a place it does not know stays as it is", () => {
    const { result } = renderHook(() => usePlaceName(), { wrapper: nepali });
    expect(["Kathmandu", "Pokhara", "Biratnagar", "Nepal"].map(result.current)).toEqual([
      "काठमाडौं",
      "पोखरा",
      "विराटनगर",
      "नेपाल",
    ]);
    expect(result.current("Lalitpur")).toBe("Lalitpur");
  });

  it("is English on English pages", () => {
    const { result } = renderHook(() => usePlaceName());
    expect(result.current("Pokhara")).toBe("Pokhara");
  });
});

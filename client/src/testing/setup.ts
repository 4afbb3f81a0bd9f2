// The DOM matchers (toBeVisible, toHaveTextContent, toHaveAttribute…), with their types for every test file.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { setI18n } from "react-i18next";
import { afterEach } from "vitest";
import { createTranslator } from "../i18n/translator.ts";

// Components rendered without the app's providers read their texts in English, as the product writes them
// (docs/STOREFRONT.md).
setI18n(createTranslator("en"));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

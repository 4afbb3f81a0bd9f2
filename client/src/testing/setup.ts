import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { setI18n } from "react-i18next";
import { afterEach } from "vitest";
import { createTranslator } from "../i18n/translator.ts";

// Components rendered without the app's providers read their texts in English, as SPEC.md writes them.
setI18n(createTranslator("en"));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

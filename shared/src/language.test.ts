import { describe, expect, it } from "vitest";
import { chooseLanguage, languageAccepted, languageInCookie } from "./language.ts";

describe("the page's language", () => {
  it("is the lang cookie's when it names a language", () => {
    expect(chooseLanguage("a=1; lang=ne; b=2", "en")).toBe("ne");
    expect(chooseLanguage("lang=en", "ne-NP")).toBe("en");
  });

  it("ignores a cookie that names no language, and falls back to Accept-Language", () => {
    expect(languageInCookie("lang=fr")).toBeUndefined();
    expect(languageInCookie("xlang=ne")).toBeUndefined();
    expect(chooseLanguage("lang=<script>", "ne-NP,ne;q=0.9,en;q=0.8")).toBe("ne");
  });

  it("takes the most preferred of the store's languages from Accept-Language", () => {
    expect(languageAccepted("ne-NP,ne;q=0.9,en-US;q=0.8")).toBe("ne");
    expect(languageAccepted("en-GB,en;q=0.9,ne;q=0.5")).toBe("en");
    expect(languageAccepted("fr-FR,ne;q=0.7,en;q=0.3")).toBe("ne");
    expect(languageAccepted("hi-IN,fr;q=0.8")).toBe("en");
    expect(languageAccepted("ne;q=0, en")).toBe("en");
    expect(languageAccepted(undefined)).toBe("en");
    expect(languageAccepted("")).toBe("en");
  });
});

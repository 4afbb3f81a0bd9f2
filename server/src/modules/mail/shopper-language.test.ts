import { describe, expect, it } from "vitest";
import { requestLanguage, storedLanguage } from "./shopper-language.ts";

describe("the language a request states", () => {
  it("is the lang cookie's, even against Accept-Language", () => {
    expect(requestLanguage({ cookie: "a=1; lang=ne" })).toBe("ne");
    expect(requestLanguage({ cookie: "lang=ne", "accept-language": "en" })).toBe("ne");
    expect(requestLanguage({ cookie: "lang=en", "accept-language": "ne" })).toBe("en");
  });

  it("is what Accept-Language prefers among the store's languages without a cookie", () => {
    expect(requestLanguage({ "accept-language": "ne-NP,ne;q=0.9,en;q=0.5" })).toBe("ne");
    expect(requestLanguage({ "accept-language": "en-US,en;q=0.9,ne;q=0.8" })).toBe("en");
    expect(requestLanguage({ cookie: "lang=fr", "accept-language": "fr, ne;q=0.4" })).toBe("ne");
  });

  it("is none when the request names neither language, so the kept one is used", () => {
    expect(requestLanguage({})).toBeUndefined();
    expect(requestLanguage({ "accept-language": "fr-FR, de;q=0.5" })).toBeUndefined();
    expect(requestLanguage({ "accept-language": "ne;q=0" })).toBeUndefined();
    expect(requestLanguage({ cookie: "theme=dark" })).toBeUndefined();
  });

  it("reads a stored column as a language, English for anything unknown", () => {
    expect(storedLanguage("ne")).toBe("ne");
    expect(storedLanguage("en")).toBe("en");
    expect(storedLanguage("xx")).toBe("en");
    expect(storedLanguage(null)).toBe("en");
  });
});

import { describe, expect, it } from "vitest";
import { categoryNameNe, localName } from "./local-name.ts";

describe("localName", () => {
  const topi = { name: "Dhaka Topi (Traditional Cap)", nameNe: "ढाका टोपी (परम्परागत टोपी)" };

  it("gives the Nepali name on Nepali pages and the English one on English pages", () => {
    expect(localName(topi, "ne")).toBe("ढाका टोपी (परम्परागत टोपी)");
    expect(localName(topi, "en")).toBe("Dhaka Topi (Traditional Cap)");
  });

  it("falls back to the English name where there is no Nepali one", () => {
    for (const nameNe of [null, undefined, ""])
      expect(localName({ name: "iPhone 15", nameNe }, "ne"), String(nameNe)).toBe("iPhone 15");
    expect(localName({ name: "iPhone 15" }, "ne")).toBe("iPhone 15");
  });
});

describe("categoryNameNe", () => {
  it("names the top categories in Nepali by slug, and nothing else", () => {
    expect(categoryNameNe("groceries")).toBe("किराना");
    expect(categoryNameNe("electronics")).toBe("इलेक्ट्रोनिक्स");
    expect(categoryNameNe("cars")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { colourNameNe, localColour, localOptionValue } from "./colour-names.ts";
import { devanagariDigits } from "./money.ts";

describe("colour names in Nepali", () => {
  it("translates plain colours and the makers' names word by word", () => {
    expect(colourNameNe("Black")).toBe("कालो");
    expect(colourNameNe("Sky Blue")).toBe("आकाशे नीलो");
    expect(colourNameNe("Midnight Blue")).toBe("मिडनाइट नीलो");
    expect(colourNameNe("Natural Titanium")).toBe("प्राकृतिक टाइटेनियम");
    expect(colourNameNe("Awesome Navy")).toBe("अउसम गाढा नीलो");
    // Case and spacing as the admin typed them do not matter.
    expect(colourNameNe("  dark   GREY ")).toBe("गाढा खरानी");
  });

  it("reads a whole name that its words would not say well", () => {
    expect(colourNameNe("Triple Black")).toBe("पूरै कालो");
    expect(colourNameNe("Space Gray")).toBe("स्पेस ग्रे");
  });

  it("keeps the joint of a two-tone name", () => {
    expect(colourNameNe("Black/White")).toBe("कालो/सेतो");
    expect(colourNameNe("White/Red")).toBe("सेतो/रातो");
    expect(colourNameNe("Black and White")).toBe("कालो र सेतो");
    expect(colourNameNe("Black & White")).toBe("कालो र सेतो");
  });

  it("knows nothing of a name with a word it does not know, nor of an inherited key", () => {
    expect(colourNameNe("Rainforest")).toBeNull();
    expect(colourNameNe("Midnight Rainforest")).toBeNull();
    expect(colourNameNe("Black/Rainforest")).toBeNull();
    expect(colourNameNe("constructor")).toBeNull();
    expect(colourNameNe("")).toBeNull();
  });

  it("shows the merchant's word where it knows no Nepali, and English pages as stored", () => {
    expect(localColour("Rainforest", "ne")).toBe("Rainforest");
    expect(localColour("Sky Blue", "ne")).toBe("आकाशे नीलो");
    expect(localColour("Sky Blue", "en")).toBe("Sky Blue");
  });
});

describe("option values on a page", () => {
  it("writes sizes', memory's and storage's digits in Devanagari on Nepali pages", () => {
    expect(localOptionValue("size", "42", "ne")).toBe("४२");
    expect(localOptionValue("size", "XL", "ne")).toBe("XL");
    expect(localOptionValue("memory", "8GB", "ne")).toBe("८GB");
    expect(localOptionValue("storage", "512GB SSD", "ne")).toBe("५१२GB SSD");
    expect(localOptionValue("color", "Maroon", "ne")).toBe("मरुन");
  });

  it("leaves every value as stored on English pages", () => {
    for (const [kind, value] of [
      ["size", "42"],
      ["memory", "8GB"],
      ["color", "Maroon"],
    ] as const)
      expect(localOptionValue(kind, value, "en")).toBe(value);
  });

  it("changes nothing but digits", () => {
    expect(devanagariDigits("1TB SSD, 0-9")).toBe("१TB SSD, ०-९");
  });
});

import { describe, expect, it } from "vitest";
import { brandLogoSvg, productImageSvg, titleFromSlug, wrapWords } from "./svg.ts";

describe("generated product pictures", () => {
  it("draws the product's name, escaped, and the same picture every time", () => {
    const svg = productImageSvg("electronics", "iphone-15-pro", 1);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("Iphone 15 Pro");
    expect(productImageSvg("electronics", "iphone-15-pro", 1)).toBe(svg);
    expect(productImageSvg("electronics", "iphone-15-pro", 2)).not.toBe(svg);
  });

  it("colours each category differently and falls back for an unknown one", () => {
    const fill = (svg: string) => /<rect width="800" height="800" fill="([^"]+)"/.exec(svg)?.[1];
    expect(fill(productImageSvg("fruits", "banana", 1))).not.toBe(
      fill(productImageSvg("fashion", "banana", 1)),
    );
    expect(fill(productImageSvg("unknown", "banana", 1))).toBeDefined();
  });

  it("keeps long names to three lines", () => {
    expect(wrapWords("A very long product name that goes on and on and on forever", 22, 3)).toHaveLength(3);
    expect(titleFromSlug("lg-43-inch-uhd")).toBe("Lg 43 Inch Uhd");
  });
});

describe("generated brand logos", () => {
  it("spells brand names properly and escapes them", () => {
    expect(brandLogoSvg("lg")).toContain(">LG<");
    expect(brandLogoSvg("wai-wai")).toContain(">Wai Wai<");
    expect(brandLogoSvg("a-b")).toContain('aria-label="A B"');
  });
});

import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_SLUGS } from "@store/shared/categories";
import { colourHex, colourSlug } from "@store/shared/colours";
import { BRANDS, PRODUCTS } from "../../../../prisma/seed/catalogue.ts";
import { brandLogoSvg, escapeXml, productImageSvg, titleFromSlug, wrapWords } from "./svg.ts";

/** A small XML check: tags nest and close, attributes are quoted, text has no bare < or &. */
function isWellFormed(xml: string): boolean {
  const open: string[] = [];
  const pieces = xml.split(/(<[^>]*>)/);
  for (const piece of pieces) {
    if (!piece.startsWith("<")) {
      if (/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(piece)) return false;
      continue;
    }
    const tag =
      /^<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>$/.exec(
        piece,
      );
    if (!tag) return false;
    const [, closing, name, , selfClosing] = tag;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name!);
  }
  return open.length === 0;
}

const background = (svg: string) => /<rect width="800" height="800" fill="([^"]+)"/.exec(svg)?.[1];

describe("generated product pictures", () => {
  it("draws the product's name in a well-formed 800x800 SVG, the same picture every time", () => {
    const svg = productImageSvg("electronics", "iphone-15-pro", 1);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 800"');
    expect(svg).toContain(">iPhone 15 Pro<");
    expect(svg).toContain(">ELECTRONICS<");
    expect(isWellFormed(svg)).toBe(true);
    expect(productImageSvg("electronics", "iphone-15-pro", 1)).toBe(svg);
  });

  it("varies the pictures of one product by their number", () => {
    const shots = [1, 2, 3].map((n) => productImageSvg("fashion", "nike-air-max-270", n));
    expect(new Set(shots).size).toBe(3);
  });

  it("draws every seeded product image, in each of its colours, small, well formed and with the product's name", () => {
    for (const product of PRODUCTS) {
      for (const colour of [undefined, ...(product.colors ?? []).map(colourSlug)]) {
        product.images.forEach((_, index) => {
          const svg = productImageSvg(product.category, product.slug, index + 1, {
            subcategory: product.sub,
            colour,
          });
          expect(isWellFormed(svg), product.slug).toBe(true);
          expect(svg, product.slug).toContain(
            `<title>${escapeXml(wrapWords(titleFromSlug(product.slug), 22, 3).join(" "))}</title>`,
          );
          expect(Buffer.byteLength(svg), product.slug).toBeGreaterThan(1000);
          expect(Buffer.byteLength(svg), product.slug).toBeLessThan(3000);
        });
      }
    }
  });

  it("gives every subcategory of the store its own drawing, and an unknown one its category's", () => {
    const drawing = (svg: string) => /<g data-art="([^"]+)"[^>]*>(.*?)<\/g>\n/s.exec(svg);
    const seen = new Map<string, string>();
    for (const category of CATEGORIES) {
      for (const sub of category.subcategories) {
        const match = drawing(productImageSvg(category.slug, "thing", 1, { subcategory: sub.slug }))!;
        expect(match[1]).toBe(sub.slug);
        expect([...seen.values()], sub.slug).not.toContain(match[2]);
        seen.set(sub.slug, match[2]!);
      }
    }
    // Every subcategory the seed uses is one of them.
    for (const product of PRODUCTS) expect(seen.has(product.sub), product.sub).toBe(true);
    expect(drawing(productImageSvg("fashion", "thing", 1, { subcategory: "capes" }))![1]).toBe("fashion");
    expect(drawing(productImageSvg("fashion", "thing", 1))![1]).toBe("fashion");
    expect(drawing(productImageSvg("garden", "thing", 1, { subcategory: "hoses" }))![1]).toBe("product");
    expect(drawing(productImageSvg("fashion", "thing", 1, { subcategory: "__proto__" }))![1]).toBe("fashion");
  });

  it("draws what a product's name says it is where its subcategory's drawing would misname it", () => {
    const art = (slug: string) =>
      /<g data-art="([^"]+)"/.exec(productImageSvg("x", slug, 1, { subcategory: "y" }))?.[1];
    const bySlug = new Map(PRODUCTS.map((product) => [product.slug, product]));
    for (const [slug, drawing] of [
      ["dhaka-topi-traditional-cap", "cap"],
      ["jbl-flip-6-portable-speaker", "speaker"],
      ["lg-260l-double-door-refrigerator", "fridge"],
      ["samsung-7-kg-front-load-washing-machine", "washer"],
      ["samsung-galaxy-watch6-44mm", "watches"],
      ["adidas-terrex-hiking-backpack-30-l", "bags"],
      ["nike-phantom-club-football-boots", "footwear"],
    ] as const) {
      const product = bySlug.get(slug)!;
      expect(product, slug).toBeDefined();
      const svg = productImageSvg(product.category, slug, 1, { subcategory: product.sub });
      expect(svg, slug).toContain(`data-art="${drawing}"`);
    }
    // Only whole words of the name count.
    expect(art("capacity-meter")).not.toBe("cap");
    expect(art("husband-gift")).not.toBe("watches");
  });

  it("fills the object with the chosen colour, on a light wash of it, and outlines a light one", () => {
    const plain = productImageSvg("fashion", "nike-air-max-270", 1, { subcategory: "footwear" });
    const blue = productImageSvg("fashion", "nike-air-max-270", 1, {
      subcategory: "footwear",
      colour: "sky-blue",
    });
    expect(blue).toContain(`fill="${colourHex("Sky Blue")}" color="${colourHex("Sky Blue")}"`);
    expect(blue).not.toBe(plain);
    expect(background(blue)).not.toBe(background(plain));
    const white = productImageSvg("fashion", "nike-air-max-270", 1, {
      subcategory: "footwear",
      colour: "white",
    });
    expect(white).toContain('stroke-opacity=".3"');
    expect(blue).not.toContain('stroke-opacity=".3"');
    expect(
      productImageSvg("fashion", "nike-air-max-270", 1, { subcategory: "footwear", colour: "sky-blue" }),
    ).toBe(blue);
  });

  it("paints a two-tone colour's second tone on the drawing's white details", () => {
    const svg = productImageSvg("fashion", "shoe", 1, { subcategory: "footwear", colour: "white-and-red" });
    expect(svg).toContain(`fill="${colourHex("White")}" color="${colourHex("White")}"`);
    expect(svg).toContain(`fill="${colourHex("Red")}"`);
  });

  it("never writes a malformed colour into the picture", () => {
    const plain = productImageSvg("fashion", "shoe", 1, { subcategory: "footwear" });
    for (const colour of [
      'red" onload="alert(1)',
      "<script>",
      "Red",
      "red1",
      "",
      "-",
      "a".repeat(41),
      "url(#x)",
    ]) {
      const svg = productImageSvg("fashion", "shoe", 1, { subcategory: "footwear", colour });
      expect(svg, colour).toBe(plain);
    }
  });

  it("colours each category differently and falls back for an unknown one", () => {
    const colours = CATEGORY_SLUGS.map((slug) => background(productImageSvg(slug, "banana", 1)));
    expect(new Set(colours).size).toBe(CATEGORY_SLUGS.length);
    const unknown = productImageSvg("unknown", "banana", 1);
    expect(background(unknown)).toBeDefined();
    expect(isWellFormed(unknown)).toBe(true);
  });

  it("escapes names and survives odd input", () => {
    const svg = productImageSvg("<script>", `a-<b>-&-"c"-'d'`, 1);
    expect(isWellFormed(svg)).toBe(true);
    expect(svg).toContain("&lt;b&gt;");
    expect(svg).toContain("&amp;");
    expect(svg).not.toContain("<script>");
    for (const n of [0, -1, 1.5, Number.NaN, 99])
      expect(isWellFormed(productImageSvg("fruits", "kiwi", n))).toBe(true);
    expect(productImageSvg("fruits", "kiwi", 0)).toBe(productImageSvg("fruits", "kiwi", 1));
    expect(isWellFormed(productImageSvg("fruits", "", 1))).toBe(true);
    expect(isWellFormed(productImageSvg("fruits", "x".repeat(200), 1))).toBe(true);
  });

  it("keeps long names to three lines and spells units and makers properly", () => {
    const lines = wrapWords("A very long product name that goes on and on and on and on forever", 22, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith("…")).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(23);
    expect(wrapWords("x".repeat(40), 22, 3)).toEqual([`${"x".repeat(21)}…`]);
    expect(titleFromSlug("lg-43-inch-uhd-4k-smart-tv")).toBe("LG 43 Inch UHD 4K Smart TV");
    expect(titleFromSlug("wai-wai-chicken-noodles-pack-of-30")).toBe("Wai Wai Chicken Noodles Pack of 30");
    expect(titleFromSlug("dabur-mustard-oil-1-l")).toBe("Dabur Mustard Oil 1 L");
  });
});

describe("generated brand logos", () => {
  it("spells every seeded brand's name as the catalogue does, in a 240x120 badge", () => {
    for (const brand of BRANDS) {
      const svg = brandLogoSvg(brand.slug);
      expect(svg).toContain('viewBox="0 0 240 120"');
      expect(svg, brand.slug).toContain(`aria-label="${escapeXml(brand.name)}"`);
      expect(isWellFormed(svg), brand.slug).toBe(true);
    }
    expect(brandLogoSvg("lg")).toContain(">LG<");
    expect(brandLogoSvg("wai-wai")).toContain(">Wai Wai<");
  });

  it("puts long names on two lines and colours brands differently", () => {
    const svg = brandLogoSvg("sherpa-adventure-gear");
    expect(svg.match(/<tspan/g)).toHaveLength(2);
    expect(brandLogoSvg("apple")).toBe(brandLogoSvg("apple"));
    expect(brandLogoSvg("apple").replace(/Apple/g, "")).not.toBe(brandLogoSvg("sony").replace(/Sony/g, ""));
  });

  it("escapes and survives odd input", () => {
    expect(isWellFormed(brandLogoSvg(`<a>&"b"`))).toBe(true);
    expect(isWellFormed(brandLogoSvg(""))).toBe(true);
    expect(isWellFormed(brandLogoSvg("a-".repeat(60)))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import {
  assertValidStructuredData,
  extractJsonLd,
  jsonLdOfType,
  pageMetaProblems,
  readPageMeta,
  structuredDataProblems,
} from "./structured-data-check.ts";

const S = "https://schema.org";
const validProduct = {
  "@context": S,
  "@type": "Product",
  name: "Dhaka topi",
  image: ["https://store.example/topi.jpg"],
  offers: {
    "@type": "Offer",
    price: 1200,
    priceCurrency: "NPR",
    availability: "https://schema.org/InStock",
  },
};

describe("structuredDataProblems", () => {
  it("accepts a valid product", () => {
    expect(structuredDataProblems(validProduct)).toEqual([]);
  });

  it.each([
    ["no name", { ...validProduct, name: "" }, "name: required"],
    ["no offers, review or rating", { ...validProduct, offers: undefined }, "one of offers"],
    ["a relative image", { ...validProduct, image: ["/topi.jpg"] }, "image"],
    ["no price", { ...validProduct, offers: { ...validProduct.offers, price: undefined } }, "price"],
    [
      "a currency name",
      { ...validProduct, offers: { ...validProduct.offers, priceCurrency: "Rs" } },
      "priceCurrency",
    ],
    [
      "availability in words",
      { ...validProduct, offers: { ...validProduct.offers, availability: "InStock" } },
      "availability",
    ],
    ["an offer of no type", { ...validProduct, offers: { price: 1 } }, "@type must be Offer"],
    [
      "an aggregate offer without a count",
      {
        ...validProduct,
        offers: { "@type": "AggregateOffer", lowPrice: 1, highPrice: 2, priceCurrency: "NPR" },
      },
      "offerCount",
    ],
    [
      "an aggregate offer whose high price is below its low",
      {
        ...validProduct,
        offers: { "@type": "AggregateOffer", lowPrice: 5, highPrice: 2, priceCurrency: "NPR", offerCount: 2 },
      },
      "highPrice",
    ],
    [
      "a rating above its best",
      {
        ...validProduct,
        aggregateRating: { "@type": "AggregateRating", ratingValue: 6, reviewCount: 2, bestRating: 5 },
      },
      "outside",
    ],
    [
      "a rating without a count",
      { ...validProduct, aggregateRating: { "@type": "AggregateRating", ratingValue: 4 } },
      "reviewCount or ratingCount",
    ],
    ["no context", { ...validProduct, "@context": undefined }, "@context"],
    ["an unknown type", { "@context": S, "@type": "Recipe", name: "Momo" }, "not a type this check knows"],
  ])("reports %s", (_, data, problem) => {
    const problems = structuredDataProblems(data);
    expect(problems.join("\n")).toContain(problem);
  });

  it("checks breadcrumb positions, names and addresses (the last may go without one)", () => {
    const crumbs = (items: object[]) => ({
      "@context": S,
      "@type": "BreadcrumbList",
      itemListElement: items,
    });
    const item = (position: number, name: string, address?: string) => ({
      "@type": "ListItem",
      position,
      name,
      ...(address ? { item: address } : {}),
    });
    expect(structuredDataProblems(crumbs([item(1, "Home", "https://s.example/"), item(2, "Topi")]))).toEqual(
      [],
    );
    expect(structuredDataProblems(crumbs([item(1, "Home"), item(2, "Topi")])).join()).toContain("[0].item");
    expect(
      structuredDataProblems(crumbs([item(1, "Home", "https://s.example/"), item(3, "Topi")])).join(),
    ).toContain("position: 2 expected");
    expect(structuredDataProblems(crumbs([item(1, "", "https://s.example/")])).join()).toContain("name");
    expect(structuredDataProblems(crumbs([item(1, "Home", "/relative")])).join()).toContain("absolute");
    expect(structuredDataProblems(crumbs([])).join()).toContain("non-empty");
  });

  it("checks the organisation and the site's search action", () => {
    const site = (action: object) => ({
      "@context": S,
      "@type": "WebSite",
      name: "Shop",
      url: "https://s.example/",
      potentialAction: action,
    });
    const action = (target: unknown, input: unknown) => ({
      "@type": "SearchAction",
      target,
      "query-input": input,
    });
    expect(structuredDataProblems(site(action("https://s.example/p?q={q}", "required name=q")))).toEqual([]);
    expect(
      structuredDataProblems(
        site(action({ "@type": "EntryPoint", urlTemplate: "https://s.example/p?q={q}" }, "required name=q")),
      ),
    ).toEqual([]);
    expect(
      structuredDataProblems(site(action("https://s.example/p?q={q}", "required name=term"))).join(),
    ).toContain("{term}");
    expect(structuredDataProblems(site(action("/p?q={q}", "required name=q"))).join()).toContain("target");
    expect(structuredDataProblems(site(action("https://s.example/p?q={q}", "name=q"))).join()).toContain(
      "query-input",
    );
    expect(structuredDataProblems({ "@context": S, "@type": "Organization", name: "Shop" }).join()).toContain(
      "url",
    );
    expect(
      structuredDataProblems({
        "@context": S,
        "@type": "Organization",
        name: "Shop",
        url: "https://s.example/",
        logo: "/logo.svg",
      }).join(),
    ).toContain("logo");
  });

  it("reads lists and @graph, and throws naming every problem", () => {
    expect(
      structuredDataProblems({ "@context": S, "@graph": [validProduct, { "@type": "Product" }] }).length,
    ).toBeGreaterThan(0);
    expect(() => assertValidStructuredData([validProduct])).not.toThrow();
    expect(() => assertValidStructuredData([{ ...validProduct, name: "" }])).toThrow(
      /\[0\]\(Product\)\.name/,
    );
  });
});

describe("reading HTML", () => {
  const html =
    '<html><head><title>Topi | Nepal Store</title><meta name="description" content="Warm &amp; soft"/>' +
    '<link rel="canonical" href="https://s.example/product/fashion/topi"/>' +
    '<meta property="og:title" content="Topi"/><meta property="og:description" content="Warm &amp; soft"/>' +
    '<meta property="og:type" content="product"/><meta property="og:url" content="https://s.example/product/fashion/topi"/>' +
    '<meta property="og:image" content="https://s.example/topi.jpg"/><meta property="og:site_name" content="Nepal Store"/>' +
    '<meta name="twitter:card" content="summary_large_image"/><meta name="twitter:title" content="Topi"/>' +
    '<meta name="twitter:description" content="Warm"/><meta name="twitter:image" content="https://s.example/topi.jpg"/>' +
    `</head><body><script type="application/ld+json">${JSON.stringify(validProduct)}</script>` +
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"\\u003c/script>"}</script></body></html>';

  it("finds the metadata tags and finds nothing wrong with a complete set", () => {
    const tags = readPageMeta(html);
    expect(tags.titles).toEqual(["Topi | Nepal Store"]);
    expect(tags.description).toBe("Warm & soft");
    expect(tags.canonicals).toEqual(["https://s.example/product/fashion/topi"]);
    expect(tags.meta["og:type"]).toBe("product");
    expect(pageMetaProblems(tags)).toEqual([]);
  });

  it("reports a second title, a missing canonical, a relative image and a long description", () => {
    const tags = readPageMeta(html);
    expect(pageMetaProblems({ ...tags, titles: ["a", "b"] }).join()).toContain("exactly one");
    expect(pageMetaProblems({ ...tags, canonicals: [] }).join()).toContain("canonical link missing");
    expect(pageMetaProblems({ ...tags, canonicals: [] }, { canonical: false })).toEqual([]);
    expect(pageMetaProblems({ ...tags, meta: { ...tags.meta, "og:image": "/topi.jpg" } }).join()).toContain(
      "og:image",
    );
    expect(pageMetaProblems({ ...tags, description: "x".repeat(161) }).join()).toContain("description");
  });

  it("parses every JSON-LD block and picks them by type", () => {
    const blocks = extractJsonLd(html);
    expect(blocks).toHaveLength(2);
    expect(jsonLdOfType(blocks, "Organization")[0]?.name).toBe("</script>");
    expect(jsonLdOfType(blocks, "Product")).toHaveLength(1);
  });
});

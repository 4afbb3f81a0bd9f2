import { describe, expect, it } from "vitest";
import { productSummary, productDetail } from "../../testing/factories.ts";
import {
  breadcrumbJsonLd,
  categoryName,
  itemListJsonLd,
  organizationJsonLd,
  productBreadcrumbs,
  productJsonLd,
  webSiteJsonLd,
} from "./json-ld.ts";
import { assertValidStructuredData } from "./structured-data-check.ts";

const ORIGIN = "https://store.example.com.np";

describe("productJsonLd", () => {
  it("describes a product whose variants differ in price with an AggregateOffer in NPR", () => {
    const data = productJsonLd(ORIGIN, productDetail());
    assertValidStructuredData(data);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "iPhone 15 Pro",
      image: [
        `${ORIGIN}/media/products/electronics/iphone-15-pro-1.svg`,
        "https://cdn.example.com/iphone-2.jpg",
      ],
      description: "Titanium & A17 Pro. USB‑C",
      sku: "IPHONE-15-PRO-128GB",
      brand: { "@type": "Brand", name: "Apple" },
      category: "Smartphones",
      url: `${ORIGIN}/product/electronics/iphone-15-pro`,
      offers: {
        "@type": "AggregateOffer",
        // What a shopper pays: the 128GB's discounted price, the 256GB's full price.
        lowPrice: 164999,
        highPrice: 194999,
        offerCount: 2,
        priceCurrency: "NPR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        url: `${ORIGIN}/product/electronics/iphone-15-pro`,
      },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it("gives one Offer at the discounted price when every variant costs the same, out of stock when none is left", () => {
    const one = productDetail({
      stock: 0,
      variants: [
        productDetail().variants[0]!,
        { ...productDetail().variants[0]!, _id: "v9", sku: "B", stock: 0 },
      ],
    });
    const data = productJsonLd(ORIGIN, one);
    assertValidStructuredData(data);
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: 164999,
      priceCurrency: "NPR",
      availability: "https://schema.org/OutOfStock",
    });
  });

  it("names the sku of the variant a shopper pays least for", () => {
    const [first, second] = productDetail().variants;
    const data = productJsonLd(ORIGIN, productDetail({ variants: [second!, { ...first!, sku: "CHEAP" }] }));
    expect(data.sku).toBe("CHEAP");
  });

  it("leaves the rating out when nobody has reviewed the product", () => {
    const data = productJsonLd(ORIGIN, productDetail({ reviewCount: 0, rating: 0 }));
    assertValidStructuredData(data);
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("keeps a hostile name as data", () => {
    const data = productJsonLd(ORIGIN, productDetail({ name: "</script><script>alert(1)</script>" }));
    expect(data.name).toBe("</script><script>alert(1)</script>");
  });
});

describe("breadcrumbs", () => {
  it("gives the product page's trail Home › category › product with absolute addresses", () => {
    const data = breadcrumbJsonLd(ORIGIN, productBreadcrumbs(productDetail()));
    assertValidStructuredData(data);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Electronics", item: `${ORIGIN}/category/electronics` },
      {
        "@type": "ListItem",
        position: 3,
        name: "iPhone 15 Pro",
        item: `${ORIGIN}/product/electronics/iphone-15-pro`,
      },
    ]);
  });

  it("names categories and subcategories, and an unknown slug by itself", () => {
    expect(categoryName("groceries")).toBe("Groceries");
    expect(categoryName("rice-grains")).toBe("Rice & Grains");
    expect(categoryName("no-such")).toBe("no-such");
  });
});

describe("the store itself", () => {
  it("is an Organization with an absolute logo", () => {
    const data = organizationJsonLd(ORIGIN);
    assertValidStructuredData(data);
    expect(data).toMatchObject({ name: "Nepal Store", url: `${ORIGIN}/`, logo: `${ORIGIN}/icon-512.png` });
  });

  it("is a WebSite whose search box opens the listing's ?search=", () => {
    const data = webSiteJsonLd(ORIGIN);
    assertValidStructuredData(data);
    expect(data.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${ORIGIN}/products?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });

  it("lists a listing's products in order as an ItemList", () => {
    const data = itemListJsonLd(ORIGIN, [productSummary({ _id: "a" }), productSummary({ _id: "b" })]);
    assertValidStructuredData(data);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: `${ORIGIN}/product/electronics/product-a`, name: "Product a" },
      { "@type": "ListItem", position: 2, url: `${ORIGIN}/product/electronics/product-b`, name: "Product b" },
    ]);
  });
});

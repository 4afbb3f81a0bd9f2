import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteOriginProvider } from "../../app/site-origin.tsx";
import { JsonLd } from "./JsonLd.tsx";
import { PageMeta } from "./PageMeta.tsx";
import { productJsonLd } from "./json-ld.ts";
import {
  assertValidStructuredData,
  extractJsonLd,
  pageMetaProblems,
  readPageMeta,
} from "./structured-data-check.ts";
import { productDetail } from "../../testing/factories.ts";

const ORIGIN = "https://store.example.com.np";

describe("PageMeta", () => {
  it("puts the title, description, canonical, Open Graph and Twitter card tags into <head>", () => {
    const { container } = render(
      <SiteOriginProvider value={ORIGIN}>
        <main>
          <PageMeta
            title="Dhaka topi"
            description={`A cap woven in Palpa. ${"Warm and light. ".repeat(20)}`}
            path="/product/fashion/dhaka-topi"
            image="/media/topi.jpg"
            type="product"
          />
        </main>
      </SiteOriginProvider>,
    );
    // React hoists the tags out of the page into the document's head.
    expect(container.querySelector("title, meta, link")).toBeNull();
    expect(document.title).toBe("Dhaka topi | Nepal Store");
    const tags = readPageMeta(document.head.innerHTML);
    expect(pageMetaProblems(tags)).toEqual([]);
    expect(tags.canonicals).toEqual([`${ORIGIN}/product/fashion/dhaka-topi`]);
    expect(tags.description!.length).toBeLessThanOrEqual(160);
    expect(tags.description!.startsWith("A cap woven in Palpa. Warm and light.")).toBe(true);
    expect(tags.robots).toBeUndefined();
    expect(tags.meta).toMatchObject({
      "og:title": "Dhaka topi",
      "og:type": "product",
      "og:url": `${ORIGIN}/product/fashion/dhaka-topi`,
      "og:image": `${ORIGIN}/media/topi.jpg`,
      "og:site_name": "Nepal Store",
      "og:locale": "en_US",
      "twitter:card": "summary_large_image",
      "twitter:image": `${ORIGIN}/media/topi.jpg`,
    });
  });

  it("takes its tags away with the page, so the next page's are the only ones", () => {
    const { rerender } = render(<PageMeta title="First" path="/first" />);
    rerender(<PageMeta title="Second" path="/second" noindex />);
    const tags = readPageMeta(document.head.innerHTML);
    expect(tags.titles).toEqual(["Second | Nepal Store"]);
    expect(tags.canonicals).toEqual(["http://localhost:3000/second"]);
    expect(tags.robots).toBe("noindex");
  });

  it("gives home the store's name and description", () => {
    render(<PageMeta path="/" />);
    expect(document.title).toBe("Nepal Store");
    expect(readPageMeta(document.head.innerHTML).description).toBe(
      "Shop electronics, fashion, groceries and more across Nepal. Prices in Rs.",
    );
  });

  it("leaves an absolute image as it is and gives none of a page without an address", () => {
    render(<PageMeta title="Page not found" image="https://cdn.example.com/a.jpg" noindex />);
    const tags = readPageMeta(document.head.innerHTML);
    expect(tags.canonicals).toEqual([]);
    expect(tags.meta["og:url"]).toBeUndefined();
    expect(tags.meta["og:image"]).toBe("https://cdn.example.com/a.jpg");
    expect(pageMetaProblems(tags, { canonical: false })).toEqual([]);
  });

  it("is hoisted into <head> in the server's HTML too", () => {
    const html = renderToString(
      <SiteOriginProvider value={ORIGIN}>
        <html lang="en">
          <head />
          <body>
            <PageMeta title="Offers" path="/offers" />
            <p>All Offers</p>
          </body>
        </html>
      </SiteOriginProvider>,
    );
    const head = html.slice(0, html.indexOf("</head>"));
    expect(pageMetaProblems(readPageMeta(head))).toEqual([]);
    expect(readPageMeta(head).canonicals).toEqual([`${ORIGIN}/offers`]);
  });
});

describe("JsonLd", () => {
  it("cannot be broken out of by a product named </script><script>…", () => {
    const name = "</script><script>alert(1)</script><!--";
    const html = renderToString(<JsonLd data={productJsonLd(ORIGIN, productDetail({ name }))} />);
    // One script element, closed once: at its end.
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    expect(html).toContain("\\u003c/script>");
    const [data] = extractJsonLd(html);
    assertValidStructuredData(data);
    expect((data as { name: string }).name).toBe(name);
  });

  it("renders the same JSON in the browser", () => {
    const { container } = render(<JsonLd data={{ "@type": "Thing", name: "a < b" }} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).toBe('{"@type":"Thing","name":"a \\u003c b"}');
    expect(JSON.parse(script.textContent!)).toEqual({ "@type": "Thing", name: "a < b" });
  });
});

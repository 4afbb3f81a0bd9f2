// Storefront pages rendered on the server (docs/guides/server-rendering.md): the HTML of each page holds its
// content and its metadata, missing pages answer 404, nothing personal enters a page, and a page is kept
// until the catalogue changes. The renderer here is the client's source entry (client/src/entry-server.tsx),
// as the build bundles it.
import path from "node:path";
import { formatRupees } from "@store/shared/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  extractJsonLd,
  jsonLdOfType,
  pageMetaProblems,
  readPageMeta,
  structuredDataProblems,
} from "../../client/src/lib/seo/structured-data-check.ts";
import { REPOSITORY_ROOT } from "../src/config.ts";
import { adminToken } from "./support/admin.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer } from "./support/factories.ts";

const PUBLIC_URL = "https://shop.example.np";
const SSR_ENTRY = path.join(REPOSITORY_ROOT, "client", "src", "entry-server.tsx");

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ SSR_ENTRY, PUBLIC_URL });
}, 60_000);
afterAll(() => store.close());

interface ListedProduct {
  _id: string;
  name: string;
  slug: string;
  category: string;
  price: number;
  discountedPrice: number | null;
}

async function apiProducts(query: string): Promise<ListedProduct[]> {
  const answer = await store.app.inject({ method: "GET", url: `/api/products?${query}` });
  return (answer.json() as { products: ListedProduct[] }).products;
}

async function page(url: string, headers: Record<string, string> = {}) {
  return store.app.inject({ method: "GET", url, headers });
}

/** The page's data block: what the browser's store starts from. */
function pageData(html: string): {
  lang: string;
  api: { queries: Record<string, { endpointName: string }> };
} {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as never;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

describe("a product page", () => {
  it("holds the product's name, price and description, its metadata and valid JSON-LD", async () => {
    const [listed] = await apiProducts("limit=1&sort=bestselling");
    const answer = await page(`/product/${listed!.category}/${listed!.slug}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = answer.body;
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    const { product } = (
      await store.app.inject({ method: "GET", url: `/api/products/${listed!.category}/${listed!.slug}` })
    ).json() as { product: ListedProduct & { description: string } };
    expect(text(html)).toContain(product.name);
    expect(text(html)).toContain(formatRupees(product.discountedPrice ?? product.price));
    const firstWords = text(product.description).trim().split(/\s+/).slice(0, 4).join(" ");
    expect(text(html).replace(/\s+/g, " ")).toContain(firstWords);

    const tags = readPageMeta(html);
    expect(pageMetaProblems(tags)).toEqual([]);
    expect(tags.titles).toEqual([`${product.name} | Nepal Store`]);
    expect(tags.canonicals).toEqual([`${PUBLIC_URL}/product/${listed!.category}/${listed!.slug}`]);

    const blocks = extractJsonLd(html);
    for (const block of blocks) expect(structuredDataProblems(block)).toEqual([]);
    const [item] = jsonLdOfType(blocks, "Product");
    expect(item).toMatchObject({ name: product.name });
    const offers = item!.offers as Record<string, unknown>;
    expect(offers.priceCurrency).toBe("NPR");
    expect(jsonLdOfType(blocks, "BreadcrumbList")).toHaveLength(1);
  });

  it("answers 404 with the Product Not Found screen for a missing product and for an archived one", async () => {
    const missing = await page("/product/electronics/no-such-phone");
    expect(missing.statusCode).toBe(404);
    expect(text(missing.body)).toContain("Product Not Found");

    const [victim] = await apiProducts("limit=1&sort=newest");
    const before = await page(`/product/${victim!.category}/${victim!.slug}`);
    expect(before.statusCode).toBe(200);
    const token = await adminToken(store.app);
    const archived = await store.app.inject({
      method: "DELETE",
      url: `/api/admin/products/${victim!._id}`,
      headers: bearer(token),
    });
    expect(archived.statusCode).toBeLessThan(300);
    const after = await page(`/product/${victim!.category}/${victim!.slug}`);
    expect(after.statusCode).toBe(404);
    expect(text(after.body)).toContain("Product Not Found");
  });
});

describe("listings and home", () => {
  it("a listing's HTML holds the products the API lists for it, in order", async () => {
    const products = await apiProducts("limit=20&category=electronics&sort=price_asc");
    const answer = await page("/category/electronics?sort=price_asc");
    expect(answer.statusCode).toBe(200);
    const html = text(answer.body);
    let at = 0;
    for (const product of products) {
      const found = html.indexOf(product.name, at);
      expect(found, product.name).toBeGreaterThan(-1);
      at = found;
    }
    expect(pageMetaProblems(readPageMeta(answer.body))).toEqual([]);
    for (const block of extractJsonLd(answer.body)) expect(structuredDataProblems(block)).toEqual([]);
  });

  it("a brand page lists the brand's products", async () => {
    const products = await apiProducts("limit=20&brand=apple");
    expect(products.length).toBeGreaterThan(0);
    const html = text((await page("/products?brand=apple")).body);
    for (const product of products) expect(html).toContain(product.name);
  });

  it("home holds its featured products and names the store and its search", async () => {
    const featured = await apiProducts("limit=8&featured=true");
    const answer = await page("/");
    const html = text(answer.body);
    for (const product of featured) expect(html).toContain(product.name);
    const blocks = extractJsonLd(answer.body);
    for (const block of blocks) expect(structuredDataProblems(block)).toEqual([]);
    expect(jsonLdOfType(blocks, "Organization")).toHaveLength(1);
    const [site] = jsonLdOfType(blocks, "WebSite");
    expect(JSON.stringify(site!.potentialAction)).toContain(
      `${PUBLIC_URL}/products?search={search_term_string}`,
    );
  });
});

describe("every other public page", () => {
  it("arrives with its heading and its own title", async () => {
    const pages: Record<string, string> = {
      "/login": "Login",
      "/register": "Create an account",
      "/forgot-password": "Forgot password?",
      "/reset-password": "Reset password",
      "/deals": "My Deals Page",
      "/offers": "All Offers",
      "/vendor": "Vendor Dashboard",
      "/checkout": "Checkout",
      "/track-order": "Track your order",
      "/products": "All products",
      "/products?search=tea": 'Results for "tea"',
    };
    for (const [url, heading] of Object.entries(pages)) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(answer.body)?.[1];
      expect(text(h1 ?? "").trim(), url).toBe(heading);
      expect(readPageMeta(answer.body).titles, url).toHaveLength(1);
    }
  });
});

describe("addresses that are no page", () => {
  it("answer 404 with the store's 404 page, never a 5xx", async () => {
    for (const url of [
      "/no-such-page",
      "/category",
      "/product/only-one-part",
      `/${"x".repeat(3000)}`,
      "/%00",
      "/%ff",
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
    const unknown = await page("/no-such-page");
    expect(unknown.statusCode).toBe(404);
    expect(text(unknown.body)).toContain("Page not found");
    expect(readPageMeta(unknown.body).robots).toContain("noindex");
  });

  it("answers odd query strings on real pages without failing", async () => {
    for (const url of [
      "/products?page=-1",
      "/products?sort=%00",
      "/products?minPrice=abc&maxPrice=",
      "/?a[b]=c",
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
    // A page that is no page is the listing's first (listing-params.ts), as its canonical link says.
    expect((await page("/products?page=-1")).statusCode).toBe(200);
    // A query the API refuses (a minimum above the maximum): the page says so, with 400, and is not kept.
    const refused = await page("/products?minPrice=500&maxPrice=100");
    expect(refused.statusCode).toBe(400);
    expect(text(refused.body)).toContain("Failed to load products");
  });

  it("leaves /api to the API's own JSON 404", async () => {
    const answer = await page("/api/no-such-thing");
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, code: "route.not_found" });
  });
});

describe("nothing personal in a page", () => {
  it("renders the same page for a signed-in shopper as for a guest, with only public data handed over", async () => {
    const guest = await page("/products?brand=samsung");
    const token = await adminToken(store.app);
    const signedIn = await page("/products?brand=samsung", {
      ...bearer(token),
      "x-session-id": "guest_abcdefgh12",
    });
    expect(signedIn.body).toBe(guest.body);
    expect(signedIn.headers.etag).toBe(guest.headers.etag);
    const endpoints = Object.values(pageData(guest.body).api.queries).map((query) => query.endpointName);
    expect(new Set(endpoints)).toEqual(new Set(["categories", "productList", "brands"]));
    expect(guest.body).not.toContain("Admin");
  });

  it("renders the shopper's own screens as their loading state", async () => {
    for (const url of ["/cart", "/profile", "/orders", "/checkout/customer-info"]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(text(answer.body), url).toContain("Loading…");
    }
  });
});

describe("the page's language", () => {
  it("is Nepali by the lang cookie or, without one, by Accept-Language; English otherwise, each kept apart", async () => {
    const english = await page("/deals");
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers["content-language"]).toBe("en");
    expect(String(english.headers.vary)).toMatch(/Cookie, Accept-Language/);
    const byCookie = await page("/deals", { cookie: "theme=dark; lang=ne" });
    expect(byCookie.body).toContain('<html lang="ne">');
    expect(byCookie.headers["content-language"]).toBe("ne-NP");
    expect(text(byCookie.body)).toContain("खोज्नुहोस्");
    const byHeader = await page("/deals", { "accept-language": "ne-NP,ne;q=0.9,en;q=0.5" });
    expect(byHeader.body).toBe(byCookie.body);
    // The cookie wins over the header; and the English page is still English after the Nepali one was kept.
    expect((await page("/deals", { cookie: "lang=en", "accept-language": "ne" })).body).toBe(english.body);
    expect(pageData(byCookie.body)).toMatchObject({ lang: "ne" });
  });
});

describe("a product page in Nepali", () => {
  const url = "/product/fashion/nike-air-max-270";
  /** What a shopper reads: the page without its data blocks (which keep the API's stored values). */
  const shown = (html: string) => text(html.replace(/<script\b[\s\S]*?<\/script>/g, " "));

  it("names colours in Nepali and writes sizes' digits in Devanagari; English pages as stored", async () => {
    const nepali = shown((await page(url, { cookie: "lang=ne" })).body);
    for (const words of ["कालो/सेतो", "सेतो/रातो", "पूरै कालो", "४०", "४४"]) expect(nepali).toContain(words);
    expect(nepali).not.toContain("Triple Black");
    const english = shown((await page(url)).body);
    for (const words of ["Black/White", "Triple Black", " 40 ", " 44 "]) expect(english).toContain(words);
  });

  it("shows the merchant's Nepali description, the English page the English one", async () => {
    const { product } = (
      await store.app.inject({ method: "GET", url: `/api/products${url.slice(8)}` })
    ).json();
    const before = text((await page(url, { cookie: "lang=ne" })).body);
    // Without a Nepali description the Nepali page shows the English one, as written.
    expect(before.replace(/\s+/g, " ")).toContain(
      text(product.description).trim().split(/\s+/).slice(0, 4).join(" "),
    );
    const changed = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/products/${product._id}`,
      headers: bearer(await adminToken(store.app)),
      payload: { descriptionNe: "<p>दिनभरि आरामका लागि Nike को पहिलो Air जुत्ता।</p>" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const nepali = await page(url, { cookie: "lang=ne" });
    expect(nepali.body).toContain("<p>दिनभरि आरामका लागि Nike को पहिलो Air जुत्ता।</p>");
    expect(readPageMeta(nepali.body).description).toBe("दिनभरि आरामका लागि Nike को पहिलो Air जुत्ता।");
    const english = await page(url);
    expect(shown(english.body)).not.toContain("दिनभरि");
    expect(shown(english.body)).toContain("Nike's first lifestyle Air unit");
  });
});

describe("kept pages", () => {
  it("serves a page again from memory with its ETag (304 when the browser has it), until the catalogue changes", async () => {
    const [product] = await apiProducts("limit=1&sort=price_desc");
    const url = `/product/${product!.category}/${product!.slug}`;
    const first = await page(url);
    const again = await page(url);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await page(url, { "if-none-match": first.headers.etag as string })).statusCode).toBe(304);
    const brotli = await page(url, { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");

    const token = await adminToken(store.app);
    const newName = `${product!.name} Renamed`;
    const changed = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/products/${product!._id}`,
      headers: bearer(token),
      payload: { name: newName },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = await page(url);
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    expect(text(fresh.body)).toContain(newName);
  });
});

describe("a product whose text could close a script", () => {
  it("keeps it inside the page's data and JSON-LD", async () => {
    const [product] = await apiProducts("limit=1&sort=rating");
    const hostile = `</script><script>alert(1)</script><!-- Phone`;
    await store.app.db.product.update({ where: { id: product!._id }, data: { name: hostile } });
    const html = (await page(`/product/${product!.category}/${product!.slug}`)).body;
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(extractJsonLd(html).length).toBeGreaterThan(0);
    expect(JSON.stringify(pageData(html))).toContain("alert(1)");
  });
});

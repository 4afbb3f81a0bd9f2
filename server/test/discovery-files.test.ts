import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import Fastify from "fastify";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { REPOSITORY_ROOT } from "../src/config.ts";
import discoveryFiles, { SITEMAP_REBUILD_MS } from "../src/render/discovery-files.ts";
import { PNG_ICONS } from "../src/render/manifest.ts";
import { buildSitemaps, lastmodOf, SITEMAP_NAMESPACE } from "../src/render/sitemap.ts";
import { adminToken } from "./support/admin.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { moveStock } from "../src/modules/catalog/stock.ts";
import { addProduct } from "./support/catalog-products.ts";
import { bearer } from "./support/factories.ts";

const PUBLIC_URL = "https://shop.example.np";
const LASTMOD = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** A urlset's entries, after checking it is well-formed XML of the sitemaps.org schema's shape. */
function urlsOf(xml: string): SitemapUrl[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const document = parser.parse(xml) as Record<string, unknown[]>;
  const roots = Object.keys(document).filter((key) => key !== "?xml");
  expect(roots).toEqual(["urlset"]);
  const urlset = document.urlset![0] as Record<string, unknown>;
  expect(urlset["@xmlns"]).toBe(SITEMAP_NAMESPACE);
  expect(Object.keys(urlset).filter((key) => !key.startsWith("@"))).toEqual(["url"]);
  return (urlset.url as Record<string, string[]>[]).map((url) => {
    expect(Object.keys(url).every((key) => key === "loc" || key === "lastmod")).toBe(true);
    expect(url.loc).toHaveLength(1);
    const entry: SitemapUrl = { loc: url.loc![0]! };
    if (url.lastmod) {
      expect(url.lastmod[0]).toMatch(LASTMOD);
      entry.lastmod = url.lastmod[0];
    }
    return entry;
  });
}

/** A sitemap index's entries (the file paths it points at), after checking its shape. */
function indexOf(xml: string): SitemapUrl[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = parser.parse(xml) as Record<string, unknown[]>;
  expect(Object.keys(document).filter((key) => key !== "?xml")).toEqual(["sitemapindex"]);
  const index = document.sitemapindex![0] as Record<string, unknown>;
  expect(index["@xmlns"]).toBe(SITEMAP_NAMESPACE);
  return (index.sitemap as Record<string, string[]>[]).map((entry) => {
    expect(entry.lastmod?.[0]).toMatch(LASTMOD);
    return { loc: entry.loc![0]!, lastmod: entry.lastmod![0] };
  });
}

/** The product's page's lastmod: its own latest change or its variants', to the second. */
async function expectedLastmod(store: TestStore, productId: string): Promise<string> {
  const product = await store.app.db.product.findUniqueOrThrow({
    where: { id: productId },
    select: { updatedAt: true, variants: { select: { updatedAt: true } } },
  });
  const times = [product.updatedAt, ...product.variants.map((variant) => variant.updatedAt)];
  return lastmodOf(Math.max(...times.map((time) => time.getTime())));
}

/** Reads a PNG's width and height from its IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("discovery files", () => {
  let store: TestStore;
  const sitemap = async () => {
    const response = await store.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    return urlsOf(response.body);
  };

  /** The sitemap is rebuilt at most once a minute: the store's clock (Date only) moves a minute on. */
  const afterAMinute = () => vi.setSystemTime(Date.now() + SITEMAP_REBUILD_MS);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    store = await createTestStore({ PUBLIC_URL });
  });
  afterAll(async () => {
    await store.close();
    vi.useRealTimers();
  });
  beforeEach(afterAMinute);

  describe("GET /sitemap.xml", () => {
    it("is a sitemaps.org urlset of absolute addresses under the public URL, each once, as XML", async () => {
      const response = await store.app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
      const urls = urlsOf(response.body);
      const locs = urls.map((url) => url.loc);
      expect(new Set(locs).size).toBe(locs.length);
      for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
      expect(locs.slice(0, 2)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/products`]);
    });

    it("lists every product on sale at its page's address with its latest change as lastmod", async () => {
      const products = await store.app.db.product.findMany({
        where: { archivedAt: null },
        select: { id: true, slug: true, categorySlug: true },
      });
      expect(products.length).toBeGreaterThan(10);
      const urls = await sitemap();
      const productUrls = urls.filter((url) => url.loc.startsWith(`${PUBLIC_URL}/product/`));
      expect(productUrls).toHaveLength(products.length);
      const product = products[3]!;
      expect(productUrls).toContainEqual({
        loc: `${PUBLIC_URL}/product/${product.categorySlug}/${product.slug}`,
        lastmod: await expectedLastmod(store, product.id),
      });
    });

    it("lists each category and brand with products on sale, dated by its newest product, and no empty brand", async () => {
      await store.app.db.brand.create({
        data: { name: "Empty Shelf", slug: "empty-shelf", logo: "/media/brands/empty-shelf.svg" },
      });
      const products = await store.app.db.product.findMany({
        where: { archivedAt: null },
        select: { id: true, categorySlug: true, brand: { select: { slug: true } } },
      });
      const urls = await sitemap();
      const lastmodOfLoc = new Map(urls.map((url) => [url.loc, url.lastmod]));
      const categories = new Set(products.map((product) => product.categorySlug));
      const brands = new Set(products.map((product) => product.brand.slug));
      expect(categories.size).toBeGreaterThan(2);
      expect(brands.size).toBeGreaterThan(2);
      for (const category of categories) {
        const dates = await Promise.all(
          products
            .filter((product) => product.categorySlug === category)
            .map((product) => expectedLastmod(store, product.id)),
        );
        expect(lastmodOfLoc.get(`${PUBLIC_URL}/category/${category}`), category).toBe(dates.sort().at(-1));
      }
      for (const brand of brands) {
        expect(lastmodOfLoc.get(`${PUBLIC_URL}/products?brand=${brand}`), brand).toMatch(LASTMOD);
      }
      expect(lastmodOfLoc.has(`${PUBLIC_URL}/products?brand=empty-shelf`)).toBe(false);
      expect(urls.filter((url) => url.loc.startsWith(`${PUBLIC_URL}/category/`))).toHaveLength(
        categories.size,
      );
      expect(urls.filter((url) => url.loc.includes("?brand="))).toHaveLength(brands.size);
    });

    it("leaves out a product the admin archived, from the next answer on", async () => {
      const product = await addProduct(store.app.db, { name: "Archive Me Phone" });
      const loc = `${PUBLIC_URL}/product/electronics/${product.slug}`;
      expect((await sitemap()).map((url) => url.loc)).toContain(loc);
      const archived = await store.app.inject({
        method: "DELETE",
        url: `/api/admin/products/${product.id}`,
        headers: bearer(await adminToken(store.app)),
      });
      expect(archived.statusCode).toBe(200);
      afterAMinute();
      expect((await sitemap()).map((url) => url.loc)).not.toContain(loc);
    });

    it("is built again at most once a minute: a change shows within the minute, not at once", async () => {
      const first = await addProduct(store.app.db, { name: "Throttle First Phone" });
      const firstLoc = `${PUBLIC_URL}/product/electronics/${first.slug}`;
      expect((await sitemap()).map((url) => url.loc)).toContain(firstLoc);
      const second = await addProduct(store.app.db, { name: "Throttle Second Phone" });
      const secondLoc = `${PUBLIC_URL}/product/electronics/${second.slug}`;
      // Just after a build: the kept sitemap is served, without the new product.
      expect((await sitemap()).map((url) => url.loc)).not.toContain(secondLoc);
      vi.setSystemTime(Date.now() + SITEMAP_REBUILD_MS - 5_000);
      expect((await sitemap()).map((url) => url.loc)).not.toContain(secondLoc);
      vi.setSystemTime(Date.now() + 5_000);
      expect((await sitemap()).map((url) => url.loc)).toContain(secondLoc);
    });

    it("is not built again for a sale that leaves stock (what it lists is unchanged)", async () => {
      const product = await addProduct(store.app.db, { name: "Sold Quietly Phone", stock: 50 });
      const before = await store.app.inject({ method: "GET", url: "/sitemap.xml" });
      const variant = await store.app.db.productVariant.findFirstOrThrow({
        where: { productId: product.id },
      });
      const shown = await store.app.reader.shownVersion();
      await store.app.db.$transaction((tx) =>
        moveStock(tx, [{ variantId: variant.id, delta: -1 }], "adjustment"),
      );
      expect(await store.app.reader.shownVersion()).toBe(shown);
      afterAMinute();
      const after = await store.app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(after.headers.etag).toBe(before.headers.etag);
    });

    it("shows a changed product in the next answer (the kept sitemap follows the catalogue version)", async () => {
      const product = await addProduct(store.app.db, { name: "Renamed Later Phone" });
      const before = await store.app.inject({ method: "GET", url: "/sitemap.xml" });
      const again = await store.app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(again.headers.etag).toBe(before.headers.etag);
      const versionBefore = await store.app.reader.catalogueVersion();
      await store.app.db.product.update({
        where: { id: product.id },
        data: { slug: "renamed-later-phone-2" },
      });
      expect(await store.app.reader.catalogueVersion()).not.toBe(versionBefore);
      afterAMinute();
      const after = await store.app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const locs = urlsOf(after.body).map((url) => url.loc);
      expect(locs).toContain(`${PUBLIC_URL}/product/electronics/renamed-later-phone-2`);
      expect(locs).not.toContain(`${PUBLIC_URL}/product/electronics/${product.slug}`);
      expect(urlsOf(after.body)).toContainEqual({
        loc: `${PUBLIC_URL}/product/electronics/renamed-later-phone-2`,
        lastmod: await expectedLastmod(store, product.id),
      });
    });

    it("revalidates with its ETag (304) and is sent compressed to a browser that accepts brotli", async () => {
      const plain = await store.app.inject({ method: "GET", url: "/sitemap.xml" });
      const etag = plain.headers.etag as string;
      expect(plain.headers["cache-control"]).toBe("public, no-cache");
      const revalidated = await store.app.inject({
        method: "GET",
        url: "/sitemap.xml",
        headers: { "if-none-match": etag },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
      const compressed = await store.app.inject({
        method: "GET",
        url: "/sitemap.xml",
        headers: { "accept-encoding": "br" },
      });
      expect(compressed.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    });

    it("answers odd addresses with a 4xx, never a 5xx, and ignores a query string", async () => {
      const withQuery = await store.app.inject({ method: "GET", url: "/sitemap.xml?x=%00" });
      expect(withQuery.statusCode).toBeLessThan(500);
      if (withQuery.statusCode === 200) urlsOf(withQuery.body);
      for (const url of [
        "/sitemaps/products-0.xml",
        "/sitemaps/products-999999.xml",
        "/sitemaps/products-abc.xml",
        "/sitemaps/products-1.xml", // a single-file sitemap has no parts
        "/sitemaps/listings-1.xml",
        "/sitemaps/products-1.xml%00",
        "/sitemaps/..%2f..%2fpackage.json",
        "/sitemaps/%ff.xml",
        `/sitemaps/products-${"9".repeat(5000)}.xml`,
        `/sitemap.xml/${"a".repeat(5000)}`,
        "/sitemaps/",
      ]) {
        const response = await store.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
      }
      const missing = await store.app.inject({ method: "GET", url: "/sitemaps/products-1.xml" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: "page.not_found" });
    });
  });

  describe("a sitemap index past the per-file limit", () => {
    it("splits products and listings into files of at most the limit, together listing what one file would", async () => {
      const whole = await buildSitemaps(store.app.reader, { publicUrl: PUBLIC_URL });
      expect([...whole.keys()]).toEqual(["/sitemap.xml"]);
      const everyUrl = urlsOf(whole.get("/sitemap.xml")!);

      const split = await buildSitemaps(store.app.reader, { publicUrl: PUBLIC_URL, maxUrlsPerFile: 7 });
      const entries = indexOf(split.get("/sitemap.xml")!);
      const paths = entries.map((entry) => entry.loc.slice(PUBLIC_URL.length));
      const productFiles = Math.ceil(everyUrl.filter((url) => url.loc.includes("/product/")).length / 7);
      const listingFiles = Math.ceil(everyUrl.filter((url) => !url.loc.includes("/product/")).length / 7);
      expect(paths).toEqual([
        ...Array.from({ length: productFiles }, (_, index) => `/sitemaps/products-${index + 1}.xml`),
        ...Array.from({ length: listingFiles }, (_, index) => `/sitemaps/listings-${index + 1}.xml`),
      ]);
      expect([...split.keys()].sort()).toEqual([...paths, "/sitemap.xml"].sort());
      const parts = paths.map((part) => urlsOf(split.get(part)!));
      for (const part of parts) expect(part.length).toBeLessThanOrEqual(7);
      expect(
        parts
          .flat()
          .map((url) => url.loc)
          .sort(),
      ).toEqual(everyUrl.map((url) => url.loc).sort());
      // Each index entry is dated by the newest page in its file.
      entries.forEach((entry, index) => {
        expect(entry.lastmod).toBe(
          parts[index]!.map((url) => url.lastmod!)
            .sort()
            .at(-1),
        );
      });
    });

    it("is served over HTTP with the limit given to the plugin, each part at its address", async () => {
      const app = Fastify();
      app.decorate("reader", store.app.reader);
      app.decorate("config", store.config);
      await app.register(discoveryFiles, { maxUrlsPerFile: 10 });
      try {
        const index = await app.inject({ method: "GET", url: "/sitemap.xml" });
        expect(index.statusCode).toBe(200);
        expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
        const entries = indexOf(index.body);
        expect(entries.length).toBeGreaterThan(2);
        const urls: SitemapUrl[] = [];
        for (const entry of entries) {
          const part = await app.inject({ method: "GET", url: entry.loc.slice(PUBLIC_URL.length) });
          expect(part.statusCode, entry.loc).toBe(200);
          const partUrls = urlsOf(part.body);
          expect(partUrls.length).toBeLessThanOrEqual(10);
          urls.push(...partUrls);
        }
        const onSale = await store.app.db.product.count({ where: { archivedAt: null } });
        expect(urls.filter((url) => url.loc.includes("/product/"))).toHaveLength(onSale);
        const next = entries.filter((entry) => entry.loc.includes("/products-")).length + 1;
        expect((await app.inject({ method: "GET", url: `/sitemaps/products-${next}.xml` })).statusCode).toBe(
          404,
        );
      } finally {
        await app.close();
      }
    });

    it("refuses a limit below one", async () => {
      await expect(
        buildSitemaps(store.app.reader, { publicUrl: PUBLIC_URL, maxUrlsPerFile: 0 }),
      ).rejects.toThrow(RangeError);
    });
  });

  describe("GET /robots.txt", () => {
    it("allows the storefront, disallows the personal pages, the admin and the API, and names the sitemap", async () => {
      const response = await store.app.inject({ method: "GET", url: "/robots.txt" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      const lines = response.body.split("\n");
      expect(lines[0]).toBe("User-agent: *");
      expect(lines).toContain("Allow: /");
      for (const path of ["/cart", "/checkout", "/profile", "/admin", "/api", "/orders", "/wishlist"]) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(7);
    });

    it("answers odd query strings without a 5xx", async () => {
      for (const url of ["/robots.txt?%ff", "/robots.txt?x=%00", `/robots.txt?${"a".repeat(5000)}`]) {
        expect((await store.app.inject({ method: "GET", url })).statusCode, url).toBeLessThan(500);
      }
    });
  });

  it("are answered by the store, not as the client's index.html, when the built client is served", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "store-discovery-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Nepal Store</title>");
    fs.copyFileSync(
      path.join(REPOSITORY_ROOT, "client", "public", "icon-192.png"),
      path.join(dist, "icon-192.png"),
    );
    const withClient = await createTestStore({ PUBLIC_URL, CLIENT_DIST: dist });
    try {
      const expected: Record<string, string> = {
        "/sitemap.xml": "application/xml; charset=utf-8",
        "/robots.txt": "text/plain; charset=utf-8",
        "/manifest.webmanifest": "application/manifest+json; charset=utf-8",
        "/icon-192.png": "image/png",
      };
      for (const [url, type] of Object.entries(expected)) {
        const response = await withClient.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers["content-type"], url).toBe(type);
        expect(response.body, url).not.toContain("<title>Nepal Store</title>");
      }
      const part = await withClient.app.inject({ method: "GET", url: "/sitemaps/products-1.xml" });
      expect(part.statusCode).toBe(404);
    } finally {
      await withClient.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  describe("GET /manifest.webmanifest", () => {
    it("names the store, its colours, its start and its icons", async () => {
      const response = await store.app.inject({ method: "GET", url: "/manifest.webmanifest" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
      const manifest = response.json();
      expect(manifest).toMatchObject({
        name: "Nepal Store",
        short_name: "Nepal Store",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#c8102e",
        background_color: "#f7f7f8",
        lang: "en",
      });
      expect(manifest.description).toMatch(/Nepal/);
      expect(manifest.icons).toEqual([
        { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      ]);
    });

    it("has every icon it names in client/public, each PNG of the size it says, and the 180 Apple touch icon", () => {
      const publicFolder = path.join(REPOSITORY_ROOT, "client", "public");
      for (const icon of PNG_ICONS) {
        const [width, height] = icon.sizes.split("x").map(Number);
        expect(pngSize(path.join(publicFolder, icon.src)), icon.src).toEqual({ width, height });
      }
      expect(pngSize(path.join(publicFolder, "apple-touch-icon.png"))).toEqual({ width: 180, height: 180 });
      expect(fs.readFileSync(path.join(publicFolder, "favicon.svg"), "utf8")).toMatch(/^<svg /);
    });
  });
});

// The sitemap a search engine reads (sitemaps.org 0.9): the home page, the listing, every category and brand
// listing with products on sale, and every product page on sale, each with when its data last changed. Past the
// per-file limit (50,000 URLs, the protocol's bound) /sitemap.xml becomes a sitemap index over
// /sitemaps/products-<n>.xml and /sitemaps/listings-<n>.xml.
import type { Reader } from "../db/reader.ts";

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The protocol's bound on the URLs of one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Products read per statement: the whole catalogue never sits in one result. */
const PAGE_SIZE = 5000;

export interface SitemapOptions {
  /** The store's public address, without a trailing slash (config.publicUrl). */
  publicUrl: string;
  /** URLs per file before /sitemap.xml becomes an index (tests pass a small one). */
  maxUrlsPerFile?: number;
}

/** Every file of the sitemap by its path: "/sitemap.xml", and in index form "/sitemaps/…". */
export type SitemapFiles = Map<string, string>;

interface ProductRow {
  id: string;
  slug: string;
  categorySlug: string;
  brandId: string;
  /** Epoch milliseconds (PostgreSQL), or what SQLite holds for Prisma's DateTime (ISO text or milliseconds). */
  updatedAt: number | string;
  variantsUpdatedAt: number | string | null;
}

// Products on sale are those not archived (the product page's and the grid's own rule), read in id order a page at a
// time. A page's lastmod is the latest change of the product or any of its variants (archiving a variant changes
// the options the page offers). PostgreSQL's timestamps come as epoch milliseconds: pg would read a
// `timestamp without time zone` in the server's local zone.
const PRODUCTS_SQL = {
  sqlite: `SELECT p."id", p."slug", p."categorySlug", p."brandId", p."updatedAt",
      (SELECT MAX(v."updatedAt") FROM "ProductVariant" v WHERE v."productId" = p."id") AS "variantsUpdatedAt"
    FROM "Product" p
    WHERE p."archivedAt" IS NULL AND p."id" > ?
    ORDER BY p."id" LIMIT ?`,
  postgresql: `SELECT p."id", p."slug", p."categorySlug", p."brandId",
      FLOOR(EXTRACT(EPOCH FROM p."updatedAt") * 1000)::bigint AS "updatedAt",
      (SELECT FLOOR(EXTRACT(EPOCH FROM MAX(v."updatedAt")) * 1000)::bigint
        FROM "ProductVariant" v WHERE v."productId" = p."id") AS "variantsUpdatedAt"
    FROM "Product" p
    WHERE p."archivedAt" IS NULL AND p."id" > ?
    ORDER BY p."id" LIMIT ?`,
};
const CATEGORIES_SQL = `SELECT "slug" FROM "Category" ORDER BY "position", "slug"`;
const BRANDS_SQL = `SELECT "id", "slug" FROM "Brand" ORDER BY "slug"`;

function milliseconds(value: number | string | null): number {
  if (value === null) return 0;
  if (typeof value === "number") return value;
  const parsed = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** W3C datetime to the second, as sitemaps.org asks. */
export function lastmodOf(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[character]!,
  );
}

interface Location {
  /** Path and query, unescaped (escaped when written). */
  path: string;
  /** Epoch milliseconds, or 0 when nothing dates it. */
  time: number;
}

function urlElement(publicUrl: string, location: Location): string {
  const lastmod = location.time > 0 ? `<lastmod>${lastmodOf(location.time)}</lastmod>` : "";
  return `<url><loc>${escapeXml(publicUrl + location.path)}</loc>${lastmod}</url>`;
}

function urlset(elements: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${elements.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(publicUrl: string, files: Location[]): string {
  const entries = files.map((file) => {
    const lastmod = file.time > 0 ? `<lastmod>${lastmodOf(file.time)}</lastmod>` : "";
    return `<sitemap><loc>${escapeXml(publicUrl + file.path)}</loc>${lastmod}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** The files a sitemap of `reader`'s catalogue is made of, built in one pass over the products on sale. */
export async function buildSitemaps(reader: Reader, options: SitemapOptions): Promise<SitemapFiles> {
  const { publicUrl } = options;
  const limit = options.maxUrlsPerFile ?? SITEMAP_URL_LIMIT;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError("maxUrlsPerFile is a whole number of 1 or more");

  // Product <url> elements in chunks of `limit`, with each chunk's newest change.
  const productChunks: { elements: string[]; time: number }[] = [];
  const newestByCategory = new Map<string, number>();
  const newestByBrand = new Map<string, number>();
  let newest = 0;
  const productsSql = PRODUCTS_SQL[reader.dialect];
  for (let after = ""; ;) {
    const rows = await reader.all<ProductRow>(productsSql, [after, PAGE_SIZE]);
    for (const row of rows) {
      const time = Math.max(milliseconds(row.updatedAt), milliseconds(row.variantsUpdatedAt));
      let chunk = productChunks.at(-1);
      if (!chunk || chunk.elements.length >= limit) {
        chunk = { elements: [], time: 0 };
        productChunks.push(chunk);
      }
      const path = `/product/${encodeURIComponent(row.categorySlug)}/${encodeURIComponent(row.slug)}`;
      chunk.elements.push(urlElement(publicUrl, { path, time }));
      chunk.time = Math.max(chunk.time, time);
      newestByCategory.set(row.categorySlug, Math.max(newestByCategory.get(row.categorySlug) ?? 0, time));
      newestByBrand.set(row.brandId, Math.max(newestByBrand.get(row.brandId) ?? 0, time));
      newest = Math.max(newest, time);
    }
    if (rows.length < PAGE_SIZE) break;
    after = rows.at(-1)!.id;
  }

  // A category or brand without products on sale would be an empty listing (a "soft 404" to a search engine):
  // left out until it has one. Neither table keeps a change time: their pages change when their products do.
  const categories = await reader.all<{ slug: string }>(CATEGORIES_SQL);
  const brands = await reader.all<{ id: string; slug: string }>(BRANDS_SQL);
  const listings: Location[] = [
    { path: "/", time: newest },
    { path: "/products", time: newest },
    ...categories
      .filter((category) => newestByCategory.has(category.slug))
      .map((category) => ({
        path: `/category/${encodeURIComponent(category.slug)}`,
        time: newestByCategory.get(category.slug)!,
      })),
    ...brands
      .filter((brand) => newestByBrand.has(brand.id))
      .map((brand) => ({
        path: `/products?brand=${encodeURIComponent(brand.slug)}`,
        time: newestByBrand.get(brand.id)!,
      })),
  ];
  const listingElements = listings.map((location) => urlElement(publicUrl, location));

  const files: SitemapFiles = new Map();
  const productCount = productChunks.reduce((sum, chunk) => sum + chunk.elements.length, 0);
  if (listingElements.length + productCount <= limit) {
    files.set("/sitemap.xml", urlset([...listingElements, ...(productChunks[0]?.elements ?? [])]));
    return files;
  }
  const indexed: Location[] = [];
  productChunks.forEach((chunk, index) => {
    const path = `/sitemaps/products-${index + 1}.xml`;
    files.set(path, urlset(chunk.elements));
    indexed.push({ path, time: chunk.time });
  });
  for (let start = 0; start < listings.length; start += limit) {
    const path = `/sitemaps/listings-${start / limit + 1}.xml`;
    files.set(path, urlset(listingElements.slice(start, start + limit)));
    indexed.push({
      path,
      time: Math.max(...listings.slice(start, start + limit).map((entry) => entry.time)),
    });
  }
  files.set("/sitemap.xml", sitemapIndex(publicUrl, indexed));
  return files;
}

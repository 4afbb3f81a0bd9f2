// The listing's filters live in the URL, so a filtered page can be shared, bookmarked and reloaded. Each is read
// in one canonical form (listingQuery), the form its API query, its fields and its links show: two URLs that
// differ only in how they write a filter (page=01, brand=Apple, sort=cheapest) are one page, which the server
// renders and keeps once (its address: listingSearch, app/route-addresses.ts).
import { PRODUCT_SORTS } from "@store/shared/product-sorts";
import { CATEGORIES, CATEGORY_SLUGS } from "@store/shared/categories";

export const LISTING_FILTERS = [
  "category",
  "sub",
  "brand",
  "search",
  "minPrice",
  "maxPrice",
  "inStock",
  "sort",
  "page",
] as const;
export const PAGE_SIZE = "20";
/** The API's last page (shared/src/catalog.ts). */
const LAST_PAGE = 10_000;

type Filter = (typeof LISTING_FILTERS)[number];

/** A price as typed ("1,000", "Rs 500"): its digits, without leading zeros. */
const rupees = (value: string) => value.replace(/\D/g, "").replace(/^0+(?=\d)/, "");

/**
 * Each filter's canonical form, or "" where the listing ignores the value: a category or sort the API does not
 * know, a stock flag that is not "in stock", page 1 (the listing's own address) or a page that is no page.
 */
const CANONICAL: Record<Filter, (value: string) => string> = {
  category: (value) => (CATEGORY_SLUGS.includes(value) ? value : ""),
  // The API reads subcategory and brand slugs in lower case (?brand=Apple is ?brand=apple).
  sub: (value) => value.toLowerCase(),
  brand: (value) => value.toLowerCase(),
  search: (value) => value,
  minPrice: rupees,
  maxPrice: rupees,
  inStock: (value) => (value === "true" || value === "1" ? "true" : ""),
  sort: (value) => ((PRODUCT_SORTS as readonly string[]).includes(value) ? value : ""),
  page: (value) => {
    const page = /^\d{1,6}$/.test(value) ? Number(value) : 0;
    return page > 1 && page <= LAST_PAGE ? String(page) : "";
  },
};

/**
 * /category/{slug} names a top category, or a subcategory (the footer links to electronics' subcategories,
 * e.g. /category/smartphone): the latter lists that subcategory of its own category.
 */
function pathFilter(slug: string): { category: string; sub?: string } {
  const parent = CATEGORIES.find((category) => category.subcategories.some((sub) => sub.slug === slug));
  return parent && !CATEGORIES.some((category) => category.slug === slug)
    ? { category: parent.slug, sub: slug }
    : { category: slug };
}

/**
 * The API query for a listing URL; /category/{slug} is the same listing with the category set. The URL may come
 * from the filters' GET form, submitted without JavaScript: it carries every field, empty ones too, prices as
 * typed, and the subcategory of the category chosen before (with JavaScript, choosing a category clears it).
 */
export function listingQuery(search: URLSearchParams, pathCategory?: string): Record<string, string> {
  const query: Record<string, string> = { limit: PAGE_SIZE };
  for (const name of LISTING_FILTERS) {
    const value = CANONICAL[name](search.get(name)?.trim() ?? "");
    if (value) query[name] = value;
  }
  if (pathCategory) Object.assign(query, pathFilter(pathCategory));
  const category = CATEGORIES.find((known) => known.slug === query.category);
  if (query.sub && category && !category.subcategories.some((sub) => sub.slug === query.sub))
    delete query.sub;
  return query;
}

/** The listing's own path: /products, or the category (or subcategory) its address names. */
export function listingPath(pathCategory?: string): string {
  return pathCategory === undefined ? "/products" : `/category/${encodeURIComponent(pathCategory)}`;
}

/**
 * The query of the listing's own address: the filters it reads from the URL, in canonical form and in
 * LISTING_FILTERS order, without those its path sets. Everything else in a URL (utm_*, fbclid, limit) changes
 * nothing on the page.
 */
export function listingSearch(search: URLSearchParams, pathCategory?: string): URLSearchParams {
  const query = listingQuery(search, pathCategory);
  const fromPath = pathCategory === undefined ? {} : pathFilter(pathCategory);
  const own = new URLSearchParams();
  for (const name of LISTING_FILTERS) {
    const value = query[name];
    if (value !== undefined && !(name in fromPath)) own.set(name, value);
  }
  return own;
}

// A listing's identity for search engines: its canonical address, title, description and breadcrumb trail, from
// the filters of its URL (listingQuery). Decisions:
// - Canonical addresses keep only what makes the listing a page of its own: the category (as /category/{slug},
//   a subcategory as /category/{sub} as the footer links it), the brand (its slug, as the store's brand pages
//   /products?brand=<slug>), the search text, and ?page=N from page 2 (each page of a listing is its own page,
//   canonical to itself, as Google asks). Sort, price and stock filters are views of the same page: left out.
// - Search results stay out of the index (noindex), as Google asks of a site's internal search pages.
import type { Brand } from "@store/shared/catalog";
import { CATEGORIES } from "@store/shared/categories";
import { type Crumb, categoryName } from "./json-ld.ts";
import { SITE_NAME } from "./site.ts";

export interface ListingIdentity {
  title: string;
  description: string;
  path: string;
  noindex: boolean;
  crumbs: Crumb[];
}

/** The address of a category, or of a subcategory of it, without query parameters. */
function categoryPath(category: string, sub?: string): string {
  if (!sub) return `/category/${encodeURIComponent(category)}`;
  // /category/{sub} lists that subcategory when its slug names no top category and it belongs to `category`.
  const parent = CATEGORIES.find((candidate) => candidate.subcategories.some((item) => item.slug === sub));
  const ownPath = parent?.slug === category && !CATEGORIES.some((candidate) => candidate.slug === sub);
  return ownPath
    ? `/category/${encodeURIComponent(sub)}`
    : `/category/${encodeURIComponent(category)}?${new URLSearchParams({ sub })}`;
}

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  if (!text) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${text}`;
}

/** A page number from the URL: 1 for anything that is not a whole number above 1. */
function pageNumber(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The sentences a listing's identity is made of, in the page's language (English by default). */
export interface ListingWords {
  home: string;
  allProducts: string;
  /** "all products" inside a sentence. */
  allProductsLower: string;
  resultsFor(search: string): string;
  shelfByBrand(shelf: string, brand: string): string;
  titlePage(heading: string, page: number): string;
  searchDescription(search: string): string;
  shopDescription(named: string): string;
}

export const ENGLISH_LISTING_WORDS: ListingWords = {
  home: "Home",
  allProducts: "All products",
  allProductsLower: "all products",
  resultsFor: (search) => `Results for "${search}"`,
  shelfByBrand: (shelf, brand) => `${shelf} by ${brand}`,
  titlePage: (heading, page) => `${heading} – Page ${page}`,
  searchDescription: (search) =>
    `Products matching "${search}" at ${SITE_NAME}. Prices in Rs, delivery across Nepal.`,
  shopDescription: (named) => `Shop ${named} online at ${SITE_NAME}. Prices in Rs, delivery across Nepal.`,
};

export function listingIdentity(
  query: Record<string, string>,
  brands: readonly Brand[],
  words: ListingWords = ENGLISH_LISTING_WORDS,
): ListingIdentity {
  const { category, sub, search } = query;
  const brandValue = query.brand?.toLowerCase();
  // The home page links brands by lower-cased name, the sitemap by slug: both name the same brand page.
  const brand = brandValue
    ? brands.find((item) => item.slug === brandValue || item.name.toLowerCase() === brandValue)
    : undefined;
  const brandSlug = brand?.slug ?? brandValue;
  const brandName = brand?.name ?? query.brand;
  const page = pageNumber(query.page);

  const crumbs: Crumb[] = [{ name: words.home, path: "/" }];
  let base = "/products";
  if (category) {
    base = categoryPath(category);
    crumbs.push({ name: categoryName(category), path: base });
    if (sub) {
      base = categoryPath(category, sub);
      crumbs.push({ name: categoryName(sub), path: base });
    }
  } else {
    crumbs.push({ name: words.allProducts, path: base });
  }
  if (brandSlug) {
    base = withQuery(base, { brand: brandSlug });
    crumbs.push({ name: brandName ?? brandSlug, path: base });
  }
  if (search) {
    base = withQuery(base, { search });
    crumbs.push({ name: words.resultsFor(search), path: base });
  }

  const shelf = sub ? categoryName(sub) : category ? categoryName(category) : undefined;
  const named = shelf && brandName ? words.shelfByBrand(shelf, brandName) : (shelf ?? brandName);
  const heading = search ? words.resultsFor(search) : (named ?? words.allProducts);
  const description = search
    ? words.searchDescription(search)
    : words.shopDescription(named ?? words.allProductsLower);

  return {
    title: page > 1 ? words.titlePage(heading, page) : heading,
    description,
    path: page > 1 ? withQuery(base, { page: String(page) }) : base,
    noindex: Boolean(search),
    crumbs,
  };
}

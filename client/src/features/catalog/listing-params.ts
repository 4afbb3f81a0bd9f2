// The listing's filters live in the URL, so a filtered page can be shared, bookmarked and reloaded.
import { CATEGORIES } from "@store/shared/categories";

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
    let value = search.get(name)?.trim();
    if (value && (name === "minPrice" || name === "maxPrice")) value = value.replace(/\D/g, "");
    if (value) query[name] = value;
  }
  if (pathCategory) Object.assign(query, pathFilter(pathCategory));
  const category = CATEGORIES.find((known) => known.slug === query.category);
  if (query.sub && category && !category.subcategories.some((sub) => sub.slug === query.sub))
    delete query.sub;
  return query;
}

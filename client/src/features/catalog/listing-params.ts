// The listing's filters live in the URL, so a filtered page can be shared, bookmarked and reloaded.

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

/** The API query for a listing URL; /category/{slug} is the same listing with the category set. */
export function listingQuery(search: URLSearchParams, pathCategory?: string): Record<string, string> {
  const query: Record<string, string> = { limit: PAGE_SIZE };
  for (const name of LISTING_FILTERS) {
    const value = search.get(name)?.trim();
    if (value) query[name] = value;
  }
  if (pathCategory) query.category = pathCategory;
  return query;
}

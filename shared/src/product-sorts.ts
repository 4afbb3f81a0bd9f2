// The listing's sort orders: a fact without zod, so the route table (which reads a listing's address in the
// storefront's first chunk) can check a sort without loading the schemas (catalog.ts builds the query schema on it).
export const PRODUCT_SORTS = ["bestselling", "newest", "price_asc", "price_desc", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

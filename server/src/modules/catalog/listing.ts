// The product grid: filters, sorts and pages of GET /api/products, read with the catalogue reader's prepared
// statements: one for the page (only the columns a card needs, the brand joined in) and one for the count. The
// statements are built from a fixed set of pieces, so there are few of them, each prepared once; every value
// the shopper sent is a bound parameter. The same statements run on SQLite and PostgreSQL but for two pieces,
// written per dialect side by side below: booleans and the ranked ids of a search.
import type { ProductListQuery, ProductSort, ProductSummary } from "@store/shared/catalog";
import type { Dialect, Reader } from "../../db/reader.ts";
import { presentProductSummary } from "./present.ts";
import { findMatchingProductIds } from "./search.ts";

export interface ProductPage {
  products: ProductSummary[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

// Every order ends on the id, so equal prices or sales never swap places between two pages.
const SORT_ORDERS: Record<ProductSort, string> = {
  bestselling: `p."soldCount" DESC, p."id" ASC`,
  newest: `p."createdAt" DESC, p."id" ASC`,
  price_asc: `p."salePrice" ASC, p."id" ASC`,
  price_desc: `p."salePrice" DESC, p."id" ASC`,
  rating: `p."rating" DESC, p."reviewCount" DESC, p."id" ASC`,
};
const SHOP_WINDOW_ORDER = `p."featured" DESC, p."soldCount" DESC, p."id" ASC`;
/** A search without a sort keeps the search's order: its position in the ranked list. */
const RELEVANCE_ORDER = `m."key" ASC`;

const CARD_COLUMNS = `p."id", p."name", p."nameNe", p."title", p."slug", p."categorySlug", p."subcategorySlug", p."price",
  p."discountedPrice", p."images", p."colors", p."memory", p."storage", p."stock", p."rating", p."reviewCount",
  p."ratingsCount", p."weight", p."dimensions", p."featured", p."soldCount",
  b."id" AS "brandId", b."name" AS "brandName", b."slug" AS "brandSlug"`;

interface CardRow {
  id: string;
  name: string;
  nameNe: string | null;
  title: string;
  slug: string;
  categorySlug: string;
  subcategorySlug: string;
  price: number;
  discountedPrice: number | null;
  images: string;
  colors: string;
  memory: string;
  storage: string;
  stock: number;
  rating: number;
  reviewCount: number;
  ratingsCount: number;
  weight: string;
  dimensions: string;
  /** 0/1 from SQLite, false/true from PostgreSQL. */
  featured: number | boolean;
  soldCount: number;
  brandId: string;
  brandName: string;
  brandSlug: string;
}

interface Filter {
  /** The products to look at (all, or the search's matches in ranked order), aliased p. */
  source: string;
  /** ` WHERE ...` or nothing. */
  where: string;
  params: unknown[];
}

/**
 * The ranked ids of a search as rows of (value, key), key its place in the ranking, from one parameter.
 * SQLite: a JSON array read by json_each (key from 0). PostgreSQL: a text[] unnested WITH ORDINALITY (key from 1).
 */
const RANKED_SOURCE: Record<Dialect, { sql: string; parameter: (ids: string[]) => unknown }> = {
  sqlite: {
    sql: `json_each(?) m JOIN "Product" p ON p."id" = m."value"`,
    parameter: (ids) => JSON.stringify(ids),
  },
  postgresql: {
    sql: `unnest(?::text[]) WITH ORDINALITY m("value", "key") JOIN "Product" p ON p."id" = m."value"`,
    parameter: (ids) => ids,
  },
};

/** A boolean as each database compares it: SQLite stores 0/1. */
const BOOLEAN: Record<Dialect, (value: boolean) => number | boolean> = {
  sqlite: (value) => (value ? 1 : 0),
  postgresql: (value) => value,
};

function productFilter(dialect: Dialect, query: ProductListQuery, rankedIds: string[] | null): Filter {
  // An archived product is off the storefront: never in a grid, a search or a home page carousel.
  const conditions: string[] = [`p."archivedAt" IS NULL`];
  const params: unknown[] = [];
  let source = `"Product" p`;
  if (rankedIds !== null) {
    source = RANKED_SOURCE[dialect].sql;
    params.push(RANKED_SOURCE[dialect].parameter(rankedIds));
  }
  if (query.category) {
    conditions.push(`p."categorySlug" = ?`);
    params.push(query.category);
  }
  if (query.sub) {
    conditions.push(`p."subcategorySlug" = ?`);
    params.push(query.sub);
  }
  if (query.brand) {
    // A brand by its slug or its lower-cased name (the home page links use ?brand=apple).
    conditions.push(`p."brandId" IN (SELECT "id" FROM "Brand" WHERE "slug" = ? OR lower("name") = ?)`);
    params.push(query.brand, query.brand);
  }
  if (query.featured !== undefined) {
    conditions.push(`p."featured" = ?`);
    params.push(BOOLEAN[dialect](query.featured));
  }
  // inStock=false is an unticked "in stock only" box: it widens nothing and hides nothing.
  if (query.inStock) conditions.push(`p."stock" > 0`);
  if (query.minPrice !== undefined) {
    conditions.push(`p."salePrice" >= ?`);
    params.push(query.minPrice);
  }
  if (query.maxPrice !== undefined) {
    conditions.push(`p."salePrice" <= ?`);
    params.push(query.maxPrice);
  }
  const where = ` WHERE ${conditions.join(" AND ")}`;
  return { source, where, params };
}

function presentCard(row: CardRow): ProductSummary {
  return presentProductSummary({
    ...row,
    featured: row.featured === 1 || row.featured === true,
    brand: { id: row.brandId, name: row.brandName, slug: row.brandSlug },
  });
}

export async function listProducts(reader: Reader, query: ProductListQuery): Promise<ProductPage> {
  const rankedIds = query.search ? await findMatchingProductIds(reader, query.search) : null;
  const filter = productFilter(reader.dialect, query, rankedIds);
  const order = query.sort
    ? SORT_ORDERS[query.sort]
    : rankedIds !== null
      ? RELEVANCE_ORDER
      : SHOP_WINDOW_ORDER;
  const [rows, count] = await Promise.all([
    reader.all<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM ${filter.source} JOIN "Brand" b ON b."id" = p."brandId"${filter.where}
     ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...filter.params, query.limit, (query.page - 1) * query.limit],
    ),
    reader.get<{ total: number }>(
      `SELECT count(*) AS "total" FROM ${filter.source}${filter.where}`,
      filter.params,
    ),
  ]);
  const total = count!.total;
  return {
    products: rows.map(presentCard),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

// The product grid: filters, sorts and pages of GET /api/products. One findMany for the page and one count,
// side by side; the brands come with the page's findMany (one lookup for all its rows, never one per product).
import type { ProductListQuery, ProductSort, ProductSummary } from "@store/shared/catalog";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Database } from "../../db/client.ts";
import { presentProductSummary, productSummarySelect } from "./present.ts";
import { findMatchingProductIds } from "./search.ts";

export interface ProductPage {
  products: ProductSummary[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

type ProductOrder = Prisma.ProductOrderByWithRelationInput[];

// Every order ends on the id, so equal prices or sales never swap places between two pages.
const SORT_ORDERS: Record<ProductSort, ProductOrder> = {
  bestselling: [{ soldCount: "desc" }, { id: "asc" }],
  newest: [{ createdAt: "desc" }, { id: "asc" }],
  price_asc: [{ salePrice: "asc" }, { id: "asc" }],
  price_desc: [{ salePrice: "desc" }, { id: "asc" }],
  rating: [{ rating: "desc" }, { reviewCount: "desc" }, { id: "asc" }],
};
const SHOP_WINDOW_ORDER: ProductOrder = [{ featured: "desc" }, { soldCount: "desc" }, { id: "asc" }];

interface BrandIdRow {
  id: string;
}

/** The brand a link names, by slug or by lower-cased name (the home page links use ?brand=apple). */
async function findBrandIds(db: Database, brand: string): Promise<string[]> {
  const rows = await db.$queryRaw<BrandIdRow[]>(
    Prisma.sql`SELECT id FROM "Brand" WHERE slug = ${brand} OR lower(name) = ${brand}`,
  );
  return rows.map((row) => row.id);
}

async function productFilter(db: Database, query: ProductListQuery): Promise<Prisma.ProductWhereInput> {
  const where: Prisma.ProductWhereInput = {};
  if (query.category) where.categorySlug = query.category;
  if (query.sub) where.subcategorySlug = query.sub;
  if (query.brand) where.brandId = { in: await findBrandIds(db, query.brand) };
  if (query.featured !== undefined) where.featured = query.featured;
  // inStock=false is an unticked "in stock only" box: it widens nothing and hides nothing.
  if (query.inStock) where.stock = { gt: 0 };
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    where.salePrice = { gte: query.minPrice, lte: query.maxPrice };
  }
  return where;
}

function pageOf(query: ProductListQuery, total: number, products: ProductSummary[]): ProductPage {
  const totalPages = Math.ceil(total / query.limit);
  return { products, pagination: { page: query.page, limit: query.limit, total, totalPages } };
}

/** A search without a sort is ordered by relevance, which lives in the search index, not in a column. */
async function listByRelevance(
  db: Database,
  query: ProductListQuery,
  where: Prisma.ProductWhereInput,
  rankedIds: string[],
): Promise<ProductPage> {
  const kept = await db.product.findMany({
    where: { ...where, id: { in: rankedIds } },
    select: { id: true },
  });
  const keptIds = new Set(kept.map((row) => row.id));
  const matches = rankedIds.filter((id) => keptIds.has(id));
  const pageIds = matches.slice((query.page - 1) * query.limit, query.page * query.limit);
  const rows =
    pageIds.length === 0
      ? []
      : await db.product.findMany({ where: { id: { in: pageIds } }, select: productSummarySelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const products = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentProductSummary(row)] : [];
  });
  return pageOf(query, matches.length, products);
}

export async function listProducts(db: Database, query: ProductListQuery): Promise<ProductPage> {
  const [where, rankedIds] = await Promise.all([
    productFilter(db, query),
    query.search ? findMatchingProductIds(db, query.search) : Promise.resolve(null),
  ]);
  if (rankedIds !== null && !query.sort) return listByRelevance(db, query, where, rankedIds);
  if (rankedIds !== null) where.id = { in: rankedIds };

  const orderBy = query.sort ? SORT_ORDERS[query.sort] : SHOP_WINDOW_ORDER;
  const [rows, total] = await Promise.all([
    db.product.findMany({
      where,
      orderBy,
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: productSummarySelect,
    }),
    db.product.count({ where }),
  ]);
  return pageOf(query, total, rows.map(presentProductSummary));
}

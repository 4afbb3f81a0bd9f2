// One product's page, its related products, and the store's brands and category tree.
import type { Brand, CategoryTree, Product, ProductSummary } from "@store/shared/catalog";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http-error.ts";
import {
  presentProduct,
  presentProductSummary,
  productDetailSelect,
  productSummarySelect,
} from "./present.ts";

const productNotFound = () => notFound("product.not_found", "Product not found");

/** A product by its id; a slug is accepted too, so /products/{slug} links keep working. */
export async function findProductById(db: Database, idOrSlug: string): Promise<Product> {
  const row = await db.product.findFirst({
    where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }], archivedAt: null },
    select: productDetailSelect,
  });
  if (!row) throw productNotFound();
  return presentProduct(row);
}

/** A product by the address of its page, /product/{category}/{slug}: the slug must be in that category. */
export async function findProductBySlug(db: Database, category: string, slug: string): Promise<Product> {
  const row = await db.product.findFirst({
    where: { slug, categorySlug: category, archivedAt: null },
    select: productDetailSelect,
  });
  if (!row) throw productNotFound();
  return presentProduct(row);
}

/**
 * Products to show beside one (named by id or slug): from the same category, never the product itself, those
 * of its own subcategory first, each group bestselling first.
 */
export async function findRelatedProducts(
  db: Database,
  category: string,
  productId: string,
  limit: number,
): Promise<ProductSummary[]> {
  // By id, or by slug: a product page asks with the slug of its address, alongside the product itself.
  const product = await db.product.findFirst({
    where: { OR: [{ id: productId }, { slug: productId }], archivedAt: null },
    select: { id: true, categorySlug: true, subcategorySlug: true },
  });
  if (!product) throw productNotFound();
  const order = [{ soldCount: "desc" as const }, { id: "asc" as const }];
  const sameCategory = { categorySlug: category, id: { not: product.id }, archivedAt: null };
  // The subcategory only narrows things when the product really is in the category asked about.
  const subcategory = product.categorySlug === category ? product.subcategorySlug : null;
  const siblings =
    subcategory === null
      ? []
      : await db.product.findMany({
          where: { ...sameCategory, subcategorySlug: subcategory },
          orderBy: order,
          take: limit,
          select: productSummarySelect,
        });
  const cousins =
    siblings.length >= limit
      ? []
      : await db.product.findMany({
          where: {
            ...sameCategory,
            ...(subcategory === null ? {} : { subcategorySlug: { not: subcategory } }),
          },
          orderBy: order,
          take: limit - siblings.length,
          select: productSummarySelect,
        });
  return [...siblings, ...cousins].map(presentProductSummary);
}

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export async function listBrands(db: Database): Promise<Brand[]> {
  const rows = await db.brand.findMany({
    select: {
      id: true,
      name: true,
      slug: true,
      logo: true,
      _count: { select: { products: { where: { archivedAt: null } } } },
    },
  });
  // Sorted here, not in SQL, so "HP" sits between "Havells" and "Himalaya" as a shopper reads it.
  return rows
    .map((row) => ({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      logo: row.logo,
      productCount: row._count.products,
    }))
    .sort((a, b) => byName.compare(a.name, b.name) || a.slug.localeCompare(b.slug));
}

export async function listCategories(db: Database): Promise<CategoryTree[]> {
  return db.category.findMany({
    orderBy: [{ position: "asc" }, { slug: "asc" }],
    select: {
      slug: true,
      name: true,
      nameNe: true,
      subcategories: {
        orderBy: [{ position: "asc" }, { slug: "asc" }],
        select: { slug: true, name: true, nameNe: true },
      },
    },
  });
}

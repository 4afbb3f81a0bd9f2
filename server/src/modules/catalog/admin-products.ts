// The merchant's products as the admin reads them: the list with its filters and one product, every variant
// included (archived ones marked).
import type { AdminProduct, AdminProductListQuery } from "@store/shared/admin/products";
import type { Prisma } from "../../generated/prisma/client.ts";
import { dialectOf, type Database, type Transaction } from "../../db/client.ts";
import { notFound } from "../../http-error.ts";
import { pictureUrl } from "../media/picture-urls.ts";
import { presentProductSummary, productSummarySelect } from "./present.ts";
import { sanitizeNepaliDescription, sanitizeProductHtml } from "./sanitize.ts";
import { presentVariant, variantSelect } from "./variants.ts";
import { newestFirst, readPage } from "../../db/page.ts";

export const productNotFound = () => notFound("product.not_found", "Product not found");

export const adminProductSelect = {
  ...productSummarySelect,
  description: true,
  descriptionNe: true,
  specifications: true,
  archivedAt: true,
  createdAt: true,
  updatedAt: true,
  variants: { orderBy: [{ position: "asc" }, { id: "asc" }], select: variantSelect },
} satisfies Prisma.ProductSelect;
type AdminProductRow = Prisma.ProductGetPayload<{ select: typeof adminProductSelect }>;

export function parseSpecifications(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
  } catch {
    return {};
  }
}

/**
 * The product as the admin edits it: every variant, archived ones marked; the description as stored (cleaned);
 * pictures addressed as the storefront answers them (a PATCH sending them back keeps the stored addresses).
 */
export function presentAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    ...presentProductSummary(row),
    description: sanitizeProductHtml(row.description),
    descriptionNe: sanitizeNepaliDescription(row.descriptionNe),
    specifications: parseSpecifications(row.specifications),
    variants: row.variants.map((variant) => ({
      ...presentVariant(variant),
      // Addressed as the product's pictures are answered (with the subcategory), so the editor finds it among
      // them; its own colour, not the variant's (that tint is the storefront's way of showing it).
      image: variant.image === null ? null : pictureUrl(variant.image, row.subcategorySlug),
      archived: variant.archived,
      position: variant.position,
    })),
    status: row.archivedAt === null ? "active" : "archived",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function insensitiveContains(db: Database, term: string): Prisma.StringFilter {
  // SQLite's LIKE ignores ASCII case already; PostgreSQL's needs `mode`.
  return (
    dialectOf(db) === "postgresql" ? { contains: term, mode: "insensitive" } : { contains: term }
  ) as Prisma.StringFilter;
}

export async function listAdminProducts(db: Database, query: AdminProductListQuery) {
  const term = query.search?.trim();
  const contains = term ? insensitiveContains(db, term) : null;
  const where: Prisma.ProductWhereInput = {
    ...(query.category ? { categorySlug: query.category } : {}),
    ...(query.status === "active"
      ? { archivedAt: null }
      : query.status === "archived"
        ? { archivedAt: { not: null } }
        : {}),
    ...(contains
      ? {
          OR: [
            { name: contains },
            { slug: contains },
            { brand: { name: contains } },
            { brand: { slug: contains } },
            { variants: { some: { sku: contains } } },
          ],
        }
      : {}),
  };
  const { rows, ...place } = await readPage(
    query,
    () => db.product.count({ where }),
    (window) => db.product.findMany({ where, orderBy: newestFirst(), ...window, select: adminProductSelect }),
  );
  return { products: rows.map(presentAdminProduct), ...place };
}

export async function adminProductRow(db: Transaction | Database, id: string) {
  const row = await db.product.findUnique({ where: { id }, select: adminProductSelect });
  if (!row) throw productNotFound();
  return row;
}

export async function findAdminProduct(db: Database, id: string): Promise<AdminProduct> {
  return presentAdminProduct(await adminProductRow(db, id));
}

// The catalogue as CSV (docs/guides/admin.md): every variant of every product, one row each, in the columns
// the import reads back (PRODUCT_CSV_COLUMNS).
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from "@store/shared/admin/products";
import type { Database } from "../../db/client.ts";
import { writeCsv, type CsvValue } from "./csv.ts";
import { variantSelect } from "./variants.ts";

export async function exportProductsCsv(db: Database): Promise<string> {
  const rows = await db.productVariant.findMany({
    orderBy: [{ product: { slug: "asc" } }, { position: "asc" }, { id: "asc" }],
    select: {
      ...variantSelect,
      product: {
        select: {
          slug: true,
          name: true,
          nameNe: true,
          categorySlug: true,
          subcategorySlug: true,
          archivedAt: true,
          brand: { select: { slug: true } },
        },
      },
    },
  });
  const records = rows.map((row) => {
    const values: Record<ProductCsvColumn, CsvValue> = {
      productSlug: row.product.slug,
      name: row.product.name,
      brand: row.product.brand.slug,
      category: row.product.categorySlug,
      subcategory: row.product.subcategorySlug,
      sku: row.sku,
      color: row.color,
      memory: row.memory,
      storage: row.storage,
      size: row.size,
      price: row.price,
      discountedPrice: row.discountedPrice,
      stock: row.stock,
      status: row.archived || row.product.archivedAt !== null ? "archived" : "active",
      nameNe: row.product.nameNe,
    };
    return PRODUCT_CSV_COLUMNS.map((column) => values[column]);
  });
  return writeCsv([PRODUCT_CSV_COLUMNS, ...records]);
}

// What runs low: the variants on sale whose stock is at or below the threshold, for the dashboard.
import type { Database } from "../../db/client.ts";
import { variantName } from "./variants.ts";

export interface LowStockItem {
  productId: string;
  variantId: string;
  sku: string;
  /** The product's name with the variant's options, e.g. "iPhone 15 Pro (Blue Titanium, 256GB)". */
  name: string;
  stock: number;
}

/** Variants on sale with stock at or below `threshold`, the lowest first, at most `limit` of them. */
export async function lowStockItems(db: Database, threshold: number, limit = 50): Promise<LowStockItem[]> {
  const rows = await db.productVariant.findMany({
    where: { archived: false, stock: { lte: threshold }, product: { archivedAt: null } },
    orderBy: [{ stock: "asc" }, { sku: "asc" }],
    take: limit,
    select: {
      id: true,
      sku: true,
      stock: true,
      productId: true,
      color: true,
      memory: true,
      storage: true,
      size: true,
      product: { select: { name: true } },
    },
  });
  return rows.map((row) => ({
    productId: row.productId,
    variantId: row.id,
    sku: row.sku,
    name: variantName(row.product.name, row),
    stock: row.stock,
  }));
}

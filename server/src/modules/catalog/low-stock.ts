// What runs low: the one place the dashboard asks, so that it can move from products to variants in one step.
import type { Database } from "../../db/client.ts";

export interface LowStockItem {
  productId: string;
  /** Null until products have variants (issue 14): today a product is its own only variant. */
  variantId: string | null;
  sku: string | null;
  name: string;
  stock: number;
}

/** Products with stock at or below `threshold`, the lowest first, at most `limit` of them. */
export async function lowStockItems(db: Database, threshold: number, limit = 50): Promise<LowStockItem[]> {
  const rows = await db.product.findMany({
    where: { stock: { lte: threshold } },
    orderBy: [{ stock: "asc" }, { name: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true, name: true, stock: true },
  });
  return rows.map((row) => ({
    productId: row.id,
    variantId: null,
    sku: null,
    name: row.name,
    stock: row.stock,
  }));
}

// Holding stock for an order. The decrement is conditional (stock >= wanted), so however many orders race for
// the last items, the database lets exactly as many through as there are items and stock never goes negative.
import { stockConflict } from "../catalog/stock.ts";
import type { Transaction } from "./expiry.ts";
import type { PricedLine } from "./order-lines.ts";

export async function reserveStock(tx: Transaction, priced: readonly PricedLine[]): Promise<void> {
  // One product may stand on several lines (other colours): reserve its total at once.
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const { product, line } of priced) {
    const entry = wanted.get(product.id) ?? { name: product.name, quantity: 0 };
    wanted.set(product.id, { name: entry.name, quantity: entry.quantity + line.quantity });
  }
  for (const [productId, { name, quantity }] of wanted) {
    const reserved = await tx.product.updateMany({
      where: { id: productId, stock: { gte: quantity } },
      data: { stock: { decrement: quantity } },
    });
    if (reserved.count === 1) continue;
    const left =
      (await tx.product.findUnique({ where: { id: productId }, select: { stock: true } }))?.stock ?? 0;
    throw stockConflict(name, left);
  }
}

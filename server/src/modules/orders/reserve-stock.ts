// Holding stock for an order, per variant: moveStock's decrement is conditional (stock >= wanted), so however
// many orders race for the last items of a variant, exactly as many get through as there are.
import { moveStock, stockConflict } from "../catalog/stock.ts";
import { variantName } from "../catalog/variants.ts";
import type { Transaction } from "../../db/client.ts";
import type { PricedLine } from "./order-lines.ts";

export async function reserveStock(
  tx: Transaction,
  priced: readonly PricedLine[],
  orderId: string,
): Promise<void> {
  // One variant may stand on several lines: reserve its total at once.
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const { product, variant, line } of priced) {
    const entry = wanted.get(variant.id) ?? { name: variantName(product.name, variant), quantity: 0 };
    wanted.set(variant.id, { name: entry.name, quantity: entry.quantity + line.quantity });
  }
  const moves = [...wanted].map(([variantId, { quantity }]) => ({ variantId, delta: -quantity }));
  const refused = await moveStock(tx, moves, "order_reserved", { orderId });
  if (refused === null) return;
  const left =
    (await tx.productVariant.findUnique({ where: { id: refused.variantId }, select: { stock: true } }))
      ?.stock ?? 0;
  throw stockConflict(wanted.get(refused.variantId)!.name, left);
}

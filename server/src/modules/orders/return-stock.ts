// Stock of a paid order goes back on the shelf when it is cancelled or refunded in full before delivery: once
// (Order.stockReleased, claimed by one guarded update, so a cancel and a refund, or two replicas, never both
// return it), and its units no longer count as sold.
import { writeQuietly } from "../catalog/quiet-changes.ts";
import { moveStock } from "../catalog/stock.ts";
import type { Transaction } from "../../db/client.ts";

export async function returnPaidStock(tx: Transaction, orderId: string, note = ""): Promise<boolean> {
  const claimed = await tx.order.updateMany({
    where: { id: orderId, stockReleased: false },
    data: { stockReleased: true },
  });
  if (claimed.count !== 1) return false;
  const items = await tx.orderItem.findMany({
    where: { orderId },
    select: { productId: true, variantId: true, quantity: true },
  });
  // Each variant's units back where they were taken from (an increment is never refused).
  await moveStock(
    tx,
    items.map((item) => ({ variantId: item.variantId, delta: item.quantity })),
    "order_returned",
    { orderId, note },
  );
  // Counted as sold when paid (confirm-lines.ts), quietly taken back; the guard keeps it from going below zero.
  await writeQuietly(
    tx,
    async () => {
      for (const item of items) {
        await tx.product.updateMany({
          where: { id: item.productId, soldCount: { gte: item.quantity } },
          data: { soldCount: { decrement: item.quantity } },
        });
      }
    },
    () => true,
  );
  return true;
}

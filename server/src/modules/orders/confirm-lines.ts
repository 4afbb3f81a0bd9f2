// An order the store has confirmed (paid, or placed for cash on delivery): its products count as sold and the
// bought lines leave the buyer's cart. Cancelling such an order takes the sold count back (return-stock.ts).
import type { Transaction } from "../../db/client.ts";
import { writeQuietly } from "../catalog/quiet-changes.ts";

interface ConfirmedOrder {
  userId: string | null;
  sessionId: string | null;
  items: { productId: string; variantId: string; quantity: number }[];
  /** The discount code the order used: it leaves the cart with the bought lines. */
  discountCode?: string | null;
}

export async function confirmOrderLines(tx: Transaction, order: ConfirmedOrder): Promise<void> {
  // A sold count no page prints: quiet, so a paid order leaves the rendered pages (a best-selling order on a kept
  // page follows at the next change a page shows; the API's answers follow at once).
  await writeQuietly(
    tx,
    async () => {
      for (const item of order.items) {
        await tx.product.update({
          where: { id: item.productId },
          data: { soldCount: { increment: item.quantity } },
        });
      }
    },
    () => true,
  );
  const cart = order.userId
    ? { userId: order.userId }
    : order.sessionId
      ? { sessionId: order.sessionId }
      : null;
  if (cart) {
    await tx.cartItem.deleteMany({
      where: { cart, variantId: { in: order.items.map((item) => item.variantId) } },
    });
    if (order.discountCode)
      await tx.cart.updateMany({
        where: { ...cart, discountCode: order.discountCode },
        data: { discountCode: null },
      });
  }
}

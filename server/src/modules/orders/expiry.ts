// An unpaid order holds its stock only for the payment window; then it is cancelled and the stock released.
import type { Database, Transaction } from "../../db/client.ts";
import { moveStock } from "../catalog/stock.ts";
import { mailOrderCancelled } from "../mail/order-mail.ts";
import { giveBackUse } from "../discounts/service.ts";

/**
 * Puts an unpaid order's stock back, once: the guarded update wins for exactly one caller, even across
 * replicas, so stock is never returned twice.
 */
export async function releaseReservedStock(
  tx: Transaction,
  orderId: string,
  note: string,
  actorId: string | null = null,
): Promise<boolean> {
  const claimed = await tx.order.updateMany({
    where: { id: orderId, status: "pending", stockReleased: false },
    data: { status: "cancelled", stockReleased: true },
  });
  if (claimed.count !== 1) return false;
  const items = await tx.orderItem.findMany({
    where: { orderId },
    select: { variantId: true, quantity: true },
  });
  // Each variant's stock back where it was taken from (an increment is never refused).
  await moveStock(
    tx,
    items.map((item) => ({ variantId: item.variantId, delta: item.quantity })),
    "order_released",
    { orderId, note },
  );
  await tx.trackingEvent.create({ data: { orderId, status: "cancelled", note, actorId } });
  await mailOrderCancelled(tx, orderId, note);
  // Its discount code's use goes back too, under the same once-only claim.
  await giveBackUse(tx, orderId);
  return true;
}

/** Cancels every unpaid order whose payment window has lapsed. Returns how many were released. */
export async function releaseLapsedOrders(db: Database, now = new Date()): Promise<number> {
  const lapsed = await db.order.findMany({
    // Cash-on-delivery orders are processing from the start; named here too, as they never have a window.
    where: {
      status: "pending",
      stockReleased: false,
      paymentDueAt: { lt: now },
      paymentMethod: { not: "cod" },
    },
    select: { id: true },
  });
  let released = 0;
  for (const { id } of lapsed) {
    const done = await db.$transaction((tx) => releaseReservedStock(tx, id, "Payment window lapsed"), {
      maxWait: 15_000,
      timeout: 15_000,
    });
    if (done) released += 1;
  }
  return released;
}

// The admin moves an order along its journey; every move is a tracking activity the shopper sees, with the
// store's note and the carrier's tracking number when given, and who made it.
import type { Order, OrderStatus } from "@store/shared/checkout";
import type { Database } from "../../db/client.ts";
import { conflict, notFound } from "../../http-error.ts";
import { releaseReservedStock } from "./expiry.ts";
import { returnPaidStock } from "./return-stock.ts";
import { giveBackUse } from "../discounts/service.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { orderInclude, presentOrder } from "./present.ts";
import { mailOrderStatus } from "../mail/order-mail.ts";

const JOURNEY: OrderStatus[] = ["processing", "packaging", "on_the_road", "delivered"];

const NOTES: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  processing: "Payment received",
  packaging: "Your order is being packed",
  on_the_road: "Your order is on the road",
  delivered: "Delivered",
  cancelled: "Order cancelled",
};

export interface StatusChange {
  status: OrderStatus;
  /** Shown to the shopper with the move (the stage's usual sentence when absent). */
  note?: string;
  /** The carrier's tracking number; it becomes the order's current one. */
  trackingNumber?: string;
}

function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (to === "cancelled") return from === "pending" || from === "processing";
  const a = JOURNEY.indexOf(from);
  const b = JOURNEY.indexOf(to);
  return a >= 0 && b > a;
}

export async function changeOrderStatus(
  db: Database,
  orderNumber: string,
  change: StatusChange,
  admin: AuditContext,
): Promise<Order> {
  const { status: to, trackingNumber = "" } = change;
  const note = change.note || NOTES[to];
  const actorId = admin.userId;
  await db.$transaction(
    async (tx) => {
      const order = await tx.order.findUnique({ where: { orderNumber } });
      if (!order) throw notFound("order.not_found", "Order not found");
      const from = order.status as OrderStatus;
      if (!canMove(from, to))
        throw conflict("order.invalid_transition", `Cannot move an order from ${from} to ${to}`);
      await recordAudit(tx, "admin.order_status", admin, {
        orderNumber,
        from,
        to,
        ...(change.note ? { note: change.note } : {}),
        ...(trackingNumber ? { trackingNumber } : {}),
      });
      // An unpaid order's reserved stock goes back as it is cancelled (the same guarded claim as the expiry).
      if (to === "cancelled" && from === "pending") {
        if (!(await releaseReservedStock(tx, order.id, note, actorId)))
          throw conflict("order.changed", "The order changed meanwhile; please try again");
        return;
      }
      const moved = await tx.order.updateMany({
        where: { id: order.id, status: from },
        data: { status: to, ...(trackingNumber ? { trackingNumber } : {}) },
      });
      if (moved.count !== 1) throw conflict("order.changed", "The order changed meanwhile; please try again");
      // Skipped stages still belong on the timeline, in order; the note and tracking number go with the last.
      const stages =
        to === "cancelled" ? [to] : JOURNEY.slice(JOURNEY.indexOf(from) + 1, JOURNEY.indexOf(to) + 1);
      for (const [index, status] of stages.entries()) {
        const last = index === stages.length - 1;
        await tx.trackingEvent.create({
          data: {
            orderId: order.id,
            status,
            note: last ? note : NOTES[status],
            trackingNumber: last ? trackingNumber : "",
            actorId,
          },
        });
      }
      // A paid order's stock goes back on cancel too; the money is returned with a refund (refunds.ts).
      if (to === "cancelled") await returnPaidStock(tx, order.id);
      await mailOrderStatus(tx, order.id, to, note);
      // Cash on delivery not yet collected is an unpaid order: its discount code's use goes back too.
      if (to === "cancelled" && order.paymentStatus === "pending") await giveBackUse(tx, order.id);
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
  return presentOrder(await db.order.findUniqueOrThrow({ where: { orderNumber }, include: orderInclude }));
}

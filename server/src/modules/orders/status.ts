// The admin moves an order along its journey; every move is a tracking activity the shopper sees.
import type { Order, OrderStatus } from "@store/shared/checkout";
import type { Database } from "../../db/client.ts";
import { conflict, notFound } from "../../http-error.ts";
import { releaseReservedStock } from "./expiry.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { orderInclude, presentOrder } from "./present.ts";

const JOURNEY: OrderStatus[] = ["processing", "packaging", "on_the_road", "delivered"];

const NOTES: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  processing: "Payment received",
  packaging: "Your order is being packed",
  on_the_road: "Your order is on the road",
  delivered: "Delivered",
  cancelled: "Order cancelled",
};

function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (to === "cancelled") return from === "pending" || from === "processing";
  const a = JOURNEY.indexOf(from);
  const b = JOURNEY.indexOf(to);
  return a >= 0 && b > a;
}

export async function changeOrderStatus(
  db: Database,
  orderNumber: string,
  to: OrderStatus,
  admin: AuditContext,
): Promise<Order> {
  await db.$transaction(
    async (tx) => {
      const order = await tx.order.findUnique({ where: { orderNumber } });
      if (!order) throw notFound("order.not_found", "Order not found");
      const from = order.status as OrderStatus;
      if (!canMove(from, to))
        throw conflict("order.invalid_transition", `Cannot move an order from ${from} to ${to}`);
      await recordAudit(tx, "admin.order_status", admin, { orderNumber, from, to });
      // An unpaid order's reserved stock goes back; a paid one keeps its stock until a refund is handled.
      if (to === "cancelled" && from === "pending") {
        await releaseReservedStock(tx, order.id, NOTES.cancelled);
        return;
      }
      const moved = await tx.order.updateMany({
        where: { id: order.id, status: from },
        data: { status: to },
      });
      if (moved.count !== 1) throw conflict("order.changed", "The order changed meanwhile; please try again");
      // Skipped stages still belong on the timeline, in order.
      const stages =
        to === "cancelled" ? [to] : JOURNEY.slice(JOURNEY.indexOf(from) + 1, JOURNEY.indexOf(to) + 1);
      for (const status of stages)
        await tx.trackingEvent.create({ data: { orderId: order.id, status, note: NOTES[status] } });
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
  return presentOrder(await db.order.findUniqueOrThrow({ where: { orderNumber }, include: orderInclude }));
}

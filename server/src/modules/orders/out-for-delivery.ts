// "Out for delivery" (SHOP-API.md part 3): the courier has the parcel today. The order's statuses have no such
// stage, so it is a tracking activity of an order on the road (status on_the_road, note "Out for delivery"),
// shown in the shopper's timeline, and a text telling the shopper, for cash on delivery, the cash to keep ready.
// A parcel that goes out again another day may be marked again: each time is a new activity and a new text.
import type { Order } from "@store/shared/checkout";
import type { Database } from "../../db/client.ts";
import { conflict, notFound } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { textOrderOutForDelivery } from "../sms/order-texts.ts";
import { orderInclude, presentOrder } from "./present.ts";

export const OUT_FOR_DELIVERY_NOTE = "Out for delivery";

export async function markOutForDelivery(
  db: Database,
  orderNumber: string,
  actor: AuditContext,
): Promise<Order> {
  await db.$transaction(
    async (tx) => {
      const order = await tx.order.findUnique({ where: { orderNumber } });
      if (!order) throw notFound("order.not_found", "Order not found");
      if (order.status !== "on_the_road")
        throw conflict(
          "order.invalid_transition",
          `Only an order on the road can go out for delivery; this one is ${order.status}`,
        );
      await recordAudit(tx, "admin.order_status", actor, {
        orderNumber,
        from: "on_the_road",
        to: "on_the_road",
        note: OUT_FOR_DELIVERY_NOTE,
      });
      await tx.trackingEvent.create({
        data: {
          orderId: order.id,
          status: "on_the_road",
          note: OUT_FOR_DELIVERY_NOTE,
          actorId: actor.userId,
        },
      });
      await textOrderOutForDelivery(tx, order.id);
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
  return presentOrder(await db.order.findUniqueOrThrow({ where: { orderNumber }, include: orderInclude }));
}

// Reading orders: a shopper's history, one order for its owner only, and tracking by number and email.
import type { Order } from "@store/shared/checkout";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http-error.ts";
import { orderInclude, presentOrder } from "./present.ts";

export interface OrderCaller {
  userId: string | null;
  sessionId: string | null;
}

const orderNotFound = () => notFound("order.not_found", "Order not found");

/**
 * The order by id or order number when the caller placed it: the user for a user's order, the guest session
 * for a guest's. Anyone else gets the same 404 as for an order that does not exist.
 */
export async function findPayableOrder(db: Database, orderRef: string, caller: OrderCaller) {
  const owners = [
    ...(caller.userId ? [{ userId: caller.userId }] : []),
    ...(caller.sessionId ? [{ sessionId: caller.sessionId, userId: null }] : []),
  ];
  if (owners.length === 0) throw orderNotFound();
  const order = await db.order.findFirst({
    where: { OR: [{ id: orderRef }, { orderNumber: orderRef }], AND: [{ OR: owners }] },
    include: orderInclude,
  });
  if (!order) throw orderNotFound();
  return order;
}

export async function findOwnOrder(db: Database, orderRef: string, caller: OrderCaller): Promise<Order> {
  return presentOrder(await findPayableOrder(db, orderRef, caller));
}

export async function listOrders(db: Database, userId: string): Promise<Order[]> {
  const rows = await db.order.findMany({
    where: { userId },
    include: orderInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(presentOrder);
}

// Placing an order: the server prices every line from the database, reserves the stock in the same
// transaction and records the order, pending until paid.
import type { OrderCreateBody, Order } from "@store/shared/checkout";
import { orderPricing } from "@store/shared/pricing";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { newId } from "../../db/ids.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Owner } from "../cart/owner.ts";
import { checkAddress } from "../locations/check-address.ts";
import { releaseLapsedOrders } from "./expiry.ts";
import { newOrderNumber } from "./order-number.ts";
import { findShippingMethod, priceLines } from "./order-lines.ts";
import { orderInclude, presentOrder } from "./present.ts";
import { reserveStock } from "./reserve-stock.ts";

/** 31^5 numbers a day make a clash rare; a few fresh draws make a failed order over it practically impossible. */
const ORDER_NUMBER_ATTEMPTS = 5;
/** SQLite has one writer: under a rush of orders a transaction may queue for a while before it may start. */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

function isOrderNumberClash(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    isUniqueViolation(error) &&
    JSON.stringify(error.meta ?? {}).includes("orderNumber")
  );
}

export async function placeOrder(
  config: AppConfig,
  db: Database,
  owner: Owner,
  body: OrderCreateBody,
): Promise<Order> {
  // Stock held by orders nobody paid for goes back on the shelf before anyone is told it is short (the timer
  // in routes.ts may not have run since the window lapsed).
  await releaseLapsedOrders(db);
  // The address first: a district outside its province is refused before anything is priced or held.
  const { zone, ...address } = checkAddress(body.shippingAddress, "shippingAddress");
  const method = await findShippingMethod(db, body.shipping, zone);
  const priced = await priceLines(db, body.items);
  const lines = priced.map(({ line }) => line);
  const pricing = orderPricing(lines, method, body.giftWrap?.enabled ?? false);
  const now = new Date();

  const record = (orderNumber: string) =>
    db.$transaction(async (tx) => {
      // The order's id is made here so that the stock history names the order it was reserved for.
      const orderId = newId();
      await reserveStock(tx, priced, orderId);
      const order = await tx.order.create({
        data: {
          id: orderId,
          orderNumber,
          userId: owner.userId ?? null,
          sessionId: owner.userId ? null : owner.sessionId,
          email: body.customer.email,
          firstName: body.customer.firstName,
          lastName: body.customer.lastName,
          phone: body.customer.phone,
          ...body.shippingAddress,
          ...address,
          subtotal: pricing.subtotal,
          tax: pricing.tax,
          shippingCost: pricing.shipping,
          discount: pricing.discount,
          giftWrap: pricing.giftWrap > 0,
          giftWrapCost: pricing.giftWrap,
          total: pricing.total,
          shippingMethodId: method.id,
          shippingCompany: method.company,
          shippingName: method.name,
          estimatedDays: method.maxDays,
          paymentMethod: body.payment.method,
          paymentDueAt: new Date(now.getTime() + config.orderPaymentWindowMinutes * 60_000),
          items: { create: lines },
          tracking: { create: { status: "order_placed", note: "Order placed" } },
        },
        select: { id: true },
      });
      return order.id;
    }, TRANSACTION_OPTIONS);

  for (let attempt = 1; ; attempt += 1) {
    try {
      // A clash rolls the whole transaction back, stock included, so a retry reserves afresh.
      const orderId = await record(newOrderNumber(now));
      return presentOrder(
        await db.order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude }),
      );
    } catch (error) {
      if (!isOrderNumberClash(error) || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
    }
  }
}

// The texts of an order's life, queued in the transaction of the event they tell of (beside its email,
// mail/order-mail.ts). An order is texted when its phone is a Nepali mobile and, for an account's order, the
// account keeps SMS updates on (guests always: the number is what they gave to hear of their order).
import { normaliseNepaliMobile } from "@store/shared/phone";
import type { Transaction } from "../../db/client.ts";
import { storedLanguage } from "../mail/shopper-language.ts";
import { enqueueSms } from "./outbox.ts";
import {
  cancelledText,
  deliveredText,
  orderPlacedText,
  outForDeliveryText,
  refundedText,
  shippedText,
  type OrderTextKind,
  type TextedOrder,
} from "./texts.ts";

interface OrderForText extends TextedOrder {
  total: number;
  /** Rupees paid already (completed payments), for the cash to keep ready on delivery. */
  paid: number;
}

/** The number to text about the order, or null when it is not to be texted. */
async function orderRecipient(tx: Transaction, orderId: string) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      user: { select: { smsUpdates: true } },
      payments: { where: { status: "completed" }, select: { amount: true } },
    },
  });
  const to = normaliseNepaliMobile(order.phone);
  if (!to || (order.user && !order.user.smsUpdates)) return null;
  const texted: OrderForText = {
    orderNumber: order.orderNumber,
    language: storedLanguage(order.language),
    shippingCompany: order.shippingCompany,
    trackingNumber: order.trackingNumber,
    total: order.total,
    paid: order.payments.reduce((sum, payment) => sum + payment.amount, 0),
  };
  return { to, order: texted };
}

async function textOrder(
  tx: Transaction,
  orderId: string,
  kind: OrderTextKind,
  compose: (order: OrderForText) => string,
): Promise<void> {
  const recipient = await orderRecipient(tx, orderId);
  if (recipient) await enqueueSms(tx, { to: recipient.to, kind, text: compose(recipient.order) });
}

export const textOrderPlaced = (tx: Transaction, orderId: string) =>
  textOrder(tx, orderId, "order_placed", (order) => orderPlacedText(order, order.total));

export const textOrderShipped = (tx: Transaction, orderId: string) =>
  textOrder(tx, orderId, "shipped", shippedText);

/** The cash to keep ready: the order's total less what was paid already (nothing for a paid order). */
export const textOrderOutForDelivery = (tx: Transaction, orderId: string) =>
  textOrder(tx, orderId, "out_for_delivery", (order) =>
    outForDeliveryText(order, Math.max(order.total - order.paid, 0)),
  );

export const textOrderDelivered = (tx: Transaction, orderId: string) =>
  textOrder(tx, orderId, "delivered", deliveredText);

export const textOrderCancelled = (tx: Transaction, orderId: string) =>
  textOrder(tx, orderId, "cancelled", cancelledText);

export const textOrderRefunded = (tx: Transaction, orderId: string, amount: number) =>
  textOrder(tx, orderId, "refunded", (order) => refundedText(order, amount));

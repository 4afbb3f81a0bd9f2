// One function per event of an order's life that the shopper is told of by email, and by text where the order
// is texted (sms/order-texts.ts). Each is called inside the transaction that makes the event, so the email and
// the text are queued exactly when the event commits. An order without an email (a phone-only guest's) gets
// the text alone.
import type { VariantOptionKind } from "@store/shared/catalog";
import { localOptionValue } from "@store/shared/colour-names";
import type { Language } from "@store/shared/language";
import type { Transaction } from "../../db/client.ts";
import {
  textOrderCancelled,
  textOrderDelivered,
  textOrderPlaced,
  textOrderRefunded,
  textOrderShipped,
} from "../sms/order-texts.ts";
import { enqueueMail, type MailTemplate } from "./outbox.ts";
import { storedLanguage } from "./shopper-language.ts";
import type { Email } from "./templates/layout.ts";
import {
  cancelledEmail,
  deliveredEmail,
  orderPlacedEmail,
  paymentReceivedEmail,
  refundedEmail,
  shippedEmail,
  type MailOrder,
} from "./templates/order.ts";

/** A line's options in the order's language ("" where the product has no such option). */
function localOptions(
  item: Record<VariantOptionKind, string>,
  language: Language,
): Record<VariantOptionKind, string> {
  const local = (kind: VariantOptionKind) => (item[kind] ? localOptionValue(kind, item[kind], language) : "");
  return { color: local("color"), memory: local("memory"), storage: local("storage"), size: local("size") };
}

async function loadOrder(tx: Transaction, orderId: string): Promise<MailOrder & { email: string }> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
  // The language it was placed in, also for the emails an admin's move sends days later.
  const language = storedLanguage(order.language);
  return {
    ...order,
    language,
    items: order.items.map((item) => ({
      name: item.name,
      // As the pages show them: in Nepali, colours named in Nepali and sizes in Devanagari digits.
      options: localOptions(item, language),
      quantity: item.quantity,
      total: item.total,
    })),
  };
}

async function mailOrder(
  tx: Transaction,
  orderId: string,
  template: MailTemplate,
  compose: (order: MailOrder) => Email,
): Promise<void> {
  const order = await loadOrder(tx, orderId);
  if (!order.email) return;
  await enqueueMail(tx, { to: order.email, template, ...compose(order) });
}

/** Placed: emailed and texted at once, whatever the payment (payment_received is emailed only). */
export async function mailOrderPlaced(tx: Transaction, orderId: string): Promise<void> {
  await mailOrder(tx, orderId, "order_placed", orderPlacedEmail);
  await textOrderPlaced(tx, orderId);
}

export const mailPaymentReceived = (tx: Transaction, orderId: string) =>
  mailOrder(tx, orderId, "payment_received", paymentReceivedEmail);

export async function mailOrderCancelled(tx: Transaction, orderId: string, reason: string): Promise<void> {
  await mailOrder(tx, orderId, "cancelled", (order) => cancelledEmail(order, reason));
  await textOrderCancelled(tx, orderId);
}

export async function mailOrderRefunded(
  tx: Transaction,
  orderId: string,
  amount: number,
  full: boolean,
): Promise<void> {
  await mailOrder(tx, orderId, "refunded", (order) => refundedEmail(order, amount, full));
  await textOrderRefunded(tx, orderId, amount);
}

/** The admin's moves the shopper hears of: shipped (with the tracking number), delivered, a paid order cancelled. */
export async function mailOrderStatus(
  tx: Transaction,
  orderId: string,
  status: string,
  note: string,
): Promise<void> {
  if (status === "on_the_road") {
    await mailOrder(tx, orderId, "shipped", shippedEmail);
    await textOrderShipped(tx, orderId);
  } else if (status === "delivered") {
    await mailOrder(tx, orderId, "delivered", deliveredEmail);
    await textOrderDelivered(tx, orderId);
  } else if (status === "cancelled") await mailOrderCancelled(tx, orderId, note);
}

// The order's emails, one per step of its journey. Amounts in rupees through formatRupees, as on every page.
import { formatRupees } from "@store/shared/money";
import { html, layout, paragraph, table, type Email, type SafeHtml } from "./layout.ts";

export interface MailOrder {
  orderNumber: string;
  firstName: string;
  items: { name: string; details: string; quantity: number; total: number }[];
  subtotal: number;
  shippingCost: number;
  discount: number;
  giftWrapCost: number;
  tax: number;
  total: number;
  paymentMethod: string;
  shippingCompany: string;
  shippingName: string;
  trackingNumber: string;
}

const METHODS: Record<string, string> = {
  cod: "Cash on delivery",
  esewa: "eSewa",
  khalti: "Khalti",
  paypal: "PayPal",
  mastercard: "Card",
};

function summaryRows(order: MailOrder) {
  return [
    ...order.items.map((item) => ({
      label: `${item.name}${item.details ? ` (${item.details})` : ""} × ${item.quantity}`,
      value: formatRupees(item.total),
    })),
    { label: "Subtotal", value: formatRupees(order.subtotal) },
    { label: "Shipping", value: order.shippingCost === 0 ? "Free" : formatRupees(order.shippingCost) },
    ...(order.discount > 0 ? [{ label: "Discount", value: `-${formatRupees(order.discount)}` }] : []),
    ...(order.giftWrapCost > 0 ? [{ label: "Gift wrap", value: formatRupees(order.giftWrapCost) }] : []),
    ...(order.tax > 0 ? [{ label: "Tax", value: formatRupees(order.tax) }] : []),
    { label: "Total", value: formatRupees(order.total), strong: true },
  ];
}

const summaryText = (order: MailOrder) => summaryRows(order).map((row) => `${row.label}: ${row.value}`);

function orderEmail(
  order: MailOrder,
  subject: string,
  heading: string,
  lines: string[],
  withSummary: boolean,
): Email {
  const body: SafeHtml[] = [
    paragraph(html`Hello ${order.firstName},`),
    ...lines.map((line) => paragraph(html`${line}`)),
    ...(withSummary ? [table(summaryRows(order))] : []),
  ];
  const text = [
    `Hello ${order.firstName},`,
    "",
    ...lines.flatMap((line) => [line, ""]),
    ...(withSummary ? summaryText(order) : []),
  ];
  return layout(subject, heading, body, text);
}

export function orderPlacedEmail(order: MailOrder): Email {
  const cod = order.paymentMethod === "cod";
  return orderEmail(
    order,
    `Order ${order.orderNumber} placed`,
    "Thank you for your order!",
    [
      `We have received your order ${order.orderNumber}.`,
      cod
        ? `You pay ${formatRupees(order.total)} in cash when it is delivered.`
        : `Payment by ${METHODS[order.paymentMethod] ?? order.paymentMethod}: we start packing as soon as it is received.`,
      `Delivery: ${order.shippingName} (${order.shippingCompany}).`,
    ],
    true,
  );
}

export function paymentReceivedEmail(order: MailOrder): Email {
  return orderEmail(
    order,
    `Payment received for order ${order.orderNumber}`,
    "Payment received",
    [
      `We have received your payment of ${formatRupees(order.total)} by ${METHODS[order.paymentMethod] ?? order.paymentMethod} for order ${order.orderNumber}. We are getting it ready.`,
    ],
    true,
  );
}

export function shippedEmail(order: MailOrder): Email {
  return orderEmail(
    order,
    `Order ${order.orderNumber} is on its way`,
    "Your order is on its way",
    [
      `Order ${order.orderNumber} has left our store with ${order.shippingCompany}.`,
      order.trackingNumber
        ? `Tracking number: ${order.trackingNumber}`
        : "The carrier has not given a tracking number yet.",
    ],
    false,
  );
}

export function deliveredEmail(order: MailOrder): Email {
  return orderEmail(
    order,
    `Order ${order.orderNumber} delivered`,
    "Your order has been delivered",
    [`Order ${order.orderNumber} has been delivered. We hope you enjoy it!`],
    false,
  );
}

export function cancelledEmail(order: MailOrder, reason: string): Email {
  return orderEmail(
    order,
    `Order ${order.orderNumber} cancelled`,
    "Your order has been cancelled",
    [`Order ${order.orderNumber} has been cancelled: ${reason}.`],
    true,
  );
}

export function refundedEmail(order: MailOrder, amount: number, full: boolean): Email {
  return orderEmail(
    order,
    `Refund for order ${order.orderNumber}`,
    full ? "Your order has been refunded" : "Part of your order has been refunded",
    [
      `We have refunded ${formatRupees(amount)} for order ${order.orderNumber} through ${METHODS[order.paymentMethod] ?? order.paymentMethod}.`,
      "It can take a few days to show on your account.",
    ],
    false,
  );
}

// How the confirmation step pays each method (SHOP-API.md part 3 "Payments: one contract"): GET
// /api/payments/methods says each method's kind, and a redirect gateway's line below says where its payment
// starts and how to read the answer. A new gateway adds a line here and its words, not a screen.
import type { PaymentKind, PaymentMethod } from "@store/shared/order-facts";
import type { checkoutMessages } from "./checkout-messages.ts";

/** Where the gateway's answer sends the shopper: a page to open, or a form to post as the gateway documents. */
export type GatewayStart =
  { kind: "url"; url: string } | { kind: "form"; paymentUrl: string; fields: Record<string, string> };

/**
 * The order a payment starts for: its reference (number or id) and, for eSewa's form, its total in whole rupees
 * (the confirmation step knows it; a return page's Try Again starts the other gateways by the order alone).
 */
export interface OrderToPay {
  orderId: string;
  amount?: number;
}

interface GatewayLine {
  /** POST under /api. */
  endpoint: string;
  body: (order: OrderToPay) => object;
  /** The answer's `data`, read as where to send the shopper. */
  read: (data: Record<string, unknown>) => GatewayStart;
  /** What the confirmation step says when the payment cannot start (a checkout catalogue key). */
  failed: Extract<keyof typeof checkoutMessages.en, `${string}Failed`>;
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");
const asFields = (value: unknown) =>
  value && typeof value === "object" ? (value as Record<string, string>) : {};

const url = (key: string) => (data: Record<string, unknown>) => ({
  kind: "url" as const,
  url: asText(data[key]),
});
const form = (fieldsKey: string) => (data: Record<string, unknown>) => ({
  kind: "form" as const,
  paymentUrl: asText(data.paymentUrl),
  fields: asFields(data[fieldsKey]),
});
const orderOnly = ({ orderId }: OrderToPay) => ({ orderId });

/** eSewa is told where to send the shopper back: the store's own pages (SPEC.md "esewa: initiate"). */
function esewaBody({ orderId, amount = 0 }: OrderToPay) {
  const origin = window.location.origin;
  return {
    orderId,
    amount,
    successUrl: `${origin}/checkout/esewa/success`,
    failureUrl: `${origin}/checkout/esewa/failure`,
  };
}

/** The gateways the shopper leaves the store for, and back (and Fonepay's web checkout, its QR's alternative). */
export const GATEWAYS = {
  khalti: {
    endpoint: "/payments/khalti/initiate",
    body: orderOnly,
    read: url("payment_url"),
    failed: "khaltiFailed",
  },
  paypal: {
    endpoint: "/payments/paypal/create",
    body: orderOnly,
    read: url("approveUrl"),
    failed: "paypalFailed",
  },
  esewa: {
    endpoint: "/payments/esewa/initiate",
    body: esewaBody,
    read: form("formData"),
    failed: "esewaFailed",
  },
  fonepay: {
    endpoint: "/payments/fonepay/initiate",
    body: orderOnly,
    read: form("fields"),
    failed: "fonepayFailed",
  },
  connectips: {
    endpoint: "/payments/connectips/initiate",
    body: orderOnly,
    read: form("fields"),
    failed: "connectipsFailed",
  },
} as const satisfies Record<string, GatewayLine>;

export type GatewayMethod = keyof typeof GATEWAYS;

export const isGateway = (method: string): method is GatewayMethod => Object.hasOwn(GATEWAYS, method);

/**
 * Each method's kind when the store's list does not say it (a server from before SHOP-API.md part 3): the list's
 * own `kind` wins.
 */
export const DEFAULT_KINDS: Record<PaymentMethod, PaymentKind> = {
  paypal: "redirect",
  mastercard: "card",
  esewa: "redirect",
  khalti: "redirect",
  cod: "on_delivery",
  fonepay: "qr",
  connectips: "redirect",
};

/** Posts a gateway's form from a hidden form, as the gateway expects a browser form post. */
export function submitToGateway(paymentUrl: string, fields: Record<string, string>): void {
  const element = document.createElement("form");
  element.method = "POST";
  element.action = paymentUrl;
  element.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}

/** Sends the browser where the gateway's answer says. */
export function goToGateway(start: GatewayStart): void {
  if (start.kind === "url") window.location.assign(start.url);
  else submitToGateway(start.paymentUrl, start.fields);
}

/** The page that shows a QR method's code for an order. */
export const qrPagePath = (method: PaymentMethod, orderNumber: string) =>
  `/checkout/${method}/qr?orderId=${encodeURIComponent(orderNumber)}`;

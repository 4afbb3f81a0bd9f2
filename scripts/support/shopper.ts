// A guest shopper over real HTTP: places orders and pays them with PayPal, as the storefront does.
import { orderBody } from "../../server/test/support/orders.ts";

const REQUEST_TIMEOUT_MS = 30_000;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One call; a network failure (refused, reset, timed out) rejects. */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { session?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.session) headers["x-session-id"] = options.session;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  total: number;
}

export function placedOrder(answer: Answer): PlacedOrder {
  const order = (
    answer.body.data as { order: { _id: string; orderNumber: string; pricing: { total: number } } }
  ).order;
  return { id: order._id, orderNumber: order.orderNumber, total: order.pricing.total };
}

export function placeOrder(base: string, session: string, productId: string, quantity: number) {
  return call(base, "POST", "/api/orders", { session, body: orderBody([{ productId, quantity }]) });
}

/** Pays the order with the card gateway's first test card (the emulator offline approves it). */
export function payWithCard(base: string, session: string, order: PlacedOrder) {
  return call(base, "POST", "/api/payments/mastercard/process", {
    session,
    body: {
      orderId: order.id,
      amount: order.total,
      cardDetails: { cardNumber: "5555555555554444", expiryDate: "12/30", cvv: "123", cardName: "Load Test" },
    },
  });
}

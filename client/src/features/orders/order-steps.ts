// An order's timeline as its shopper reads it: each step's name in the page's language, and what the store wrote
// with it. The store's own sentences (server/src/modules/orders/status.ts, place-order.ts) say no more than the
// step's name, or are said in the page's language; a note a merchant typed is shown as written.
import type { ordersMessages } from "./orders-messages.ts";

type OrdersKey = keyof typeof ordersMessages.en;

/** Each tracking step's name in the orders catalogue; a step this page does not know is shown as sent. */
export const STEP_LABELS: Record<string, OrdersKey> = {
  order_placed: "stepOrderPlaced",
  pending: "stepPending",
  processing: "stepProcessing",
  packaging: "stepPackaging",
  on_the_road: "stepOnTheRoad",
  delivered: "stepDelivered",
  cancelled: "stepCancelled",
};

/** The store's sentences that only repeat the step's name. */
const PLAIN_NOTES = new Set([
  "Order placed",
  "Awaiting payment",
  "Your order is being packed",
  "Your order is on the road",
  "Delivered",
  "Order cancelled",
]);

export type StepNote =
  | { kind: "none" }
  | { kind: "said"; key: "notePaymentReceived" | "noteCod" }
  | { kind: "written"; text: string };

/** What to show under a step's name for the note the store wrote with it. */
export function stepNote(note: string): StepNote {
  const text = note.trim();
  if (!text || PLAIN_NOTES.has(text)) return { kind: "none" };
  if (text === "Payment received") return { kind: "said", key: "notePaymentReceived" };
  if (text.startsWith("Order confirmed for cash on delivery")) return { kind: "said", key: "noteCod" };
  return { kind: "written", text };
}

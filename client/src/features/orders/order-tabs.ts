import type { OrderStatus } from "@store/shared/checkout";
import type { ordersMessages } from "./orders-messages.ts";

type OrdersKey = keyof typeof ordersMessages.en;

export const ORDER_TABS = ["Completed", "Processing", "Cancelled"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/**
 * The three tabs of docs/STOREFRONT.md over the real statuses: everything not yet delivered or cancelled is
 * in progress.
 */
export function tabOf(status: OrderStatus): OrderTab {
  if (status === "delivered") return "Completed";
  if (status === "cancelled") return "Cancelled";
  return "Processing";
}

/** Each tab's name in the orders catalogue. */
export const TAB_LABELS: Record<OrderTab, OrdersKey> = {
  Completed: "tabCompleted",
  Processing: "tabProcessing",
  Cancelled: "tabCancelled",
};

/** Each status's words in the orders catalogue. */
export const STATUS_LABELS: Record<OrderStatus, OrdersKey> = {
  pending: "statusPending",
  processing: "statusProcessing",
  packaging: "statusPackaging",
  on_the_road: "statusOnTheRoad",
  delivered: "statusDelivered",
  cancelled: "statusCancelled",
};

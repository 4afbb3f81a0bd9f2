import type { OrderStatus } from "@store/shared/checkout";

export const ORDER_TABS = ["Completed", "Processing", "Cancelled"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** SPEC.md's three tabs over the real statuses: everything not yet delivered or cancelled is in progress. */
export function tabOf(status: OrderStatus): OrderTab {
  if (status === "delivered") return "Completed";
  if (status === "cancelled") return "Cancelled";
  return "Processing";
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  processing: "Processing",
  packaging: "Packaging",
  on_the_road: "On the road",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

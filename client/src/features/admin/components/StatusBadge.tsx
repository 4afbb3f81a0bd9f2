// An order's or a payment's status as a labelled badge. The colour only repeats what the words say.
import type { OrderStatus, PaymentStatus } from "../admin-types.ts";

const LABELS: Record<OrderStatus | PaymentStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  packaging: "Packaging",
  on_the_road: "On the road",
  delivered: "Delivered",
  cancelled: "Cancelled",
  completed: "Paid",
  failed: "Failed",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

const TONES: Record<OrderStatus | PaymentStatus, "neutral" | "progress" | "good" | "bad" | "warn"> = {
  pending: "neutral",
  processing: "progress",
  packaging: "progress",
  on_the_road: "progress",
  delivered: "good",
  cancelled: "bad",
  completed: "good",
  failed: "bad",
  partially_refunded: "warn",
  refunded: "warn",
};

export function statusLabel(status: OrderStatus | PaymentStatus): string {
  return LABELS[status] ?? status;
}

export function StatusBadge({ status }: { status: OrderStatus | PaymentStatus }) {
  return (
    <span className={`admin-badge admin-badge-${TONES[status] ?? "neutral"}`}>{statusLabel(status)}</span>
  );
}

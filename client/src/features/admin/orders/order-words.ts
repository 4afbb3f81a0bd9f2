// How the admin names an order's parts: its customer, its payment method and its dates.
import { STORE_TIME_ZONE } from "@store/shared/nepal-time";
import { PAYMENT_METHOD_NAMES } from "@store/shared/order-facts";
import type { Order } from "../admin-types.ts";

/** The shop's names, but the admin's screens call the card gateway "Card" (admin/screens.test.tsx says so). */
const METHOD_LABELS: Record<string, string> = { ...PAYMENT_METHOD_NAMES, mastercard: "Card" };

export const paymentMethodLabel = (method: string): string => METHOD_LABELS[method] ?? method;

export const customerName = (order: Order): string =>
  `${order.customer.firstName} ${order.customer.lastName}`.trim();

/** A moment as the merchant in Nepal reads it: 24 Nov 2026, 14:05 (Nepal time). */
export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: STORE_TIME_ZONE,
  });
}

export function dateOnly(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: STORE_TIME_ZONE,
  });
}

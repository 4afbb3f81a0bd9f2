// Tracking by order number and email, or phone (SHOP-API.md part 3): the timeline of docs/STOREFRONT.md "States and steps" (order_placed,
// packaging, on_the_road, delivered), built from what really happened to the order.
import type { TrackingResult } from "@store/shared/checkout";
import { DAY_MS, nepalDate, nepalWallClock } from "@store/shared/nepal-time";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http-error.ts";
import { samePhone } from "./contact.ts";

const NOT_FOUND = "Order ID not found or email address doesn't match our records.";
/** HH:MM in Nepal: shoppers are there, and a UTC clock would show them the wrong hour (and, near midnight, day). */
const nepalClock = (at: Date) => nepalWallClock(at).slice(11, 16);

const ICONS: Record<string, string> = {
  order_placed: "clipboard-check",
  processing: "credit-card",
  packaging: "package",
  on_the_road: "truck",
  delivered: "home",
  cancelled: "x-circle",
};

/** What the shopper gave with the order number: each one given must be the order's. */
export interface TrackingProof {
  email?: string;
  /** In any typed form; compared with the order's in E.164. */
  phone?: string;
}

/** Whether the proof names this order's customer: at least one part given, and every part given matches. */
function proves(order: { email: string; phone: string }, { email, phone }: TrackingProof): boolean {
  const typedEmail = email?.trim().toLowerCase() ?? "";
  const typedPhone = phone?.trim() ?? "";
  if (!typedEmail && !typedPhone) return false;
  // An order without an email ("") is never found by an email.
  if (typedEmail && (order.email === "" || order.email.toLowerCase() !== typedEmail)) return false;
  if (typedPhone && !samePhone(order.phone, typedPhone)) return false;
  return true;
}

export async function trackOrder(
  db: Database,
  orderNumber: string,
  proof: TrackingProof,
): Promise<TrackingResult> {
  const order = await db.order.findUnique({
    where: { orderNumber: orderNumber.trim().toUpperCase() },
    include: {
      items: {
        orderBy: { id: "asc" },
        select: {
          name: true,
          quantity: true,
          color: true,
          memory: true,
          storage: true,
          size: true,
          product: { select: { nameNe: true } },
        },
      },
      tracking: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  // One answer for a wrong number, a wrong email and a wrong phone, so the form reveals nothing about other
  // people's orders.
  if (!order || !proves(order, proof)) throw notFound("order.tracking_not_found", NOT_FOUND);
  const expected = new Date(order.createdAt.getTime() + order.estimatedDays * DAY_MS);
  return {
    orderId: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    totalAmount: order.total,
    productCount: order.items.reduce((count, item) => count + item.quantity, 0),
    expectedDelivery: nepalDate(expected),
    currentStatus: order.status,
    carrier: order.shippingCompany,
    trackingNumber: order.trackingNumber || null,
    payment: {
      method: order.paymentMethod as TrackingResult["payment"]["method"],
      status: order.paymentStatus as TrackingResult["payment"]["status"],
    },
    items: order.items.map(({ product, ...line }) => ({ ...line, nameNe: product?.nameNe ?? null })),
    activities: order.tracking.map((event) => ({
      id: event.id,
      status: event.status,
      date: nepalDate(event.createdAt),
      time: nepalClock(event.createdAt),
      icon: ICONS[event.status] ?? "circle",
      type: event.status === "cancelled" ? "cancelled" : "completed",
      note: event.note,
      trackingNumber: event.trackingNumber || null,
    })),
  };
}

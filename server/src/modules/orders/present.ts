// An order row as the API reference's Order object (GET /api/orders/:orderNumber).
import type { Order, OrderLine, OrderStatus, PaymentMethod, PaymentStatus } from "@store/shared/checkout";
import { DAY_MS, nepalDate } from "@store/shared/nepal-time";
import type { Prisma } from "../../generated/prisma/client.ts";

export const orderInclude = {
  items: { orderBy: { id: "asc" }, include: { product: { select: { nameNe: true } } } },
  // Every attempt and refund (an order has a handful): the latest attempt names the method, refunds are listed.
  payments: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
  tracking: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.OrderInclude;

export interface OrderRow {
  id: string;
  orderNumber: string;
  status: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  address: string;
  zipCode: string;
  district: string;
  ward: number | null;
  subtotal: number;
  tax: number;
  shippingCost: number;
  discount: number;
  discountCode: string | null;
  giftWrap: boolean;
  giftWrapCost: number;
  total: number;
  shippingCompany: string;
  shippingName: string;
  estimatedDays: number;
  paymentMethod: string;
  paymentStatus: string;
  trackingNumber: string;
  paymentDueAt: Date;
  createdAt: Date;
  items: (Omit<OrderLine, "nameNe"> & { product?: { nameNe: string | null } | null })[];
  payments: {
    method: string;
    status: string;
    transactionId: string | null;
    amount: number;
    failureReason: string | null;
    manual: boolean;
    createdAt: Date;
  }[];
  tracking: { status: string; note: string; createdAt: Date }[];
}

/**
 * A refund is kept as a Payment row with status `refund`, its reason in failureReason, its reference (the
 * gateway's, or the bank's for one paid outside the store) in transactionId; 0 is an unreported amount.
 */
function presentRefunds(payments: OrderRow["payments"]) {
  return payments
    .filter((payment) => payment.status === "refund")
    .reverse()
    .map((refund) => ({
      amount: refund.amount === 0 ? null : refund.amount,
      reason: refund.failureReason ?? "",
      at: refund.createdAt.toISOString(),
      manual: refund.manual,
      reference: refund.transactionId || null,
    }));
}

export function presentOrder(row: OrderRow): Order {
  const payment = row.payments.find((attempt) => attempt.status !== "refund");
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    status: row.status as OrderStatus,
    customer: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone },
    shippingAddress: {
      country: row.country,
      state: row.state,
      city: row.city,
      address: row.address,
      zipCode: row.zipCode,
      district: row.district,
      ward: row.ward,
    },
    items: row.items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      sku: item.sku,
      name: item.name,
      nameNe: item.product?.nameNe ?? null,
      image: item.image,
      price: item.price,
      quantity: item.quantity,
      total: item.total,
      color: item.color,
      memory: item.memory,
      storage: item.storage,
      size: item.size,
    })),
    pricing: {
      subtotal: row.subtotal,
      tax: row.tax,
      shipping: row.shippingCost,
      discount: row.discount,
      giftWrap: row.giftWrapCost,
      total: row.total,
    },
    discountCode: row.discountCode,
    giftWrap: { enabled: row.giftWrap, cost: row.giftWrapCost },
    payment: {
      method: (payment?.status === "completed" ? payment.method : row.paymentMethod) as PaymentMethod,
      status: row.paymentStatus as PaymentStatus,
      transactionId: payment?.status === "completed" ? payment.transactionId : null,
      amount: row.total,
      refunds: presentRefunds(row.payments),
    },
    shipping: {
      company: row.shippingCompany,
      method: row.shippingName,
      estimatedDays: row.estimatedDays,
      cost: row.shippingCost,
      trackingNumber: row.trackingNumber || null,
      // The same day tracking promises (GET /api/orders/track's expectedDelivery).
      expectedDelivery: nepalDate(new Date(row.createdAt.getTime() + row.estimatedDays * DAY_MS)),
    },
    tracking: row.tracking.map((event) => ({
      status: event.status,
      date: event.createdAt.toISOString(),
      note: event.note,
    })),
    // Cash on delivery has no payment window: it is paid at the door.
    paymentDueAt: row.paymentMethod === "cod" ? null : row.paymentDueAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

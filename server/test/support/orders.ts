// Builds order bodies the way the checkout sends them.
import type { FastifyInstance } from "fastify";

export const CUSTOMER = {
  customer: {
    firstName: "Sita",
    lastName: "Sharma",
    email: "sita.sharma@example.com",
    phone: "+977 9812345678",
  },
  shippingAddress: {
    country: "Nepal",
    state: "Bagmati",
    city: "Lalitpur",
    address: "Jhamsikhel 3",
    zipCode: "44700",
  },
};

export function orderBody(
  items: { productId: string; quantity: number; color?: string }[],
  overrides: { payment?: string; giftWrap?: boolean; shipping?: object } = {},
) {
  return {
    ...CUSTOMER,
    shipping: overrides.shipping ?? {
      method: "standard delivery",
      company: "Nepal Post",
      estimatedDays: 8,
      cost: 0,
    },
    payment: { method: overrides.payment ?? "paypal" },
    pricing: { subtotal: 1, tax: 0, shipping: 0, discount: 0, total: 1 },
    giftWrap: { enabled: overrides.giftWrap ?? false, cost: 0 },
    items,
  };
}

export async function productInStock(app: FastifyInstance, minimum = 5, where: object = {}) {
  return app.db.product.findFirstOrThrow({
    where: { stock: { gte: minimum }, ...where },
    orderBy: { id: "asc" },
  });
}

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
  items: { productId: string; quantity: number; color?: string; size?: string; variantId?: string }[],
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

/**
 * Places guest orders, each for a product of its own, so one test's stock changes never show in another's.
 * `app` is read at call time, since the store is built in a beforeAll.
 */
export function guestOrderPlacer(app: () => FastifyInstance, productOrder: "asc" | "desc" = "asc") {
  let nextProduct = 0;
  return async (sessionId: string, quantity = 1) => {
    const product = await app().db.product.findFirstOrThrow({
      where: { stock: { gte: 5 }, colors: "[]" },
      orderBy: { id: productOrder },
      skip: nextProduct++,
    });
    const response = await app().inject({
      method: "POST",
      url: "/api/orders",
      headers: { "x-session-id": sessionId },
      payload: orderBody([{ productId: product.id, quantity }]),
    });
    return { order: response.json().data.order, product };
  };
}

/** The admin call that moves an order along. */
export function moveOrder(app: FastifyInstance, token: string, orderNumber: string, status: string) {
  return app.inject({
    method: "PATCH",
    url: `/api/admin/orders/${orderNumber}/status`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status },
  });
}

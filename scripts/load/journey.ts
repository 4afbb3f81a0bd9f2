// The shopper the mixed load and the soak play (scripts/load/mixed.ts): a guest who browses (a listing, a
// search, a product), fills a cart, checks out and pays with PayPal, step by step for autocannon, and the shelf
// of well-stocked products the journeys shop from.
import type autocannon from "autocannon";
import { orderBody } from "../../server/test/support/orders.ts";
import { openStoreFile, plainProducts, sessionId, shelveStock } from "../support/store-process.ts";

const PRODUCTS = 20;
const STOCK = 100_000_000;
const SEARCHES = ["samsung", "phone", "watch", "laptop", "shoes", "camera", "rice", "kurta"];
const SORTS = ["bestselling", "newest", "price_asc", "price_desc", "rating"];

interface Shopper {
  session?: string;
  productId?: string;
  order?: { id: string; orderNumber: string; total: number };
}

interface Step {
  name: string;
  setupRequest: (request: autocannon.Request, context: Shopper) => autocannon.Request | null;
  onResponse?: (status: number, body: string, context: Shopper) => void;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const json = { "content-type": "application/json" };

/** Answers counted by the journey's step, then by status. */
export type AnswersByStep = Record<string, Record<string, number>>;

/** One guest shopper's visit, in order; autocannon gives each connection a fresh context every round. */
export function journey(
  products: string[],
  categories: string[],
  tally: AnswersByStep,
): autocannon.Request[] {
  const steps: Step[] = [
    {
      name: "listing",
      setupRequest: (request, context: Shopper) => {
        context.session = sessionId();
        context.productId = pick(products);
        const query = `category=${pick(categories)}&sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 3)}`;
        return { ...request, method: "GET", path: `/api/products?${query}&limit=20` };
      },
    },
    {
      name: "search",
      setupRequest: (request) => ({
        ...request,
        method: "GET",
        path: `/api/products?search=${pick(SEARCHES)}`,
      }),
    },
    {
      name: "product",
      setupRequest: (request, context: Shopper) => ({
        ...request,
        method: "GET",
        path: `/api/products/${context.productId}`,
      }),
    },
    {
      name: "cart add",
      setupRequest: (request, context: Shopper) => ({
        ...request,
        method: "POST",
        path: "/api/cart/add",
        headers: { ...json, "x-session-id": context.session! },
        body: JSON.stringify({ productId: context.productId, quantity: 1 }),
      }),
    },
    {
      name: "cart",
      setupRequest: (request, context: Shopper) => ({
        ...request,
        method: "GET",
        path: "/api/cart",
        headers: { "x-session-id": context.session! },
      }),
    },
    {
      name: "checkout",
      setupRequest: (request, context: Shopper) => ({
        ...request,
        method: "POST",
        path: "/api/orders",
        headers: { ...json, "x-session-id": context.session! },
        body: JSON.stringify(
          orderBody([{ productId: context.productId!, quantity: 1 }], { payment: "mastercard" }),
        ),
      }),
      onResponse: (status, body, context: Shopper) => {
        if (status !== 201) return;
        const order = (
          JSON.parse(body) as {
            data: { order: { _id: string; orderNumber: string; pricing: { total: number } } };
          }
        ).data.order;
        context.order = { id: order._id, orderNumber: order.orderNumber, total: order.pricing.total };
      },
    },
    {
      name: "pay",
      // Without an order to pay the round starts over (autocannon's rule for a falsy answer).
      setupRequest: (request, context: Shopper) =>
        context.order
          ? {
              ...request,
              method: "POST",
              path: "/api/payments/mastercard/process",
              headers: { ...json, "x-session-id": context.session! },
              body: JSON.stringify({
                orderId: context.order.id,
                amount: context.order.total,
                cardDetails: {
                  cardNumber: "5555555555554444",
                  expiryDate: "12/30",
                  cvv: "123",
                  cardName: "Load",
                },
              }),
            }
          : null,
    },
  ];
  return steps.map((step) => {
    const counts: Record<string, number> = (tally[step.name] = {});
    return {
      // autocannon restarts the round when setupRequest answers a falsy value; its types do not say so.
      setupRequest: step.setupRequest as (request: autocannon.Request, context: object) => autocannon.Request,
      onResponse: (status: number, body: string, context: object) => {
        counts[status] = (counts[status] ?? 0) + 1;
        step.onResponse?.(status, body, context as Shopper);
      },
    };
  });
}

/** Puts plenty of a few products on the shelf, so that the checkouts of a long run never run out. */
export function loadProducts(databaseFile: string) {
  const db = openStoreFile(databaseFile);
  try {
    const products = plainProducts(db, PRODUCTS);
    for (const product of products) shelveStock(db, product.id, STOCK);
    const categories = (
      db.prepare(`SELECT slug FROM "Category" ORDER BY position`).all() as { slug: string }[]
    ).map((row) => row.slug);
    return { products: products.map((product) => product.id), categories };
  } finally {
    db.close();
  }
}

// Drives a purchase through the API the way the storefront does: cart, order, then a payment method.
import type { FastifyInstance } from "fastify";
import { orderBody } from "./orders.ts";

export type Shopper = Record<string, string>;

export async function orderFromCart(app: FastifyInstance, headers: Shopper, payment = "paypal") {
  const product = await app.db.product.findFirstOrThrow({
    where: { stock: { gte: 20 }, colors: "[]", salePrice: { lt: 3000 } },
    orderBy: { soldCount: "asc" },
  });
  const added = await app.inject({
    method: "POST",
    url: "/api/cart/add",
    headers,
    payload: { productId: product.id, quantity: 2 },
  });
  const items = (added.json().data.items as { _id: string; productId: string; quantity: number }[]).map(
    (item) => ({
      productId: item.productId,
      quantity: item.quantity,
      cartItemId: item._id,
    }),
  );
  const placed = await app.inject({
    method: "POST",
    url: "/api/orders",
    headers,
    payload: orderBody(items, { payment }),
  });
  if (placed.statusCode !== 201) throw new Error(`placing the order failed: ${placed.body}`);
  return {
    order: placed.json().data.order as { _id: string; orderNumber: string; pricing: { total: number } },
    product,
  };
}

/** Reads the `name="…" value="…"` pairs of a page's hidden inputs. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!.replaceAll("&amp;", "&").replaceAll("&quot;", '"');
  }
  return fields;
}

export const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

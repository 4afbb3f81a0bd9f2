// Back-in-stock requests for the tests: a sold-out variant to ask about, the request, and the alerts queued.
import type { FastifyInstance } from "fastify";
import { addProduct, firstVariant } from "./catalog-products.ts";

let made = 0;

/** A new product whose one variant has no stock; `stock` gives it some instead. */
export async function soldOutProduct(app: FastifyInstance, stock = 0, name = "Alert Test Kettle") {
  made += 1;
  const product = await addProduct(app.db, { name: `${name} ${made}`, stock });
  return { product, variant: await firstVariant(app.db, product.id) };
}

export function askToBeNotified(
  app: FastifyInstance,
  productId: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: "POST", url: `/api/products/${productId}/notify`, headers, payload });
}

/** The back-in-stock messages queued to this contact (email or SMS), oldest first. */
export function alertsTo(app: FastifyInstance, to: string) {
  return app.db.mailOutbox.findMany({
    where: { to, template: "back_in_stock" },
    orderBy: { createdAt: "asc" },
  });
}

/** The unsubscribe token an alert's text carries (…/n/<token>). */
export function tokenIn(text: string): string {
  const match = /\/n\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in: ${text}`);
  return match[1]!;
}

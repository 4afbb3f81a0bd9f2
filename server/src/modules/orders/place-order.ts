// Placing an order: the server prices every line from the database, reserves the stock in the same
// transaction (a conditional decrement, so parallel orders can never oversell) and records the order.
import type { OrderCreateBody, Order } from "@store/shared/checkout";
import { orderPricing, unitPrice } from "@store/shared/pricing";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { badRequest, conflict } from "../../http-error.ts";
import { parseOptionList, resolveOptions } from "../catalog/product-options.ts";
import type { Owner } from "../cart/owner.ts";
import { newOrderNumber } from "./order-number.ts";
import { orderInclude, presentOrder } from "./present.ts";
import { releaseLapsedOrders } from "./expiry.ts";

const PLACEHOLDER_IMAGE = "/placeholder-product.svg";

async function findShippingMethod(db: Database, shipping: OrderCreateBody["shipping"]) {
  const methods = await db.shippingMethod.findMany();
  const method = shipping.methodId
    ? methods.find((candidate) => candidate.id === shipping.methodId)
    : methods.find(
        (candidate) =>
          candidate.name.toLowerCase() === shipping.method?.toLowerCase() &&
          (!shipping.company || candidate.company.toLowerCase() === shipping.company.toLowerCase()),
      );
  if (!method) {
    throw badRequest("Please select a shipping method", [
      { field: "shipping.method", message: "Please select a shipping method" },
    ]);
  }
  return method;
}

async function priceLines(db: Database, items: OrderCreateBody["items"]) {
  const products = await db.product.findMany({ where: { id: { in: items.map((item) => item.productId) } } });
  const byId = new Map(products.map((product) => [product.id, product]));
  return items.map((item, index) => {
    const product = byId.get(item.productId);
    if (!product) {
      const message = "This product is no longer available";
      throw badRequest(message, [{ field: `items.${index}.productId`, message }]);
    }
    const options = resolveOptions(product, item);
    const price = unitPrice(product);
    return {
      product,
      line: {
        productId: product.id,
        name: product.name,
        image: parseOptionList(product.images)[0] ?? PLACEHOLDER_IMAGE,
        price,
        quantity: item.quantity,
        total: price * item.quantity,
        ...options,
      },
    };
  });
}

export async function placeOrder(
  config: AppConfig,
  db: Database,
  owner: Owner,
  body: OrderCreateBody,
): Promise<Order> {
  // Stock held by orders nobody paid for goes back on the shelf before anyone is told it is short.
  await releaseLapsedOrders(db);
  const method = await findShippingMethod(db, body.shipping);
  const priced = await priceLines(db, body.items);
  const lines = priced.map(({ line }) => line);
  const pricing = orderPricing(lines, method, body.giftWrap?.enabled ?? false);
  const now = new Date();

  const orderId = await db.$transaction(
    async (tx) => {
      // One product may stand on several lines (other colours): reserve its total at once.
      const wanted = new Map<string, { name: string; quantity: number }>();
      for (const { product, line } of priced) {
        const entry = wanted.get(product.id) ?? { name: product.name, quantity: 0 };
        wanted.set(product.id, { ...entry, quantity: entry.quantity + line.quantity });
      }
      for (const [productId, { name, quantity }] of wanted) {
        const reserved = await tx.product.updateMany({
          where: { id: productId, stock: { gte: quantity } },
          data: { stock: { decrement: quantity } },
        });
        if (reserved.count !== 1) {
          const left =
            (await tx.product.findUnique({ where: { id: productId }, select: { stock: true } }))?.stock ?? 0;
          throw conflict(left <= 0 ? `${name} is out of stock` : `Only ${left} left in stock for ${name}`);
        }
      }
      const order = await tx.order.create({
        data: {
          orderNumber: newOrderNumber(now),
          userId: owner.userId ?? null,
          sessionId: owner.userId ? null : owner.sessionId,
          email: body.customer.email,
          firstName: body.customer.firstName,
          lastName: body.customer.lastName,
          phone: body.customer.phone,
          ...body.shippingAddress,
          subtotal: pricing.subtotal,
          tax: pricing.tax,
          shippingCost: pricing.shipping,
          discount: pricing.discount,
          giftWrap: pricing.giftWrap > 0,
          giftWrapCost: pricing.giftWrap,
          total: pricing.total,
          shippingMethodId: method.id,
          shippingCompany: method.company,
          shippingName: method.name,
          estimatedDays: method.maxDays,
          paymentMethod: body.payment.method,
          paymentDueAt: new Date(now.getTime() + config.orderPaymentWindowMinutes * 60_000),
          items: { create: lines },
          tracking: { create: { status: "order_placed", note: "Order placed" } },
        },
        select: { id: true },
      });
      return order.id;
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
  return presentOrder(await db.order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude }));
}

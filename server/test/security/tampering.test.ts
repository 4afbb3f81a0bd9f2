// Attacks on the money: quantities no shopper could want (negative, fractional, huge), prices the client makes
// up, and payments for less (or more) than the order's total. Every one is refused and changes nothing.
import { MAX_LINE_QUANTITY } from "@store/shared/cart";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { orderBody } from "../support/orders.ts";
import { approveAtPaypalEmulator, orderFromCart, type Shopper } from "../support/payments.ts";
import { auditEvents, expectNothingChanged } from "./support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const guest = (id: string): Shopper => ({ "x-session-id": id });
const db = () => store.app.db;
const send = (method: "POST" | "PUT", url: string, headers: Shopper, payload: string | object) =>
  store.app.inject({
    method,
    url,
    headers: { ...headers, "content-type": "application/json" },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

/**
 * A product with no options and a modest stock, so "one more than the stock" is a valid-looking quantity: its
 * stock is set below the most one line may hold, since a quantity over that is refused on its own
 * (stock-hostage.test.ts).
 */
async function modestProduct(skip = 0) {
  const product = await db().product.findFirstOrThrow({
    where: { stock: { gte: 5, lte: 200 }, colors: "[]", memory: "[]", storage: "[]" },
    orderBy: { id: "asc" },
    skip,
  });
  const stock = MAX_LINE_QUANTITY - 2;
  await db().productVariant.updateMany({ where: { productId: product.id }, data: { stock } });
  return db().product.update({ where: { id: product.id }, data: { stock } });
}

// Quantities as JSON text, so that values JSON can hold but JavaScript literals would tidy up reach the server.
const BAD_QUANTITIES = ["-1", "0", "1.5", "0.0001", "1e9", "1e309", "9007199254740993", '"2"', "null", "[1]"];

describe("quantity tampering", () => {
  it("refuses a negative, zero, fractional, huge or non-numeric quantity when adding to the cart", async () => {
    const product = await modestProduct();
    await expectNothingChanged(db(), async () => {
      for (const quantity of BAD_QUANTITIES) {
        const answer = await send(
          "POST",
          "/api/cart/add",
          guest("tamper-add-guest"),
          `{"productId":"${product.id}","quantity":${quantity}}`,
        );
        expect(answer.statusCode, quantity).toBe(400);
        expect(answer.json().errors[0].field).toBe("quantity");
      }
      const beyondStock = await send("POST", "/api/cart/add", guest("tamper-add-guest"), {
        productId: product.id,
        quantity: product.stock + 1,
      });
      expect(beyondStock.statusCode).toBe(409);
    });
  });

  it("refuses the same quantities on a cart line, and more than the stock", async () => {
    const product = await modestProduct(1);
    const headers = guest("tamper-line-guest");
    const added = await send("POST", "/api/cart/add", headers, { productId: product.id, quantity: 1 });
    const itemId = added.json().data.items[0]._id as string;
    await expectNothingChanged(db(), async () => {
      for (const quantity of BAD_QUANTITIES) {
        const answer = await send("PUT", `/api/cart/${itemId}`, headers, `{"quantity":${quantity}}`);
        expect(answer.statusCode, quantity).toBe(400);
      }
      const beyondStock = await send("PUT", `/api/cart/${itemId}`, headers, { quantity: product.stock + 1 });
      expect(beyondStock.statusCode).toBe(409);
    });
  });

  it("refuses such quantities in an order, and the stock split over lines, reserving nothing", async () => {
    const product = await modestProduct(2);
    await expectNothingChanged(db(), async () => {
      for (const quantity of BAD_QUANTITIES) {
        const body = JSON.stringify(orderBody([{ productId: product.id, quantity: 1 }])).replace(
          '"quantity":1',
          `"quantity":${quantity}`,
        );
        const answer = await send("POST", "/api/orders", guest("tamper-order-guest"), body);
        expect(answer.statusCode, quantity).toBe(400);
      }
      // Each line alone fits the stock; together they do not.
      const half = Math.ceil((product.stock + 1) / 2);
      const split = await send(
        "POST",
        "/api/orders",
        guest("tamper-order-guest"),
        orderBody([
          { productId: product.id, quantity: half },
          { productId: product.id, quantity: half },
        ]),
      );
      expect(split.statusCode).toBe(409);
    });
  });
});

describe("price tampering", () => {
  it("charges the database's prices whatever prices, costs and totals the client sends", async () => {
    const headers = guest("tamper-price-guest");
    const product = await modestProduct(3);
    const products = () =>
      db().product.findMany({ select: { id: true, price: true, salePrice: true }, orderBy: { id: "asc" } });
    const pricesBefore = await products();
    const added = await send("POST", "/api/cart/add", headers, {
      productId: product.id,
      quantity: 2,
      price: 1,
      name: "Free phone",
      image: "https://evil.example/x.png",
    });
    const unit = product.discountedPrice ?? product.price;
    expect(added.json().data.items[0]).toMatchObject({
      price: unit,
      total: 2 * unit,
      productName: product.name,
    });
    const body = orderBody([{ productId: product.id, quantity: 2 }], { giftWrap: true });
    const placed = await send("POST", "/api/orders", headers, {
      ...body,
      items: [{ productId: product.id, quantity: 2, price: 1, total: 2 }],
      shipping: { ...body.shipping, cost: -500 },
      giftWrap: { enabled: true, cost: 0 },
      pricing: { subtotal: 2, tax: -100, shipping: 0, discount: 100_000, giftWrap: 0, total: 1 },
    });
    expect(placed.statusCode).toBe(201);
    const { pricing } = placed.json().data.order;
    const shipping = 2 * unit > 5000 ? 0 : 150;
    expect(pricing).toEqual({
      subtotal: 2 * unit,
      tax: 0,
      shipping,
      discount: 0,
      giftWrap: 100,
      total: 2 * unit + shipping + 100,
    });
    expect(await products()).toEqual(pricesBefore);
  });
});

describe("payment amount tampering", () => {
  it("refuses a lowered, raised, zero, negative or fractional amount with every method, and records it", async () => {
    const headers = guest("tamper-amount-guest");
    const { order } = await orderFromCart(store.app, headers, "paypal");
    const total = order.pricing.total;
    const card = { cardNumber: "5555 5555 5555 4444", expiryDate: "12/30", cvv: "123", cardName: "Sita" };
    const attempts = {
      paypal: (amount: number) => ({
        url: "/api/payments/paypal/process",
        payload: { orderId: order._id, amount, paymentDetails: { paymentId: "PAYID-1" } },
      }),
      mastercard: (amount: number) => ({
        url: "/api/payments/mastercard/process",
        payload: { orderId: order._id, amount, cardDetails: card },
      }),
      esewa: (amount: number) => ({
        url: "/api/payments/esewa/initiate",
        payload: { orderId: order._id, amount, successUrl: "/s", failureUrl: "/f" },
      }),
    };
    const wholeButWrong = [total - 1, 1, 0, -total, total + 1, total * 100];
    await expectNothingChanged(db(), async () => {
      for (const [method, attempt] of Object.entries(attempts)) {
        for (const amount of [...wholeButWrong, total - 0.5, total + 0.01]) {
          const { url, payload } = attempt(amount);
          const answer = await send("POST", url, headers, payload);
          expect(answer.statusCode, `${method} ${amount}`).toBe(400);
          expect(answer.json().errors[0].field).toBe("amount");
        }
      }
    });
    const refused = (await auditEvents(db(), "payment.failed")).filter(
      (event) => event.detail.orderNumber === order.orderNumber,
    );
    expect(refused).toHaveLength(3 * wholeButWrong.length);
    expect(refused[0]!.detail.reason).toBe("Payment amount does not match the order total");
    // The right amount still pays: the refusals were about the amount, not the order.
    const created = await send("POST", "/api/payments/paypal/create", headers, { orderId: order._id });
    const token = new URL(created.json().data.approveUrl).searchParams.get("token")!;
    await approveAtPaypalEmulator(store.app, token);
    const paid = await send("POST", "/api/payments/paypal/process", headers, {
      orderId: order._id,
      amount: total,
      paymentDetails: { orderId: token, paymentId: token },
    });
    expect(paid.statusCode).toBe(200);
  });
});

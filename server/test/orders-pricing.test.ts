import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { setStock } from "./support/catalog-products.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import { orderBody, productInStock } from "./support/orders.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const guest = (id: string) => ({ "x-session-id": id });
const place = (payload: object, headers: Record<string, string>) =>
  store.app.inject({ method: "POST", url: "/api/orders", payload, headers });

/** Everything a client could forge about money, set to nonsense. */
function tampered(productId: string, quantity: number, giftWrap: boolean) {
  const body = orderBody([{ productId, quantity }], { giftWrap });
  return {
    ...body,
    shipping: { ...body.shipping, cost: -999, estimatedDays: 1 },
    pricing: { subtotal: 1, tax: 5, shipping: 0, discount: 99_999, total: 1 },
    giftWrap: { enabled: giftWrap, cost: 0 },
    items: [{ productId, quantity, price: 1, total: 1, name: "Free phone" }],
  };
}

describe("server-computed totals", () => {
  it("ignores the prices, costs and totals a signed-in shopper sends", async () => {
    const shopper = await registerShopper(store.app);
    const product = await productInStock(store.app, 5, { salePrice: { lt: 2000 }, colors: "[]" });
    const response = await place(tampered(product.id, 2, true), bearer(shopper.token));
    expect(response.statusCode).toBe(201);
    const { order } = response.json().data;
    const subtotal = product.salePrice * 2;
    const shipping = subtotal > 5000 ? 0 : 150;
    expect(order.items[0]).toMatchObject({ name: product.name, price: product.salePrice, total: subtotal });
    expect(order.pricing).toEqual({
      subtotal,
      tax: 0,
      shipping,
      discount: 0,
      giftWrap: 100,
      total: subtotal + shipping + 100,
    });
    expect(order.giftWrap).toEqual({ enabled: true, cost: 100 });
    expect(order.shipping).toMatchObject({ estimatedDays: 8, cost: shipping });
    const row = await store.app.db.order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
    expect(row).toMatchObject({
      userId: shopper.user._id,
      sessionId: null,
      total: subtotal + shipping + 100,
    });
  });

  it("charges the discounted price when the product has a real discount", async () => {
    const product = await productInStock(store.app, 2, { discountedPrice: { not: null }, colors: "[]" });
    const expected = Math.min(product.price, product.discountedPrice ?? product.price);
    const response = await place(tampered(product.id, 1, false), guest("pricing-guest-0001"));
    const { order } = response.json().data;
    expect(order.items[0].price).toBe(expected);
    expect(order.pricing.giftWrap).toBe(0);
    const row = await store.app.db.order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
    expect(row).toMatchObject({ sessionId: "pricing-guest-0001", userId: null });
  });

  it("charges shipping up to Rs 5,000 and ships free above it, per the chosen method", async () => {
    const methods = (await store.app.inject({ method: "GET", url: "/api/orders/shipping-methods" })).json()
      .data;
    const express = methods[1];
    const cheap = await productInStock(store.app, 2, { salePrice: { lt: 1000 }, colors: "[]" });
    const dear = await productInStock(store.app, 2, { salePrice: { gt: 6000 }, colors: "[]" });
    const byId = { methodId: express._id };
    const small = await place(
      orderBody([{ productId: cheap.id, quantity: 1 }], { shipping: byId }),
      guest("pricing-guest-0002"),
    );
    expect(small.json().data.order.shipping).toMatchObject({ method: express.name, cost: express.cost });
    const large = await place(
      orderBody([{ productId: dear.id, quantity: 1 }], { shipping: byId }),
      guest("pricing-guest-0002"),
    );
    expect(large.json().data.order.pricing.shipping).toBe(0);
  });
});

describe("what is ordered must exist", () => {
  it("names the unknown product and the unknown option", async () => {
    const missing = await place(
      orderBody([{ productId: "no-such-product", quantity: 1 }]),
      guest("pricing-guest-0003"),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      {
        field: "items.0.productId",
        code: "product.unavailable",
        message: "Product no-such-product is no longer available: remove it from the order",
      },
    ]);
    const coloured = await productInStock(store.app, 2, { colors: { not: "[]" } });
    const badColour = await place(
      orderBody([{ productId: coloured.id, quantity: 1, color: "Plaid" }]),
      guest("pricing-guest-0003"),
    );
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().errors).toEqual([
      {
        field: "items.0.color",
        code: "product.option_invalid",
        message: expect.stringContaining(`Colour Plaid is not available for ${coloured.name}: choose `),
      },
    ]);
  });

  it("takes the product's first colour when none is chosen", async () => {
    const coloured = await productInStock(store.app, 2, { colors: { not: "[]" } });
    const response = await place(
      orderBody([{ productId: coloured.id, quantity: 1 }]),
      guest("pricing-guest-0004"),
    );
    expect(response.json().data.order.items[0].color).toBe(JSON.parse(coloured.colors)[0]);
  });

  it("says when a product is sold out", async () => {
    const product = await productInStock(store.app, 1, { colors: "[]" });
    await setStock(store.app.db, product.id, 0);
    const response = await place(
      orderBody([{ productId: product.id, quantity: 1 }]),
      guest("pricing-guest-0005"),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`${product.name} is out of stock`);
  });

  it("refuses a fractional or zero quantity", async () => {
    const product = await productInStock(store.app);
    for (const quantity of [0, 1.5]) {
      const response = await place(
        orderBody([{ productId: product.id, quantity }]),
        guest("pricing-guest-0006"),
      );
      expect(response.statusCode).toBe(400);
    }
  });
});

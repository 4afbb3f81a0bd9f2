// Discount codes as shoppers meet them (docs/guides/discount-codes.md): applied to the cart, re-checked
// whenever the cart is priced, redeemed by an order inside its transaction (usage limits hold under
// concurrent orders), and given back when an unpaid order is cancelled or lapses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseLapsedOrders } from "../src/modules/orders/expiry.ts";
import { claimUse, termsOf } from "../src/modules/discounts/service.ts";
import { adminToken } from "./support/admin.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import { moveOrder, orderBody } from "./support/orders.ts";

let store: TestStore;
let admin: string;
let sequence = 0;

beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
});
afterAll(() => store.close());

const guest = (id: string) => ({ "x-session-id": id.padEnd(16, "0") });
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`.toUpperCase();

async function createCode(terms: Record<string, unknown>) {
  const response = await store.app.inject({
    method: "POST",
    url: "/api/admin/discounts",
    headers: bearer(admin),
    payload: { code: uniqueName("T"), type: "percentage", value: 10, ...terms },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.discount as { _id: string; code: string };
}

/** A product with one variant and a price in the range, each call a different one, so stock never runs short. */
let nextProduct = 0;
async function product(where: object = {}) {
  return store.app.db.product.findFirstOrThrow({
    where: { stock: { gte: 30 }, colors: "[]", ...where },
    orderBy: { id: "asc" },
    skip: (nextProduct += 1) % 5,
  });
}

async function addToCart(headers: Record<string, string>, productId: string, quantity = 1) {
  const response = await store.app.inject({
    method: "POST",
    url: "/api/cart/add",
    headers,
    payload: { productId, quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const apply = (headers: Record<string, string>, code: string) =>
  store.app.inject({ method: "POST", url: "/api/cart/discount", headers, payload: { code } });

function place(headers: Record<string, string>, productId: string, extra: object = {}, quantity = 1) {
  return store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers,
    payload: { ...orderBody([{ productId, quantity }]), ...extra },
  });
}

const codeRow = (id: string) => store.app.db.discountCode.findUniqueOrThrow({ where: { id } });

describe("applying a code to the cart", () => {
  it("takes a percentage off the subtotal, rounded to whole rupees, whatever the case typed; removing restores", async () => {
    const headers = guest("disc-cart-pct");
    const item = await product({ salePrice: { gt: 1000, lt: 3000 } });
    const cart = await addToCart(headers, item.id, 3);
    const code = await createCode({ type: "percentage", value: 15 });
    const applied = await apply(headers, `  ${code.code.toLowerCase()} `);
    expect(applied.statusCode, applied.body).toBe(200);
    const subtotal = cart.pricing.subtotal;
    const discount = Math.round((subtotal * 15) / 100);
    expect(applied.json().data).toMatchObject({
      discountCode: code.code,
      discountDetails: { code: code.code, type: "percentage", value: 15, note: null, noteCode: null },
      pricing: { subtotal, discount, total: subtotal - discount },
    });
    const read = (await store.app.inject({ method: "GET", url: "/api/cart", headers })).json().data;
    expect(read.pricing.discount).toBe(discount);
    const removed = await store.app.inject({ method: "DELETE", url: "/api/cart/discount", headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({
      discountCode: null,
      discountDetails: null,
      pricing: { discount: 0, total: subtotal },
    });
  });

  it("caps a fixed code at the subtotal: the total never goes below zero", async () => {
    const headers = guest("disc-cart-fixed");
    const item = await product({ salePrice: { lt: 3000 } });
    const cart = await addToCart(headers, item.id);
    const code = await createCode({ type: "fixed", value: 9_999_999 });
    const applied = (await apply(headers, code.code)).json().data;
    expect(applied.pricing).toMatchObject({ discount: cart.pricing.subtotal, total: 0 });
  });

  it("refuses each reason with its own code and message, writing nothing", async () => {
    const headers = guest("disc-cart-refusals");
    const item = await product({ salePrice: { gt: 500, lt: 1900 } });
    await addToCart(headers, item.id);
    const future = new Date(Date.now() + 86_400_000 * 3);
    const cases = [
      [{ code: "NO-SUCH-CODE-EVER" }, "discount.unknown", "This discount code is not valid"],
      [await createCode({ active: false }), "discount.unknown", "This discount code is not valid"],
      [
        await createCode({ startsAt: future.toISOString() }),
        "discount.not_started",
        /can be used from \d+ \w+ \d{4}/,
      ],
      [
        await createCode({
          startsAt: new Date(Date.now() - 86_400_000 * 2).toISOString(),
          endsAt: new Date(Date.now() - 86_400_000).toISOString(),
        }),
        "discount.expired",
        "This discount code has expired",
      ],
      [
        await createCode({ minSubtotal: 2000 }),
        "discount.minimum_not_met",
        "Spend at least Rs 2,000 to use this code",
      ],
    ] as const;
    for (const [code, errorCode, message] of cases) {
      const response = await apply(headers, code.code);
      expect(response.statusCode, code.code).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: errorCode });
      expect(response.json().message).toMatch(message);
      expect(response.json().errors[0]).toMatchObject({ field: "code" });
    }
    const cart = await store.app.db.cart.findFirstOrThrow({ where: { sessionId: headers["x-session-id"] } });
    expect(cart.discountCode).toBeNull();
  });

  it("refuses a code used up in all, and one this account has used as often as it may", async () => {
    const shopper = await registerShopper(store.app);
    const item = await product({ salePrice: { lt: 3000 } });
    const total = await createCode({ usageLimit: 1 });
    const perCustomer = await createCode({ perCustomerLimit: 1 });
    expect((await place(guest("disc-used-up-1"), item.id, { discountCode: total.code })).statusCode).toBe(
      201,
    );
    expect((await place(bearer(shopper.token), item.id, { discountCode: perCustomer.code })).statusCode).toBe(
      201,
    );
    await addToCart(bearer(shopper.token), item.id);
    const usedUp = await apply(bearer(shopper.token), total.code);
    expect(usedUp.json()).toMatchObject({
      code: "discount.used_up",
      message: "This discount code has been used up",
    });
    const mine = await apply(bearer(shopper.token), perCustomer.code);
    expect(mine.statusCode).toBe(400);
    expect(mine.json()).toMatchObject({ code: "discount.used_up" });
    expect(mine.json().message).toMatch(/You have already used this discount code/);
    // Another account may still use it.
    const other = await registerShopper(store.app);
    await addToCart(bearer(other.token), item.id);
    expect((await apply(bearer(other.token), perCustomer.code)).statusCode).toBe(200);
  });

  it("keeps a code on the cart and checks it again on every read: below the minimum it takes nothing off, with a note", async () => {
    const headers = guest("disc-cart-recheck");
    const item = await product({ salePrice: { gt: 1000, lt: 2000 } });
    const cart = await addToCart(headers, item.id, 2);
    const code = await createCode({ type: "fixed", value: 300, minSubtotal: 2000 });
    expect((await apply(headers, code.code)).json().data.pricing.discount).toBe(300);
    const line = cart.items[0]._id;
    const lowered = await store.app.inject({
      method: "PUT",
      url: `/api/cart/${line}`,
      headers,
      payload: { quantity: 1 },
    });
    expect(lowered.json().data).toMatchObject({
      discountCode: code.code,
      discountDetails: {
        note: "Spend at least Rs 2,000 to use this code",
        noteCode: "discount.minimum_not_met",
      },
      pricing: { discount: 0, total: lowered.json().data.pricing.subtotal },
    });
    const raised = await store.app.inject({
      method: "PUT",
      url: `/api/cart/${line}`,
      headers,
      payload: { quantity: 2 },
    });
    expect(raised.json().data.pricing.discount).toBe(300);
    // Switched off by the admin: the cart says so at once.
    await store.app.inject({
      method: "PATCH",
      url: `/api/admin/discounts/${code._id}`,
      headers: bearer(admin),
      payload: { active: false },
    });
    const read = (await store.app.inject({ method: "GET", url: "/api/cart", headers })).json().data;
    expect(read.pricing.discount).toBe(0);
    expect(read.discountDetails).toMatchObject({ noteCode: "discount.unknown" });
  });
});

describe("placing an order with a code", () => {
  it("charges the discounted total, stores the code and takes one use", async () => {
    const item = await product({ salePrice: { gt: 1000, lt: 2000 } });
    const code = await createCode({ type: "percentage", value: 12 });
    const response = await place(
      guest("disc-order-pct"),
      item.id,
      { discountCode: code.code.toLowerCase() },
      2,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json().data;
    const subtotal = item.salePrice * 2;
    const discount = Math.round((subtotal * 12) / 100);
    expect(order.discountCode).toBe(code.code);
    expect(order.pricing).toMatchObject({
      subtotal,
      discount,
      total: subtotal + order.pricing.shipping - discount,
    });
    expect((await codeRow(code._id)).timesUsed).toBe(1);
    const redemption = await store.app.db.discountRedemption.findUniqueOrThrow({
      where: { orderId: order._id },
    });
    expect(redemption).toMatchObject({ codeId: code._id, email: "sita.sharma@example.com", userId: null });
  });

  it("a free-shipping code takes off exactly the shipping cost", async () => {
    const item = await product({ salePrice: { lt: 2000 } });
    const code = await createCode({ type: "free_shipping", value: 0 });
    const { order } = (await place(guest("disc-order-ship"), item.id, { discountCode: code.code })).json()
      .data;
    expect(order.pricing.shipping).toBeGreaterThan(0);
    expect(order.pricing.discount).toBe(order.pricing.shipping);
    expect(order.pricing.total).toBe(order.pricing.subtotal);
  });

  it("refuses the order (400, nothing placed, no stock held) when the code does not apply", async () => {
    const item = await product({ salePrice: { lt: 1500 } });
    const code = await createCode({ minSubtotal: 100_000 });
    const before = await store.app.db.order.count();
    const stock = (await store.app.db.product.findUniqueOrThrow({ where: { id: item.id } })).stock;
    const response = await place(guest("disc-order-refused"), item.id, { discountCode: code.code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "discount.minimum_not_met",
      message: "Spend at least Rs 1,00,000 to use this code",
      errors: [{ field: "discountCode" }],
    });
    const unknown = await place(guest("disc-order-refused"), item.id, { discountCode: "NOPE-NOPE" });
    expect(unknown.json().code).toBe("discount.unknown");
    expect(await store.app.db.order.count()).toBe(before);
    expect((await store.app.db.product.findUniqueOrThrow({ where: { id: item.id } })).stock).toBe(stock);
  });

  it("holds a per-customer limit by account and by email, for guests too", async () => {
    const item = await product({ salePrice: { lt: 3000 } });
    const code = await createCode({ perCustomerLimit: 1 });
    const shopper = await registerShopper(store.app);
    const first = await place(bearer(shopper.token), item.id, { discountCode: code.code });
    expect(first.statusCode).toBe(201);
    const again = await place(bearer(shopper.token), item.id, {
      discountCode: code.code,
      customer: { ...orderBody([]).customer, email: "someone.else@example.com" },
    });
    expect(again.json().code).toBe("discount.used_up");
    // The first order's email (orderBody's) as a guest: the same customer.
    const asGuest = await place(guest("disc-per-customer"), item.id, { discountCode: code.code });
    expect(asGuest.json().code).toBe("discount.used_up");
    const stranger = await place(guest("disc-per-customer-2"), item.id, {
      discountCode: code.code,
      customer: { ...orderBody([]).customer, email: "stranger@example.com" },
    });
    expect(stranger.statusCode).toBe(201);
  });

  it("a one-use code discounts exactly one of many orders placed at once; the rest are refused", async () => {
    const item = await product({ salePrice: { lt: 2000 } });
    const code = await createCode({ usageLimit: 1, type: "fixed", value: 100 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        place(guest(`disc-race-${index}`), item.id, {
          discountCode: code.code,
          customer: { ...orderBody([]).customer, email: `racer${index}@example.com` },
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.json().data.order.pricing.discount).toBe(100);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("discount.used_up");
    }
    expect((await codeRow(code._id)).timesUsed).toBe(1);
    expect(await store.app.db.discountRedemption.count({ where: { codeId: code._id } })).toBe(1);
  });

  it("the claim itself is guarded: orders that all read the code before any took it cannot pass its limits", async () => {
    // What racing orders see on PostgreSQL, where the reads before the transaction run side by side (on SQLite
    // Prisma's one connection queues them behind each transaction).
    for (const terms of [{ usageLimit: 1 }, { perCustomerLimit: 1 }]) {
      const code = await createCode(terms);
      const stale = termsOf(await codeRow(code._id));
      const who = { userId: null, email: "stale@example.com" };
      await store.app.db.$transaction((tx) => claimUse(tx, stale, `stale-order-${code.code}-1`, who));
      await expect(
        store.app.db.$transaction((tx) => claimUse(tx, stale, `stale-order-${code.code}-2`, who)),
      ).rejects.toMatchObject({ code: "discount.used_up" });
      expect((await codeRow(code._id)).timesUsed).toBe(1);
    }
  });

  it("a once-per-customer code is used once by one customer placing orders at once", async () => {
    const item = await product({ salePrice: { lt: 2000 } });
    const code = await createCode({ perCustomerLimit: 1, type: "fixed", value: 50 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        place(guest(`disc-race-same-${index}`), item.id, { discountCode: code.code }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect((await codeRow(code._id)).timesUsed).toBe(1);
  });
});

describe("giving a use back", () => {
  it("a cancelled unpaid order gives its use back once; a later order can then use the code", async () => {
    const item = await product({ salePrice: { lt: 3000 } });
    const code = await createCode({ usageLimit: 1 });
    const { order } = (await place(guest("disc-cancel-1"), item.id, { discountCode: code.code })).json().data;
    expect((await codeRow(code._id)).timesUsed).toBe(1);
    expect((await moveOrder(store.app, admin, order.orderNumber, "cancelled")).statusCode).toBe(200);
    expect((await codeRow(code._id)).timesUsed).toBe(0);
    expect(await store.app.db.discountRedemption.count({ where: { orderId: order._id } })).toBe(0);
    // A second cancel is refused and gives nothing more back.
    expect((await moveOrder(store.app, admin, order.orderNumber, "cancelled")).statusCode).toBe(409);
    expect((await codeRow(code._id)).timesUsed).toBe(0);
    const next = await place(guest("disc-cancel-2"), item.id, { discountCode: code.code });
    expect(next.statusCode).toBe(201);
    expect((await codeRow(code._id)).timesUsed).toBe(1);
  });

  it("an order whose payment window lapses gives its use back when the sweep releases it", async () => {
    const item = await product({ salePrice: { lt: 3000 } });
    const code = await createCode({ usageLimit: 2 });
    const { order } = (await place(guest("disc-expiry"), item.id, { discountCode: code.code })).json().data;
    await store.app.db.order.update({
      where: { id: order._id },
      data: { paymentDueAt: new Date(Date.now() - 60_000) },
    });
    await releaseLapsedOrders(store.app.db);
    await releaseLapsedOrders(store.app.db);
    expect((await codeRow(code._id)).timesUsed).toBe(0);
    const row = await store.app.db.order.findUniqueOrThrow({ where: { id: order._id } });
    // The order keeps what it was priced with.
    expect(row).toMatchObject({ status: "cancelled", discountCode: code.code });
  });

  it("a cancelled cash-on-delivery order (never collected) gives its use back", async () => {
    const item = await product({ salePrice: { lt: 3000 } });
    const code = await createCode({});
    const cod = {
      discountCode: code.code,
      payment: { method: "cod" },
      shippingAddress: {
        country: "Nepal",
        state: "Bagmati",
        city: "Lalitpur",
        address: "Jhamsikhel 3",
        zipCode: "44700",
      },
    };
    await addToCart(guest("disc-cod"), item.id);
    expect((await apply(guest("disc-cod"), code.code)).statusCode).toBe(200);
    const placed = await place(guest("disc-cod"), item.id, cod);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json().data;
    expect((await codeRow(code._id)).timesUsed).toBe(1);
    // Confirmed at once: the bought lines and the code it used leave the cart.
    const cart = (
      await store.app.inject({ method: "GET", url: "/api/cart", headers: guest("disc-cod") })
    ).json();
    expect(cart.data).toMatchObject({ items: [], discountCode: null });
    expect((await moveOrder(store.app, admin, order.orderNumber, "cancelled")).statusCode).toBe(200);
    expect((await codeRow(code._id)).timesUsed).toBe(0);
  });
});

// Cash on delivery (docs/guides/cash-on-delivery.md): only for addresses in Nepal and totals (shipping and
// gift wrap included) up to COD_MAX_AMOUNT; the order is processing at once with its payment pending, holds
// its stock with no payment window (the expiry sweep never releases it), and its cash is recorded once by
// staff after delivery, counted as revenue that day, and can be given back with refunds.
import { formatRupees } from "@store/shared/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { releaseLapsedOrders } from "../src/modules/orders/expiry.ts";
import { adminToken, paidOrder, refund, tokenWithRole } from "./support/admin.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { TEST_JWT_SECRET } from "./support/constants.ts";
import { bearer } from "./support/factories.ts";
import { CUSTOMER, moveOrder, orderBody } from "./support/orders.ts";

let store: TestStore;
let admin: string;
let staff: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
  staff = await tokenWithRole(store.app, "staff");
});
afterAll(() => store.close());

const db = () => store.app.db;

let nextProduct = 0;
/** A product of its own for each test (one variant, enough stock), so stock checks never cross tests. */
async function freshVariant() {
  const product = await db().product.findFirstOrThrow({
    where: { stock: { gte: 10 }, colors: "[]", salePrice: { lt: 3000 } },
    orderBy: { id: "desc" },
    skip: nextProduct++,
  });
  return db().productVariant.findFirstOrThrow({
    where: { productId: product.id, archived: false, stock: { gte: 10 } },
  });
}

function placeCod(
  sessionId: string,
  items: { productId: string; quantity: number; variantId?: string }[],
  { country = "Nepal", giftWrap = false } = {},
) {
  const body = orderBody(items, { payment: "cod", giftWrap });
  return store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { "x-session-id": sessionId },
    payload: { ...body, shippingAddress: { ...CUSTOMER.shippingAddress, country } },
  });
}

async function codOrder(sessionId: string, quantity = 2) {
  const variant = await freshVariant();
  const placed = await placeCod(sessionId, [
    { productId: variant.productId, variantId: variant.id, quantity },
  ]);
  expect(placed.statusCode, placed.body).toBe(201);
  return { order: placed.json().data.order, variant };
}

const collect = (orderNumber: string, token = staff) =>
  store.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderNumber}/cod-collected`,
    headers: bearer(token),
  });
const stockOf = async (variantId: string) =>
  (await db().productVariant.findUniqueOrThrow({ where: { id: variantId } })).stock;

async function delivered(orderNumber: string) {
  const moved = await moveOrder(store.app, staff, orderNumber, "delivered");
  expect(moved.statusCode).toBe(200);
}

describe("GET /api/payments/methods", () => {
  it("answers every method, cash on delivery with Nepal only and its limit", async () => {
    const answer = await store.app.inject({ method: "GET", url: "/api/payments/methods" });
    expect(answer.statusCode).toBe(200);
    const { methods } = answer.json().data;
    expect(methods).toContainEqual({
      method: "cod",
      name: "Cash on delivery",
      kind: "on_delivery",
      available: true,
      refunds: "gateway",
      countries: ["Nepal"],
      maxAmount: 50_000,
      testOnly: false,
    });
    expect(methods).toContainEqual({
      method: "paypal",
      name: "PayPal",
      kind: "redirect",
      available: true,
      refunds: "gateway",
      countries: null,
      maxAmount: null,
      testOnly: true,
    });
    expect(methods.map((entry: { method: string }) => entry.method)).toContain("esewa");
  });

  it("takes the limit from COD_MAX_AMOUNT (50000 by default)", () => {
    expect(loadConfig({ NODE_ENV: "test" }, TEST_JWT_SECRET).codMaxAmount).toBe(50_000);
    expect(loadConfig({ NODE_ENV: "test", COD_MAX_AMOUNT: "1234" }, TEST_JWT_SECRET).codMaxAmount).toBe(1234);
    expect(() => loadConfig({ NODE_ENV: "test", COD_MAX_AMOUNT: "lots" }, TEST_JWT_SECRET)).toThrow();
  });
});

describe("placing a cash-on-delivery order", () => {
  it("refuses an address outside Nepal with its own code on payment.method, and writes nothing", async () => {
    const variant = await freshVariant();
    const ordersBefore = await db().order.count();
    const refused = await placeCod("cod-abroad", [{ productId: variant.productId, quantity: 1 }], {
      country: "Australia",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: "cod.address_not_in_nepal",
      message: "Cash on delivery is only available for addresses in Nepal",
      errors: [
        { field: "payment.method", message: "Cash on delivery is only available for addresses in Nepal" },
      ],
    });
    expect(await db().order.count()).toBe(ordersBefore);
    expect(await stockOf(variant.id)).toBe(variant.stock);
  });

  it("counts shipping and gift wrap against the limit: a total of Rs 50,000 is taken, Rs 50,001 is not", async () => {
    const method = await db().shippingMethod.findFirstOrThrow({
      where: { name: "Standard Delivery", company: "Nepal Post" },
    });
    expect(method.cost).toBeGreaterThan(0);
    const variant = await freshVariant();
    // Shipping is charged at this price (it is normally free above Rs 5,000).
    await db().shippingMethod.update({
      where: { id: method.id },
      data: { freeShippingThreshold: 10_000_000 },
    });
    try {
      const setPrice = (price: number) =>
        db().productVariant.update({
          where: { id: variant.id },
          data: { price, discountedPrice: null, salePrice: price },
        });
      const line = [{ productId: variant.productId, variantId: variant.id, quantity: 1 }];
      const atLimit = 50_000 - method.cost - 100;
      await setPrice(atLimit);
      const under = await placeCod("cod-limit-under", line, { giftWrap: true });
      expect(under.statusCode).toBe(201);
      expect(under.json().data.order.pricing).toMatchObject({
        subtotal: atLimit,
        shipping: method.cost,
        giftWrap: 100,
        total: 50_000,
      });

      await setPrice(atLimit + 1);
      const before = await stockOf(variant.id);
      const over = await placeCod("cod-limit-over", line, { giftWrap: true });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({
        code: "cod.over_limit",
        message: "Cash on delivery is available for orders up to Rs 50,000",
        errors: [{ field: "payment.method" }],
      });
      expect(await stockOf(variant.id)).toBe(before);
      // The same goods without the gift wrap are within the limit: the wrap was what tipped it over.
      expect((await placeCod("cod-limit-nowrap", line)).statusCode).toBe(201);
    } finally {
      await db().shippingMethod.update({
        where: { id: method.id },
        data: { freeShippingThreshold: method.freeShippingThreshold },
      });
    }
  });

  it("is processing at once, payment pending with no window, stock held, out of the cart", async () => {
    const variant = await freshVariant();
    const headers = { "x-session-id": "cod-confirmed" };
    const added = await store.app.inject({
      method: "POST",
      url: "/api/cart/add",
      headers,
      payload: { productId: variant.productId, quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    const soldBefore = (await db().product.findUniqueOrThrow({ where: { id: variant.productId } })).soldCount;
    const placed = await placeCod("cod-confirmed", [
      { productId: variant.productId, variantId: variant.id, quantity: 2 },
    ]);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data.order;
    expect(order.status).toBe("processing");
    expect(order.payment).toMatchObject({ method: "cod", status: "pending", transactionId: null });
    expect(order.paymentDueAt).toBeNull();
    expect(order.tracking.map((step: { status: string }) => step.status)).toEqual([
      "order_placed",
      "processing",
    ]);
    expect(order.tracking[1].note).toBe(
      `Order confirmed for cash on delivery: pay ${formatRupees(order.pricing.total)} in cash when it arrives`,
    );
    expect(await stockOf(variant.id)).toBe(variant.stock - 2);
    const reserved = await db().stockChange.findMany({ where: { orderId: order._id } });
    expect(reserved).toMatchObject([{ reason: "order_reserved", delta: -2 }]);
    expect((await db().product.findUniqueOrThrow({ where: { id: variant.productId } })).soldCount).toBe(
      soldBefore + 2,
    );
    const cart = await store.app.inject({ method: "GET", url: "/api/cart", headers });
    expect(cart.json().data.items).toEqual([]);
    // The shopper reads it the same way; no gateway can take money for it.
    const read = await store.app.inject({ method: "GET", url: `/api/orders/${order.orderNumber}`, headers });
    expect(read.json().data.order.payment).toMatchObject({ method: "cod", status: "pending" });
    const tracked = await store.app.inject({
      method: "GET",
      url: `/api/orders/track?orderId=${order.orderNumber}&email=${encodeURIComponent(order.customer.email)}`,
    });
    expect(tracked.json().data).toMatchObject({
      currentStatus: "processing",
      payment: { method: "cod", status: "pending" },
    });
    const card = await store.app.inject({
      method: "POST",
      url: "/api/payments/paypal/process",
      headers,
      payload: {
        orderId: order._id,
        amount: order.pricing.total,
        paymentDetails: { paymentId: "PAYID-cod" },
      },
    });
    expect(card.statusCode).toBe(409);
    expect(card.json().code).toBe("order.not_payable");
  });

  it("is never released by the expiry sweep, however long after the payment window", async () => {
    const { order, variant } = await codOrder("cod-sweep");
    const yearsLater = new Date(Date.now() + 5 * 365 * 24 * 60 * 60_000);
    await releaseLapsedOrders(db(), yearsLater);
    const row = await db().order.findUniqueOrThrow({ where: { id: order._id } });
    expect(row).toMatchObject({ status: "processing", paymentStatus: "pending", stockReleased: false });
    expect(await stockOf(variant.id)).toBe(variant.stock - 2);
    // Placing another order runs the sweep too.
    await codOrder("cod-sweep-2", 1);
    expect((await db().order.findUniqueOrThrow({ where: { id: order._id } })).status).toBe("processing");
  });

  it("puts the stock back once when cancelled, and no cash is then due", async () => {
    const { order, variant } = await codOrder("cod-cancel");
    const soldBefore = (await db().product.findUniqueOrThrow({ where: { id: variant.productId } })).soldCount;
    const cancelled = await moveOrder(store.app, staff, order.orderNumber, "cancelled");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.order).toMatchObject({
      status: "cancelled",
      payment: { status: "pending" },
    });
    expect(await stockOf(variant.id)).toBe(variant.stock);
    const changes = await db().stockChange.findMany({
      where: { orderId: order._id },
      orderBy: { id: "asc" },
    });
    expect(changes.map((change) => change.reason).sort()).toEqual(["order_reserved", "order_returned"]);
    expect((await db().product.findUniqueOrThrow({ where: { id: variant.productId } })).soldCount).toBe(
      soldBefore - 2,
    );
    const again = await moveOrder(store.app, staff, order.orderNumber, "cancelled");
    expect(again.statusCode).toBe(409);
    expect(await stockOf(variant.id)).toBe(variant.stock);
    await releaseLapsedOrders(db(), new Date(Date.now() + 365 * 24 * 60 * 60_000));
    expect(await stockOf(variant.id)).toBe(variant.stock);
    const collected = await collect(order.orderNumber);
    expect(collected.statusCode).toBe(409);
    expect(collected.json().code).toBe("cod.order_cancelled");
  });
});

describe("POST /api/admin/orders/:orderNumber/cod-collected", () => {
  it("refuses guests (401), customers (403), unknown orders (404) and other methods (409)", async () => {
    const { order } = await codOrder("cod-who-order");
    await delivered(order.orderNumber);
    const guest = await store.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.orderNumber}/cod-collected`,
    });
    expect(guest.statusCode).toBe(401);
    const customer = await tokenWithRole(store.app, "customer");
    expect((await collect(order.orderNumber, customer)).statusCode).toBe(403);
    const unknown = await collect("ORD-NOPE-00000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("order.not_found");
    const paid = await paidOrder(store.app, "cod-who-paypal", "paypal");
    await delivered(paid.order.orderNumber);
    const card = await collect(paid.order.orderNumber);
    expect(card.statusCode).toBe(409);
    expect(card.json().code).toBe("cod.not_cash_on_delivery");
    expect(await db().order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } })).toMatchObject({
      paymentStatus: "pending",
    });
  });

  it("refuses an order not delivered yet", async () => {
    const { order } = await codOrder("cod-early");
    for (const status of ["processing", "on_the_road"]) {
      if (status !== "processing")
        expect((await moveOrder(store.app, staff, order.orderNumber, status)).statusCode).toBe(200);
      const early = await collect(order.orderNumber);
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe("cod.not_delivered");
    }
    expect(await db().payment.count({ where: { orderId: order._id } })).toBe(0);
  });

  it("records the cash once, even for two clicks at the same moment, with the timeline and audit log", async () => {
    const { order } = await codOrder("cod-collect");
    await delivered(order.orderNumber);
    const answers = await Promise.all([collect(order.orderNumber), collect(order.orderNumber, admin)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const ok = answers.find((answer) => answer.statusCode === 200)!.json();
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.code).toBe("cod.already_collected");
    expect(ok.message).toBe(
      `Cash of ${formatRupees(order.pricing.total)} recorded as collected for order ${order.orderNumber}`,
    );
    expect(ok.data.order).toMatchObject({
      status: "delivered",
      paymentDueAt: null,
      payment: { method: "cod", status: "completed", amount: order.pricing.total },
    });
    const payments = await db().payment.findMany({ where: { orderId: order._id } });
    expect(payments).toMatchObject([{ method: "cod", status: "completed", amount: order.pricing.total }]);
    expect(
      await db().auditEvent.count({
        where: { kind: "payment.cash_collected", detail: { contains: order.orderNumber } },
      }),
    ).toBe(1);
    const third = await collect(order.orderNumber);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe("cod.already_collected");

    const detail = await store.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: bearer(staff),
    });
    const timeline = detail.json().data.timeline as { kind: string; message: string; actor?: object }[];
    expect(timeline[0]!.message).toBe(
      `Order placed: ${formatRupees(order.pricing.total)}, to pay in cash on delivery`,
    );
    const cash = timeline.find((entry) => entry.kind === "payment_completed")!;
    expect(cash.message).toMatch(
      new RegExp(`^Cash collected on delivery: ${formatRupees(order.pricing.total)}`),
    );
    expect(cash.actor).toBeDefined();
  });

  it("counts the cash in the dashboard's revenue on the day it was collected", async () => {
    const revenueToday = async () =>
      (await store.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: bearer(staff) })).json()
        .data.revenue.today as number;
    const { order } = await codOrder("cod-revenue");
    const placedDay = await revenueToday();
    await delivered(order.orderNumber);
    expect(await revenueToday()).toBe(placedDay);
    expect((await collect(order.orderNumber)).statusCode).toBe(200);
    expect(await revenueToday()).toBe(placedDay + order.pricing.total);
  });
});

describe("refunds of cash on delivery", () => {
  it("refuses before the cash is collected, then gives cash back in parts and in full", async () => {
    const { order, variant } = await codOrder("cod-refund");
    const early = await refund(store.app, admin, order.orderNumber, { amount: 100, reason: "Too soon" });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("refund.not_paid");
    await delivered(order.orderNumber);
    expect((await collect(order.orderNumber)).statusCode).toBe(200);
    // Refunds stay with admins.
    expect(
      (await refund(store.app, staff, order.orderNumber, { amount: 100, reason: "Dent" })).statusCode,
    ).toBe(403);

    const part = await refund(store.app, admin, order.orderNumber, { amount: 100, reason: "Dent" });
    expect(part.statusCode).toBe(200);
    expect(part.json().data.order.payment).toMatchObject({
      status: "partially_refunded",
      refunds: [
        { amount: 100, reason: "Dent", manual: false, reference: expect.stringMatching(/^CASH-RF-/) },
      ],
    });
    const row = await db().payment.findFirstOrThrow({ where: { orderId: order._id, status: "refund" } });
    expect(row.transactionId).toMatch(/^CASH-RF-/);
    const rest = order.pricing.total - 100;
    const tooMuch = await refund(store.app, admin, order.orderNumber, { amount: rest + 1, reason: "All" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe("refund.exceeds_paid");
    const full = await refund(store.app, admin, order.orderNumber, { amount: rest, reason: "Returned" });
    expect(full.statusCode).toBe(200);
    expect(full.json().data.order.payment.status).toBe("refunded");
    // Delivered goods stay with the shopper until returned: the stock is not put back by the refund.
    expect(await stockOf(variant.id)).toBe(variant.stock - 2);
    const audit = await db().auditEvent.findMany({
      where: { kind: "payment.refunded", detail: { contains: order.orderNumber } },
    });
    expect(audit).toHaveLength(2);
  });
});

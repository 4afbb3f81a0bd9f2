import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseLapsedOrders } from "../src/modules/orders/expiry.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { TEST_ADMIN } from "./support/constants.ts";
import { registerShopper } from "./support/factories.ts";
import { orderBody, productInStock, guestOrderPlacer, moveOrder } from "./support/orders.ts";

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  const login = await store.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  adminToken = login.json().token;
});
afterAll(() => store.close());

const placeGuestOrder = guestOrderPlacer(() => store.app);
const move = (orderNumber: string, status: string, token = adminToken) =>
  moveOrder(store.app, token, orderNumber, status);

const stockOf = async (id: string) => (await store.app.db.product.findUniqueOrThrow({ where: { id } })).stock;

describe("tracking an order", () => {
  it("needs both fields, and the order number with its own email", async () => {
    const { order } = await placeGuestOrder("track-guest-0001");
    const track = (query: string) => store.app.inject({ method: "GET", url: `/api/orders/track${query}` });
    expect((await track(`?orderId=${order.orderNumber}`)).json()).toEqual({
      success: false,
      code: "order.tracking_fields_required",
      message: "Please fill in all fields",
    });
    const wrong = await track(`?orderId=${order.orderNumber}&email=someone@example.com`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("Order ID not found or email address doesn't match our records.");
    expect((await track(`?orderId=NS-00000000-XXXXX&email=sita.sharma@example.com`)).json()).toEqual(
      wrong.json(),
    );

    const found = await track(`?orderId=${order.orderNumber.toLowerCase()}&email=SITA.SHARMA@example.com`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({
      orderId: order.orderNumber,
      orderDate: order.createdAt,
      totalAmount: order.pricing.total,
      productCount: 1,
      expectedDelivery: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      currentStatus: "pending",
      // Beyond the original tracking fields: the carrier, its tracking number once the store gives one, and
      // the payment.
      carrier: "Nepal Post",
      trackingNumber: null,
      payment: { method: "paypal", status: "pending" },
      // And the lines bought, with their options, so the shopper sees which colour and size are coming.
      items: [
        {
          name: order.items[0].name,
          nameNe: order.items[0].nameNe,
          quantity: 1,
          color: order.items[0].color,
          memory: order.items[0].memory,
          storage: order.items[0].storage,
          size: order.items[0].size,
        },
      ],
      activities: [
        {
          id: expect.any(String),
          status: "order_placed",
          date: expect.any(String),
          time: expect.any(String),
          icon: "clipboard-check",
          type: "completed",
          note: "Order placed",
          trackingNumber: null,
        },
      ],
    });
  });
});

describe("PATCH /api/admin/orders/:orderNumber/status", () => {
  it("is for admins only", async () => {
    const { order } = await placeGuestOrder("admin-guest-0001");
    const shopper = await registerShopper(store.app);
    expect((await move(order.orderNumber, "cancelled", shopper.token)).statusCode).toBe(403);
    const anonymous = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${order.orderNumber}/status`,
      payload: { status: "cancelled" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await move("NS-00000000-XXXXX", "packaging")).statusCode).toBe(404);
  });

  it("moves a paid order along its journey and shows each stage on the timeline", async () => {
    const { order } = await placeGuestOrder("admin-guest-0002");
    expect((await move(order.orderNumber, "packaging")).statusCode).toBe(409);
    await store.app.db.order.update({
      where: { orderNumber: order.orderNumber },
      data: { status: "processing", paymentStatus: "completed" },
    });
    const packed = await move(order.orderNumber, "packaging");
    expect(packed.statusCode).toBe(200);
    expect(packed.json().data.order.status).toBe("packaging");
    const delivered = await move(order.orderNumber, "delivered");
    expect(delivered.json().data.order.tracking.map((event: { status: string }) => event.status)).toEqual([
      "order_placed",
      "packaging",
      "on_the_road",
      "delivered",
    ]);
    const backwards = await move(order.orderNumber, "packaging");
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().message).toBe("Cannot move an order from delivered to packaging");
    const tracked = await store.app.inject({
      method: "GET",
      url: `/api/orders/track?orderId=${order.orderNumber}&email=sita.sharma@example.com`,
    });
    expect(tracked.json().data.currentStatus).toBe("delivered");
    expect(tracked.json().data.activities.map((activity: { icon: string }) => activity.icon)).toEqual([
      "clipboard-check",
      "package",
      "truck",
      "home",
    ]);
  });

  it("returns an unpaid order's stock when it is cancelled, exactly once", async () => {
    const { order, product } = await placeGuestOrder("admin-guest-0003", 2);
    const before = await stockOf(product.id);
    const cancelled = await move(order.orderNumber, "cancelled");
    expect(cancelled.json().data.order.status).toBe("cancelled");
    expect(await stockOf(product.id)).toBe(before + 2);
    expect((await move(order.orderNumber, "cancelled")).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(before + 2);
    const row = await store.app.db.order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
    expect(row.stockReleased).toBe(true);
  });
});

describe("the payment window", () => {
  it("cancels unpaid orders once it lapses and puts their stock back, once", async () => {
    const { order, product } = await placeGuestOrder("lapse-guest-0001", 3);
    const held = await stockOf(product.id);
    expect(await releaseLapsedOrders(store.app.db, new Date())).toBe(0);
    const later = new Date(Date.parse(order.paymentDueAt) + 1000);
    const [first, second] = await Promise.all([
      releaseLapsedOrders(store.app.db, later),
      releaseLapsedOrders(store.app.db, later),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await stockOf(product.id)).toBe(held + 3);
    const row = await store.app.db.order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
    expect(row).toMatchObject({ status: "cancelled", stockReleased: true });
  });

  it("is the configured number of minutes", async () => {
    const short = await createTestStore({ ORDER_PAYMENT_WINDOW_MINUTES: "5" });
    try {
      const product = await productInStock(short.app);
      const response = await short.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { "x-session-id": "lapse-guest-0002" },
        payload: orderBody([{ productId: product.id, quantity: 1 }]),
      });
      const { createdAt, paymentDueAt } = response.json().data.order;
      expect(Date.parse(paymentDueAt) - Date.parse(createdAt)).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
      expect(Date.parse(paymentDueAt) - Date.parse(createdAt)).toBeLessThanOrEqual(5 * 60_000 + 1000);
    } finally {
      await short.close();
    }
  });
});

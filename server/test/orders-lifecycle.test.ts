import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseLapsedOrders } from "../src/modules/orders/expiry.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { TEST_ADMIN } from "./support/constants.ts";
import { registerShopper } from "./support/factories.ts";
import { guestOrderPlacer, moveOrder } from "./support/orders.ts";

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore({ ORDER_PAYMENT_WINDOW_MINUTES: "1" });
  const login = await store.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  adminToken = login.json().token;
});
afterAll(() => store.close());

const placeGuestOrder = guestOrderPlacer(() => store.app, "desc");
const move = (orderNumber: string, status: string, token = adminToken) =>
  moveOrder(store.app, token, orderNumber, status);
const track = (orderNumber: string) =>
  store.app.inject({
    method: "GET",
    url: `/api/orders/track?orderId=${orderNumber}&email=sita.sharma@example.com`,
  });
const stockOf = async (id: string) => (await store.app.db.product.findUniqueOrThrow({ where: { id } })).stock;

describe("admin status changes", () => {
  it("tells a customer they may not, and documents the refusal", async () => {
    const { order } = await placeGuestOrder("life-guest-0001");
    const shopper = await registerShopper(store.app);
    const refused = await move(order.orderNumber, "packaging", shopper.token);
    expect(refused.json()).toEqual({
      success: false,
      code: "auth.forbidden",
      message: "You are not allowed to do that",
    });
  });

  it("cancels a paid order, puts its stock back, and says the money is returned with a refund", async () => {
    const { order, product } = await placeGuestOrder("life-guest-0002", 2);
    await store.app.db.order.update({
      where: { orderNumber: order.orderNumber },
      data: { status: "processing", paymentStatus: "completed" },
    });
    const held = await stockOf(product.id);
    const cancelled = await move(order.orderNumber, "cancelled");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(
      `Order ${order.orderNumber} is now cancelled; its stock is back on the shelf, and it was paid: refund it`,
    );
    expect(cancelled.json().data.order.status).toBe("cancelled");
    expect(await stockOf(product.id)).toBe(held + 2);
    const timeline = (await track(order.orderNumber)).json().data;
    expect(timeline.currentStatus).toBe("cancelled");
    expect(timeline.activities.map((activity: { status: string }) => activity.status)).toEqual([
      "order_placed",
      "cancelled",
    ]);
  });

  it("shows on_the_road on the timeline at Nepal's clock", async () => {
    const { order } = await placeGuestOrder("life-guest-0003");
    await store.app.db.order.update({
      where: { orderNumber: order.orderNumber },
      data: { status: "processing", paymentStatus: "completed" },
    });
    expect((await move(order.orderNumber, "on_the_road")).statusCode).toBe(200);
    const timeline = (await track(order.orderNumber)).json().data;
    expect(timeline.currentStatus).toBe("on_the_road");
    const placed = new Date(order.createdAt);
    const nepal = new Date(placed.getTime() + (5 * 60 + 45) * 60_000).toISOString();
    expect(timeline.activities[0]).toMatchObject({ date: nepal.slice(0, 10), time: nepal.slice(11, 16) });
    expect(timeline.activities.map((activity: { icon: string }) => activity.icon)).toEqual([
      "clipboard-check",
      "package",
      "truck",
    ]);
  });
});

describe("a lapsed payment window", () => {
  it("cancels the unpaid order and returns its stock once, however often it runs", async () => {
    const { order, product } = await placeGuestOrder("life-guest-0004", 3);
    const held = await stockOf(product.id);
    const due = Date.parse(order.paymentDueAt);
    expect(due - Date.parse(order.createdAt)).toBeLessThanOrEqual(61_000);
    const later = new Date(due + 1);
    // Earlier tests' unpaid orders lapse too: each must be released by exactly one of the runs.
    const lapsed = await store.app.db.order.count({
      where: { status: "pending", stockReleased: false, paymentDueAt: { lt: later } },
    });
    const runs = await Promise.all([1, 2, 3].map(() => releaseLapsedOrders(store.app.db, later)));
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(lapsed);
    expect(await releaseLapsedOrders(store.app.db, later)).toBe(0);
    expect(await stockOf(product.id)).toBe(held + 3);
    const cancelAgain = await move(order.orderNumber, "cancelled");
    expect(cancelAgain.json().message).toBe("Cannot move an order from cancelled to cancelled");
    expect(await stockOf(product.id)).toBe(held + 3);
    const timeline = (await track(order.orderNumber)).json().data;
    expect(timeline.activities.at(-1)).toMatchObject({ status: "cancelled", icon: "x-circle" });
  });

  it("leaves paid orders alone", async () => {
    const { order, product } = await placeGuestOrder("life-guest-0005");
    await store.app.db.order.update({
      where: { orderNumber: order.orderNumber },
      data: { status: "processing", paymentStatus: "completed" },
    });
    const held = await stockOf(product.id);
    expect(await releaseLapsedOrders(store.app.db, new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(
      0,
    );
    expect(await stockOf(product.id)).toBe(held);
    const row = await store.app.db.order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
    expect(row).toMatchObject({ status: "processing", stockReleased: false });
  });
});

describe("tracking form", () => {
  it("needs the order number too", async () => {
    const response = await store.app.inject({
      method: "GET",
      url: "/api/orders/track?email=sita.sharma@example.com",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please fill in all fields");
  });
});

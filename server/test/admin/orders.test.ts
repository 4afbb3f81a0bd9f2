// GET /api/admin/orders (filters, Nepal-time days, search, pages), GET /api/admin/orders/:orderNumber with its
// timeline, and PATCH …/status with a note and a carrier tracking number that the shopper's tracking shows;
// cancelling puts the stock back once, paid or not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { adminToken, paidOrder, refund, tokenWithRole } from "../support/admin.ts";
import { bearer } from "../support/factories.ts";
import { guestOrderPlacer } from "../support/orders.ts";

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
const placeOrder = guestOrderPlacer(() => store.app);
const list = (query: string, token = staff) =>
  store.app.inject({ method: "GET", url: `/api/admin/orders${query}`, headers: bearer(token) });
const numbers = async (query: string) => {
  const answer = await list(query);
  expect(answer.statusCode).toBe(200);
  return (answer.json().data.orders as { orderNumber: string }[]).map((order) => order.orderNumber);
};
const move = (orderNumber: string, payload: object, token = staff) =>
  store.app.inject({
    method: "PATCH",
    url: `/api/admin/orders/${orderNumber}/status`,
    headers: bearer(token),
    payload,
  });
const stockOf = async (id: string) => (await db().product.findUniqueOrThrow({ where: { id } })).stock;
const backdate = (orderNumber: string, at: string, data: object = {}) =>
  db().order.update({ where: { orderNumber }, data: { createdAt: new Date(at), ...data } });

describe("who may read orders", () => {
  it("refuses a guest (401) and a customer (403); staff and admins read", async () => {
    const guest = await store.app.inject({ method: "GET", url: "/api/admin/orders" });
    expect(guest.statusCode).toBe(401);
    const customer = await tokenWithRole(store.app, "customer");
    expect((await list("", customer)).statusCode).toBe(403);
    const { order } = await placeOrder("admin-orders-who-1");
    const detail = await store.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: bearer(customer),
    });
    expect(detail.statusCode).toBe(403);
    expect((await list("", staff)).statusCode).toBe(200);
    expect((await list("", admin)).statusCode).toBe(200);
  });
});

describe("the list", () => {
  it("filters by Nepal-time days, inclusive, newest first", async () => {
    const orders = await Promise.all([1, 2, 3, 4].map((n) => placeOrder(`admin-orders-days-${n}`)));
    const [early, start, end, late] = orders.map(({ order }) => order.orderNumber as string);
    // 2020-03-10 in Nepal runs from 2020-03-09T18:15Z to 2020-03-10T18:15Z.
    await backdate(early!, "2020-03-09T18:14:59Z");
    await backdate(start!, "2020-03-09T18:15:00Z");
    await backdate(end!, "2020-03-11T18:14:59Z");
    await backdate(late!, "2020-03-11T18:15:00Z");
    expect(await numbers("?from=2020-03-10&to=2020-03-11")).toEqual([end, start]);
    expect(await numbers("?from=2020-03-09&to=2020-03-09")).toEqual([early]);
    expect(await numbers("?from=2020-03-12&to=2020-03-12")).toEqual([late]);
    expect(await numbers("?to=2020-03-10")).toEqual(expect.arrayContaining([start, early]));
    expect(await numbers("?to=2020-03-10")).not.toContain(end);
    const wrong = await list("?from=2020-03-12&to=2020-03-10");
    expect(wrong.statusCode).toBe(400);
    expect((await list("?from=2020-02-30")).statusCode).toBe(400);
    expect((await list("?from=yesterday")).statusCode).toBe(400);
  });

  it("filters by status, payment method and payment status", async () => {
    const paid = await paidOrder(store.app, "admin-orders-filter-paid", "mastercard");
    const { order: unpaid } = await placeOrder("admin-orders-filter-unpaid");
    await backdate(paid.order.orderNumber, "2021-05-05T06:00:00Z");
    await backdate(unpaid.orderNumber, "2021-05-05T07:00:00Z");
    const day = "from=2021-05-05&to=2021-05-05";
    expect(await numbers(`?${day}`)).toEqual([unpaid.orderNumber, paid.order.orderNumber]);
    expect(await numbers(`?${day}&status=processing`)).toEqual([paid.order.orderNumber]);
    expect(await numbers(`?${day}&status=pending`)).toEqual([unpaid.orderNumber]);
    expect(await numbers(`?${day}&paymentMethod=mastercard`)).toEqual([paid.order.orderNumber]);
    expect(await numbers(`?${day}&paymentMethod=esewa`)).toEqual([]);
    expect(await numbers(`?${day}&paymentStatus=completed`)).toEqual([paid.order.orderNumber]);
    expect(await numbers(`?${day}&paymentStatus=pending`)).toEqual([unpaid.orderNumber]);
    expect(await numbers(`?${day}&status=&paymentMethod=`)).toHaveLength(2);
    await refund(store.app, admin, paid.order.orderNumber, { amount: 5, reason: "Scratch" });
    expect(await numbers(`?${day}&paymentStatus=partially_refunded`)).toEqual([paid.order.orderNumber]);
    expect((await list("?status=lost")).statusCode).toBe(400);
    expect((await list("?paymentMethod=cash")).statusCode).toBe(400);
  });

  it("searches by order number, email and phone", async () => {
    const { order } = await placeOrder("admin-orders-search-1");
    const { order: other } = await placeOrder("admin-orders-search-2");
    await db().order.update({
      where: { orderNumber: order.orderNumber },
      data: { email: "kiran.search@example.com", phone: "+977 9801112233" },
    });
    expect(await numbers(`?search=${order.orderNumber}`)).toEqual([order.orderNumber]);
    expect(await numbers(`?search=${order.orderNumber.toLowerCase()}`)).toEqual([order.orderNumber]);
    expect(await numbers("?search=kiran.search@example.com")).toEqual([order.orderNumber]);
    expect(await numbers("?search=KIRAN.SEARCH")).toEqual([order.orderNumber]);
    expect(await numbers(`?search=${encodeURIComponent("+977 9801112233")}`)).toEqual([order.orderNumber]);
    expect(await numbers("?search=nobody-at-all")).toEqual([]);
    // Wildcards are text, not patterns.
    expect(await numbers("?search=%25")).toEqual([]);
    expect(await numbers("?search=_")).toEqual([]);
    expect(await numbers(`?search=${other.orderNumber}`)).toEqual([other.orderNumber]);
    // An email with a wildcard character is found whole.
    await db().order.update({
      where: { orderNumber: other.orderNumber },
      data: { email: "ram_b%@example.com" },
    });
    expect(await numbers("?search=ram_b%25@example.com")).toEqual([other.orderNumber]);
    expect(await numbers("?search=ram_")).toEqual([]);
  });

  it("pages: total, page, pages, and each order once", async () => {
    const orders = await Promise.all([1, 2, 3, 4, 5].map((n) => placeOrder(`admin-orders-page-${n}`)));
    for (const [index, { order }] of orders.entries())
      await backdate(order.orderNumber, `2019-07-0${index + 1}T06:00:00Z`);
    const range = "from=2019-07-01&to=2019-07-31&limit=2";
    const first = (await list(`?${range}`)).json().data;
    expect(first).toMatchObject({ total: 5, page: 1, pages: 3 });
    const pages = [
      first.orders,
      ...(await Promise.all(
        [2, 3].map(async (page) => (await list(`?${range}&page=${page}`)).json().data.orders),
      )),
    ];
    const seen = pages.flat().map((order: { orderNumber: string }) => order.orderNumber);
    expect(seen).toEqual(orders.map(({ order }) => order.orderNumber).reverse());
    expect((await list(`?${range}&page=9`)).json().data).toMatchObject({ orders: [], total: 5, page: 9 });
    expect((await list("?limit=101")).statusCode).toBe(400);
    expect((await list("?page=0")).statusCode).toBe(400);
  });
});

describe("one order and its timeline", () => {
  it("lists what happened in time order, with who made each move and each refund", async () => {
    const { order, amount } = await paidOrder(store.app, "admin-orders-timeline-1", "esewa");
    expect(
      (
        await move(order.orderNumber, {
          status: "on_the_road",
          note: "Left Kathmandu hub",
          trackingNumber: "NP-123",
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await refund(store.app, admin, order.orderNumber, { amount: 25, reason: "Late" })).statusCode,
    ).toBe(200);
    const answer = await store.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: bearer(staff),
    });
    expect(answer.statusCode).toBe(200);
    const { order: shown, timeline } = answer.json().data;
    expect(shown.orderNumber).toBe(order.orderNumber);
    expect(timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      "placed",
      "payment_started",
      "payment_completed",
      "status",
      "status",
      "status",
      "refund",
    ]);
    const times = timeline.map((entry: { at: string }) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(timeline[2]).toMatchObject({ method: "esewa", amount });
    expect(timeline[3]).toMatchObject({ status: "processing" });
    expect(timeline[3].actor).toBeUndefined();
    expect(timeline[5]).toMatchObject({
      status: "on_the_road",
      note: "Left Kathmandu hub",
      trackingNumber: "NP-123",
      actor: { name: "Sita Sharma" },
    });
    expect(timeline[5].message).toContain("NP-123");
    expect(timeline[6]).toMatchObject({ kind: "refund", amount: 25, reason: "Late", method: "esewa" });
    expect(timeline[6].actor.email).toBe("admin@store.test");
    const missing = await store.app.inject({
      method: "GET",
      url: "/api/admin/orders/NS-20990101-NOONE",
      headers: bearer(staff),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("shows a refused card payment", async () => {
    const { order } = await placeOrder("admin-orders-declined-1");
    const declined = await store.app.inject({
      method: "POST",
      url: "/api/payments/mastercard/process",
      headers: { "x-session-id": "admin-orders-declined-1" },
      payload: {
        orderId: order._id,
        amount: order.pricing.total,
        cardDetails: { cardNumber: "5105105105105100", expiryDate: "12/30", cvv: "123" },
      },
    });
    expect(declined.statusCode).toBe(402);
    const { timeline } = (
      await store.app.inject({
        method: "GET",
        url: `/api/admin/orders/${order.orderNumber}`,
        headers: bearer(staff),
      })
    ).json().data;
    expect(timeline.map((entry: { kind: string }) => entry.kind)).toEqual(["placed", "payment_failed"]);
    expect(timeline[1]).toMatchObject({ method: "mastercard", reason: "Card declined" });
  });
});

describe("status moves with a note and a tracking number", () => {
  it("shows the note and the tracking number with the carrier in the shopper's tracking and order", async () => {
    const { order } = await paidOrder(store.app, "admin-orders-track-1", "paypal");
    const moved = await move(order.orderNumber, {
      status: "on_the_road",
      note: "Handed to Nepal Post at Lalitpur",
      trackingNumber: "RR123456789NP",
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.order.shipping).toMatchObject({
      company: "Nepal Post",
      trackingNumber: "RR123456789NP",
    });
    const tracked = await store.app.inject({
      method: "GET",
      url: `/api/orders/track?orderId=${order.orderNumber}&email=sita.sharma@example.com`,
    });
    const result = tracked.json().data;
    expect(result).toMatchObject({
      carrier: "Nepal Post",
      trackingNumber: "RR123456789NP",
      currentStatus: "on_the_road",
    });
    expect(result.activities.at(-1)).toMatchObject({
      status: "on_the_road",
      note: "Handed to Nepal Post at Lalitpur",
      trackingNumber: "RR123456789NP",
    });
    // The skipped stage keeps its own sentence and no number.
    expect(result.activities.at(-2)).toMatchObject({ status: "packaging", trackingNumber: null });
    const mine = await store.app.inject({
      method: "GET",
      url: `/api/orders/${order.orderNumber}`,
      headers: { "x-session-id": "admin-orders-track-1" },
    });
    expect(mine.json().data.order.shipping.trackingNumber).toBe("RR123456789NP");
    // A later move without a number keeps the current one.
    expect((await move(order.orderNumber, { status: "delivered" })).statusCode).toBe(200);
    const after = await store.app.inject({
      method: "GET",
      url: `/api/orders/track?orderId=${order.orderNumber}&email=sita.sharma@example.com`,
    });
    expect(after.json().data).toMatchObject({ trackingNumber: "RR123456789NP", currentStatus: "delivered" });
  });

  it("refuses a malformed tracking number or an overlong note (400) and changes nothing", async () => {
    const { order } = await paidOrder(store.app, "admin-orders-track-2", "paypal");
    for (const payload of [
      { status: "packaging", trackingNumber: "AB 123" },
      { status: "packaging", trackingNumber: "<script>" },
      { status: "packaging", trackingNumber: "A".repeat(65) },
      { status: "packaging", note: "n".repeat(501) },
    ]) {
      expect((await move(order.orderNumber, payload)).statusCode).toBe(400);
    }
    const row = await db().order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
    expect(row).toMatchObject({ status: "processing", trackingNumber: "" });
    expect(
      (await move(order.orderNumber, { status: "packaging", trackingNumber: "A".repeat(64) })).statusCode,
    ).toBe(200);
  });
});

describe("cancelling", () => {
  it("puts an unpaid order's stock back once", async () => {
    const { order, product } = await placeOrder("admin-orders-cancel-1", 3);
    const held = await stockOf(product.id);
    const answers = await Promise.all([1, 2].map(() => move(order.orderNumber, { status: "cancelled" })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(held + 3);
    const ok = answers.find((answer) => answer.statusCode === 200)!;
    expect(ok.json().message).toBe(
      `Order ${order.orderNumber} is now cancelled; its stock is back on the shelf`,
    );
  });

  it("puts a paid order's stock back once, and a later full refund does not again", async () => {
    const { order, product, amount } = await paidOrder(store.app, "admin-orders-cancel-2", "paypal");
    const held = await stockOf(product.id);
    const cancelled = await move(order.orderNumber, {
      status: "cancelled",
      note: "Out of stock at the warehouse",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toContain("refund it");
    expect(await stockOf(product.id)).toBe(held + 2);
    expect((await move(order.orderNumber, { status: "cancelled" })).statusCode).toBe(409);
    expect(
      (await refund(store.app, admin, order.orderNumber, { amount, reason: "Cancelled" })).statusCode,
    ).toBe(200);
    expect(await stockOf(product.id)).toBe(held + 2);
  });
});

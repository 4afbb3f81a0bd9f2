// GET /api/admin/dashboard: staff and admins only; revenue (completed payments less refunds) by Nepal day
// (UTC+5:45) across both the UTC and the Nepal midnight, today / 7 / 30 days exact; every order status counted;
// low stock at or below LOW_STOCK_THRESHOLD; the five products sold most on paid orders.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalDate, startOfNepalDay } from "@store/shared/nepal-time";
import { createTestStore, type TestStore } from "../support/app.ts";
import { LIVE_STORE, TEST_ADMIN } from "../support/constants.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { guestOrderPlacer, orderBody } from "../support/orders.ts";
import { payWithPaypal } from "../support/payments.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

let store: TestStore;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = (await store.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN })).json()
    .token;
});
afterAll(() => store.close());

const placeOrder = guestOrderPlacer(() => store.app);

interface Dashboard {
  revenue: { today: number; last7Days: number; last30Days: number };
  revenueByDay: { date: string; amount: number }[];
  ordersByStatus: Record<string, number>;
  lowStock: {
    productId: string;
    variantId: string;
    sku: string;
    name: string;
    stock: number;
  }[];
  topProducts: { productId: string; name: string; sold: number }[];
  store: { mode: string; offered: string[]; testOnly: string[]; googleSignIn: string };
}

async function dashboard(token = admin): Promise<Dashboard> {
  const answer = await store.app.inject({
    method: "GET",
    url: "/api/admin/dashboard",
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}

/** A Nepal day `back` days before the one `now` falls on. */
const nepalDayBefore = (now: Date, back: number) =>
  nepalDate(new Date(startOfNepalDay(nepalDate(now)).getTime() - back * DAY_MS + MINUTE_MS));

describe("who may read the dashboard", () => {
  it("answers a guest 401, a customer 403, and staff and admins the dashboard", async () => {
    const guest = await store.app.inject({ method: "GET", url: "/api/admin/dashboard" });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe("auth.required");
    const customer = await registerShopper(store.app);
    const refused = await store.app.inject({
      method: "GET",
      url: "/api/admin/dashboard",
      headers: bearer(customer.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("auth.forbidden");
    const staff = await registerShopper(store.app);
    await store.app.db.user.update({ where: { id: staff.user._id }, data: { role: "staff" } });
    expect((await dashboard(staff.token)).revenueByDay).toHaveLength(30);
  });
});

describe("the products sold most", () => {
  it("counts units on paid orders only (not unpaid or refunded ones), most first, at most five", async () => {
    const products = await store.app.db.product.findMany({
      where: { stock: { gte: 20 }, colors: "[]", salePrice: { lt: 5000 } },
      orderBy: { id: "asc" },
      take: 7,
    });
    expect(products).toHaveLength(7);
    const bought = async (session: string, lines: [number, number][], pay: boolean) => {
      const headers = { "x-session-id": session };
      const placed = await store.app.inject({
        method: "POST",
        url: "/api/orders",
        headers,
        payload: orderBody(lines.map(([index, quantity]) => ({ productId: products[index]!.id, quantity }))),
      });
      expect(placed.statusCode).toBe(201);
      const order = placed.json().data.order;
      if (!pay) return order;
      const paid = await payWithPaypal(store.app, headers, order);
      expect(paid.statusCode).toBe(200);
      return order;
    };
    await bought(
      "top-products-guest-1",
      [
        [0, 5],
        [1, 2],
        [2, 1],
      ],
      true,
    );
    await bought(
      "top-products-guest-2",
      [
        [1, 4],
        [3, 3],
        [4, 2],
      ],
      true,
    );
    await bought("top-products-guest-3", [[5, 1]], true);
    // Unpaid: the 9 units of product 6 were never sold.
    await bought("top-products-guest-4", [[6, 9]], false);
    // Paid, then refunded in full: sold and given back, so not sold either.
    const refunded = await bought("top-products-guest-5", [[6, 9]], true);
    await store.app.db.order.update({ where: { id: refunded._id }, data: { paymentStatus: "refunded" } });
    const { topProducts } = await dashboard();
    expect(topProducts).toEqual(
      [
        [1, 6],
        [0, 5],
        [3, 3],
        [4, 2],
      ]
        .map(([index, sold]) => ({ productId: products[index!]!.id, name: products[index!]!.name, sold }))
        // Products 2 and 5 sold one unit each: the tie goes in id order, and only five are listed.
        .concat([{ productId: products[2]!.id, name: products[2]!.name, sold: 1 }]),
    );
  });
});

describe("revenue", () => {
  it("sums completed payments less refunds by Nepal day, across the UTC and the Nepal midnight", async () => {
    const now = new Date();
    const today = nepalDate(now);
    const startToday = startOfNepalDay(today).getTime();
    const twoDaysAgo = nepalDayBefore(now, 2);
    // UTC midnight of that date is 05:45 in Nepal: a minute either side is still the same Nepal day.
    const utcMidnight = Date.parse(`${twoDaysAgo}T00:00:00Z`);
    const before = await dashboard();
    const { order } = await placeOrder("revenue-days-guest-1");
    const payments: [status: string, amount: number, at: number][] = [
      ["completed", 1000, startToday + MINUTE_MS], // today, just after Nepal midnight
      ["completed", 200, startToday - MINUTE_MS], // yesterday, just before it
      ["completed", 300, utcMidnight - MINUTE_MS], // the day before yesterday, 05:44 in Nepal
      ["completed", 400, utcMidnight + MINUTE_MS], // the same Nepal day, 05:46
      ["refund", 150, startToday + 2 * MINUTE_MS], // given back today
      ["refund", 50, utcMidnight + 2 * MINUTE_MS],
      ["completed", 70, startOfNepalDay(nepalDayBefore(now, 7)).getTime() + 60 * MINUTE_MS], // 8th day back
      ["completed", 60, startOfNepalDay(nepalDayBefore(now, 29)).getTime() + 60 * MINUTE_MS], // 30th day back
      ["completed", 5000, startOfNepalDay(nepalDayBefore(now, 30)).getTime() + 60 * MINUTE_MS], // too old
      ["failed", 9999, startToday + MINUTE_MS],
      ["pending", 9999, startToday + MINUTE_MS],
    ];
    for (const [status, amount, at] of payments) {
      await store.app.db.payment.create({
        data: {
          orderId: order._id,
          method: "paypal",
          status,
          amount,
          createdAt: new Date(at),
          updatedAt: new Date(at),
        },
      });
    }
    const after = await dashboard();
    expect({
      today: after.revenue.today - before.revenue.today,
      last7Days: after.revenue.last7Days - before.revenue.last7Days,
      last30Days: after.revenue.last30Days - before.revenue.last30Days,
    }).toEqual({ today: 850, last7Days: 850 + 200 + 650, last30Days: 850 + 200 + 650 + 70 + 60 });

    expect(after.revenueByDay).toHaveLength(30);
    expect(after.revenueByDay.at(-1)!.date).toBe(today);
    expect(after.revenueByDay[0]!.date).toBe(nepalDayBefore(now, 29));
    for (let index = 1; index < 30; index += 1) {
      const gap =
        Date.parse(after.revenueByDay[index]!.date) - Date.parse(after.revenueByDay[index - 1]!.date);
      expect(gap).toBe(DAY_MS);
    }
    const change = Object.fromEntries(
      after.revenueByDay
        .map((day, index) => [day.date, day.amount - before.revenueByDay[index]!.amount] as const)
        .filter(([, amount]) => amount !== 0),
    );
    expect(change).toEqual({
      [today]: 850,
      [nepalDayBefore(now, 1)]: 200,
      [twoDaysAgo]: 650,
      [nepalDayBefore(now, 7)]: 70,
      [nepalDayBefore(now, 29)]: 60,
    });
    expect(after.revenue.last30Days).toBe(after.revenueByDay.reduce((sum, day) => sum + day.amount, 0));
  });
});

describe("orders by status", () => {
  it("lists every status, 0 when none, and counts exactly", async () => {
    const before = (await dashboard()).ordersByStatus;
    const { order } = await placeOrder("orders-by-status-guest-1");
    const { order: cancelled } = await placeOrder("orders-by-status-guest-2");
    const move = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${cancelled.orderNumber}/status`,
      headers: bearer(admin),
      payload: { status: "cancelled" },
    });
    expect(move.statusCode).toBe(200);
    expect(order.status).toBe("pending");
    const after = (await dashboard()).ordersByStatus;
    expect(Object.keys(after).sort()).toEqual(
      ["cancelled", "delivered", "on_the_road", "packaging", "pending", "processing"].sort(),
    );
    for (const [status, count] of Object.entries(after))
      expect(count, status).toBe(await store.app.db.order.count({ where: { status } }));
    expect(after.pending).toBe(before.pending! + 1);
    expect(after.cancelled).toBe(before.cancelled! + 1);
    expect(after.delivered).toBe(0);
  });
});

describe("low stock", () => {
  it("lists variants on sale at or below LOW_STOCK_THRESHOLD (5 by default), lowest first, named with their options", async () => {
    expect(store.config.lowStockThreshold).toBe(5);
    const db = store.app.db;
    await db.productVariant.updateMany({ data: { stock: 100 } });
    const phone = await db.product.findFirstOrThrow({
      where: { variants: { some: { storage: { not: "" } } } },
      include: { variants: { orderBy: { position: "asc" } } },
    });
    const [a, b, c] = phone.variants;
    await db.productVariant.update({ where: { id: a!.id }, data: { stock: 5 } });
    await db.productVariant.update({ where: { id: b!.id }, data: { stock: 0 } });
    await db.productVariant.update({ where: { id: c!.id }, data: { stock: 6 } });
    const label = (v: typeof a) =>
      `${phone.name} (${[v!.color, v!.memory, v!.storage, v!.size].filter(Boolean).join(", ")})`;
    expect((await dashboard()).lowStock).toEqual([
      { productId: phone.id, variantId: b!.id, sku: b!.sku, name: label(b), stock: 0 },
      { productId: phone.id, variantId: a!.id, sku: a!.sku, name: label(a), stock: 5 },
    ]);
    // An archived variant is off sale: it does not run low.
    await db.productVariant.update({ where: { id: b!.id }, data: { archived: true } });
    expect((await dashboard()).lowStock.map((item) => item.variantId)).toEqual([a!.id]);
  });

  it("follows the setting", async () => {
    const other = await createTestStore({ LOW_STOCK_THRESHOLD: "0" });
    try {
      await other.app.db.productVariant.updateMany({ data: { stock: 3 } });
      const only = await other.app.db.productVariant.findFirstOrThrow();
      await other.app.db.productVariant.update({ where: { id: only.id }, data: { stock: 0 } });
      const token = (
        await other.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN })
      ).json().token;
      const answer = await other.app.inject({
        method: "GET",
        url: "/api/admin/dashboard",
        headers: bearer(token),
      });
      expect(answer.json().data.lowStock.map((item: { variantId: string }) => item.variantId)).toEqual([
        only.id,
      ]);
    } finally {
      await other.close();
    }
  });
});

describe("what kind of store it is", () => {
  it("says offline which methods take no real money, and live that none does and which it offers", async () => {
    expect((await dashboard()).store).toEqual({
      mode: "offline",
      offered: ["paypal", "mastercard", "esewa", "khalti", "cod", "fonepay", "connectips"],
      testOnly: ["paypal", "mastercard", "esewa", "khalti", "fonepay", "connectips"],
      googleSignIn: "emulator",
    });
    const live = await createTestStore({ ...LIVE_STORE, GOOGLE_SIGNIN: "off" });
    try {
      const token = (
        await live.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN })
      ).json().token;
      const answer = await live.app.inject({
        method: "GET",
        url: "/api/admin/dashboard",
        headers: bearer(token),
      });
      // No live card gateway: the card is not offered.
      expect(answer.json().data.store).toEqual({
        mode: "live",
        offered: ["paypal", "esewa", "khalti", "cod"],
        testOnly: [],
        googleSignIn: "off",
      });
    } finally {
      await live.close();
    }
  });
});

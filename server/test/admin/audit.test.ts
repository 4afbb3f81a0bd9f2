// GET /api/admin/audit: admins only; newest first with the account named; filters by kind, account and time
// (ISO date-times, or calendar days read in Nepal time); pages; and the changes made through /api/admin (an
// order's status, an account's change) are there with who made them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { CUSTOMER, guestOrderPlacer, moveOrder } from "../support/orders.ts";
import { orderFromCart, payWithTestCard } from "../support/payments.ts";

let store: TestStore;
let admin: string;
let adminId: string;
beforeAll(async () => {
  store = await createTestStore();
  const login = await store.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  admin = login.json().token;
  adminId = login.json().user._id;
});
afterAll(() => store.close());

interface EventView {
  _id: string;
  at: string;
  kind: string;
  ip: string;
  userId: string | null;
  user: { _id: string; email: string; name: string } | null;
  detail: Record<string, unknown>;
  changes: unknown[];
  order: {
    _id: string;
    orderNumber: string;
    customer: { name: string; email: string; guest: boolean };
  } | null;
  product: { _id: string; name: string } | null;
}

const read = (query: string, token = admin) =>
  store.app.inject({ method: "GET", url: `/api/admin/audit${query}`, headers: bearer(token) });

async function events(
  query: string,
): Promise<{ events: EventView[]; total: number; page: number; pages: number }> {
  const answer = await read(query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

describe("who may read the audit log", () => {
  it("answers a guest 401, a customer and staff 403, an admin 200", async () => {
    const guest = await store.app.inject({ method: "GET", url: "/api/admin/audit" });
    expect(guest.statusCode).toBe(401);
    const customer = await registerShopper(store.app);
    expect((await read("", customer.token)).statusCode).toBe(403);
    const staff = await registerShopper(store.app);
    await store.app.db.user.update({ where: { id: staff.user._id }, data: { role: "staff" } });
    const refused = await read("", staff.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("auth.forbidden");
    expect((await read("")).statusCode).toBe(200);
  });
});

describe("GET /api/admin/audit", () => {
  it("lists an account's events newest first, naming the account, and filters by kind", async () => {
    const shopper = await registerShopper(store.app, { name: "Gita Thapa" });
    await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: shopper.email, password: "Wrong1234" },
    });
    await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: shopper.email, password: shopper.password },
    });
    const mine = await events(`?userId=${shopper.user._id}`);
    expect(mine.total).toBe(3);
    expect(mine.events.map((event) => event.kind)).toEqual([
      "login.succeeded",
      "login.failed",
      "account.registered",
    ]);
    for (const event of mine.events) {
      expect(event.userId).toBe(shopper.user._id);
      expect(event.user).toEqual({ _id: shopper.user._id, email: shopper.email, name: "Gita Thapa" });
      expect(Date.parse(event.at)).not.toBeNaN();
    }
    expect(mine.events[1]!.detail).toEqual({ method: "password", email: shopper.email });
    const failed = await events(`?userId=${shopper.user._id}&kind=login.failed`);
    expect(failed.events.map((event) => event.kind)).toEqual(["login.failed"]);
    const everyFailure = await events("?kind=login.failed&limit=100");
    expect(everyFailure.events.every((event) => event.kind === "login.failed")).toBe(true);
    expect(everyFailure.total).toBe(await store.app.db.auditEvent.count({ where: { kind: "login.failed" } }));
  });

  it("holds every change made through /api/admin with the admin who made it", async () => {
    const { order } = await guestOrderPlacer(() => store.app)("audit-admin-changes-1");
    expect((await moveOrder(store.app, admin, order.orderNumber, "cancelled")).statusCode).toBe(200);
    const customer = await registerShopper(store.app);
    const changed = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/customers/${customer.user._id}`,
      headers: bearer(admin),
      payload: { role: "staff" },
    });
    expect(changed.statusCode).toBe(200);
    const byAdmin = await events(`?userId=${adminId}&limit=5`);
    const [latest, earlier] = byAdmin.events;
    expect(latest).toMatchObject({
      kind: "admin.customer_changed",
      user: { _id: adminId, email: TEST_ADMIN.email },
      detail: {
        customerId: customer.user._id,
        email: customer.email,
        roleBefore: "customer",
        roleAfter: "staff",
        disabledBefore: false,
        disabledAfter: false,
      },
    });
    expect(earlier).toMatchObject({
      kind: "admin.order_status",
      user: { _id: adminId, email: TEST_ADMIN.email },
      detail: { orderNumber: order.orderNumber, from: "pending", to: "cancelled" },
    });
  });

  it("filters by time: ISO date-times exactly, calendar days as whole Nepal days", async () => {
    const shopper = await registerShopper(store.app);
    const at = [
      "2026-03-09T18:14:00.000Z", // 2026-03-09 in Nepal (23:59)
      "2026-03-09T18:16:00.000Z", // 2026-03-10 in Nepal (00:01)
      "2026-03-10T12:00:00.000Z", // 2026-03-10 in Nepal (17:45)
      "2026-03-10T18:16:00.000Z", // 2026-03-11 in Nepal
    ];
    for (const moment of at) {
      await store.app.db.auditEvent.create({
        data: { kind: "login.succeeded", userId: shopper.user._id, ip: "127.0.0.1", at: new Date(moment) },
      });
    }
    const times = async (query: string) =>
      (await events(`?userId=${shopper.user._id}&kind=login.succeeded${query}`)).events.map(
        (event) => event.at,
      );
    expect(await times("&from=2026-03-10&to=2026-03-10")).toEqual([at[2], at[1]]);
    expect(await times("&from=2026-03-10")).toEqual([at[3], at[2], at[1]]);
    expect(await times("&to=2026-03-09")).toEqual([at[0]]);
    expect(await times(`&from=${encodeURIComponent("2026-03-10T00:00:00+05:45")}`)).toEqual([
      at[3],
      at[2],
      at[1],
    ]);
    expect(await times(`&from=${at[2]}&to=${at[2]}`)).toEqual([at[2]]);
    const bad = await read("?from=yesterday");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("from");
  });

  it("pages through the events with the total and the number of pages", async () => {
    const shopper = await registerShopper(store.app);
    for (let index = 0; index < 4; index += 1) {
      await store.app.db.auditEvent.create({
        data: {
          kind: "payment.failed",
          userId: shopper.user._id,
          ip: "127.0.0.1",
          detail: JSON.stringify({ attempt: index }),
          at: new Date(Date.UTC(2026, 0, 1, 0, index)),
        },
      });
    }
    const page = (n: number) => events(`?userId=${shopper.user._id}&kind=payment.failed&limit=3&page=${n}`);
    const [first, second] = [await page(1), await page(2)];
    expect(first).toMatchObject({ total: 4, page: 1, pages: 2 });
    expect([...first.events, ...second.events].map((event) => event.detail.attempt)).toEqual([3, 2, 1, 0]);
    expect((await read("?kind=login.everything")).statusCode).toBe(400);
    expect((await read("?limit=0")).statusCode).toBe(400);
  });

  it("names no account for a guest's event", async () => {
    await store.app.db.auditEvent.create({
      data: { kind: "payment.failed", ip: "10.0.0.9", detail: JSON.stringify({ orderNumber: "ORD-GUEST" }) },
    });
    const [latest] = (await events("?kind=payment.failed&limit=1")).events;
    expect(latest).toMatchObject({
      userId: null,
      user: null,
      ip: "10.0.0.9",
      detail: { orderNumber: "ORD-GUEST" },
    });
  });

  it("names the customer of the order a payment is for: the guest from the order, the shopper's account", async () => {
    const guest = { "x-session-id": "audit-payment-guest-1" };
    const { order } = await orderFromCart(store.app, guest, "mastercard");
    expect((await payWithTestCard(store.app, guest, order)).statusCode).toBe(200);
    const [paid] = (await events("?kind=payment.completed&limit=1")).events;
    expect(paid).toMatchObject({
      user: null,
      detail: { orderNumber: order.orderNumber },
      order: {
        _id: order._id,
        orderNumber: order.orderNumber,
        customer: {
          name: `${CUSTOMER.customer.firstName} ${CUSTOMER.customer.lastName}`,
          email: CUSTOMER.customer.email,
          guest: true,
        },
      },
      product: null,
      changes: [],
    });

    const shopper = await registerShopper(store.app, { name: "Pasang Lama" });
    const headers = bearer(shopper.token);
    const mine = await orderFromCart(store.app, headers, "mastercard");
    expect((await payWithTestCard(store.app, headers, mine.order)).statusCode).toBe(200);
    const [ownPayment] = (await events("?kind=payment.completed&limit=1")).events;
    expect(ownPayment!.order).toEqual({
      _id: mine.order._id,
      orderNumber: mine.order.orderNumber,
      customer: { name: "Pasang Lama", email: shopper.email, guest: false },
    });
    // An event about an order no longer there names none.
    await store.app.db.auditEvent.create({
      data: { kind: "payment.failed", ip: "10.0.0.9", detail: JSON.stringify({ orderNumber: "ORD-GONE" }) },
    });
    expect((await events("?kind=payment.failed&limit=1")).events[0]!.order).toBeNull();
  });
});

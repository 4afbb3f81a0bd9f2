// The one guard of /api/admin (plugins/require-role.ts, applied in modules/admin/index.ts): guests 401, customers
// 403, staff and admins through; the role is the account's as stored, so a demoted account loses its rights at
// once, and an unknown stored role is a customer's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { guestOrderPlacer, moveOrder } from "../support/orders.ts";
import { operationsOf, readOpenApiDocument } from "../support/documented-answers.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const placeOrder = guestOrderPlacer(() => store.app);

async function accountWithRole(role: string) {
  const shopper = await registerShopper(store.app);
  await store.app.db.user.update({ where: { id: shopper.user._id }, data: { role } });
  return shopper;
}

describe("the admin guard", () => {
  it("refuses a guest with 401 and a customer with 403, with their codes", async () => {
    const { order } = await placeOrder("admin-guard-guest-1");
    const guest = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${order.orderNumber}/status`,
      payload: { status: "cancelled" },
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, code: "auth.required" });
    const customer = await registerShopper(store.app);
    const refused = await moveOrder(store.app, customer.token, order.orderNumber, "cancelled");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: "auth.forbidden" });
    const unchanged = await store.app.db.order.findUniqueOrThrow({ where: { id: order._id } });
    expect(unchanged.status).toBe("pending");
  });

  it("lets staff move orders along (fulfilment), as an admin can", async () => {
    const staff = await accountWithRole("staff");
    const { order } = await placeOrder("admin-guard-staff-1");
    const moved = await moveOrder(store.app, staff.token, order.orderNumber, "cancelled");
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.order.status).toBe("cancelled");
    const me = await store.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(staff.token) });
    expect(me.json().user.role).toBe("staff");
    const login = await store.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
    const { order: second } = await placeOrder("admin-guard-admin-1");
    expect((await moveOrder(store.app, login.json().token, second.orderNumber, "cancelled")).statusCode).toBe(
      200,
    );
  });

  it("reads the role from the account, not the token: a demoted staff member is refused at once", async () => {
    const staff = await accountWithRole("staff");
    const { order } = await placeOrder("admin-guard-demoted-1");
    await store.app.db.user.update({ where: { id: staff.user._id }, data: { role: "customer" } });
    expect((await moveOrder(store.app, staff.token, order.orderNumber, "cancelled")).statusCode).toBe(403);
  });

  it("takes an unknown stored role for a customer's", async () => {
    const odd = await accountWithRole("superuser");
    const { order } = await placeOrder("admin-guard-unknown-1");
    expect((await moveOrder(store.app, odd.token, order.orderNumber, "cancelled")).statusCode).toBe(403);
    const me = await store.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(odd.token) });
    expect(me.json().user.role).toBe("customer");
  });

  it("answers a guest 401 and a customer 403 on every /api/admin operation of the API reference", async () => {
    const customer = await registerShopper(store.app);
    const operations = operationsOf(await readOpenApiDocument(store.app)).filter((operation) =>
      operation.path.startsWith("/api/admin/"),
    );
    expect(operations.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining([
        "createAdminProduct",
        "importAdminProducts",
        "changeAdminCategory",
        "createAdminBrand",
      ]),
    );
    for (const operation of operations) {
      const url = operation.path.replace(/\{[^}]+\}/g, "some-id");
      const method = operation.method as "GET";
      const guest = await store.app.inject({ method, url });
      expect(guest.statusCode, `${operation.method} ${url}`).toBe(401);
      const refused = await store.app.inject({ method, url, headers: bearer(customer.token) });
      expect(refused.statusCode, `${operation.method} ${url}`).toBe(403);
    }
  });
});

// The admin's whole surface, read from the store's own API document so that every admin operation added later is
// attacked too: each one as a guest (401), a customer (403), staff (403 on the admin-only calls, through on the
// rest) and the admin (through), and a refused call writes nothing. Who may call what is written here once, as the
// rule docs/guides/api-reference.md states under "Roles" ("Refunds, discount codes and customer accounts are
// for admins alone", and the audit log with its sign-in records), independent of the code that enforces it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { adminToken, tokenWithRole } from "../support/admin.ts";
import { bearer } from "../support/factories.ts";
import { orderBody } from "../support/orders.ts";
import { businessChanges, watchBusinessTables } from "../fuzz/business-changes.ts";

/** Admin operations closed to staff. Every other /api/admin operation is open to staff and admins. */
const ADMIN_ONLY = new Set([
  "refundOrder",
  "changeAdminCustomer",
  "listAuditEvents",
  "listAdminDiscounts",
  "createAdminDiscount",
  "changeAdminDiscount",
]);

interface Operation {
  method: string;
  path: string;
  operationId: string;
}

let store: TestStore;
let operations: Operation[];
let customer: string;
let staff: string;
let admin: string;

beforeAll(async () => {
  store = await createTestStore();
  const document = (await store.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/admin/"))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
      })),
    );
  customer = await tokenWithRole(store.app, "customer");
  staff = await tokenWithRole(store.app, "staff");
  admin = await adminToken(store.app);
  await watchBusinessTables(store.app.db);
});
afterAll(() => store.close());

/** The operation called with an id that names nothing and an empty body: enough to meet the guard. */
function call(operation: Operation, headers: Record<string, string> = {}) {
  const url = operation.path.replace(/\{[^}]+\}/g, "no-such-thing");
  const withBody = !["GET", "DELETE"].includes(operation.method);
  return store.app.inject({
    method: operation.method as "GET",
    url,
    headers,
    ...(withBody ? { payload: {} } : {}),
  });
}

describe("the admin surface", () => {
  it("is documented, and its admin-only operations exist", () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const ids = new Set(operations.map((operation) => operation.operationId));
    for (const id of ADMIN_ONLY) expect(ids, id).toContain(id);
  });

  it("answers a guest 401, a broken token 401 and a customer 403 on every operation, writing nothing", async () => {
    const before = await businessChanges(store.app.db);
    for (const operation of operations) {
      const label = `${operation.method} ${operation.path}`;
      const guest = await call(operation);
      expect(guest.statusCode, label).toBe(401);
      expect(guest.json().code, label).toBe("auth.required");
      const broken = await call(operation, bearer(`${customer}x`));
      expect(broken.statusCode, label).toBe(401);
      const refused = await call(operation, bearer(customer));
      expect(refused.statusCode, label).toBe(403);
      expect(refused.json().code, label).toBe("auth.forbidden");
    }
    expect(await businessChanges(store.app.db)).toBe(before);
  });

  it("refuses staff on the admin-only operations (403) and lets them reach the rest", async () => {
    const before = await businessChanges(store.app.db);
    for (const operation of operations) {
      const label = `${operation.method} ${operation.path}`;
      const answer = await call(operation, bearer(staff));
      if (ADMIN_ONLY.has(operation.operationId)) {
        expect(answer.statusCode, label).toBe(403);
        expect(answer.json().code, label).toBe("auth.forbidden");
      } else {
        expect([401, 403], label).not.toContain(answer.statusCode);
      }
    }
    // Staff's calls named nothing that exists and carried empty bodies: refused by validation or 404, unwritten.
    expect(await businessChanges(store.app.db)).toBe(before);
  });

  it("lets the admin reach every operation", async () => {
    for (const operation of operations) {
      const answer = await call(operation, bearer(admin));
      expect([401, 403], `${operation.method} ${operation.path}`).not.toContain(answer.statusCode);
    }
  });
});

describe("cash on delivery", () => {
  it("lets no shopper record the cash of their own order, nor read another's", async () => {
    const product = await store.app.db.product.findFirstOrThrow({
      where: { stock: { gte: 5 }, colors: "[]", salePrice: { lt: 3000 } },
    });
    const placed = await store.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: bearer(customer),
      payload: orderBody([{ productId: product.id, quantity: 1 }], { payment: "cod" }),
    });
    expect(placed.statusCode).toBe(201);
    const { orderNumber } = placed.json().data.order;
    await store.app.db.order.update({ where: { orderNumber }, data: { status: "delivered" } });
    const other = await tokenWithRole(store.app, "customer");
    const before = await businessChanges(store.app.db);
    const own = await store.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderNumber}/cod-collected`,
      headers: bearer(customer),
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe("auth.forbidden");
    const read = await store.app.inject({
      method: "GET",
      url: `/api/orders/${orderNumber}`,
      headers: bearer(other),
    });
    expect(read.statusCode).toBe(404);
    const guest = await store.app.inject({
      method: "GET",
      url: `/api/orders/${orderNumber}`,
      headers: { "x-session-id": "cod-someone-else" },
    });
    expect(guest.statusCode).toBe(404);
    expect(await businessChanges(store.app.db)).toBe(before);
    const row = await store.app.db.order.findUniqueOrThrow({ where: { orderNumber } });
    expect(row.paymentStatus).toBe("pending");
  });
});

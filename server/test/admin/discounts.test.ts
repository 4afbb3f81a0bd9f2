// GET/POST/PATCH /api/admin/discounts (admins only): creating codes of each kind with their rules, codes unique
// regardless of case, changing and switching one off, the list with usage, and each change in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, tokenWithRole } from "../support/admin.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer } from "../support/factories.ts";
import { orderBody } from "../support/orders.ts";
import { auditEvents } from "../security/support.ts";

let store: TestStore;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
});
afterAll(() => store.close());

const create = (payload: object, token = admin) =>
  store.app.inject({ method: "POST", url: "/api/admin/discounts", headers: bearer(token), payload });
const change = (id: string, payload: object, token = admin) =>
  store.app.inject({ method: "PATCH", url: `/api/admin/discounts/${id}`, headers: bearer(token), payload });
const list = (token = admin) =>
  store.app.inject({ method: "GET", url: "/api/admin/discounts", headers: bearer(token) });

describe("admin discount codes", () => {
  it("creates a code upper-cased with its terms, and audits who did it", async () => {
    const response = await create({
      code: "dashain-15",
      type: "percentage",
      value: 15,
      minSubtotal: 2000,
      startsAt: "2026-10-01T00:00:00+05:45",
      endsAt: "2027-10-15T00:00:00Z",
      usageLimit: 100,
      perCustomerLimit: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { discount } = response.json().data;
    expect(discount).toMatchObject({
      code: "DASHAIN-15",
      type: "percentage",
      value: 15,
      minSubtotal: 2000,
      startsAt: "2026-09-30T18:15:00.000Z",
      endsAt: "2027-10-15T00:00:00.000Z",
      usageLimit: 100,
      perCustomerLimit: 1,
      active: true,
      timesUsed: 0,
    });
    const [event] = (await auditEvents(store.app.db, "admin.discount_created")).filter(
      (row) => row.detail.discountId === discount._id,
    );
    expect(event).toBeDefined();
    expect(event!.detail).toMatchObject({ code: "DASHAIN-15", value: 15 });
    expect(event!.userId).not.toBeNull();
  });

  it("refuses a name taken in any case (409) and terms that make no sense (400)", async () => {
    expect((await create({ code: "TIHAR500", type: "fixed", value: 500 })).statusCode).toBe(201);
    const taken = await create({ code: "tihar500", type: "fixed", value: 100 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("discount.code_taken");
    for (const bad of [
      { code: "PCT0", type: "percentage", value: 0 },
      { code: "PCT101", type: "percentage", value: 101 },
      { code: "FIXED0", type: "fixed", value: 0 },
      { code: "has space", type: "fixed", value: 10 },
      {
        code: "BACKWARDS",
        type: "fixed",
        value: 10,
        startsAt: "2027-01-02T00:00:00Z",
        endsAt: "2027-01-01T00:00:00Z",
      },
      { code: "NEGLIMIT", type: "fixed", value: 10, usageLimit: 0 },
    ]) {
      const response = await create(bad);
      expect(response.statusCode, bad.code).toBe(400);
    }
  });

  it("stores a free-shipping code's value as 0", async () => {
    const { discount } = (await create({ code: "FREESHIP", type: "free_shipping", value: 40 })).json().data;
    expect(discount).toMatchObject({ type: "free_shipping", value: 0 });
  });

  it("changes a code and switches it off, checking the terms as they will stand; audited before and after", async () => {
    const { discount } = (await create({ code: "CHANGE-ME", type: "fixed", value: 200 })).json().data;
    const toPercent = await change(discount._id, { type: "percentage" });
    expect(toPercent.statusCode).toBe(400);
    expect(toPercent.json().message).toBe("A percentage must be between 1 and 100");
    const changed = await change(discount._id, { type: "percentage", value: 20, active: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.discount).toMatchObject({ type: "percentage", value: 20, active: false });
    const [event] = (await auditEvents(store.app.db, "admin.discount_changed")).filter(
      (row) => row.detail.discountId === discount._id,
    );
    expect(JSON.parse(event!.detail.before as string)).toMatchObject({ type: "fixed", active: true });
    expect(JSON.parse(event!.detail.after as string)).toMatchObject({ type: "percentage", active: false });
    expect((await change("no-such-discount", { active: true })).statusCode).toBe(404);
    const clash = await change(discount._id, { code: "freeship" });
    expect(clash.statusCode).toBe(409);
  });

  it("lists codes newest first with how many orders hold each", async () => {
    const { discount } = (await create({ code: "COUNTED", type: "fixed", value: 50 })).json().data;
    const product = await store.app.db.product.findFirstOrThrow({
      where: { stock: { gte: 5 }, colors: "[]" },
    });
    const placed = await store.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { "x-session-id": "admin-discount-list-0001" },
      payload: { ...orderBody([{ productId: product.id, quantity: 1 }]), discountCode: "counted" },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const discounts = (await list()).json().data.discounts;
    expect(discounts[0]).toMatchObject({ _id: discount._id, timesUsed: 1 });
  });

  it("is for admins only: staff and customers get 403 and change nothing", async () => {
    const staff = await tokenWithRole(store.app, "staff");
    const customer = await tokenWithRole(store.app, "customer");
    const before = await store.app.db.discountCode.count();
    for (const token of [staff, customer]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await create({ code: "SNEAKY", type: "fixed", value: 10 }, token)).statusCode).toBe(403);
      const some = await store.app.db.discountCode.findFirstOrThrow();
      expect((await change(some.id, { active: false }, token)).statusCode).toBe(403);
    }
    expect(await store.app.db.discountCode.count()).toBe(before);
    expect((await store.app.inject({ method: "GET", url: "/api/admin/discounts" })).statusCode).toBe(401);
  });
});

// The SMS routes against abuse: only staff and admins read the log or resend (admin-surface.test.ts attacks
// every admin operation; here, with real ids): a shopper cannot resend or read the texts of their own order, an
// id of an email is no text, a text that was sent is never sent again (no one can make the store text a number
// over and over through resend), two resends at once queue a failed text once, and out-for-delivery is refused
// for an order not on the road, writing nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { adminToken, tokenWithRole } from "../support/admin.ts";
import { bearer } from "../support/factories.ts";
import { orderBody } from "../support/orders.ts";
import { businessChanges, watchBusinessTables } from "../fuzz/business-changes.ts";

let store: TestStore;
let customer: string;
let staff: string;
let admin: string;
let orderNumber: string;
beforeAll(async () => {
  store = await createTestStore();
  customer = await tokenWithRole(store.app, "customer");
  staff = await tokenWithRole(store.app, "staff");
  admin = await adminToken(store.app);
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
  orderNumber = placed.json().data.order.orderNumber;
  await watchBusinessTables(store.app.db);
});
afterAll(() => store.close());

const resend = (id: string, token?: string) =>
  store.app.inject({
    method: "POST",
    url: `/api/admin/sms/${encodeURIComponent(id)}/resend`,
    headers: token ? bearer(token) : {},
  });

describe("the SMS routes", () => {
  it("let no shopper read or resend their own order's texts, nor mark it out for delivery", async () => {
    const text = await store.app.db.mailOutbox.findFirstOrThrow({
      where: { channel: "sms", text: { contains: orderNumber } },
    });
    await store.app.db.mailOutbox.update({ where: { id: text.id }, data: { status: "failed" } });
    await store.app.db.order.update({ where: { orderNumber }, data: { status: "on_the_road" } });
    const before = await businessChanges(store.app.db);
    for (const token of [customer, undefined]) {
      expect((await resend(text.id, token)).statusCode).toBe(token ? 403 : 401);
      const list = await store.app.inject({
        method: "GET",
        url: `/api/admin/sms?search=${orderNumber}`,
        headers: token ? bearer(token) : {},
      });
      expect(list.statusCode).toBe(token ? 403 : 401);
      const out = await store.app.inject({
        method: "POST",
        url: `/api/admin/orders/${orderNumber}/out-for-delivery`,
        headers: token ? bearer(token) : {},
      });
      expect(out.statusCode).toBe(token ? 403 : 401);
    }
    expect(await businessChanges(store.app.db)).toBe(before);
  });

  it("never sends again a text that left, nor takes an email's id or a made-up one", async () => {
    const sent = await store.app.db.mailOutbox.create({
      data: {
        channel: "sms",
        to: "+9779812345678",
        subject: "",
        html: "",
        text: "Hi",
        template: "shipped",
        status: "sent",
      },
    });
    const email = await store.app.db.mailOutbox.create({
      data: {
        to: "a@example.com",
        subject: "S",
        html: "<p>S</p>",
        text: "S",
        template: "welcome",
        status: "failed",
      },
    });
    const before = await businessChanges(store.app.db);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await resend(sent.id, staff)).json()).toMatchObject({ code: "sms.not_failed" });
    expect((await resend(email.id, admin)).json()).toMatchObject({ code: "sms.not_found" });
    for (const id of ["../mail/x", "' OR 1=1 --", "x".repeat(65)])
      expect([400, 404]).toContain((await resend(id, admin)).statusCode);
    expect(await businessChanges(store.app.db)).toBe(before);
  });

  it("queues a failed text once when two resends race", async () => {
    const failed = await store.app.db.mailOutbox.create({
      data: {
        channel: "sms",
        to: "+9779812345678",
        subject: "",
        html: "",
        text: "Hi",
        template: "delivered",
        status: "failed",
      },
    });
    const answers = await Promise.all([
      resend(failed.id, staff),
      resend(failed.id, admin),
      resend(failed.id, staff),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it("refuses out for delivery for an order that is not on the road, writing nothing", async () => {
    await store.app.db.order.update({ where: { orderNumber }, data: { status: "delivered" } });
    const before = await businessChanges(store.app.db);
    const out = await store.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderNumber}/out-for-delivery`,
      headers: bearer(staff),
    });
    expect(out.statusCode).toBe(409);
    expect(await businessChanges(store.app.db)).toBe(before);
  });
});

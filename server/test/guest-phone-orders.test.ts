// A guest with a phone and no email (SHOP-API.md part 3): checks out with cash on delivery, is found by the order
// number and the phone in any typed form, and is counted by that number wherever the store counts customers
// (open orders, a discount's per-customer limit, the admin's search).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "./support/admin.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer } from "./support/factories.ts";
import { CUSTOMER, orderBody } from "./support/orders.ts";

let store: TestStore;
let admin: string;
beforeAll(async () => {
  // Three open orders per customer, so the per-phone bound is met quickly; the address's stays out of the way.
  store = await createTestStore({ ORDER_OPEN_LIMIT: "3" });
  admin = await adminToken(store.app);
});
afterAll(() => store.close());

const db = () => store.app.db;
let nextProduct = 0;
async function item() {
  return db().product.findFirstOrThrow({
    where: { stock: { gte: 10 }, colors: "[]", salePrice: { lt: 3000 } },
    orderBy: { id: "asc" },
    skip: nextProduct++,
  });
}

/** A cash-on-delivery order of a guest session with only this phone (no email at all in the body). */
async function placePhoneOnly(sessionId: string, phone: string, extra: object = {}) {
  const product = await item();
  const { email: _email, ...customer } = CUSTOMER.customer;
  return store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { "x-session-id": sessionId.padEnd(16, "0") },
    payload: {
      ...orderBody([{ productId: product.id, quantity: 1 }], { payment: "cod" }),
      customer: { ...customer, phone },
      ...extra,
    },
  });
}

const track = (payload: object) => store.app.inject({ method: "POST", url: "/api/orders/track", payload });

describe("a guest with only a phone", () => {
  it("places a cash-on-delivery order: no email kept or queued, the phone as typed", async () => {
    const placed = await placePhoneOnly("phone-only-cod", "984-100-0001");
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json().data;
    expect(order.customer).toMatchObject({ email: "", phone: "984-100-0001" });
    expect(order.status).toBe("processing");
    const row = await db().order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
    expect(row.email).toBe("");
    expect(await db().mailOutbox.count({ where: { to: "", channel: "email" } })).toBe(0);
    // Told by text instead, at the number in E.164.
    const texts = await db().mailOutbox.findMany({ where: { channel: "sms", to: "+9779841000001" } });
    expect(texts.map((text) => text.template)).toEqual(["order_placed"]);
    expect(texts[0]!.text).toContain(order.orderNumber);
  });

  it("is refused without a Nepali mobile number, in one sentence on the email", async () => {
    const refused = await placePhoneOnly("phone-only-none", "01-5544332");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "customer.email",
          message: "Email is required unless you give a Nepali mobile number",
        }),
      ]),
    );
  });

  it("tracks the order by number and phone in any typed form; a wrong phone is the wrong number's answer", async () => {
    const { order } = (await placePhoneOnly("phone-only-track", "+977 984-100-0002")).json().data;
    for (const phone of [
      "9841000002",
      "+9779841000002",
      "984 100 0002",
      "00977-984-1000002",
      " (984) 100-0002 ",
    ]) {
      const found = await track({ orderId: order.orderNumber.toLowerCase(), phone });
      expect(found.statusCode, phone).toBe(200);
      expect(found.json().data).toMatchObject({ orderId: order.orderNumber, currentStatus: "processing" });
    }
    const wrongPhone = await track({ orderId: order.orderNumber, phone: "9841000003" });
    expect(wrongPhone.statusCode).toBe(404);
    const wrongNumber = await track({ orderId: "NS-00000000-XXXXX", phone: "9841000002" });
    const notAMobile = await track({ orderId: order.orderNumber, phone: "01-5544332" });
    // No email on the order: no email finds it, not even an empty one with a wrong phone.
    const byEmail = await track({ orderId: order.orderNumber, email: "sita.sharma@example.com" });
    const bothOneWrong = await track({
      orderId: order.orderNumber,
      email: "x@example.com",
      phone: "9841000002",
    });
    for (const answer of [wrongNumber, notAMobile, byEmail, bothOneWrong]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(wrongPhone.json());
    }
    expect(wrongPhone.json()).toMatchObject({ code: "order.tracking_not_found" });
    for (const payload of [
      { orderId: order.orderNumber },
      { orderId: order.orderNumber, email: " ", phone: "" },
      { phone: "9841000002" },
    ]) {
      const missing = await track(payload);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe("order.tracking_fields_required");
    }
  });

  it("tracks an order with an email by its email or its phone, by POST as by GET", async () => {
    const product = await item();
    const placed = await store.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { "x-session-id": "phone-and-email0" },
      payload: orderBody([{ productId: product.id, quantity: 1 }], { payment: "cod" }),
    });
    const { order } = placed.json().data;
    expect((await track({ orderId: order.orderNumber, email: "Sita.Sharma@example.com" })).statusCode).toBe(
      200,
    );
    expect((await track({ orderId: order.orderNumber, phone: "9812345678" })).statusCode).toBe(200);
    const get = await store.app.inject({
      method: "GET",
      url: `/api/orders/track?orderId=${order.orderNumber}&email=sita.sharma@example.com`,
    });
    expect(get.statusCode).toBe(200);
  });

  it("has at most ORDER_OPEN_LIMIT open orders per mobile number, however it is typed", async () => {
    const forms = ["9841000010", "+977 984-100-0010", "984 100 0010"];
    for (const [index, phone] of forms.entries())
      expect((await placePhoneOnly(`phone-open-${index}`, phone)).statusCode).toBe(201);
    const refused = await placePhoneOnly("phone-open-x", "00977 9841000010");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("order.too_many_open_for_phone");
    // Another number, and the orders without an email are not one customer together.
    expect((await placePhoneOnly("phone-open-y", "9841000011")).statusCode).toBe(201);
  });

  it("meets a discount's per-customer limit by the normalised phone, kept in the redemption", async () => {
    const created = await store.app.inject({
      method: "POST",
      url: "/api/admin/discounts",
      headers: bearer(admin),
      payload: {
        code: `PHONE${Date.now().toString(36)}`.toUpperCase(),
        type: "percentage",
        value: 10,
        perCustomerLimit: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { code, _id } = created.json().data.discount;
    const first = await placePhoneOnly("phone-disc-1", "9841000020", { discountCode: code });
    expect(first.statusCode, first.body).toBe(201);
    const redemption = await db().discountRedemption.findUniqueOrThrow({
      where: {
        orderId: (
          await db().order.findUniqueOrThrow({ where: { orderNumber: first.json().data.order.orderNumber } })
        ).id,
      },
    });
    expect(redemption).toMatchObject({ codeId: _id, userId: null, email: "+9779841000020" });
    const again = await placePhoneOnly("phone-disc-2", "+977-984-1000020", { discountCode: code });
    expect(again.json().code).toBe("discount.used_up");
    const other = await placePhoneOnly("phone-disc-3", "9841000021", { discountCode: code });
    expect(other.statusCode).toBe(201);
  });

  it("is found by the admin's search with the number typed in another form", async () => {
    const { order } = (await placePhoneOnly("phone-admin-search", "984-100-0030")).json().data;
    for (const search of ["+977 9841000030", "9841000030", "984-100-0030"]) {
      const found = await store.app.inject({
        method: "GET",
        url: `/api/admin/orders?search=${encodeURIComponent(search)}`,
        headers: bearer(admin),
      });
      expect(found.statusCode).toBe(200);
      expect(
        found.json().data.orders.map((row: { orderNumber: string }) => row.orderNumber),
        search,
      ).toEqual([order.orderNumber]);
    }
  });
});

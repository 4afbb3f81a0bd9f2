// The order texts and the admin's SMS routes: an order with a Nepali mobile is texted as it is placed, shipped,
// out for delivery (the admin's action, with the cash to keep ready), delivered and cancelled, in its language,
// unless its account turned SMS updates off; the SMS log lists and finds texts by number in any form or kind,
// warns of low credit, and sends a failed text again; the customers list finds accounts by phone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { adminToken, paidOrder, tokenWithRole } from "../support/admin.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { orderBody } from "../support/orders.ts";
import { enqueueSms } from "../../src/modules/sms/outbox.ts";

let store: TestStore;
let admin: string;
let staff: string;
let customer: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
  staff = await tokenWithRole(store.app, "staff");
  customer = await tokenWithRole(store.app, "customer");
});
afterAll(() => store.close());

const NUMBER = "+9779812345678"; // CUSTOMER's "+977 9812345678"
let nextProduct = 0;

async function placeOrder(sessionId: string, { payment = "cod", language = "en", token = "" } = {}) {
  const product = await store.app.db.product.findFirstOrThrow({
    where: { stock: { gte: 5 }, colors: "[]" },
    orderBy: { id: "desc" },
    skip: nextProduct++,
  });
  const body = orderBody([{ productId: product.id, quantity: 1 }], { payment });
  const response = await store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { "x-session-id": sessionId, cookie: `lang=${language}`, ...(token ? bearer(token) : {}) },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order as { orderNumber: string };
}

const move = (orderNumber: string, payload: object, token = staff) =>
  store.app.inject({
    method: "PATCH",
    url: `/api/admin/orders/${orderNumber}/status`,
    headers: bearer(token),
    payload,
  });
const outForDelivery = (orderNumber: string, token?: string) =>
  store.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderNumber}/out-for-delivery`,
    headers: token ? bearer(token) : {},
  });
const textsOf = async (orderNumber: string) =>
  (
    await store.app.db.mailOutbox.findMany({
      where: { channel: "sms", text: { contains: orderNumber } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    })
  ).map((row) => ({ kind: row.template, to: row.to, text: row.text }));
const get = (url: string, token?: string) =>
  store.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

describe("the order texts", () => {
  it("texts a cash-on-delivery order placed, shipped, out for delivery with the cash to keep, and delivered", async () => {
    const order = await placeOrder("sms-cod-1");
    expect(
      await move(order.orderNumber, { status: "on_the_road", trackingNumber: "NCM-778899" }),
    ).toMatchObject({ statusCode: 200 });
    const out = await outForDelivery(order.orderNumber, staff);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.order.status).toBe("on_the_road");
    expect((await move(order.orderNumber, { status: "delivered" })).statusCode).toBe(200);
    const texts = await textsOf(order.orderNumber);
    expect(texts.map((text) => text.kind)).toEqual([
      "order_placed",
      "shipped",
      "out_for_delivery",
      "delivered",
    ]);
    expect(texts.every((text) => text.to === NUMBER)).toBe(true);
    expect(texts[1]!.text).toContain("NCM-778899");
    expect(texts[1]!.text).toContain("Nepal Post");
    const { total: rupees } = await store.app.db.order.findUniqueOrThrow({
      where: { orderNumber: order.orderNumber },
    });
    const total = rupees.toLocaleString("en-IN");
    expect(texts[2]!.text).toContain(`Please keep Rs ${total} ready in cash`);
    // The shopper's timeline shows it; the admin's shows who did it.
    const detail = await get(`/api/admin/orders/${order.orderNumber}`, admin);
    expect(detail.json().data.timeline).toContainEqual(
      expect.objectContaining({ kind: "status", status: "on_the_road", note: "Out for delivery" }),
    );
  });

  it("writes the texts in the order's language and says a paid order has nothing to pay", async () => {
    const order = await placeOrder("sms-ne-1", { language: "ne" });
    expect((await textsOf(order.orderNumber))[0]!.text).toMatch(/प्राप्त भयो/);
    const { order: paid } = await paidOrder(store.app, "sms-paid-1", "paypal");
    await move(paid.orderNumber, { status: "on_the_road" });
    expect((await outForDelivery(paid.orderNumber, admin)).statusCode).toBe(200);
    const texts = await textsOf(paid.orderNumber);
    expect(texts.map((text) => text.kind)).toEqual(["order_placed", "shipped", "out_for_delivery"]);
    expect(texts[2]!.text).toContain("nothing to pay on delivery");
  });

  it("texts a cancellation, but nobody whose number is not a Nepali mobile or whose account turned texts off", async () => {
    const cancelled = await placeOrder("sms-cancel-1");
    expect((await move(cancelled.orderNumber, { status: "cancelled" })).statusCode).toBe(200);
    expect((await textsOf(cancelled.orderNumber)).map((text) => text.kind)).toEqual([
      "order_placed",
      "cancelled",
    ]);

    // An order from before numbers were checked, with a landline: never texted.
    const landline = await placeOrder("sms-landline");
    await store.app.db.order.update({
      where: { orderNumber: landline.orderNumber },
      data: { phone: "01-4412345" },
    });
    await move(landline.orderNumber, { status: "on_the_road" });
    expect((await textsOf(landline.orderNumber)).map((text) => text.kind)).toEqual(["order_placed"]);

    const quiet = await registerShopper(store.app);
    await store.app.db.user.update({ where: { id: quiet.user._id }, data: { smsUpdates: false } });
    const quietOrder = await placeOrder("sms-quiet", { token: quiet.token });
    await move(quietOrder.orderNumber, { status: "on_the_road" });
    expect(await textsOf(quietOrder.orderNumber)).toEqual([]);
    // Its email still goes.
    expect(
      await store.app.db.mailOutbox.count({
        where: { channel: "email", subject: { contains: quietOrder.orderNumber } },
      }),
    ).toBeGreaterThan(0);
  });

  it("texts an order without an email and emails nothing for it", async () => {
    const order = await placeOrder("sms-no-email");
    await store.app.db.order.update({ where: { orderNumber: order.orderNumber }, data: { email: "" } });
    const emailsBefore = await store.app.db.mailOutbox.count({ where: { channel: "email" } });
    expect((await move(order.orderNumber, { status: "on_the_road" })).statusCode).toBe(200);
    expect(await store.app.db.mailOutbox.count({ where: { channel: "email" } })).toBe(emailsBefore);
    expect((await textsOf(order.orderNumber)).map((text) => text.kind)).toEqual(["order_placed", "shipped"]);
  });

  it("marks only an order on the road out for delivery, for staff and admins only", async () => {
    const order = await placeOrder("sms-not-yet");
    const early = await outForDelivery(order.orderNumber, staff);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("order.invalid_transition");
    expect((await outForDelivery("NS-20990101-ZZZZZ", staff)).json()).toMatchObject({
      code: "order.not_found",
    });
    expect((await outForDelivery(order.orderNumber, customer)).statusCode).toBe(403);
    expect((await outForDelivery(order.orderNumber)).statusCode).toBe(401);
    expect((await textsOf(order.orderNumber)).map((text) => text.kind)).toEqual(["order_placed"]);
  });
});

describe("the SMS log", () => {
  it("lists texts newest first, finds a number typed in any form or a kind, and filters by status", async () => {
    await store.app.db.mailOutbox.deleteMany({ where: { channel: "sms" } });
    await enqueueSms(store.app.db, { to: NUMBER, kind: "shipped", text: "one" });
    await enqueueSms(store.app.db, { to: "+9779841000111", kind: "out_for_delivery", text: "two" });
    const all = await get("/api/admin/sms", staff);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ total: 2, page: 1, pages: 1, lowCredit: false });
    expect(all.json().data.messages[0]).toMatchObject({
      to: "+9779841000111",
      kind: "out_for_delivery",
      status: "queued",
      segments: 1,
      errorCode: null,
      providerAnswer: null,
    });
    for (const typed of ["9812345678", "+977 981-2345678", "977-9812345678", "812345", "shipped"]) {
      const found = await get(`/api/admin/sms?search=${encodeURIComponent(typed)}`, admin);
      expect(
        found.json().data.messages.map((message: { to: string }) => message.to),
        typed,
      ).toEqual([NUMBER]);
    }
    const byKind = await get(`/api/admin/sms?search=${encodeURIComponent("out for delivery")}`, admin);
    expect(byKind.json().data.messages).toHaveLength(1);
    expect((await get("/api/admin/sms?status=sent", admin)).json().data.total).toBe(0);
    expect((await get("/api/admin/sms?status=nope", admin)).statusCode).toBe(400);
    expect((await get("/api/admin/sms", customer)).statusCode).toBe(403);
    expect((await get("/api/admin/sms")).statusCode).toBe(401);
  });

  it("warns of low credit while a text waits for credit", async () => {
    await store.app.db.mailOutbox.updateMany({
      where: { channel: "sms", to: NUMBER },
      data: { errorCode: "no_credit", providerAnswer: '{"response_code":1012}' },
    });
    expect((await get("/api/admin/sms", staff)).json().data.lowCredit).toBe(true);
    await store.app.db.mailOutbox.updateMany({
      where: { channel: "sms", to: NUMBER },
      data: { status: "sent" },
    });
    expect((await get("/api/admin/sms", staff)).json().data.lowCredit).toBe(false);
  });

  it("sends a failed text again, and nothing else", async () => {
    const resend = (id: string, token = staff) =>
      store.app.inject({ method: "POST", url: `/api/admin/sms/${id}/resend`, headers: bearer(token) });
    const failed = await store.app.db.mailOutbox.create({
      data: {
        channel: "sms",
        to: NUMBER,
        subject: "",
        html: "",
        text: "Delivered",
        template: "delivered",
        status: "failed",
        attempts: 6,
        errorCode: "provider_error",
      },
    });
    expect((await resend(failed.id, customer)).statusCode).toBe(403);
    const again = await resend(failed.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.message).toMatchObject({
      _id: failed.id,
      status: "queued",
      attempts: 0,
      errorCode: null,
    });
    // Queued now: not failed any more.
    expect((await resend(failed.id)).json()).toMatchObject({ code: "sms.not_failed" });
    expect((await resend("no-such-id")).json()).toMatchObject({ code: "sms.not_found" });
    const email = await store.app.db.mailOutbox.findFirstOrThrow({ where: { channel: "email" } });
    await store.app.db.mailOutbox.update({ where: { id: email.id }, data: { status: "failed" } });
    expect((await resend(email.id)).statusCode).toBe(404);
    const code = await store.app.db.mailOutbox.create({
      data: {
        channel: "sms",
        to: NUMBER,
        subject: "",
        html: "",
        text: "(gone)",
        template: "sign_in_code",
        status: "failed",
      },
    });
    expect((await resend(code.id)).json()).toMatchObject({ code: "sms.code_not_resent" });
    // The sender takes the text queued again.
    await store.app.jobs.runNow("mail-sender");
    expect(await store.app.db.mailOutbox.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "captured",
    });
  });
});

describe("the customers list", () => {
  it("finds an account by its verified or profile number typed in any form", async () => {
    const shopper = await registerShopper(store.app, { name: "Phone Finder" });
    await store.app.db.user.update({
      where: { id: shopper.user._id },
      data: { verifiedPhone: "+9779841112233" },
    });
    const profile = await registerShopper(store.app, { name: "Profile Phone" });
    await store.app.db.user.update({ where: { id: profile.user._id }, data: { phone: "9801234321" } });
    const find = async (typed: string) =>
      (await get(`/api/admin/customers?search=${encodeURIComponent(typed)}`, staff))
        .json()
        .data.customers.map((row: { name: string }) => row.name);
    for (const typed of ["9841112233", "+977 984-1112233", "984-111"])
      expect(await find(typed), typed).toEqual(["Phone Finder"]);
    for (const typed of ["+9779801234321", "980 123 4321"])
      expect(await find(typed), typed).toEqual(["Profile Phone"]);
  });
});

// Order and account emails through a real SMTP server started here, read back with mailparser: each is HTML
// with a plain-text part, amounts in rupees, sent once per event.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { formatRupees } from "@store/shared/money";
import { createTestStore, type TestStore } from "./support/app.ts";
import { adminToken, paidOrder, refund } from "./support/admin.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import { guestOrderPlacer } from "./support/orders.ts";
import { mailTo, startSmtpServer, type TestSmtpServer } from "./support/smtp.ts";

let smtp: TestSmtpServer;
let store: TestStore;
let admin: string;
const placeOrder = guestOrderPlacer(() => store.app, "desc");

beforeAll(async () => {
  smtp = await startSmtpServer();
  store = await createTestStore({ SMTP_URL: smtp.url, PUBLIC_URL: "https://shop.example.np" });
  admin = await adminToken(store.app);
});
afterAll(async () => {
  await store.close();
  await smtp.close();
});

const send = () => store.app.jobs.runNow("mail-sender");

function only(messages: ParsedMail[], subject: RegExp | string): ParsedMail {
  const found = messages.filter((message) =>
    typeof subject === "string" ? message.subject === subject : subject.test(message.subject ?? ""),
  );
  expect(found.map((message) => message.subject)).toHaveLength(1);
  return found[0]!;
}

/** HTML and plain text both there, both saying each of `facts`. */
function expectBothParts(message: ParsedMail, facts: string[]) {
  expect(typeof message.html).toBe("string");
  expect(message.text).toBeTruthy();
  for (const fact of facts) {
    expect(message.text).toContain(fact);
    expect(message.html as string).toContain(fact.replace(/&/g, "&amp;"));
  }
  expect(message.from?.text).toBe('"Nepal Store" <orders@nepalstore.example>');
}

describe("the store's emails", () => {
  it("welcomes a new account", async () => {
    const shopper = await registerShopper(store.app, { name: "Sita Sharma" });
    await send();
    const welcome = only(mailTo(smtp, shopper.email), "Welcome to Nepal Store");
    expectBothParts(welcome, ["Welcome, Sita Sharma!", "https://shop.example.np/"]);
    expect(welcome.html as string).toContain("#c8102e");
  });

  it("tells of an order placed and paid, with its lines and totals in rupees, each once", async () => {
    const { order } = await paidOrder(store.app, "mail-paid-1", "paypal");
    await send();
    await send();
    const mine = mailTo(smtp, "sita.sharma@example.com").filter((message) =>
      message.subject?.includes(order.orderNumber),
    );
    const placed = only(mine, `Order ${order.orderNumber} placed`);
    const total = formatRupees(order.pricing.total);
    expect(total).toMatch(/^Rs [\d,]+$/);
    expectBothParts(placed, [order.orderNumber, total, "Hello Sita,"]);
    expect(placed.text).toContain(`Total: ${total}`);
    const stored = await store.app.db.order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
    expect(placed.text).toContain(`Subtotal: ${formatRupees(stored.subtotal)}`);
    const paid = only(mine, `Payment received for order ${order.orderNumber}`);
    expectBothParts(paid, [`payment of ${total} by PayPal`]);
  });

  it("tells of the shipping with the carrier's tracking number, the delivery and a refund's amount", async () => {
    const { order, amount } = await paidOrder(store.app, "mail-paid-2", "paypal");
    const move = (payload: object) =>
      store.app.inject({
        method: "PATCH",
        url: `/api/admin/orders/${order.orderNumber}/status`,
        headers: bearer(admin),
        payload,
      });
    expect((await move({ status: "on_the_road", trackingNumber: "NP-TRACK-7788" })).statusCode).toBe(200);
    expect((await move({ status: "delivered" })).statusCode).toBe(200);
    const part = Math.floor(amount / 3);
    expect(
      (await refund(store.app, admin, order.orderNumber, { amount: part, reason: "Scratched" })).statusCode,
    ).toBe(200);
    await send();
    const mine = smtp.messages.filter((message) => message.subject?.includes(order.orderNumber));
    expectBothParts(only(mine, `Order ${order.orderNumber} is on its way`), [
      "NP-TRACK-7788",
      order.orderNumber,
    ]);
    expectBothParts(only(mine, `Order ${order.orderNumber} delivered`), ["has been delivered"]);
    expectBothParts(only(mine, `Refund for order ${order.orderNumber}`), [
      `We have refunded ${formatRupees(part)}`,
    ]);
  });

  it("tells of a cancellation by the admin and by the payment window's lapse", async () => {
    const { order: byAdmin } = await placeOrder("mail-cancel-1");
    const cancelled = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${byAdmin.orderNumber}/status`,
      headers: bearer(admin),
      payload: { status: "cancelled", note: "Out of stock at the warehouse" },
    });
    expect(cancelled.statusCode).toBe(200);
    const { order: lapsed } = await placeOrder("mail-cancel-2");
    await store.app.db.order.update({
      where: { id: lapsed._id },
      data: { paymentDueAt: new Date(Date.now() - 1000) },
    });
    await store.app.jobs.runNow("order-expiry");
    await send();
    const adminCancel = only(smtp.messages, `Order ${byAdmin.orderNumber} cancelled`);
    expectBothParts(adminCancel, ["Out of stock at the warehouse", formatRupees(byAdmin.pricing.total)]);
    expectBothParts(only(smtp.messages, `Order ${lapsed.orderNumber} cancelled`), ["Payment window lapsed"]);
  });

  it("sends a cash-on-delivery order's confirmation", async () => {
    const product = await store.app.db.product.findFirstOrThrow({
      where: { stock: { gte: 5 }, colors: "[]", price: { lt: 5000 } },
      orderBy: { id: "asc" },
    });
    const response = await store.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { "x-session-id": "mail-cod-1" },
      payload: {
        customer: {
          firstName: "Hari",
          lastName: "Thapa",
          email: "hari.cod@example.com",
          phone: "+977 9812345678",
        },
        shippingAddress: {
          country: "Nepal",
          state: "Bagmati Province",
          district: "Kathmandu",
          city: "Kathmandu",
          address: "Thamel 5",
          zipCode: "44600",
        },
        shipping: { method: "standard delivery", company: "Nepal Post", estimatedDays: 8, cost: 0 },
        payment: { method: "cod" },
        pricing: { subtotal: 1, tax: 0, shipping: 0, discount: 0, total: 1 },
        giftWrap: { enabled: false, cost: 0 },
        items: [{ productId: product.id, quantity: 1 }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data.order;
    await send();
    const placed = only(mailTo(smtp, "hari.cod@example.com"), `Order ${order.orderNumber} placed`);
    expectBothParts(placed, [`You pay ${formatRupees(order.pricing.total)} in cash when it is delivered.`]);
  });

  it("escapes what people typed: a product name with a script tag arrives as text", async () => {
    const { order, product } = await placeOrder("mail-escape-1");
    await store.app.db.orderItem.updateMany({
      where: { orderId: order._id },
      data: { name: `<script>alert("x")</script> ${product.name}` },
    });
    const cancelled = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${order.orderNumber}/status`,
      headers: bearer(admin),
      payload: { status: "cancelled", note: "<img src=x onerror=alert(1)>" },
    });
    expect(cancelled.statusCode).toBe(200);
    await send();
    const message = only(smtp.messages, `Order ${order.orderNumber} cancelled`);
    const html = message.html as string;
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(message.text).toContain('<script>alert("x")</script>');
  });
});

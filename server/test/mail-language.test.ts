// The shopper's emails in the shopper's language (docs/guides/email-and-password-reset.md): the language of
// the request that causes an email (the storefront's `lang` cookie, else Accept-Language) is kept with the
// order and the account, so the emails that follow later (an admin's move, a payment) are written in it too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRupees } from "@store/shared/money";
import { createTestStore, type TestStore } from "./support/app.ts";
import { adminToken } from "./support/admin.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import { orderBody } from "./support/orders.ts";
import { forgotPassword } from "./support/password-reset.ts";
import { payWithPaypal } from "./support/payments.ts";

let store: TestStore;
let admin: string;

beforeAll(async () => {
  store = await createTestStore({ PUBLIC_URL: "https://shop.example.np" });
  admin = await adminToken(store.app);
});
afterAll(() => store.close());

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_DIGITS_IN_MONEY = /(Rs|रु) [\d,]+/;
let nextProduct = 0;

/** A guest order of a product of its own (cheap enough for cash on delivery), placed with `headers`. */
async function placeOrder(headers: Record<string, string>, payment = "paypal") {
  const product = await store.app.db.product.findFirstOrThrow({
    where: { stock: { gte: 5 }, colors: "[]", price: { lt: 5000 } },
    orderBy: { id: "asc" },
    skip: nextProduct++,
  });
  const body = orderBody([{ productId: product.id, quantity: 2 }], { payment });
  const response = await store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { "x-session-id": `mail-language-${nextProduct}`, ...headers },
    payload: {
      ...body,
      shippingAddress: {
        country: "Nepal",
        state: "Bagmati Province",
        district: "Kathmandu",
        city: "Kathmandu",
        address: "Thamel 5",
        zipCode: "44600",
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order as { _id: string; orderNumber: string; pricing: { total: number } };
}

/** The one queued email of `template` about this order. */
async function mailAbout(orderNumber: string, template: string) {
  const rows = await store.app.db.mailOutbox.findMany({
    where: { template, subject: { contains: orderNumber } },
  });
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function newestMail(to: string, template: string) {
  return store.app.db.mailOutbox.findFirstOrThrow({
    where: { to, template },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}

describe("the shopper's emails in the shopper's language", () => {
  it("writes a cash-on-delivery order placed from a Nepali page in Nepali, and the admin's later shipping email too", async () => {
    const order = await placeOrder({ cookie: "lang=ne; other=1" }, "cod");
    const stored = await store.app.db.order.findUniqueOrThrow({ where: { id: order._id } });
    expect(stored.language).toBe("ne");
    const placed = await mailAbout(order.orderNumber, "order_placed");
    expect(placed.subject).toBe(`अर्डर ${order.orderNumber} प्राप्त भयो`);
    expect(placed.text).toContain("नमस्ते Sita जी,");
    const total = formatRupees(order.pricing.total, "ne");
    expect(total).toMatch(/^रु [०-९,]+$/);
    expect(placed.text).toContain(`तपाईंले ${total} नगद भुक्तानी गर्नुहुनेछ।`);
    expect(placed.text).toContain(`जम्मा: ${total}`);
    expect(placed.html).toContain(total);
    expect(placed.html).toContain('<html lang="ne">');
    expect(placed.text).not.toMatch(LATIN_DIGITS_IN_MONEY);
    expect(placed.text).not.toContain("Hello");

    // The admin's own request is in English; the email follows the order.
    const moved = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${order.orderNumber}/status`,
      headers: { ...bearer(admin), "accept-language": "en-GB,en;q=0.9" },
      payload: { status: "on_the_road", trackingNumber: "NP-TRACK-4242" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const shipped = await mailAbout(order.orderNumber, "shipped");
    expect(shipped.subject).toBe(`अर्डर ${order.orderNumber} बाटोमा छ`);
    expect(shipped.text).toContain("ट्र्याकिङ नम्बर: NP-TRACK-4242");
    expect(shipped.html).toContain("तपाईंको अर्डर बाटोमा छ");
  });

  it("takes Nepali from Accept-Language without a cookie, and writes the payment's email in it too", async () => {
    const order = await placeOrder({ "accept-language": "ne-NP,ne;q=0.9,en;q=0.5" });
    const placed = await mailAbout(order.orderNumber, "order_placed");
    expect(placed.subject).toMatch(DEVANAGARI);
    expect(placed.text).toContain(`जम्मा: ${formatRupees(order.pricing.total, "ne")}`);
    expect(placed.text).toContain("PayPal बाट भुक्तानी");
    const paid = await payWithPaypal(store.app, { "x-session-id": `mail-language-${nextProduct}` }, order);
    expect(paid.statusCode, paid.body).toBe(200);
    const received = await mailAbout(order.orderNumber, "payment_received");
    expect(received.subject).toBe(`अर्डर ${order.orderNumber} को भुक्तानी प्राप्त भयो`);
    expect(received.text).toContain(formatRupees(order.pricing.total, "ne"));
  });

  it("lets the lang cookie win over Accept-Language, and tells a lapsed Nepali order's reason in Nepali", async () => {
    const order = await placeOrder({ cookie: "lang=ne", "accept-language": "en-US,en;q=0.9" });
    await store.app.db.order.update({
      where: { id: order._id },
      data: { paymentDueAt: new Date(Date.now() - 1000) },
    });
    await store.app.jobs.runNow("order-expiry");
    const cancelled = await mailAbout(order.orderNumber, "cancelled");
    expect(cancelled.subject).toBe(`अर्डर ${order.orderNumber} रद्द गरियो`);
    expect(cancelled.text).toContain("रद्द गरिएको छ: भुक्तानीको समयसीमा सकियो।");
  });

  it("names a line's colour in Nepali and writes its size in Devanagari digits; English as stored", async () => {
    const shoes = await store.app.db.product.findUniqueOrThrow({ where: { slug: "nike-air-max-270" } });
    const line = { productId: shoes.id, quantity: 1, color: "Triple Black", size: "42" };
    const address = {
      country: "Nepal",
      state: "Bagmati Province",
      district: "Kathmandu",
      city: "Kathmandu",
      address: "Thamel 5",
      zipCode: "44600",
    };
    const placed: Record<string, string> = {};
    for (const language of ["ne", "en"]) {
      const response = await store.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { "x-session-id": `mail-options-${language}`, cookie: `lang=${language}` },
        payload: { ...orderBody([line], { payment: "cod" }), shippingAddress: address },
      });
      expect(response.statusCode, response.body).toBe(201);
      placed[language] = (await mailAbout(response.json().data.order.orderNumber, "order_placed")).text;
    }
    expect(placed.ne).toContain("Nike Air Max 270 (रङ: पूरै कालो, साइज: ४२)");
    expect(placed.en).toContain("Nike Air Max 270 (Colour: Triple Black, Size: 42)");
  });

  it("keeps an English order's emails exactly English", async () => {
    const cases: Record<string, string>[] = [
      {},
      { cookie: "lang=en", "accept-language": "ne" },
      { "accept-language": "fr, en;q=0.5" },
    ];
    for (const headers of cases) {
      const order = await placeOrder(headers);
      expect((await store.app.db.order.findUniqueOrThrow({ where: { id: order._id } })).language).toBe("en");
      const placed = await mailAbout(order.orderNumber, "order_placed");
      expect(placed.subject).toBe(`Order ${order.orderNumber} placed`);
      expect(placed.text).toContain("Hello Sita,");
      expect(placed.text).toContain(`Total: ${formatRupees(order.pricing.total)}`);
      expect(placed.text).not.toMatch(DEVANAGARI);
      expect(placed.html).toContain('<html lang="en">');
    }
  });

  it("welcomes an account made on a Nepali page in Nepali", async () => {
    const email = `ram.${Date.now()}@example.com`;
    const response = await store.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { cookie: "lang=ne" },
      payload: { name: "Ram Karki", email, password: "Secret123" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const welcome = await newestMail(email, "welcome");
    expect(welcome.subject).toBe("Nepal Store मा स्वागत छ");
    expect(welcome.text).toContain("स्वागत छ, Ram Karki!");
    expect((await store.app.db.user.findUniqueOrThrow({ where: { email } })).language).toBe("ne");
  });

  it("writes a password reset asked from a Nepali page in Nepali, whatever the account's language", async () => {
    const shopper = await registerShopper(store.app); // an English account
    expect((await forgotPassword(store.app, shopper.email, { cookie: "lang=ne" })).statusCode).toBe(200);
    const reset = await newestMail(shopper.email, "password_reset");
    expect(reset.subject).toBe("आफ्नो Nepal Store पासवर्ड रिसेट गर्नुहोस्");
    expect(reset.text).toContain("नयाँ पासवर्ड छान्नुहोस्: https://shop.example.np/reset-password?token=");
    expect(reset.text).toContain("६० मिनेटसम्म");
    expect(reset.html).toContain('<html lang="ne">');
    // The account stays English: a request nobody signed in to changes nothing kept.
    expect((await store.app.db.user.findUniqueOrThrow({ where: { id: shopper.user._id } })).language).toBe(
      "en",
    );
    expect((await forgotPassword(store.app, shopper.email, { "accept-language": "en" })).statusCode).toBe(
      200,
    );
    expect((await newestMail(shopper.email, "password_reset")).subject).toBe(
      "Reset your Nepal Store password",
    );
  });

  it("keeps the language a signed-in shopper orders or saves the profile in, for a reset asked without one", async () => {
    const shopper = await registerShopper(store.app);
    const saved = await store.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      headers: { ...bearer(shopper.token), cookie: "lang=ne" },
      payload: { name: "Sita Sharma", city: "Pokhara" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Object.keys(saved.json().data.user)).not.toContain("language");
    expect((await store.app.db.user.findUniqueOrThrow({ where: { id: shopper.user._id } })).language).toBe(
      "ne",
    );
    // No language stated (a client sending neither header): the account's.
    expect((await forgotPassword(store.app, shopper.email)).statusCode).toBe(200);
    expect((await newestMail(shopper.email, "password_reset")).subject).toMatch(DEVANAGARI);

    // An English order by the same shopper makes the account English again; an order stating nothing follows it.
    await placeOrder({ ...bearer(shopper.token), "accept-language": "en-US" });
    expect((await store.app.db.user.findUniqueOrThrow({ where: { id: shopper.user._id } })).language).toBe(
      "en",
    );
    await store.app.db.user.update({ where: { id: shopper.user._id }, data: { language: "ne" } });
    const silent = await placeOrder(bearer(shopper.token));
    expect((await mailAbout(silent.orderNumber, "order_placed")).subject).toMatch(DEVANAGARI);
  });
});

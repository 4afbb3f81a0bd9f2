// Back in stock (SHOP-API.md part 3): asking to be told by email or SMS about a sold-out variant, guests too;
// one alert when its stock comes back, however it came back (an admin's adjustment, a CSV import, a refund's
// restock, a lapsed order's release); never for an unsubscribed request; the unsubscribe link; the inventory's
// count of those waiting.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PENDING_ALERTS_PER_CONTACT } from "@store/shared/stock-alerts";
import { PRODUCT_CSV_COLUMNS } from "@store/shared/admin/products";
import { csvCell } from "../src/modules/catalog/csv.ts";
import { releaseLapsedOrders } from "../src/modules/orders/expiry.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { adminToken, paidOrder, refund } from "./support/admin.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import { orderBody } from "./support/orders.ts";
import { alertsTo, askToBeNotified, soldOutProduct, tokenIn } from "./support/stock-alerts.ts";

let store: TestStore;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
});
afterAll(() => store.close());

const runAlerts = () => store.app.jobs.runNow("stock-alerts");
const adjust = (variantId: string, body: object) =>
  store.app.inject({
    method: "POST",
    url: `/api/admin/variants/${variantId}/stock`,
    headers: bearer(admin),
    payload: body,
  });
const unsubscribe = (token: string) =>
  store.app.inject({ method: "GET", url: `/api/notify/unsubscribe?token=${encodeURIComponent(token)}` });

describe("POST /api/products/:id/notify", () => {
  it("takes a guest's email for a sold-out variant: 201, pending, the address lower-cased", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    const answer = await askToBeNotified(store.app, product.id, {
      variantId: variant.id,
      email: "Sita.Sharma@Example.com",
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      success: true,
      data: {
        request: {
          productId: product.id,
          variantId: variant.id,
          channel: "email",
          contact: "sita.sharma@example.com",
          status: "pending",
        },
      },
    });
    const row = await store.app.db.stockAlert.findUniqueOrThrow({
      where: { id: answer.json().data.request._id },
    });
    expect(row.userId).toBeNull();
    expect(row.unsubscribeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes a guest's mobile number in any usual form, kept in E.164, and the request's language", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    const answer = await askToBeNotified(
      store.app,
      product.slug,
      { variantId: variant.id, phone: "984-1234567" },
      { cookie: "lang=ne" },
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.request).toMatchObject({ channel: "sms", contact: "+9779841234567" });
    const row = await store.app.db.stockAlert.findFirstOrThrow({ where: { variantId: variant.id } });
    expect(row.language).toBe("ne");
  });

  it("keeps a signed-in shopper's account with the request", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    const shopper = await registerShopper(store.app);
    const answer = await askToBeNotified(
      store.app,
      product.id,
      { variantId: variant.id, email: shopper.user.email },
      bearer(shopper.token),
    );
    expect(answer.statusCode).toBe(201);
    const row = await store.app.db.stockAlert.findUniqueOrThrow({
      where: { id: answer.json().data.request._id },
    });
    expect(row.userId).toBe(shopper.user._id);
  });

  it("refuses a variant in stock with 409 stock.available, and unknown products and variants with 404", async () => {
    const { product, variant } = await soldOutProduct(store.app, 3);
    const inStock = await askToBeNotified(store.app, product.id, { variantId: variant.id, email: "a@b.np" });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().code).toBe("stock.available");
    const other = await soldOutProduct(store.app);
    const noProduct = await askToBeNotified(store.app, "no-such-product", {
      variantId: variant.id,
      email: "a@b.np",
    });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().code).toBe("product.not_found");
    // A real variant of another product is not this product's.
    const wrongProduct = await askToBeNotified(store.app, other.product.id, {
      variantId: variant.id,
      email: "a@b.np",
    });
    expect(wrongProduct.statusCode).toBe(404);
    expect(wrongProduct.json().code).toBe("variant.not_found");
    expect(await store.app.db.stockAlert.count({ where: { contact: "a@b.np" } })).toBe(0);
  });

  it("refuses no contact, both contacts, a bad address and a number outside Nepal's mobile ranges", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    for (const payload of [
      { variantId: variant.id },
      { variantId: variant.id, email: "a@b.np", phone: "9841234567" },
      { variantId: variant.id, email: "not an address" },
      { variantId: variant.id, phone: "014412345" },
      { email: "a@b.np" },
    ]) {
      const answer = await askToBeNotified(store.app, product.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("keeps one pending request per variant and contact: asked again, the same 201 with the same one", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    const body = { variantId: variant.id, phone: "9801234567" };
    const first = await askToBeNotified(store.app, product.id, body);
    const again = await askToBeNotified(store.app, product.id, {
      variantId: variant.id,
      phone: "+977 980-1234567",
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.request._id).toBe(first.json().data.request._id);
    expect(await store.app.db.stockAlert.count({ where: { variantId: variant.id } })).toBe(1);
  });

  it(`caps one contact at ${MAX_PENDING_ALERTS_PER_CONTACT} variants waiting: 409 notify.too_many_pending`, async () => {
    const contact = "flooded@example.np";
    for (let made = 0; made < MAX_PENDING_ALERTS_PER_CONTACT; made += 1) {
      const { product, variant } = await soldOutProduct(store.app);
      const answer = await askToBeNotified(store.app, product.id, { variantId: variant.id, email: contact });
      expect(answer.statusCode).toBe(201);
    }
    const { product, variant } = await soldOutProduct(store.app);
    const over = await askToBeNotified(store.app, product.id, { variantId: variant.id, email: contact });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe("notify.too_many_pending");
    expect(await store.app.db.stockAlert.count({ where: { contact } })).toBe(MAX_PENDING_ALERTS_PER_CONTACT);
  });
});

describe("the alert", () => {
  it("goes once by email and once by SMS after an admin's adjustment, then the requests are sent", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    const email = "ram.alert@example.np";
    const phone = "+9779812340001";
    await askToBeNotified(store.app, product.id, { variantId: variant.id, email });
    await askToBeNotified(store.app, product.id, { variantId: variant.id, phone }, { cookie: "lang=ne" });
    await runAlerts();
    expect(await alertsTo(store.app, email)).toHaveLength(0);

    const restocked = await adjust(variant.id, { set: 5, reason: "received" });
    expect(restocked.statusCode).toBe(200);
    await runAlerts();
    await runAlerts();

    const [mail, ...moreMail] = await alertsTo(store.app, email);
    expect(moreMail).toHaveLength(0);
    expect(mail).toMatchObject({ channel: "email", template: "back_in_stock", status: "queued" });
    expect(mail!.subject).toBe(`Back in stock: ${product.name}`);
    expect(mail!.text).toContain(`${store.config.publicUrl}/product/${product.categorySlug}/${product.slug}`);
    expect(mail!.html).toContain(`${store.config.publicUrl}/n/`);
    const [sms, ...moreSms] = await alertsTo(store.app, phone);
    expect(moreSms).toHaveLength(0);
    expect(sms).toMatchObject({ channel: "sms", template: "back_in_stock" });
    expect(sms!.text).toContain("फेरि स्टकमा आयो");
    expect(sms!.segments).toBeLessThanOrEqual(2);
    const rows = await store.app.db.stockAlert.findMany({ where: { variantId: variant.id } });
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);

    // Stock moving again later sends nothing more.
    await adjust(variant.id, { set: 0, reason: "correction" });
    await adjust(variant.id, { set: 2, reason: "received" });
    await runAlerts();
    expect(await alertsTo(store.app, email)).toHaveLength(1);
  });

  it("is not sent while the variant is still sold out, nor for a product taken off sale", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    await askToBeNotified(store.app, product.id, { variantId: variant.id, email: "archived@example.np" });
    await store.app.db.product.update({ where: { id: product.id }, data: { archivedAt: new Date() } });
    await store.app.db.productVariant.update({ where: { id: variant.id }, data: { stock: 4 } });
    await runAlerts();
    expect(await alertsTo(store.app, "archived@example.np")).toHaveLength(0);
  });

  it("goes after a CSV import brings the stock back", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    await askToBeNotified(store.app, product.id, { variantId: variant.id, email: "csv@example.np" });
    const exported = await store.app.inject({
      method: "GET",
      url: "/api/admin/products/export.csv",
      headers: bearer(admin),
    });
    const lines = exported.body.split("\r\n");
    const skuColumn = PRODUCT_CSV_COLUMNS.indexOf("sku");
    const stockColumn = PRODUCT_CSV_COLUMNS.indexOf("stock");
    const line = lines.find((one) => one.split(",")[skuColumn] === variant.sku)!;
    const cells = line.split(",");
    cells[stockColumn] = csvCell(7);
    const imported = await store.app.inject({
      method: "POST",
      url: "/api/admin/products/import?dryRun=false",
      headers: { ...bearer(admin), "content-type": "text/csv" },
      payload: [lines[0], cells.join(",")].join("\r\n"),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await store.app.db.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).stock).toBe(
      7,
    );
    await runAlerts();
    expect(await alertsTo(store.app, "csv@example.np")).toHaveLength(1);
  });

  it("goes after a full refund puts a paid order's stock back", async () => {
    const { order, product } = await paidOrder(store.app, "alert-refund", "paypal");
    const variant = await store.app.db.productVariant.findFirstOrThrow({ where: { productId: product.id } });
    // Everyone else bought the rest meanwhile.
    await store.app.db.productVariant.update({ where: { id: variant.id }, data: { stock: 0 } });
    await askToBeNotified(store.app, product.id, { variantId: variant.id, phone: "9841000111" });
    const refunded = await refund(store.app, admin, order.orderNumber, {
      amount: order.pricing.total,
      reason: "Returned",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await runAlerts();
    expect(await alertsTo(store.app, "+9779841000111")).toHaveLength(1);
  });

  it("goes after an unpaid order lapses and gives its stock back", async () => {
    const { product, variant } = await soldOutProduct(store.app, 1);
    const placed = await store.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { "x-session-id": "alert-lapse" },
      payload: orderBody([{ productId: product.id, variantId: variant.id, quantity: 1 }], {
        payment: "esewa",
      }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await askToBeNotified(store.app, product.id, { variantId: variant.id, email: "lapse@example.np" });
    await runAlerts();
    expect(await alertsTo(store.app, "lapse@example.np")).toHaveLength(0);
    await releaseLapsedOrders(store.app.db, new Date(Date.now() + 365 * 24 * 60 * 60_000));
    await runAlerts();
    expect(await alertsTo(store.app, "lapse@example.np")).toHaveLength(1);
  });

  it("is not sent for an unsubscribed request; asking again makes it wait again", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    const asked = await askToBeNotified(store.app, product.id, {
      variantId: variant.id,
      email: "stop@example.np",
    });
    await store.app.db.stockAlert.update({
      where: { id: asked.json().data.request._id },
      data: { status: "unsubscribed" },
    });
    await adjust(variant.id, { delta: 3, reason: "received" });
    await runAlerts();
    expect(await alertsTo(store.app, "stop@example.np")).toHaveLength(0);
    await adjust(variant.id, { set: 0, reason: "correction" });
    const again = await askToBeNotified(store.app, product.id, {
      variantId: variant.id,
      email: "stop@example.np",
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.request).toMatchObject({
      _id: asked.json().data.request._id,
      status: "pending",
    });
    await adjust(variant.id, { delta: 1, reason: "received" });
    await runAlerts();
    expect(await alertsTo(store.app, "stop@example.np")).toHaveLength(1);
  });
});

describe("GET /api/notify/unsubscribe", () => {
  it("stops the request its alert's link names, once; the short link leads to it; an unknown token is invalid", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    await askToBeNotified(store.app, product.id, { variantId: variant.id, phone: "9861234500" });
    await adjust(variant.id, { set: 1, reason: "received" });
    await runAlerts();
    const [sms] = await alertsTo(store.app, "+9779861234500");
    const token = tokenIn(sms!.text);

    const short = await store.app.inject({ method: "GET", url: `/n/${token}` });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`/api/notify/unsubscribe?token=${token}`);

    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`${store.config.publicUrl}/notify/unsubscribed?status=done`);
    const row = await store.app.db.stockAlert.findFirstOrThrow({ where: { variantId: variant.id } });
    expect(row.status).toBe("unsubscribed");

    // Asked again: a new token; the old link no longer names it.
    await adjust(variant.id, { set: 0, reason: "correction" });
    await askToBeNotified(store.app, product.id, { variantId: variant.id, phone: "9861234500" });
    const old = await unsubscribe(token);
    expect(old.headers.location).toBe(`${store.config.publicUrl}/notify/unsubscribed?status=invalid`);
    expect((await store.app.db.stockAlert.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(
      "pending",
    );

    const unknown = await unsubscribe("x".repeat(22));
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe(`${store.config.publicUrl}/notify/unsubscribed?status=invalid`);
    expect((await unsubscribe("")).statusCode).toBe(400);
  });
});

describe("GET /api/admin/inventory", () => {
  it("counts the requests waiting for each variant", async () => {
    const { product, variant } = await soldOutProduct(store.app, 0, "Waiting Count Lamp");
    await askToBeNotified(store.app, product.id, { variantId: variant.id, email: "w1@example.np" });
    await askToBeNotified(store.app, product.id, { variantId: variant.id, phone: "9841000222" });
    const list = await store.app.inject({
      method: "GET",
      url: `/api/admin/inventory?search=${encodeURIComponent(variant.sku)}`,
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.variants).toMatchObject([{ _id: variant.id, waiting: 2 }]);
    const restocked = await adjust(variant.id, { set: 2, reason: "received" });
    expect(restocked.json().data.variant.waiting).toBe(2);
    await runAlerts();
    const after = await store.app.inject({
      method: "GET",
      url: `/api/admin/inventory?search=${encodeURIComponent(variant.sku)}`,
      headers: bearer(admin),
    });
    expect(after.json().data.variants[0].waiting).toBe(0);
  });
});

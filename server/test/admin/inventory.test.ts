// GET /api/admin/inventory, POST /api/admin/variants/:id/stock, GET /api/admin/variants/:id/stock-history: who
// may use them, the search and low-stock filter, set and delta with their reason (409 below zero, 404 unknown or
// archived), the history with orders' moves and adjustments, the storefront's product page showing the new stock
// at once, and adjustments racing checkouts: stock never below zero and the history sums to the final stock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { adminToken, tokenWithRole } from "../support/admin.ts";
import { addProduct, firstVariant } from "../support/catalog-products.ts";
import { bearer } from "../support/factories.ts";
import { moveOrder, orderBody } from "../support/orders.ts";
import { moveStock } from "../../src/modules/catalog/stock.ts";
import { auditEvents } from "../security/support.ts";

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

const get = (url: string, token?: string) =>
  store.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const adjust = (variantId: string, payload: object, token = admin) =>
  store.app.inject({
    method: "POST",
    url: `/api/admin/variants/${variantId}/stock`,
    headers: bearer(token),
    payload,
  });
const history = (variantId: string, query = "", token = admin) =>
  get(`/api/admin/variants/${variantId}/stock-history${query}`, token);

/** A product of its own with one variant holding `stock`: answers the product and that variant. */
async function productWithStock(name: string, stock: number) {
  const product = await addProduct(store.app.db, { name, stock });
  return { product, variant: await firstVariant(store.app.db, product.id) };
}

function placeGuestOrder(productId: string, quantity: number, sessionId: string) {
  return store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { "x-session-id": sessionId },
    payload: orderBody([{ productId, quantity }]),
  });
}

async function storedStock(variantId: string) {
  return (await store.app.db.productVariant.findUniqueOrThrow({ where: { id: variantId } })).stock;
}

async function historySum(variantId: string) {
  const changes = await store.app.db.stockChange.findMany({ where: { variantId } });
  return changes.reduce((sum, change) => sum + change.delta, 0);
}

describe("who may use the inventory", () => {
  it("answers a guest 401 and a customer 403 on every call, and lets staff use them all", async () => {
    const { variant } = await productWithStock("Guarded Kettle", 5);
    const calls = [
      { method: "GET", url: "/api/admin/inventory" },
      {
        method: "POST",
        url: `/api/admin/variants/${variant.id}/stock`,
        payload: { delta: 1, reason: "received" },
      },
      { method: "GET", url: `/api/admin/variants/${variant.id}/stock-history` },
    ] as const;
    for (const call of calls) {
      const guest = await store.app.inject(call);
      expect(guest.statusCode, call.url).toBe(401);
      expect(guest.json().code).toBe("auth.required");
      const asCustomer = await store.app.inject({ ...call, headers: bearer(customer) });
      expect(asCustomer.statusCode, call.url).toBe(403);
      expect(asCustomer.json().code).toBe("auth.forbidden");
    }
    expect(await storedStock(variant.id)).toBe(5);
    for (const call of calls) {
      const byStaff = await store.app.inject({ ...call, headers: bearer(staff) });
      expect(byStaff.statusCode, call.url).toBe(200);
    }
    expect(await storedStock(variant.id)).toBe(6);
  });
});

describe("GET /api/admin/inventory", () => {
  it("finds variants by part of a product name or a sku, ignoring case, with their product and options", async () => {
    const phone = await addProduct(store.app.db, {
      name: "Zircon Inventory Phone",
      colors: JSON.stringify(["Black", "Blue"]),
      storage: JSON.stringify(["128GB"]),
      stock: 6,
      price: 40_000,
    });
    const byName = await get("/api/admin/inventory?search=zircon%20INVENTORY", staff);
    expect(byName.statusCode).toBe(200);
    const { variants, total, pages, lowStockThreshold } = byName.json().data;
    expect(total).toBe(2);
    expect(pages).toBe(1);
    expect(lowStockThreshold).toBe(store.config.lowStockThreshold);
    expect(variants).toEqual([
      expect.objectContaining({
        productId: phone.id,
        productName: "Zircon Inventory Phone",
        options: { color: "Black", storage: "128GB" },
        stock: 3,
        price: 40_000,
        archived: false,
        lowStock: true,
      }),
      expect.objectContaining({ options: { color: "Blue", storage: "128GB" }, stock: 3 }),
    ]);
    const sku = variants[1].sku as string;
    const bySku = await get(`/api/admin/inventory?search=${sku.toLowerCase()}`, staff);
    expect(bySku.json().data.variants.map((row: { sku: string }) => row.sku)).toEqual([sku]);
  });

  it("lists only variants on sale at or below the threshold with lowStock=true, a page at a time", async () => {
    const low = await productWithStock("Quokka Low Lamp", store.config.lowStockThreshold);
    const plenty = await productWithStock("Quokka Full Lamp", store.config.lowStockThreshold + 1);
    const archived = await productWithStock("Quokka Gone Lamp", 0);
    await store.app.db.productVariant.update({
      where: { id: archived.variant.id },
      data: { archived: true },
    });
    const all = await get("/api/admin/inventory?search=quokka", admin);
    expect(all.json().data.total).toBe(3);
    expect(
      all.json().data.variants.find((row: { _id: string }) => row._id === archived.variant.id),
    ).toMatchObject({ archived: true, lowStock: false });
    const lowOnly = await get("/api/admin/inventory?search=quokka&lowStock=true", admin);
    expect(lowOnly.json().data.variants.map((row: { _id: string }) => row._id)).toEqual([low.variant.id]);
    expect(plenty.variant.stock).toBe(store.config.lowStockThreshold + 1);
    const paged = await get("/api/admin/inventory?search=quokka&limit=2&page=2", admin);
    expect(paged.json().data).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(paged.json().data.variants).toHaveLength(1);
    const invalid = await get("/api/admin/inventory?lowStock=maybe", admin);
    expect(invalid.statusCode).toBe(400);
  });
});

describe("POST /api/admin/variants/:id/stock", () => {
  it("adds and removes with delta, sets a level with set, each with its reason in the history and the audit log", async () => {
    const { product, variant } = await productWithStock("Adjusted Rice Cooker", 4);
    const received = await adjust(variant.id, {
      delta: 10,
      reason: "received",
      note: "Supplier delivery #88",
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().message).toBe(`Stock of ${variant.sku} is now 14`);
    expect(received.json().data.variant).toMatchObject({ _id: variant.id, stock: 14, lowStock: false });
    const damaged = await adjust(variant.id, { delta: -3, reason: "damaged" });
    expect(damaged.json().data.variant.stock).toBe(11);
    const counted = await adjust(variant.id, { set: 2, reason: "correction", note: "Shelf count" });
    expect(counted.json().data.variant).toMatchObject({ stock: 2, lowStock: true });
    expect(await storedStock(variant.id)).toBe(2);
    const stored = await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(stored.stock).toBe(2);

    const changes = await store.app.db.stockChange.findMany({
      where: { variantId: variant.id, reason: "adjustment" },
      orderBy: { createdAt: "asc" },
    });
    expect(changes.map((change) => [change.delta, change.stockAfter, change.adjustmentReason])).toEqual([
      [10, 14, "received"],
      [-3, 11, "damaged"],
      [-9, 2, "correction"],
    ]);
    const adminId = (await store.app.db.user.findFirstOrThrow({ where: { role: "admin" } })).id;
    expect(new Set(changes.map((change) => change.actorId))).toEqual(new Set([adminId]));
    const events = (await auditEvents(store.app.db, "admin.stock_adjusted")).filter(
      (event) => event.detail.variantId === variant.id,
    );
    expect(events.map((event) => [event.detail.delta, event.detail.stockAfter, event.detail.reason])).toEqual(
      expect.arrayContaining([
        [10, 14, "received"],
        [-3, 11, "damaged"],
        [-9, 2, "correction"],
      ]),
    );
    expect(events.every((event) => event.userId === adminId)).toBe(true);
  });

  it("writes nothing when set is the stock the variant already has", async () => {
    const { variant } = await productWithStock("Unchanged Fan", 7);
    const same = await adjust(variant.id, { set: 7, reason: "correction" });
    expect(same.statusCode).toBe(200);
    expect(same.json().message).toBe(`Stock of ${variant.sku} was already 7`);
    expect(
      await store.app.db.stockChange.count({ where: { variantId: variant.id, reason: "adjustment" } }),
    ).toBe(0);
  });

  it("answers 409 stock.adjustment_below_zero when a delta would go below 0, and changes nothing", async () => {
    const { variant } = await productWithStock("Scarce Heater", 2);
    const refused = await adjust(variant.id, { delta: -3, reason: "lost" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("stock.adjustment_below_zero");
    expect(refused.json().message).toBe(`Stock cannot go below 0: ${variant.sku} has 2 in stock`);
    expect(await storedStock(variant.id)).toBe(2);
    expect(
      await store.app.db.stockChange.count({ where: { variantId: variant.id, reason: "adjustment" } }),
    ).toBe(0);
    const toZero = await adjust(variant.id, { delta: -2, reason: "lost" });
    expect(toZero.json().data.variant.stock).toBe(0);
  });

  it("answers 404 variant.not_found for an unknown or archived variant", async () => {
    const unknown = await adjust("no-such-variant", { delta: 1, reason: "received" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("variant.not_found");
    const { variant } = await productWithStock("Archived Iron", 3);
    await store.app.db.productVariant.update({ where: { id: variant.id }, data: { archived: true } });
    const archived = await adjust(variant.id, { set: 9, reason: "correction" });
    expect(archived.statusCode).toBe(404);
    expect(archived.json().code).toBe("variant.not_found");
    expect(await storedStock(variant.id)).toBe(3);
    expect((await history("no-such-variant")).statusCode).toBe(404);
  });

  it("requires a reason from the list, exactly one of set and delta, whole numbers, set 0 or more, a short note", async () => {
    const { variant } = await productWithStock("Validated Toaster", 5);
    const bodies = [
      { delta: 1 },
      { delta: 1, reason: "stolen-by-aliens" },
      { reason: "received" },
      { set: 3, delta: 1, reason: "received" },
      { delta: 1.5, reason: "received" },
      { delta: 0, reason: "received" },
      { set: -1, reason: "correction" },
      { set: "4", reason: "correction" },
      { delta: 1, reason: "received", note: "x".repeat(501) },
    ];
    for (const payload of bodies) {
      const answer = await adjust(variant.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe("validation.failed");
    }
    const noReason = await adjust(variant.id, { delta: 1 });
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: "reason" })]);
    expect(await storedStock(variant.id)).toBe(5);
  });

  it("changes only the stock: price, sku or the product in the body are ignored", async () => {
    const { product, variant } = await productWithStock("Mass Assigned Blender", 5);
    const answer = await adjust(variant.id, {
      delta: 1,
      reason: "received",
      stock: 999,
      price: 1,
      sku: "HIJACKED",
      archived: true,
      productId: "other",
    });
    expect(answer.statusCode).toBe(200);
    const stored = await store.app.db.productVariant.findUniqueOrThrow({ where: { id: variant.id } });
    expect(stored).toMatchObject({ stock: 6, price: variant.price, sku: variant.sku, archived: false });
    expect(stored.productId).toBe(product.id);
  });

  it("shows the new stock on the storefront's product page at once", async () => {
    const { product, variant } = await productWithStock("Fresh Stock Speaker", 3);
    const before = await get(`/api/products/${product.id}`);
    expect(before.json().product.stock).toBe(3);
    await adjust(variant.id, { set: 40, reason: "received" });
    const after = await get(`/api/products/${product.id}`);
    expect(after.json().product.stock).toBe(40);
    expect(after.json().product.variants[0]).toMatchObject({ _id: variant.id, stock: 40 });
  });
});

describe("GET /api/admin/variants/:id/stock-history", () => {
  it("lists orders' reservations and releases with their numbers and adjustments with who made them, newest first", async () => {
    const { product, variant } = await productWithStock("Historic Radio", 10);
    const placed = await placeGuestOrder(product.id, 2, "history-session-1");
    expect(placed.statusCode).toBe(201);
    const orderNumber = placed.json().data.order.orderNumber as string;
    expect((await moveOrder(store.app, admin, orderNumber, "cancelled")).statusCode).toBe(200);
    await adjust(variant.id, { delta: 5, reason: "returned", note: "Shop-floor return" }, staff);

    const answer = await history(variant.id, "", staff);
    expect(answer.statusCode).toBe(200);
    const { changes, total, variant: shown } = answer.json().data;
    expect(shown).toMatchObject({ _id: variant.id, stock: 15 });
    expect(total).toBe(3);
    const staffAccount = await store.app.db.user.findFirstOrThrow({ where: { role: "staff" } });
    expect(changes).toEqual([
      expect.objectContaining({
        delta: 5,
        stockAfter: 15,
        reason: "adjustment",
        adjustmentReason: "returned",
        note: "Shop-floor return",
        actor: { _id: staffAccount.id, name: staffAccount.name, email: staffAccount.email },
      }),
      expect.objectContaining({ delta: 2, stockAfter: 10, reason: "order_released", orderNumber }),
      expect.objectContaining({ delta: -2, stockAfter: 8, reason: "order_reserved", orderNumber }),
    ]);
    expect(changes[1].actor).toBeUndefined();
    const page2 = await history(variant.id, "?limit=2&page=2");
    expect(page2.json().data).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(page2.json().data.changes).toEqual([expect.objectContaining({ reason: "order_reserved" })]);
  });
});

describe("moveStock's guard for a set", () => {
  it("moves only while the stock is still the one read, and writes no history otherwise", async () => {
    const { variant } = await productWithStock("Guarded Set Torch", 8);
    // Read 8, then an order took 1: the set computed from 8 must not land.
    await store.app.db.productVariant.update({ where: { id: variant.id }, data: { stock: 7 } });
    const refused = await store.app.db.$transaction((tx) =>
      moveStock(tx, [{ variantId: variant.id, delta: 12, expected: 8 }], "adjustment"),
    );
    expect(refused).toEqual({ variantId: variant.id, delta: 12, expected: 8 });
    expect(await storedStock(variant.id)).toBe(7);
    expect(await store.app.db.stockChange.count({ where: { variantId: variant.id } })).toBe(0);
    const landed = await store.app.db.$transaction((tx) =>
      moveStock(tx, [{ variantId: variant.id, delta: 13, expected: 7 }], "adjustment", {
        actorId: "someone",
      }),
    );
    expect(landed).toBeNull();
    expect(await storedStock(variant.id)).toBe(20);
    expect(
      await store.app.db.stockChange.findFirstOrThrow({ where: { variantId: variant.id } }),
    ).toMatchObject({
      delta: 13,
      stockAfter: 20,
      actorId: "someone",
    });
  });
});

describe("adjustments racing checkouts", () => {
  it("never takes stock below zero and the history sums to the final stock", async () => {
    const { product, variant } = await productWithStock("Raced Phone Charger", 6);
    const setupSum = await historySum(variant.id);
    const orders = Array.from({ length: 6 }, (_, index) =>
      placeGuestOrder(product.id, 1, `race-session-${index}`),
    );
    const removals = Array.from({ length: 4 }, () => adjust(variant.id, { delta: -1, reason: "damaged" }));
    const answers = await Promise.all([...orders, ...removals]);
    const taken = answers.filter((answer) => answer.statusCode === 201 || answer.statusCode === 200).length;
    expect(answers.every((answer) => [200, 201, 409].includes(answer.statusCode))).toBe(true);
    expect(taken).toBe(6);
    expect(await storedStock(variant.id)).toBe(0);
    expect((await historySum(variant.id)) - setupSum).toBe(-6);
  });

  it("a set racing orders never overwrites their reservations: stock = set level less what they took after it", async () => {
    const { product, variant } = await productWithStock("Raced Desk Lamp", 20);
    const before = await historySum(variant.id);
    const setTo = adjust(variant.id, { set: 30, reason: "correction" });
    const orders = Array.from({ length: 5 }, (_, index) =>
      placeGuestOrder(product.id, 2, `set-race-session-${index}`),
    );
    const [setAnswer, ...orderAnswers] = await Promise.all([setTo, ...orders]);
    expect([200, 409]).toContain(setAnswer.statusCode);
    expect(orderAnswers.every((answer) => answer.statusCode === 201)).toBe(true);
    const final = await storedStock(variant.id);
    const sum = (await historySum(variant.id)) - before;
    // The stock the variant started with plus every recorded change is exactly what it holds now.
    expect(20 + sum).toBe(final);
    const adjustment = await store.app.db.stockChange.findFirst({
      where: { variantId: variant.id, reason: "adjustment" },
    });
    if (setAnswer.statusCode === 200) {
      // The set landed between orders: the stock after it was 30 and each order after it took 2 of those.
      expect(adjustment?.stockAfter).toBe(30);
      const reservedAfter = await store.app.db.stockChange.count({
        where: { variantId: variant.id, reason: "order_reserved", createdAt: { gte: adjustment!.createdAt } },
      });
      expect(final).toBe(30 - 2 * reservedAfter);
    } else {
      expect(setAnswer.json().code).toBe("stock.adjustment_raced");
      expect(adjustment).toBeNull();
      expect(final).toBe(10);
    }
    expect(final).toBeGreaterThanOrEqual(0);
  });

  it("concurrent sets and deltas on one variant all land in order: the history sums to the final stock", async () => {
    const { variant } = await productWithStock("Raced Shelf Count", 5);
    const before = await historySum(variant.id);
    const answers = await Promise.all([
      adjust(variant.id, { set: 12, reason: "correction" }),
      adjust(variant.id, { delta: 3, reason: "received" }),
      adjust(variant.id, { delta: -1, reason: "lost" }),
      adjust(variant.id, { set: 8, reason: "correction" }),
      adjust(variant.id, { delta: 2, reason: "returned" }),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const final = await storedStock(variant.id);
    expect(5 + (await historySum(variant.id)) - before).toBe(final);
    expect(final).toBeGreaterThanOrEqual(0);
    const rows = await store.app.db.stockChange.findMany({
      where: { variantId: variant.id, reason: "adjustment" },
    });
    // Each row's stockAfter is consistent with some serial order: the last one written is the final stock.
    expect(rows.map((row) => row.stockAfter)).toContain(final);
  });
});

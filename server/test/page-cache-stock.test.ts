// A rendered page is kept while what it shows stays (quiet-changes.ts): a sale that leaves a variant in stock
// with plenty leaves the page as it was rendered (no render: its Server-Timing says "kept"), while a sell-out,
// a restock from 0, a change of the "only N left" count, a price or a name renders it again. The API's answers,
// which carry exact stock counts, follow every sale.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT } from "../src/config.ts";
import { moveStock } from "../src/modules/catalog/stock.ts";
import { confirmOrderLines } from "../src/modules/orders/confirm-lines.ts";
import { adminToken } from "./support/admin.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { addProduct, firstVariant } from "./support/catalog-products.ts";
import { bearer } from "./support/factories.ts";

const SSR_ENTRY = path.join(REPOSITORY_ROOT, "client", "src", "entry-server.tsx");

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ SSR_ENTRY, PUBLIC_URL: "https://shop.example.np" });
}, 60_000);
afterAll(() => store.close());

/** The page, and whether answering it cost a render. */
async function page(url: string) {
  const answer = await store.app.inject({ method: "GET", url });
  expect(answer.statusCode).toBe(200);
  const timing = String(answer.headers["server-timing"]);
  expect(timing).toMatch(/^page;desc="(kept|rendered)"/);
  return { html: answer.body, rendered: timing.includes('"rendered"') };
}

/** A sale (or a restock, delta > 0) of one variant, the way orders move stock. */
async function sell(variantId: string, delta: number) {
  await store.app.db.$transaction((tx) => moveStock(tx, [{ variantId, delta }], "order_reserved"));
}

async function apiStock(productId: string): Promise<number> {
  const answer = await store.app.inject({ method: "GET", url: `/api/products/${productId}` });
  return (answer.json() as { product: { stock: number } }).product.stock;
}

describe("the page cache under sales", () => {
  it("keeps the page through sales that leave plenty, while the API's stock count follows each", async () => {
    const product = await addProduct(store.app.db, { name: "Plenty Left Phone", stock: 40 });
    const variant = await firstVariant(store.app.db, product.id);
    const url = `/product/electronics/${product.slug}`;
    expect((await page(url)).rendered).toBe(true);
    expect((await page(url)).rendered).toBe(false);
    expect(await apiStock(product.id)).toBe(40);
    const everyChange = await store.app.reader.catalogueVersion();
    for (let sale = 1; sale <= 3; sale += 1) {
      await sell(variant.id, -2);
      const again = await page(url);
      expect(again.rendered).toBe(false);
      expect(again.html).toContain("In stock");
      expect(await apiStock(product.id)).toBe(40 - 2 * sale);
    }
    expect(await store.app.reader.catalogueVersion()).toBeGreaterThan(everyChange);
  });

  it("renders again when a sale changes the count it prints, and when it sells out or comes back", async () => {
    const product = await addProduct(store.app.db, { name: "Last Few Phone", stock: 12 });
    const variant = await firstVariant(store.app.db, product.id);
    const url = `/product/electronics/${product.slug}`;
    expect((await page(url)).html).toContain("In stock");
    await sell(variant.id, -5);
    const fewLeft = await page(url);
    expect(fewLeft.rendered).toBe(true);
    expect(fewLeft.html).toContain("Only 7 left");
    await sell(variant.id, -7);
    const soldOut = await page(url);
    expect(soldOut.rendered).toBe(true);
    expect(soldOut.html).toContain("Out of stock");
    expect((await page(url)).rendered).toBe(false);
    await sell(variant.id, 20);
    const back = await page(url);
    expect(back.rendered).toBe(true);
    expect(back.html).toContain("In stock");
  });

  it("renders again for a new price or name", async () => {
    const product = await addProduct(store.app.db, { name: "Repriced Phone", stock: 30 });
    const url = `/product/electronics/${product.slug}`;
    await page(url);
    expect((await page(url)).rendered).toBe(false);
    const token = await adminToken(store.app);
    const renamed = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/products/${product.id}`,
      headers: bearer(token),
      payload: { name: "Repriced Phone Pro" },
    });
    expect(renamed.statusCode).toBe(200);
    const afterRename = await page(url);
    expect(afterRename.rendered).toBe(true);
    expect(afterRename.html).toContain("Repriced Phone Pro");
    const variant = await firstVariant(store.app.db, product.id);
    await store.app.db.productVariant.update({ where: { id: variant.id }, data: { price: 12_345 } });
    const afterPrice = await page(url);
    expect(afterPrice.rendered).toBe(true);
  });

  it("counts a quiet sale's move alone: a shown change later in the same transaction still moves the pages", async () => {
    const product = await addProduct(store.app.db, { name: "Same Transaction Phone", stock: 30 });
    const variant = await firstVariant(store.app.db, product.id);
    const shown = await store.app.reader.shownVersion();
    await store.app.db.$transaction(async (tx) => {
      await moveStock(tx, [{ variantId: variant.id, delta: -1 }], "order_reserved");
      await tx.product.update({ where: { id: product.id }, data: { name: "Same Transaction Phone 2" } });
    });
    expect(await store.app.reader.shownVersion()).toBeGreaterThan(shown);
    const quiet = await store.app.reader.shownVersion();
    await sell(variant.id, -1);
    expect(await store.app.reader.shownVersion()).toBe(quiet);
  });

  it("keeps the pages when a paid order counts its products as sold (no page prints the count)", async () => {
    const product = await addProduct(store.app.db, { name: "Sold Count Phone", stock: 30 });
    const variant = await firstVariant(store.app.db, product.id);
    const shown = await store.app.reader.shownVersion();
    const everyChange = await store.app.reader.catalogueVersion();
    await store.app.db.$transaction((tx) =>
      confirmOrderLines(tx, {
        userId: null,
        sessionId: null,
        items: [{ productId: product.id, variantId: variant.id, quantity: 2 }],
      }),
    );
    expect(await store.app.reader.catalogueVersion()).toBeGreaterThan(everyChange);
    expect(await store.app.reader.shownVersion()).toBe(shown);
  });
});

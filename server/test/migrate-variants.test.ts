// The variants migration (prisma/migrations/20261124100000_product_variants) on a database as the previous
// release left it: fixtures/previous-release.db.gz was made by that release (commit 7eda0d7): migrated, seeded,
// then through its API a signed-in shopper's cart (a phone in its last colour and storage, a plain product), a
// guest's cart and an order. Migrated the way the store migrates at start, nothing may be lost. Always a SQLite
// file: the fixture is one (PostgreSQL installations start from the regenerated init migration).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import Sqlite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, pendingMigrations } from "../src/db/migrate.ts";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "previous-release.db.gz");

interface ProductRow {
  id: string;
  slug: string;
  price: number;
  discountedPrice: number | null;
  salePrice: number;
  stock: number;
  colors: string;
  memory: string;
  storage: string;
}
interface LineRow {
  id: string;
  productId: string;
  color: string;
  memory: string;
  storage: string;
  quantity: number;
}
interface VariantRow {
  id: string;
  productId: string;
  sku: string;
  color: string;
  memory: string;
  storage: string;
  size: string;
  price: number;
  discountedPrice: number | null;
  stock: number;
  position: number;
  archived: number;
}

/** Tables the migration must leave as they were, counted. */
const UNTOUCHED = [
  "User",
  "Brand",
  "Category",
  "Subcategory",
  "Product",
  "Review",
  "Cart",
  "WishlistEntry",
  "ShippingMethod",
  "Order",
  "Payment",
  "TrackingEvent",
  "AuditEvent",
  "CatalogueVersion",
];

const list = (json: string) => JSON.parse(json) as string[];

function read(file: string) {
  const db = new Sqlite(file, { readonly: true });
  try {
    const counts = Object.fromEntries(
      [...UNTOUCHED, "CartItem", "OrderItem"].map((table) => [
        table,
        (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n,
      ]),
    );
    const products = db
      .prepare(
        `SELECT id, slug, price, "discountedPrice", "salePrice", stock, colors, memory, storage FROM "Product" ORDER BY id`,
      )
      .all() as ProductRow[];
    return { db, counts, products };
  } catch (error) {
    db.close();
    throw error;
  }
}

let folder: string;
let file: string;
let before: ReturnType<typeof read>;
let cartLines: LineRow[];
let orderLines: LineRow[];

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-variants-migration-"));
  file = path.join(folder, "store.db");
  fs.writeFileSync(file, gunzipSync(fs.readFileSync(FIXTURE)));
  before = read(file);
  cartLines = before.db
    .prepare(`SELECT id, "productId", color, memory, storage, quantity FROM "CartItem" ORDER BY id`)
    .all() as LineRow[];
  orderLines = before.db
    .prepare(`SELECT id, "productId", color, memory, storage, quantity FROM "OrderItem" ORDER BY id`)
    .all() as LineRow[];
  before.db.close();
  expect(await pendingMigrations(`file:${file}`)).toContain("20261124100000_product_variants");
  await migrateDatabase(`file:${file}`);
}, 120_000);

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the variants migration on the previous release's database", () => {
  it("holds what the previous release made: options, carts and an order", () => {
    expect(before.counts.Product).toBeGreaterThanOrEqual(150);
    expect(cartLines.some((line) => line.storage !== "" && line.color !== "")).toBe(true);
    expect(orderLines.length).toBeGreaterThanOrEqual(2);
  });

  it("applies every migration", async () => {
    expect(await pendingMigrations(`file:${file}`)).toEqual([]);
  });

  it("makes every product variants, one per combination of its options, stock and prices kept", () => {
    const after = read(file);
    try {
      const variants = after.db
        .prepare(`SELECT * FROM "ProductVariant" ORDER BY "productId", position`)
        .all() as VariantRow[];
      expect(after.products).toEqual(before.products);
      for (const product of before.products) {
        const own = variants.filter((variant) => variant.productId === product.id && !variant.archived);
        const combinations =
          Math.max(1, list(product.colors).length) *
          Math.max(1, list(product.memory).length) *
          Math.max(1, list(product.storage).length);
        expect(own.length, product.slug).toBe(combinations);
        expect(own.map((variant) => variant.position)).toEqual(own.map((_, index) => index));
        expect(
          own.reduce((sum, variant) => sum + variant.stock, 0),
          product.slug,
        ).toBe(product.stock);
        for (const variant of own) {
          expect(variant.stock).toBeGreaterThanOrEqual(0);
          expect([variant.price, variant.discountedPrice]).toEqual([product.price, product.discountedPrice]);
          expect(variant.size).toBe("");
        }
        // Every option value is still offered, in the product's order.
        const distinct = (kind: "color" | "memory" | "storage") => [
          ...new Set(own.map((variant) => variant[kind]).filter((value) => value !== "")),
        ];
        expect(distinct("color"), product.slug).toEqual(list(product.colors));
        expect(distinct("memory"), product.slug).toEqual(list(product.memory));
        expect(distinct("storage"), product.slug).toEqual(list(product.storage));
        const options = [product.colors, product.memory, product.storage].flatMap(list);
        if (options.length === 0) expect(own[0]!.sku).toBe(product.slug.toUpperCase());
        else expect(own[0]!.sku.startsWith(`${product.slug.toUpperCase()}-`)).toBe(true);
      }
      expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
      for (const variant of variants) expect(variant.sku).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
    } finally {
      after.db.close();
    }
  });

  it("points every cart and order line at the variant of its options, quantities and skus kept", () => {
    const after = read(file);
    try {
      const variant = after.db.prepare(`SELECT * FROM "ProductVariant" WHERE id = ?`);
      const lines = (table: string) =>
        after.db
          .prepare(`SELECT id, "productId", "variantId", quantity FROM "${table}" ORDER BY id`)
          .all() as (LineRow & { variantId: string })[];
      for (const [table, old] of [
        ["CartItem", cartLines],
        ["OrderItem", orderLines],
      ] as const) {
        const now = lines(table);
        expect(now.map((line) => [line.id, line.quantity])).toEqual(
          old.map((line) => [line.id, line.quantity]),
        );
        for (const [index, line] of now.entries()) {
          const chosen = variant.get(line.variantId) as VariantRow;
          expect(chosen.productId).toBe(old[index]!.productId);
          expect([chosen.color, chosen.memory, chosen.storage]).toEqual([
            old[index]!.color,
            old[index]!.memory,
            old[index]!.storage,
          ]);
          expect(chosen.archived).toBe(0);
        }
      }
      const skus = after.db
        .prepare(
          `SELECT i.sku, v.sku AS "variantSku" FROM "OrderItem" i JOIN "ProductVariant" v ON v.id = i."variantId"`,
        )
        .all() as { sku: string; variantSku: string }[];
      for (const row of skus) expect(row.sku).toBe(row.variantSku);
    } finally {
      after.db.close();
    }
  });

  it("loses no row of any other table", () => {
    const after = read(file);
    try {
      expect(after.counts).toEqual(before.counts);
    } finally {
      after.db.close();
    }
  });
});

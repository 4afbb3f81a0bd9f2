// The Nepali names migration (prisma/migrations/20261126130000_nepali_names) on a database as an earlier release
// left it (fixtures/previous-release.db.gz, see migrate-variants.test.ts): its categories, subcategories and
// seeded products get the seed's Nepali names, the search index finds them (whole Devanagari words), and the
// tables keep their triggers. Always a SQLite file, like the fixture.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import Sqlite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "@store/shared/categories";
import { PRODUCT_NAMES_NE } from "../../prisma/seed/nepali-names.ts";
import { migrateDatabase } from "../src/db/migrate.ts";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "previous-release.db.gz");

let folder: string;
let file: string;
let db: Sqlite.Database;
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-nepali-names-migration-"));
  file = path.join(folder, "store.db");
  fs.writeFileSync(file, gunzipSync(fs.readFileSync(FIXTURE)));
  await migrateDatabase(`file:${file}`);
  db = new Sqlite(file);
}, 120_000);
afterAll(() => {
  db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const matches = (query: string) =>
  (
    db.prepare(`SELECT "productId" FROM "ProductSearch" WHERE "ProductSearch" MATCH ?`).all(query) as {
      productId: string;
    }[]
  ).map((row) => row.productId);
const productId = (slug: string) =>
  (db.prepare(`SELECT "id" FROM "Product" WHERE "slug" = ?`).get(slug) as { id: string }).id;

describe("the Nepali names migration", () => {
  it("gives every category and subcategory the seed's Nepali name", () => {
    const categories = db.prepare(`SELECT "slug", "nameNe" FROM "Category"`).all();
    expect(categories).toEqual(
      expect.arrayContaining(CATEGORIES.map(({ slug, nameNe }) => ({ slug, nameNe }))),
    );
    const subcategories = db.prepare(`SELECT "categorySlug", "slug", "nameNe" FROM "Subcategory"`).all() as {
      categorySlug: string;
      slug: string;
      nameNe: string | null;
    }[];
    for (const category of CATEGORIES)
      for (const sub of category.subcategories)
        expect(
          subcategories.find((row) => row.categorySlug === category.slug && row.slug === sub.slug)?.nameNe,
          `${category.slug}/${sub.slug}`,
        ).toBe(sub.nameNe);
  });

  it("gives every seeded product of prisma/seed/nepali-names.ts its Nepali name, and no other product one", () => {
    const rows = db.prepare(`SELECT "slug", "nameNe" FROM "Product" WHERE "nameNe" IS NOT NULL`).all() as {
      slug: string;
      nameNe: string;
    }[];
    expect(Object.fromEntries(rows.map((row) => [row.slug, row.nameNe]))).toEqual(PRODUCT_NAMES_NE);
    expect(Object.keys(PRODUCT_NAMES_NE).length).toBeGreaterThanOrEqual(40);
  });

  it("indexes the Nepali names as whole words, beside the English ones", () => {
    const topi = productId("dhaka-topi-traditional-cap");
    expect(matches(`"टोपी"*`)).toEqual([topi]);
    expect(matches(`"dhaka"* "टोपी"*`)).toEqual([topi]);
    // A vowel sign or virama no longer splits a word: tea is not the shawl's "च्याङ्ग्रा".
    expect(matches(`"चिया"*`)).not.toContain(productId("pashmina-shawl-chyangra"));
    expect(matches(`"चिया"*`)).toContain(productId("ilam-orthodox-green-tea-100-g"));
    // Every product is in the index once, found by its category's Nepali name too.
    const products = (db.prepare(`SELECT count(*) AS n FROM "Product"`).get() as { n: number }).n;
    expect((db.prepare(`SELECT count(*) AS n FROM "ProductSearch"`).get() as { n: number }).n).toBe(products);
    const groceries = db.prepare(`SELECT "id" FROM "Product" WHERE "categorySlug" = 'groceries'`).all();
    expect(matches(`"किराना"*`)).toHaveLength(groceries.length);
  });

  it("keeps the tables' triggers, and the new ones follow a Nepali name", () => {
    const triggers = (
      db.prepare(`SELECT "name" FROM sqlite_master WHERE "type" = 'trigger'`).all() as { name: string }[]
    ).map((row) => row.name);
    expect(triggers).toEqual(
      expect.arrayContaining([
        "Product_search_insert",
        "Product_search_update",
        "Product_search_delete",
        "Category_search_rename",
        "Brand_search_rename",
      ]),
    );
    const versionTriggers = triggers.filter((name) => /version/i.test(name));
    expect(versionTriggers.length).toBeGreaterThan(0);
    const version = () =>
      (db.prepare(`SELECT "version" FROM "CatalogueVersion"`).get() as { version: number }).version;
    const before = version();
    const topi = productId("dhaka-topi-traditional-cap");
    db.prepare(`UPDATE "Product" SET "nameNe" = 'ढाका क्याप' WHERE "id" = ?`).run(topi);
    expect(matches(`"क्याप"*`)).toEqual([topi]);
    expect(matches(`"टोपी"*`)).toEqual([]);
    expect(version()).toBeGreaterThan(before);
  });
});

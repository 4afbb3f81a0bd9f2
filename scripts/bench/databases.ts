// The bench's SQLite files, all in one temporary folder: a template migrated and seeded once, copied for each part.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { openDatabase } from "../../server/src/db/client.ts";
import { migrateDatabase } from "../../server/src/db/migrate.ts";
import { seedDatabase } from "../../server/src/db/seed.ts";

export interface BenchFolder {
  folder: string;
  template: string;
  /** A fresh copy of the seeded template. */
  copy(name: string): string;
  remove(): void;
}

export async function prepareDatabases(): Promise<BenchFolder> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-bench-"));
  const template = path.join(folder, "template.db");
  await migrateDatabase(`file:${template}`);
  const db = await openDatabase(`file:${template}`);
  await seedDatabase(db, { email: "admin@store.bench", password: "Admin@12345" });
  await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await db.$disconnect();
  return {
    folder,
    template,
    copy(name) {
      const file = path.join(folder, name);
      fs.copyFileSync(template, file);
      return file;
    },
    remove() {
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface BenchProduct {
  id: string;
  slug: string;
  categorySlug: string;
}

/**
 * The product the cart calls add: the bestselling one that has stock, given stock enough that a load run
 * never runs out (a 409 would measure something else).
 */
export function stockUpBenchProduct(file: string): BenchProduct {
  const db = new Sqlite(file);
  try {
    const product = db
      .prepare(
        `SELECT id, slug, "categorySlug" FROM "Product" WHERE stock > 0 ORDER BY "soldCount" DESC LIMIT 1`,
      )
      .get() as BenchProduct;
    db.prepare(`UPDATE "Product" SET stock = 1000000000 WHERE id = ?`).run(product.id);
    db.pragma("wal_checkpoint(TRUNCATE)");
    return product;
  } finally {
    db.close();
  }
}

export function someProducts(file: string, count: number): BenchProduct[] {
  const db = new Sqlite(file, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT id, slug, "categorySlug" FROM "Product" WHERE stock > 0 ORDER BY "soldCount" DESC LIMIT ?`,
      )
      .all(count) as BenchProduct[];
  } finally {
    db.close();
  }
}

export function countProducts(file: string): number {
  const db = new Sqlite(file, { readonly: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM "Product"`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

// Seeding on first start: replicas starting together on one new database each migrate and seed it; the second
// must wait for the first and add nothing (no duplicate products, no second admin, no failed start).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { seedDatabase } from "../src/db/seed.ts";
import { PRODUCTS } from "../../prisma/seed/catalogue.ts";
import { emptyDatabase } from "./support/app.ts";
import { TEST_ADMIN } from "./support/constants.ts";

describe("seeding a new database", () => {
  let folder: string;
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  const stores: Database[] = [];

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-seed-"));
    database = await emptyDatabase(folder);
    // Two processes starting at once: both migrate (prisma serialises them), then both find the store empty.
    await Promise.all([migrateDatabase(database.url), migrateDatabase(database.url)]);
    stores.push(await openDatabase(database.url), await openDatabase(database.url));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.$disconnect()));
    await database.remove();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("seeds the catalogue and the admin once when two stores seed it at the same time", async () => {
    const results = await Promise.all(stores.map((store) => seedDatabase(store, TEST_ADMIN)));
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    const [db] = stores;
    expect(await db!.product.count()).toBe(PRODUCTS.length);
    expect(await db!.user.count({ where: { role: "admin" } })).toBe(1);
    expect(await db!.review.count()).toBe(PRODUCTS.reduce((sum, product) => sum + product.reviews.length, 0));
  }, 120_000);

  it("adds nothing when seeded again", async () => {
    expect(await seedDatabase(stores[1]!, TEST_ADMIN)).toEqual({ created: false });
    expect(await stores[0]!.product.count()).toBe(PRODUCTS.length);
  }, 60_000);
});

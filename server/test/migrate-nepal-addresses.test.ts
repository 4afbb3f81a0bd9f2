// The Nepal addresses migration (prisma/migrations/20261125100000_nepal_addresses) on a database as an earlier
// release left it (fixtures/previous-release.db.gz, see migrate-variants.test.ts): the seeded shipping methods get
// the seed's rates for each delivery zone, Same Day Delivery its next-day price outside the valley, and orders
// and accounts an empty district and no ward. Always a SQLite file, like the fixture.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import Sqlite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHIPPING_METHODS } from "../../prisma/seed/shipping-methods.ts";
import { migrateDatabase } from "../src/db/migrate.ts";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "previous-release.db.gz");

let folder: string;
let file: string;
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-nepal-migration-"));
  file = path.join(folder, "store.db");
  fs.writeFileSync(file, gunzipSync(fs.readFileSync(FIXTURE)));
  await migrateDatabase(`file:${file}`);
}, 120_000);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the Nepal addresses migration", () => {
  it("gives the seeded methods the seed's rates for every zone", () => {
    const db = new Sqlite(file, { readonly: true });
    try {
      const rows = db
        .prepare(
          `SELECT m."company", m."name", m."cost" AS "methodCost", r."zone", r."cost", r."minDays", r."maxDays"
             FROM "ShippingRate" r JOIN "ShippingMethod" m ON m."id" = r."methodId"`,
        )
        .all() as {
        company: string;
        name: string;
        methodCost: number;
        zone: "valley" | "other" | "remote";
        cost: number;
        minDays: number;
        maxDays: number;
      }[];
      expect(rows).toHaveLength(SHIPPING_METHODS.length * 3);
      for (const { valley, remote, ...other } of SHIPPING_METHODS) {
        const rates = { valley, remote, other };
        for (const zone of ["valley", "other", "remote"] as const) {
          const row = rows.find(
            (r) => r.company === other.company && r.name === other.name && r.zone === zone,
          );
          const { cost, minDays, maxDays } = rates[zone];
          expect(row, `${other.name} ${zone}`).toMatchObject({
            cost,
            minDays,
            maxDays,
            methodCost: other.cost,
          });
        }
      }
    } finally {
      db.close();
    }
  });

  it("leaves orders and accounts without a district or ward", () => {
    const db = new Sqlite(file, { readonly: true });
    try {
      const orders = db.prepare(`SELECT "district", "ward" FROM "Order"`).all();
      expect(orders.length).toBeGreaterThan(0);
      expect(new Set(orders.map((row) => JSON.stringify(row)))).toEqual(
        new Set([JSON.stringify({ district: "", ward: null })]),
      );
      const users = db.prepare(`SELECT DISTINCT "state", "district", "ward" FROM "User"`).all();
      expect(users).toEqual([{ state: "", district: "", ward: null }]);
    } finally {
      db.close();
    }
  });
});

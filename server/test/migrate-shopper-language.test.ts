// The shopper language migration (prisma/migrations/20261126140000_shopper_language) on a database as an earlier
// release left it (fixtures/previous-release.db.gz, see migrate-variants.test.ts): its accounts and its order keep
// every row and become English, as their emails were, and no trigger of the database is lost (the columns are
// added in place, no table rebuilt). Always a SQLite file, like the fixture.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import Sqlite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, pendingMigrations } from "../src/db/migrate.ts";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "previous-release.db.gz");

let folder: string;
let file: string;
let before: { users: string[]; orders: string[]; triggers: string[] };

const read = <T>(sql: string): T[] => {
  const db = new Sqlite(file, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
};
const ids = (table: string) =>
  read<{ id: string }>(`SELECT "id" FROM "${table}" ORDER BY "id"`).map((r) => r.id);
const triggers = () =>
  read<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name`).map(
    (r) => r.name,
  );

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-language-migration-"));
  file = path.join(folder, "store.db");
  fs.writeFileSync(file, gunzipSync(fs.readFileSync(FIXTURE)));
  before = { users: ids("User"), orders: ids("Order"), triggers: triggers() };
  await migrateDatabase(`file:${file}`);
}, 120_000);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the shopper language migration", () => {
  it("is applied, with every account and order kept and English", async () => {
    expect(await pendingMigrations(`file:${file}`)).toEqual([]);
    expect(before.users.length).toBeGreaterThan(0);
    expect(before.orders.length).toBeGreaterThan(0);
    expect(ids("User")).toEqual(before.users);
    expect(ids("Order")).toEqual(before.orders);
    const languages = [
      ...read<{ language: string }>(`SELECT "language" FROM "User"`),
      ...read<{ language: string }>(`SELECT "language" FROM "Order"`),
    ];
    expect(languages).toHaveLength(before.users.length + before.orders.length);
    expect(new Set(languages.map((row) => row.language))).toEqual(new Set(["en"]));
  });

  it("keeps the database's triggers", () => {
    expect(before.triggers.length).toBeGreaterThan(0);
    expect(triggers()).toEqual(expect.arrayContaining(before.triggers));
  });
});

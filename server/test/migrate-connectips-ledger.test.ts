// The connectIPS emulator's own ledger (prisma/migrations/20261130120000_connectips_emulator_payments): payments
// the emulator had kept in the eSewa emulator's table, under the product code `connectips:<MERCHANTID>:<APPID>`
// with their details as JSON, move to ConnectipsEmulatorPayment and leave eSewa's table; eSewa's own
// transactions stay. The migrations before it are applied as prisma applies them (their SQL, in order). Always a
// SQLite file: PostgreSQL's schema is made whole from the data model.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/client.ts";

const MIGRATIONS = path.join(REPOSITORY_ROOT, "prisma", "migrations");
const THIS_ONE = "20261130120000_connectips_emulator_payments";
const PAID_AT = Date.UTC(2026, 10, 28, 9, 15, 30, 123);

let folder: string;
let db: Database;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-connectips-ledger-"));
  const file = path.join(folder, "store.db");
  const sqlite = new Sqlite(file);
  const migrations = fs
    .readdirSync(MIGRATIONS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const sql = (name: string) => fs.readFileSync(path.join(MIGRATIONS, name, "migration.sql"), "utf8");
  for (const name of migrations.filter((each) => each < THIS_ONE)) sqlite.exec(sql(name));
  const insert = sqlite.prepare(
    `INSERT INTO "EsewaEmulatorTransaction" ("productCode", "transactionUuid", "totalAmount", "successUrl",
       "failureUrl", "status", "transactionCode", "refId") VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const details = (bank: string | null, username: string | null, paidAt: number | null) =>
    JSON.stringify({
      appName: "Nepal Store",
      txnDate: "28-11-2026",
      referenceId: "NS-20261128-0001",
      remarks: "Order NS-20261128-0001",
      particulars: "Nepal Store order",
      bank,
      username,
      paidAt,
    });
  const back = "http://localhost:5000/api/payments/connectips/return";
  insert.run(
    "connectips:3000:MER-3000-APP-1",
    "PAIDTXNID00000000001",
    "249900",
    back,
    back,
    "SUCCESS",
    "12422440",
    details("NABIL", "cips-tester", PAID_AT),
  );
  insert.run(
    "connectips:3000:MER-3000-APP-1",
    "OPENTXNID00000000002",
    "150000",
    back,
    back,
    "PENDING",
    null,
    details("GBIME", null, null),
  );
  insert.run("EPAYTEST", "esewa-uuid-1", "100", back, back, "COMPLETE", "000AE01", "ref-1");
  sqlite.exec(sql(THIS_ONE));
  sqlite.close();
  db = await openDatabase(`file:${file}`);
});

afterAll(async () => {
  await db?.$disconnect();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("the connectIPS emulator's ledger migration", () => {
  it("moves the emulator's payments to their own table, details and all", async () => {
    const moved = await db.connectipsEmulatorPayment.findMany({ orderBy: { txnId: "asc" } });
    expect(moved).toEqual([
      expect.objectContaining({
        merchantId: "3000",
        appId: "MER-3000-APP-1",
        txnId: "OPENTXNID00000000002",
        amount: 150000,
        status: "PENDING",
        bank: "GBIME",
        username: null,
        nchlTxnId: null,
        paidAt: null,
      }),
      expect.objectContaining({
        merchantId: "3000",
        appId: "MER-3000-APP-1",
        txnId: "PAIDTXNID00000000001",
        amount: 249900,
        appName: "Nepal Store",
        txnDate: "28-11-2026",
        referenceId: "NS-20261128-0001",
        remarks: "Order NS-20261128-0001",
        particulars: "Nepal Store order",
        status: "SUCCESS",
        bank: "NABIL",
        username: "cips-tester",
        nchlTxnId: "12422440",
        paidAt: new Date(PAID_AT),
      }),
    ]);
  });

  it("leaves eSewa's table with eSewa's transactions only", async () => {
    const left = await db.esewaEmulatorTransaction.findMany();
    expect(left.map((row) => [row.productCode, row.transactionUuid])).toEqual([["EPAYTEST", "esewa-uuid-1"]]);
  });
});

// The fault, load and backup scripts in their reduced form, against the store as a real process over HTTP:
// oversell (5 repetitions), a SIGKILL in the middle of orders and payments, a few seconds of mixed load, and a
// backup taken while the store runs restored after it stops. `npm run faults`, `npm run load` and the db:backup /
// db:restore commands run the full versions; docs/SECURITY.md says what each proves.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { runCrash } from "../../scripts/faults/crash.ts";
import { runOversell } from "../../scripts/faults/oversell.ts";
import { runMixedLoad } from "../../scripts/load/mixed.ts";
import { call, placeOrder, placedOrder } from "../../scripts/support/shopper.ts";
import { backupDatabase } from "../../scripts/support/sqlite-backup.ts";
import {
  REPOSITORY_ROOT,
  checkIntegrity,
  openStoreFile,
  plainProducts,
  readLog,
  sessionId,
  startStore,
  storeDatabase,
  workFolder,
  type RunningStore,
} from "../../scripts/support/store-process.ts";

const template = () => inject("templateDatabase");

describe("faults and load over real HTTP (reduced forms)", () => {
  it("50 parallel checkouts for 10 in stock sell exactly 10, in each of 5 repetitions", async () => {
    const result = await runOversell({ repetitions: 5, checkouts: 50, stock: 10, template: template() });
    expect(
      result.repetitions.map(({ created, refused, other, stockLeft, quantityOrdered }) => ({
        created,
        refused,
        other,
        stockLeft,
        quantityOrdered,
      })),
    ).toEqual(Array(5).fill({ created: 10, refused: 40, other: {}, stockLeft: 0, quantityOrdered: 10 }));
    expect(result.logErrors).toEqual([]);
  }, 120_000);

  it("keeps every acknowledged order and payment through a SIGKILL in the middle of a stream", async () => {
    const result = await runCrash({ cycles: 1, killAfterMs: [800, 1_500], workers: 6, template: template() });
    const [cycle] = result.cycles;
    expect(cycle!.unexpected).toEqual({});
    expect(cycle!.check.problems).toEqual([]);
    expect(cycle!.check.ordersAnswered201).toBeGreaterThanOrEqual(5);
    expect(cycle!.check.ordersFound).toBe(cycle!.check.ordersAnswered201);
    expect(cycle!.check.paymentsAnswered200).toBeGreaterThanOrEqual(3);
    expect(cycle!.check.paymentsRecorded).toBe(cycle!.check.paymentsAnswered200);
    expect(cycle!.check.integrity).toBe("ok");
    expect(result.logErrors).toEqual([]);
    expect(result.ok).toBe(true);
  }, 120_000);

  it("answers a short mixed load of whole shopper journeys without a 5xx or an error in the log", async () => {
    const result = await runMixedLoad({
      durationSeconds: 4,
      connections: 8,
      settleMs: 0,
      template: template(),
    });
    expect(Object.keys(result.byStatus).filter((status) => Number(status) >= 500)).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.journeysPaid).toBeGreaterThan(0);
    expect(result.byStep.checkout).toEqual({ "201": expect.any(Number) });
    expect(result.log.lines).toBeGreaterThan(0);
    expect(result.log.errors).toEqual([]);
  }, 120_000);
});

describe("db:backup and db:restore", () => {
  const folder = workFolder("backup-test");
  const databaseFile = storeDatabase(folder, template());
  const environment = { ...process.env, DATABASE_URL: `file:${databaseFile}` };
  let store: RunningStore | undefined;

  afterAll(async () => {
    if (store && !store.exited) await store.kill();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const runScript = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: REPOSITORY_ROOT,
      env: environment,
      encoding: "utf8",
      timeout: 60_000,
    });

  const orderCount = () => {
    const db = openStoreFile(databaseFile, { readonly: true });
    try {
      return (db.prepare(`SELECT COUNT(*) AS n FROM "Order"`).get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it("round-trips: an online backup, restore refused while the store runs, restored once it stops", async () => {
    const productId = (() => {
      const db = openStoreFile(databaseFile);
      try {
        return plainProducts(db, 1)[0]!.id;
      } finally {
        db.close();
      }
    })();
    store = await startStore({ databaseFile, logFile: path.join(folder, "store-1.log") });
    const session = sessionId();
    const before = placedOrder(await placeOrder(store.base, session, productId, 1));

    const backupFile = path.join(folder, "backups", "store.db");
    const backup = runScript("scripts/db-backup.ts", `--out=${backupFile}`);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("integrity ok");
    expect(checkIntegrity(backupFile)).toBe("ok");
    expect(fs.statSync(backupFile).mode & 0o077).toBe(0);
    await expect(backupDatabase(databaseFile, backupFile)).rejects.toThrow("exists already");

    const after = placedOrder(await placeOrder(store.base, session, productId, 1));
    const ordersWithBoth = orderCount();

    const refused = runScript("scripts/db-restore.ts", backupFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Stop the store");
    expect(orderCount()).toBe(ordersWithBoth);
    expect((await call(store.base, "GET", `/api/orders/${after.orderNumber}`, { session })).status).toBe(200);

    expect(await store.stop()).toBe(0);
    const restored = runScript("scripts/db-restore.ts", backupFile);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("is kept as");
    expect(orderCount()).toBe(ordersWithBoth - 1);
    expect(checkIntegrity(databaseFile)).toBe("ok");
    const kept = fs.readdirSync(folder).filter((name) => name.startsWith("store.db.before-restore-"));
    expect(kept).toHaveLength(1);

    store = await startStore({ databaseFile, logFile: path.join(folder, "store-2.log") });
    expect((await call(store.base, "GET", `/api/orders/${before.orderNumber}`, { session })).status).toBe(
      200,
    );
    expect((await call(store.base, "GET", `/api/orders/${after.orderNumber}`, { session })).status).toBe(404);
    expect((await placeOrder(store.base, session, productId, 1)).status).toBe(201);
    expect(await store.stop()).toBe(0);
    for (const log of ["store-1.log", "store-2.log"]) {
      expect((await readLog(path.join(folder, log))).errors).toEqual([]);
    }
  }, 120_000);

  it("refuses a file that is not a store database and leaves the database alone", () => {
    const bogus = path.join(folder, "not-a-backup.db");
    fs.writeFileSync(bogus, "this is not SQLite");
    const before = fs.statSync(databaseFile).mtimeMs;
    const refused = runScript("scripts/db-restore.ts", bogus);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Restore failed");
    expect(fs.statSync(databaseFile).mtimeMs).toBe(before);
    expect(fs.existsSync(`${databaseFile}.restoring`)).toBe(false);
  }, 60_000);
});

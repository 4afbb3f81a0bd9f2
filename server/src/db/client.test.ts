import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "./client.ts";

describe("openDatabase", () => {
  let folder: string;
  let db: Database | undefined;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-client-"));
  });
  afterEach(async () => {
    await db?.$disconnect();
    db = undefined;
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const seeded = async () => {
    const file = path.join(folder, "store.db");
    fs.copyFileSync(inject("templateDatabase"), file);
    db = await openDatabase(`file:${file}`);
    return db;
  };

  /**
   * A transaction that writes, waits for a timer (so other requests run meanwhile), then rolls back: answered once
   * its write is made, with `failing`, its end (the error's message).
   */
  const slowFailingTransaction = async (store: Database) => {
    let started!: () => void;
    const open = new Promise<void>((resolve) => (started = resolve));
    const failing = store
      .$transaction(async (tx) => {
        await tx.category.create({ data: { slug: "uncommitted", name: "Uncommitted" } });
        started();
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error("rolled back");
      })
      .catch((error: Error) => error.message);
    await open;
    return { failing };
  };

  it("reopens a WAL database with every commit synced to disk (synchronous = FULL)", async () => {
    const url = `file:${path.join(folder, "store.db")}`;
    await (await openDatabase(url)).$disconnect();
    // The second opening is the one better-sqlite3 would give synchronous = NORMAL: the file is in WAL mode.
    db = await openDatabase(url);
    const [journal] = await db.$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode");
    const [sync] = await db.$queryRawUnsafe<{ synchronous: bigint | number }[]>("PRAGMA synchronous");
    expect(journal?.journal_mode).toBe("wal");
    expect(Number(sync?.synchronous)).toBe(2);
  });

  it("keeps a write made outside a transaction when another transaction open meanwhile rolls back", async () => {
    const store = await seeded();
    const { failing } = await slowFailingTransaction(store);
    await store.category.update({ where: { slug: "electronics" }, data: { name: "Written outside" } });
    expect(await failing).toBe("rolled back");
    expect((await store.category.findUniqueOrThrow({ where: { slug: "electronics" } })).name).toBe(
      "Written outside",
    );
    expect(await store.category.findUnique({ where: { slug: "uncommitted" } })).toBeNull();
  });

  it("never shows a read outside a transaction the rows another transaction has not committed", async () => {
    const store = await seeded();
    const { failing } = await slowFailingTransaction(store);
    expect(await store.category.findUnique({ where: { slug: "uncommitted" } })).toBeNull();
    await failing;
  });
  it("lets a transaction that read write after another process wrote the same file (a second replica)", async () => {
    const store = await seeded();
    const file = path.join(folder, "store.db");
    // Another process renames a category while this one's transaction is between its read and its write.
    const otherProcess = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            "-e",
            `const Database = require("better-sqlite3");
             const db = new Database(process.argv[1], { timeout: 5000 });
             db.prepare("UPDATE Category SET name = 'Renamed elsewhere' WHERE slug = 'fashion'").run();`,
            file,
          ],
          { cwd: path.join(import.meta.dirname, "../.."), stdio: "inherit" },
        );
        child.on("exit", resolve);
      });
    let other!: Promise<number | null>;
    await store.$transaction(async (tx) => {
      const electronics = await tx.category.findUniqueOrThrow({ where: { slug: "electronics" } });
      other = otherProcess();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await tx.category.update({ where: { slug: "electronics" }, data: { name: `${electronics.name}!` } });
    });
    expect(await other).toBe(0);
    const names = await store.category.findMany({ where: { slug: { in: ["electronics", "fashion"] } } });
    expect(Object.fromEntries(names.map((category) => [category.slug, category.name]))).toEqual({
      electronics: "Electronics!",
      fashion: "Renamed elsewhere",
    });
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.ts";

describe("openDatabase", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-client-"));
  let db: Database | undefined;
  afterEach(async () => {
    await db?.$disconnect();
    fs.rmSync(folder, { recursive: true, force: true });
  });

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
});

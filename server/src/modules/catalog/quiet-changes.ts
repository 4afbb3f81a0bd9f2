// What a rendered page shows moves on less often than the catalogue does. CatalogueVersion's version moves with
// every change to the catalogue (its triggers, as before; the API's answer cache follows it, since its answers
// carry exact stock counts). Beside it the table keeps a count of the moves made by changes a page cannot show:
// a sale or a restock that leaves every variant it touched as a page prints it (plenty in stock, the same "only
// N left", or out of stock), and a product's sold count. What pages show moves on exactly when every change less
// the quiet ones does: the rendered-page cache and the sitemap key on that (Reader.shownVersion), so a sale that
// leaves stock leaves the pages rendered, while a sell-out, a restock from 0, a price or a name renders them again.
//
// Where the quiet count is kept, without a schema change:
// - PostgreSQL: a second row (id 2) of CatalogueVersion; shown = row 1 − row 2.
// - SQLite: its table allows one row (CHECK "id" = 1), so the one number holds both: every change adds 1 (the
//   triggers), and a quiet move is taken back out of the low 26 bits and counted above them (+ moved × (2^26 − 1)).
//   The version still grows with every change; the shown version is its low 26 bits (67 million shown changes
//   before they wrap), and the whole stays an exact JavaScript number for 134 million quiet moves (2^53 / 2^26).
import { ONLY_LEFT_BELOW } from "@store/shared/stock-levels";
import type { Transaction } from "../../db/client.ts";
import { SHOWN_VERSION_SPAN } from "../../db/reader.ts";

/** CatalogueVersion's rows: every change, and (PostgreSQL) the quiet ones among them. */
export const EVERY_CHANGE_ROW = 1;
export const QUIET_CHANGES_ROW = 2;

/** A stock level as a page prints it: the exact count only below ONLY_LEFT_BELOW ("Only 3 left", "Out of stock"). */
export function shownStock(stock: number): number | "plenty" {
  return stock >= ONLY_LEFT_BELOW ? "plenty" : Math.max(0, stock);
}

/** Whether moving a stock level by `delta` to `after` changes what a page prints of it. */
export function stockMoveShows(after: number, delta: number): boolean {
  return shownStock(after - delta) !== shownStock(after);
}

interface ActiveProvider {
  _activeProvider?: string;
}

async function everyChangeVersion(tx: Transaction): Promise<number> {
  const rows = await tx.$queryRaw<{ version: number | bigint }[]>`
    SELECT "version" FROM "CatalogueVersion" WHERE "id" = ${EVERY_CHANGE_ROW}`;
  return Number(rows[0]?.version ?? 0);
}

/**
 * Runs `write` (catalogue writes of the caller's transaction) and, when `quiet(result)` says a page cannot show
 * them, counts the version moves they made in row 2, so the shown version stays where it was.
 *
 * Exact on both databases: row 1 is locked first (a no-op update: the version row stays the first catalogue
 * lock a transaction takes, as the triggers' comment in 20261123090100_catalogue_search asks), so no other
 * transaction moves it between the two reads. On PostgreSQL the trigger moves row 1 once per transaction (a
 * transaction-local flag): the flag is cleared after a quiet write, so a later shown change in the same
 * transaction moves row 1 again instead of hiding behind the quiet one. A section whose writes found the flag
 * already set (a shown change earlier in the transaction) moves nothing and counts nothing: still shown.
 */
export async function writeQuietly<T>(
  tx: Transaction,
  write: () => Promise<T>,
  quiet: (result: T) => boolean,
): Promise<T> {
  await tx.$executeRaw`UPDATE "CatalogueVersion" SET "version" = "version" WHERE "id" = ${EVERY_CHANGE_ROW}`;
  const before = await everyChangeVersion(tx);
  const result = await write();
  if (!quiet(result)) return result;
  const moved = (await everyChangeVersion(tx)) - before;
  if (moved <= 0) return result;
  if ((tx as unknown as ActiveProvider)._activeProvider === "postgresql") {
    await tx.$executeRaw`
      INSERT INTO "CatalogueVersion" ("id", "version") VALUES (${QUIET_CHANGES_ROW}, ${moved})
      ON CONFLICT ("id") DO UPDATE SET "version" = "CatalogueVersion"."version" + ${moved}`;
    await tx.$queryRaw`SELECT set_config('store.catalogue_version_bumped', 'off', true)`;
  } else {
    await tx.$executeRaw`UPDATE "CatalogueVersion" SET "version" = "version" + ${moved * (SHOWN_VERSION_SPAN - 1)}
      WHERE "id" = ${EVERY_CHANGE_ROW}`;
  }
  return result;
}

// The merchant's inventory: every variant with its stock, a stock adjustment (through moveStock, the one way
// stock changes, with the merchant's reason, who made it, and an audit event, all in one transaction), and a
// variant's stock history with the orders and accounts its changes name.
import type {
  InventoryListQuery,
  InventoryVariant,
  StockAdjustmentBody,
  StockChangeKind,
  StockAdjustmentReason,
  StockChangeView,
  StockHistoryQuery,
} from "@store/shared/admin/inventory";
import type { Prisma } from "../../generated/prisma/client.ts";
import { dialectOf, type Database, type Transaction } from "../../db/client.ts";
import { conflict, notFound } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { moveStock } from "./stock.ts";
import { variantOptions } from "./variants.ts";
import { newestFirst, readPage } from "../../db/page.ts";
import { waitingPerVariant } from "../stock-alerts/requests.ts";

const INVENTORY_SELECT = {
  id: true,
  productId: true,
  sku: true,
  color: true,
  memory: true,
  storage: true,
  size: true,
  price: true,
  stock: true,
  archived: true,
  product: { select: { name: true } },
} satisfies Prisma.ProductVariantSelect;

type InventoryRow = Prisma.ProductVariantGetPayload<{ select: typeof INVENTORY_SELECT }>;

function presentInventoryVariant(row: InventoryRow, threshold: number, waiting: number): InventoryVariant {
  return {
    _id: row.id,
    productId: row.productId,
    productName: row.product.name,
    sku: row.sku,
    options: variantOptions(row),
    stock: row.stock,
    price: row.price,
    archived: row.archived,
    lowStock: !row.archived && row.stock <= threshold,
    waiting,
  };
}

/** Part of a product name or a sku, matched without regard to case on both databases. */
function inventoryFilter(db: Database, query: InventoryListQuery, threshold: number) {
  const term = query.search?.trim();
  // SQLite's LIKE ignores ASCII case already; PostgreSQL's needs `mode`, which only its client's types know.
  const contains = (
    dialectOf(db) === "postgresql" ? { contains: term, mode: "insensitive" } : { contains: term }
  ) as Prisma.StringFilter;
  const where: Prisma.ProductVariantWhereInput = {};
  if (term) where.OR = [{ product: { name: contains } }, { sku: contains }];
  if (query.lowStock) Object.assign(where, { archived: false, stock: { lte: threshold } });
  return where;
}

/** Variants by product name then position, a page at a time; archived ones are listed, flagged. */
export async function listInventory(db: Database, threshold: number, query: InventoryListQuery) {
  const where = inventoryFilter(db, query, threshold);
  const { rows, ...place } = await readPage(
    query,
    () => db.productVariant.count({ where }),
    (window) =>
      db.productVariant.findMany({
        where,
        orderBy: [{ product: { name: "asc" } }, { productId: "asc" }, { position: "asc" }, { id: "asc" }],
        ...window,
        select: INVENTORY_SELECT,
      }),
  );
  const waiting = await waitingPerVariant(
    db,
    rows.map((row) => row.id),
  );
  return {
    variants: rows.map((row) => presentInventoryVariant(row, threshold, waiting.get(row.id) ?? 0)),
    ...place,
    lowStockThreshold: threshold,
  };
}

async function inventoryRow(db: Pick<Database, "productVariant">, id: string): Promise<InventoryRow> {
  const row = await db.productVariant.findUnique({ where: { id }, select: INVENTORY_SELECT });
  if (!row) throw notFound("variant.not_found", "Variant not found");
  return row;
}

/** How often a `set` is tried again when orders keep moving the stock between its read and its write. */
const SET_ATTEMPTS = 5;

/** Thrown inside the transaction to roll it back when a `set` lost a race; the caller tries again. */
class StockRaced extends Error {}

/**
 * A merchant's adjustment: `delta` moves the stock (refused with 409 below zero); `set` computes the delta from
 * the stock it reads and applies it only if the stock is still that, so an order reserving in between is never
 * overwritten: the set is tried again on the new stock, and answers 409 if the stock keeps moving. Written to the
 * stock history (reason "adjustment", the merchant's reason and note, who made it) and the audit log in the
 * same transaction. A set to the stock it already has changes and writes nothing.
 */
export async function adjustStock(
  db: Database,
  threshold: number,
  variantId: string,
  body: StockAdjustmentBody,
  actor: AuditContext,
): Promise<{ variant: InventoryVariant; delta: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const delta = await db.$transaction((tx) => applyAdjustment(tx, variantId, body, actor), {
        maxWait: 15_000,
        timeout: 15_000,
      });
      const waiting = await waitingPerVariant(db, [variantId]);
      const row = await inventoryRow(db, variantId);
      return { variant: presentInventoryVariant(row, threshold, waiting.get(variantId) ?? 0), delta };
    } catch (error) {
      if (!(error instanceof StockRaced)) throw error;
      if (attempt >= SET_ATTEMPTS)
        throw conflict(
          "stock.adjustment_raced",
          "The stock kept changing while it was being set; check the new stock and try again",
        );
    }
  }
}

async function applyAdjustment(
  tx: Transaction,
  variantId: string,
  body: StockAdjustmentBody,
  actor: AuditContext,
): Promise<number> {
  const before = await inventoryRow(tx, variantId);
  if (before.archived) throw notFound("variant.not_found", "Variant not found");
  const delta = body.set !== undefined ? body.set - before.stock : body.delta!;
  if (delta === 0) return 0;
  if (before.stock + delta < 0)
    throw conflict(
      "stock.adjustment_below_zero",
      `Stock cannot go below 0: ${before.sku} has ${before.stock} in stock`,
    );
  const move = { variantId, delta, ...(body.set !== undefined ? { expected: before.stock } : {}) };
  const refused = await moveStock(tx, [move], "adjustment", {
    note: body.note ?? "",
    adjustmentReason: body.reason,
    actorId: actor.userId,
  });
  if (refused) {
    if (body.set !== undefined) throw new StockRaced();
    // A delta read enough stock but an order took it first: what is left now is the honest answer.
    const now = await inventoryRow(tx, variantId);
    throw conflict(
      "stock.adjustment_below_zero",
      `Stock cannot go below 0: ${now.sku} has ${now.stock} in stock`,
    );
  }
  await recordAudit(tx, "admin.stock_adjusted", actor, {
    variantId,
    sku: before.sku,
    delta,
    stockBefore: before.stock,
    stockAfter: before.stock + delta,
    reason: body.reason,
    note: body.note ?? null,
  });
  return delta;
}

/** A variant's stock changes, newest first, with the order numbers and the accounts they name. */
export async function stockHistory(
  db: Database,
  threshold: number,
  variantId: string,
  query: StockHistoryQuery,
) {
  const variant = await inventoryRow(db, variantId);
  const where = { variantId };
  const { rows, ...place } = await readPage(
    query,
    () => db.stockChange.count({ where }),
    (window) => db.stockChange.findMany({ where, orderBy: newestFirst(), ...window }),
  );
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const actorIds = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  const [orders, actors] = await Promise.all([
    db.order.findMany({ where: { id: { in: orderIds } }, select: { id: true, orderNumber: true } }),
    db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, name: true, email: true } }),
  ]);
  const orderNumbers = new Map(orders.map((order) => [order.id, order.orderNumber]));
  const accounts = new Map(actors.map((user) => [user.id, user]));
  const changes = rows.map((row): StockChangeView => {
    const orderNumber = row.orderId ? orderNumbers.get(row.orderId) : undefined;
    const account = row.actorId ? accounts.get(row.actorId) : undefined;
    return {
      _id: row.id,
      at: row.createdAt.toISOString(),
      delta: row.delta,
      ...(row.stockAfter !== null ? { stockAfter: row.stockAfter } : {}),
      reason: row.reason as StockChangeKind,
      ...(row.adjustmentReason ? { adjustmentReason: row.adjustmentReason as StockAdjustmentReason } : {}),
      note: row.note,
      ...(orderNumber ? { orderNumber } : {}),
      ...(account ? { actor: { _id: account.id, name: account.name, email: account.email ?? "" } } : {}),
    };
  });
  const waiting = await waitingPerVariant(db, [variant.id]);
  return {
    variant: presentInventoryVariant(variant, threshold, waiting.get(variant.id) ?? 0),
    changes,
    ...place,
  };
}

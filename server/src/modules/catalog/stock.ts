// A variant's stock: the one way it changes (a guarded single statement, its history row, the product's derived
// stock refreshed, all in the caller's transaction), and the one way the store says there is too little.
import { MAX_LINE_QUANTITY } from "@store/shared/cart";
import type { Transaction } from "../../db/client.ts";
import { conflict, fieldRefusal } from "../../http-error.ts";
import { stockMoveShows, writeQuietly } from "./quiet-changes.ts";
import { refreshProducts } from "./variants.ts";

/** The one way the store says a product has too little stock, for the cart and for orders alike. */
export function stockConflict(name: string, stock: number) {
  return stock <= 0
    ? conflict("stock.out_of_stock", `${name} is out of stock`)
    : conflict("stock.insufficient", `Only ${stock} left in stock for ${name}`);
}

/**
 * A cart line, or an order's lines of one variant together, over MAX_LINE_QUANTITY (shared/src/cart.ts; docs/
 * SECURITY.md "Stock held by orders nobody pays for"): 400 on the field that went over it.
 */
export function quantityOverLimit(name: string, field: string) {
  return fieldRefusal(
    "quantity.over_limit",
    field,
    `You can buy at most ${MAX_LINE_QUANTITY} of ${name} at a time`,
  );
}

/** Why a variant's stock moved, as StockChange records it. */
export type StockChangeReason =
  /** Taken by an order when it was placed. */
  | "order_reserved"
  /** An unpaid order's stock back (payment window lapsed, or cancelled before payment). */
  | "order_released"
  /** A paid order's stock back (cancelled, or refunded in full before delivery). */
  | "order_returned"
  | "adjustment";

export interface StockMove {
  variantId: string;
  /** Positive puts stock on the shelf, negative takes it off. */
  delta: number;
  /**
   * Move only if the stock is still exactly this (a merchant setting a level computes the delta from the stock
   * read): a concurrent order's move in between refuses this one instead of being overwritten.
   */
  expected?: number;
}

/** What a history row says besides the move: the order it was for, or the merchant's adjustment. */
export interface StockMoveContext {
  orderId?: string;
  note?: string;
  adjustmentReason?: string;
  actorId?: string | null;
}

/**
 * Moves the stock of these variants, all or nothing: each decrement is conditional (stock >= taken) in one
 * statement, so however many transactions race for the last items, the database lets exactly as many through as
 * there are and stock never goes below zero. Returns the first move refused (the caller's transaction should
 * then roll back), or null when all were made. Each move is written to StockChange with its reason, and the
 * products' derived stock is refreshed.
 */
export async function moveStock(
  tx: Transaction,
  moves: readonly StockMove[],
  reason: StockChangeReason,
  context: StockMoveContext = {},
): Promise<StockMove | null> {
  // Quiet (rendered pages kept) when every move leaves its variant as a page prints it; a refused move is never
  // quiet (the caller rolls back anyway).
  return writeQuietly(
    tx,
    () => moveEach(tx, moves, reason, context),
    (outcome) => outcome.refused === null && !outcome.shows,
  ).then((outcome) => outcome.refused);
}

async function moveEach(
  tx: Transaction,
  moves: readonly StockMove[],
  reason: StockChangeReason,
  context: StockMoveContext,
): Promise<{ refused: StockMove | null; shows: boolean }> {
  const productIds: string[] = [];
  let shows = false;
  for (const move of moves) {
    const changed = await tx.productVariant.updateMany({
      where: {
        id: move.variantId,
        stock: move.expected === undefined ? { gte: Math.max(0, -move.delta) } : move.expected,
      },
      data: { stock: { increment: move.delta } },
    });
    if (changed.count !== 1) return { refused: move, shows: true };
    const variant = await tx.productVariant.findUniqueOrThrow({
      where: { id: move.variantId },
      select: { productId: true, stock: true },
    });
    productIds.push(variant.productId);
    if (stockMoveShows(variant.stock, move.delta)) shows = true;
    await tx.stockChange.create({
      data: {
        variantId: move.variantId,
        delta: move.delta,
        reason,
        orderId: context.orderId ?? null,
        note: context.note ?? "",
        // Read in the transaction that holds the row's lock since the update, so it is this change's result.
        stockAfter: variant.stock,
        adjustmentReason: context.adjustmentReason ?? null,
        actorId: context.actorId ?? null,
      },
    });
  }
  await refreshProducts(tx, productIds);
  return { refused: null, shows };
}

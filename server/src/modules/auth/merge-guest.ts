// Signing in keeps what a shopper gathered as a guest: the guest cart and wishlist move into the account's.
import { MAX_LINE_QUANTITY } from "@store/shared/cart";
import type { Database, Transaction } from "../../db/client.ts";

async function mergeCart(tx: Transaction, sessionId: string, userId: string) {
  const guestCart = await tx.cart.findUnique({
    where: { sessionId },
    include: { items: { include: { variant: { select: { stock: true } } } } },
  });
  if (!guestCart) return;
  const userCart = await tx.cart.upsert({ where: { userId }, create: { userId }, update: {} });
  for (const item of guestCart.items) {
    const key = { cartId: userCart.id, variantId: item.variantId };
    const existing = await tx.cartItem.findUnique({ where: { cartId_variantId: key } });
    // Quantities of one variant add up, but never past its stock or the most a line may hold (and never below
    // one).
    const most = Math.min(item.variant.stock, MAX_LINE_QUANTITY);
    const quantity = Math.max(1, Math.min((existing?.quantity ?? 0) + item.quantity, most));
    if (existing) await tx.cartItem.update({ where: { id: existing.id }, data: { quantity } });
    else await tx.cartItem.create({ data: { ...key, productId: item.productId, quantity } });
  }
  await tx.cart.delete({ where: { id: guestCart.id } });
}

async function mergeWishlist(tx: Transaction, sessionId: string, userId: string) {
  const guestEntries = await tx.wishlistEntry.findMany({ where: { sessionId } });
  if (guestEntries.length === 0) return;
  const owned = new Set(
    (await tx.wishlistEntry.findMany({ where: { userId }, select: { productId: true } })).map(
      (e) => e.productId,
    ),
  );
  for (const entry of guestEntries) {
    if (owned.has(entry.productId)) continue;
    await tx.wishlistEntry.create({ data: { userId, productId: entry.productId, addedAt: entry.addedAt } });
  }
  await tx.wishlistEntry.deleteMany({ where: { sessionId } });
}

export async function mergeGuestIntoAccount(db: Database, sessionId: string, userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await mergeCart(tx, sessionId, userId);
    await mergeWishlist(tx, sessionId, userId);
  });
}

// The cart: add (same product and options add up), read, change quantity, remove. Prices are always the
// products' current ones; whatever price, name or image a client sends is ignored.
import type { Cart } from "@store/shared/cart";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http-error.ts";
import { stockConflict } from "../catalog/stock.ts";
import { resolveOptions, type ChosenOptions } from "../catalog/product-options.ts";
import type { Owner } from "./owner.ts";
import { cartItemInclude, presentCart } from "./present.ts";

const cartItemNotFound = () => notFound("Cart item not found");

export async function readCart(db: Database, owner: Owner): Promise<Cart> {
  const cart = await db.cart.findUnique({
    where: owner.userId ? { userId: owner.userId } : { sessionId: owner.sessionId },
    include: { items: { include: cartItemInclude, orderBy: { createdAt: "asc" } } },
  });
  return cart ? presentCart(cart.id, cart.items) : presentCart("", []);
}

export async function addToCart(
  db: Database,
  owner: Owner,
  line: ChosenOptions & { productId: string; quantity: number },
): Promise<Cart> {
  await db.$transaction(async (tx) => {
    const product = await tx.product.findUnique({ where: { id: line.productId } });
    if (!product) throw notFound("Product not found");
    const options = resolveOptions(product, line);
    const cart = await tx.cart.upsert({
      where: owner.userId ? { userId: owner.userId } : { sessionId: owner.sessionId },
      create: owner.userId ? { userId: owner.userId } : { sessionId: owner.sessionId },
      update: {},
    });
    const key = { cartId: cart.id, productId: product.id, ...options };
    const existing = await tx.cartItem.findUnique({ where: { cartId_productId_color_memory_storage: key } });
    const quantity = (existing?.quantity ?? 0) + line.quantity;
    if (quantity > product.stock) throw stockConflict(product.name, product.stock);
    if (existing) await tx.cartItem.update({ where: { id: existing.id }, data: { quantity } });
    else await tx.cartItem.create({ data: { ...key, quantity } });
  });
  return readCart(db, owner);
}

/** A cart item of this owner's cart; anyone else's is a 404, never a hint that it exists. */
async function findOwnItem(db: Database, owner: Owner, itemId: string) {
  const item = await db.cartItem.findFirst({
    where: { id: itemId, cart: owner.userId ? { userId: owner.userId } : { sessionId: owner.sessionId } },
    include: { product: { select: { name: true, stock: true } } },
  });
  if (!item) throw cartItemNotFound();
  return item;
}

export async function changeQuantity(
  db: Database,
  owner: Owner,
  itemId: string,
  quantity: number,
): Promise<Cart> {
  const item = await findOwnItem(db, owner, itemId);
  if (quantity > item.product.stock) throw stockConflict(item.product.name, item.product.stock);
  await db.cartItem.update({ where: { id: item.id }, data: { quantity } });
  return readCart(db, owner);
}

export async function removeFromCart(db: Database, owner: Owner, itemId: string): Promise<Cart> {
  const item = await findOwnItem(db, owner, itemId);
  await db.cartItem.delete({ where: { id: item.id } });
  return readCart(db, owner);
}

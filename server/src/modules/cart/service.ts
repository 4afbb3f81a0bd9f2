// The cart: add (same product and options add up), read, change quantity, remove. Prices are always the
// products' current ones; whatever price, name or image a client sends is ignored.
import type { Cart } from "@store/shared/cart";
import type { Database } from "../../db/client.ts";
import type { Reader } from "../../db/reader.ts";
import { notFound } from "../../http-error.ts";
import { stockConflict } from "../catalog/stock.ts";
import { resolveOptions, type ChosenOptions } from "../catalog/product-options.ts";
import type { Owner } from "./owner.ts";
import { presentCart } from "./present.ts";

const cartItemNotFound = () => notFound("Cart item not found");

interface CartLineRow {
  cartId: string;
  id: string | null;
  productId: string;
  quantity: number;
  color: string;
  memory: string;
  storage: string;
  name: string;
  slug: string;
  categorySlug: string;
  images: string;
  stock: number;
  price: number;
  discountedPrice: number | null;
}

// The cart and its lines with their products in one prepared statement (a cart without lines gives one row of
// NULLs beside its id). Lines in the order they were added.
const CART_SQL = (ownerColumn: "userId" | "sessionId") => `
  SELECT c."id" AS "cartId", i."id", i."productId", i."quantity", i."color", i."memory", i."storage",
         p."name", p."slug", p."categorySlug", p."images", p."stock", p."price", p."discountedPrice"
  FROM "Cart" c
  LEFT JOIN "CartItem" i ON i."cartId" = c."id"
  LEFT JOIN "Product" p ON p."id" = i."productId"
  WHERE c."${ownerColumn}" = ?
  ORDER BY i."createdAt", i."rowid"`;
const CART_BY_USER = CART_SQL("userId");
const CART_BY_SESSION = CART_SQL("sessionId");

/** The owner's cart, priced now; an empty one when there is none. Read with the fast reader. */
export function readCart(reader: Reader, owner: Owner): Cart {
  const rows = owner.userId
    ? reader.all<CartLineRow>(CART_BY_USER, [owner.userId])
    : reader.all<CartLineRow>(CART_BY_SESSION, [owner.sessionId]);
  if (rows.length === 0) return presentCart("", []);
  const lines = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            productId: row.productId,
            quantity: row.quantity,
            color: row.color,
            memory: row.memory,
            storage: row.storage,
            product: {
              id: row.productId,
              name: row.name,
              slug: row.slug,
              categorySlug: row.categorySlug,
              images: row.images,
              stock: row.stock,
              price: row.price,
              discountedPrice: row.discountedPrice,
            },
          },
        ],
  );
  return presentCart(rows[0]!.cartId, lines);
}

export async function addToCart(
  db: Database,
  reader: Reader,
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
  return readCart(reader, owner);
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
  reader: Reader,
  owner: Owner,
  itemId: string,
  quantity: number,
): Promise<Cart> {
  const item = await findOwnItem(db, owner, itemId);
  if (quantity > item.product.stock) throw stockConflict(item.product.name, item.product.stock);
  await db.cartItem.update({ where: { id: item.id }, data: { quantity } });
  return readCart(reader, owner);
}

export async function removeFromCart(
  db: Database,
  reader: Reader,
  owner: Owner,
  itemId: string,
): Promise<Cart> {
  const item = await findOwnItem(db, owner, itemId);
  await db.cartItem.delete({ where: { id: item.id } });
  return readCart(reader, owner);
}

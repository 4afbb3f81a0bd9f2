// The cart: add (same product and options add up), read, change quantity, remove. Prices are always the
// products' current ones; whatever price, name or image a client sends is ignored.
import type { Cart } from "@store/shared/cart";
import crypto from "node:crypto";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Database } from "../../db/client.ts";
import type { Dialect, Reader } from "../../db/reader.ts";
import { notFound } from "../../http-error.ts";
import { stockConflict } from "../catalog/stock.ts";
import { resolveOptions, type ChosenOptions } from "../catalog/product-options.ts";
import type { Owner } from "./owner.ts";
import { presentCart } from "./present.ts";

const cartItemNotFound = () => notFound("cart.item_not_found", "Cart item not found");

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
// NULLs beside its id). Lines in the order they were added: by time, then, within a millisecond, SQLite's rowid
// (the order of insertion) or on PostgreSQL the id, which newId makes grow with each line this process adds.
const CART_SQL = (dialect: Dialect, ownerColumn: "userId" | "sessionId") => `
  SELECT c."id" AS "cartId", i."id", i."productId", i."quantity", i."color", i."memory", i."storage",
         p."name", p."slug", p."categorySlug", p."images", p."stock", p."price", p."discountedPrice"
  FROM "Cart" c
  LEFT JOIN "CartItem" i ON i."cartId" = c."id"
  LEFT JOIN "Product" p ON p."id" = i."productId"
  WHERE c."${ownerColumn}" = ?
  ORDER BY i."createdAt", ${dialect === "sqlite" ? `i."rowid"` : `i."id"`}`;
const CART_BY_OWNER: Record<Dialect, Record<"userId" | "sessionId", string>> = {
  sqlite: { userId: CART_SQL("sqlite", "userId"), sessionId: CART_SQL("sqlite", "sessionId") },
  postgresql: { userId: CART_SQL("postgresql", "userId"), sessionId: CART_SQL("postgresql", "sessionId") },
};

/** The owner's cart, priced now; an empty one when there is none. Read with the fast reader. */
export async function readCart(reader: Reader, owner: Owner): Promise<Cart> {
  const byOwner = CART_BY_OWNER[reader.dialect];
  const rows = owner.userId
    ? await reader.all<CartLineRow>(byOwner.userId, [owner.userId])
    : await reader.all<CartLineRow>(byOwner.sessionId, [owner.sessionId]);
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

interface ProductForCart {
  id: string;
  name: string;
  stock: number;
  colors: string;
  memory: string;
  storage: string;
}

let idCount = crypto.randomInt(36 ** 4);

/**
 * A new row's id, shaped like Prisma's cuids (c, time, a counter, randomness: 25 characters). The time (8 base-36
 * digits until 2059) and the counter (4, from a random start) have fixed widths, so the ids one process makes in
 * the same millisecond sort in the order they were made: the cart's lines keep their order on PostgreSQL.
 */
function newId(): string {
  idCount = (idCount + 1) % 36 ** 4;
  return `c${Date.now().toString(36)}${idCount.toString(36).padStart(4, "0")}${crypto.randomBytes(6).toString("hex")}`;
}

/** The time now as each database keeps Prisma's DateTime: ISO text in SQLite, a timestamp(3) in PostgreSQL. */
const storedNow = (dialect: Dialect): string | Date =>
  dialect === "sqlite" ? new Date().toISOString().replace("Z", "+00:00") : new Date();

/**
 * Adds a line, or adds to the same product's line with the same options, in two single statements instead of an
 * interactive transaction of five Prisma calls (an add cost ~7 ms of CPU and held SQLite's write lock all along).
 * The stock check is part of the write itself, so two adds at once never take more than the stock: SQLite runs
 * one write at a time; on PostgreSQL (READ COMMITTED) a second insert of the same line waits for the first to
 * commit, then DO UPDATE's WHERE is checked again against the line as it now stands.
 */
export async function addToCart(
  db: Database,
  reader: Reader,
  owner: Owner,
  line: ChosenOptions & { productId: string; quantity: number },
): Promise<Cart> {
  const product = await reader.get<ProductForCart>(
    `SELECT "id", "name", "stock", "colors", "memory", "storage" FROM "Product" WHERE "id" = ?`,
    [line.productId],
  );
  if (!product) throw notFound("product.not_found", "Product not found");
  const options = resolveOptions(product, line);
  if (line.quantity > product.stock) throw stockConflict(product.name, product.stock);
  const now = storedNow(reader.dialect);
  // PostgreSQL types a parameter from its use: in the SELECT list of an INSERT ... SELECT it would be text.
  const timestamp =
    reader.dialect === "postgresql" ? Prisma.sql`CAST(${now} AS timestamp(3))` : Prisma.sql`${now}`;
  const quantity =
    reader.dialect === "postgresql"
      ? Prisma.sql`CAST(${line.quantity} AS integer)`
      : Prisma.sql`${line.quantity}`;
  // The cart is made, or its updatedAt moved, only when the line will fit the stock: a refused add writes
  // nothing (the fuzz suite's rule). Two adds racing for the last items may still leave a new, empty cart.
  const [ownerColumn, ownerValue] = owner.userId
    ? [Prisma.raw(`"userId"`), owner.userId]
    : [Prisma.raw(`"sessionId"`), owner.sessionId];
  await db.$executeRaw`INSERT INTO "Cart" ("id", ${ownerColumn}, "createdAt", "updatedAt")
    SELECT ${newId()}, ${ownerValue}, ${timestamp}, ${timestamp}
    FROM "Product" p WHERE p."id" = ${product.id} AND p."stock" >= ${quantity}
    ON CONFLICT (${ownerColumn}) DO UPDATE SET "updatedAt" = excluded."updatedAt"
    WHERE (SELECT "stock" FROM "Product" WHERE "id" = ${product.id}) >= ${quantity} + COALESCE((
      SELECT i."quantity" FROM "CartItem" i WHERE i."cartId" = "Cart"."id" AND i."productId" = ${product.id}
        AND i."color" = ${options.color} AND i."memory" = ${options.memory} AND i."storage" = ${options.storage}
    ), 0)`;
  const cartId = Prisma.sql`(SELECT "id" FROM "Cart" WHERE ${ownerColumn} = ${ownerValue})`;
  // The WHERE of the SELECT refuses a new line beyond the stock; the one of DO UPDATE refuses a sum beyond it.
  const written = await db.$executeRaw`
    INSERT INTO "CartItem" ("id", "cartId", "productId", "quantity", "color", "memory", "storage", "createdAt")
    SELECT ${newId()}, ${cartId}, p."id", ${quantity}, ${options.color}, ${options.memory}, ${options.storage}, ${timestamp}
    FROM "Product" p WHERE p."id" = ${product.id} AND p."stock" >= ${quantity}
    ON CONFLICT ("cartId", "productId", "color", "memory", "storage") DO UPDATE
    SET "quantity" = "CartItem"."quantity" + excluded."quantity"
    WHERE "CartItem"."quantity" + excluded."quantity" <= (SELECT "stock" FROM "Product" WHERE "id" = excluded."productId")`;
  if (written === 0) {
    const stock = await reader.get<{ stock: number }>(`SELECT "stock" FROM "Product" WHERE "id" = ?`, [
      product.id,
    ]);
    throw stockConflict(product.name, stock?.stock ?? 0);
  }
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

// The cart: add (the same variant adds up), read, change quantity, remove. Prices and stock are always the
// variants' current ones; whatever price, name or image a client sends is ignored.
import type { Cart } from "@store/shared/cart";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Database } from "../../db/client.ts";
import type { Dialect, Reader } from "../../db/reader.ts";
import { newId } from "../../db/ids.ts";
import { findOrCreate } from "../../db/errors.ts";
import { notFound } from "../../http-error.ts";
import { quantityOverLimit, stockConflict } from "../catalog/stock.ts";
import { chooseVariant, variantNotFound, type ChosenOptions } from "../catalog/product-options.ts";
import { variantName, type VariantRow } from "../catalog/variants.ts";
import type { Owner } from "./owner.ts";
import { pricedLine, presentCart } from "./present.ts";
import { subtotalOf } from "@store/shared/pricing";
import { MAX_LINE_QUANTITY } from "@store/shared/cart";
import { cartDiscountOf, readTerms, refusalFor, usesByAccount } from "../discounts/service.ts";
import { refusalError } from "../discounts/rules.ts";

const cartItemNotFound = () => notFound("cart.item_not_found", "Cart item not found");

interface CartLineRow {
  cartId: string;
  discountCode: string | null;
  id: string | null;
  productId: string;
  variantId: string;
  quantity: number;
  name: string;
  nameNe: string | null;
  slug: string;
  categorySlug: string;
  subcategorySlug: string;
  images: string;
  sku: string;
  color: string;
  memory: string;
  storage: string;
  size: string;
  image: string | null;
  stock: number;
  price: number;
  discountedPrice: number | null;
}

// A line of a variant or product taken off sale is no longer in the cart (archiving removes such lines; this
// also hides one added by a request that raced the archiving).
// The cart and its lines with their products and variants in one prepared statement (a cart without lines gives one row of
// NULLs beside its id). Lines in the order they were added: by time, then, within a millisecond, SQLite's rowid
// (the order of insertion) or on PostgreSQL the id, which newId makes grow with each line this process adds.
const CART_SQL = (dialect: Dialect, ownerColumn: "userId" | "sessionId") => `
  SELECT c."id" AS "cartId", c."discountCode", i."id", i."productId", i."variantId", i."quantity",
         p."name", p."nameNe", p."slug", p."categorySlug", p."subcategorySlug", p."images", v."sku", v."color", v."memory", v."storage", v."size",
         v."image", v."stock", v."price", v."discountedPrice"
  FROM "Cart" c
  LEFT JOIN "CartItem" i ON i."cartId" = c."id" AND EXISTS (
    SELECT 1 FROM "ProductVariant" av JOIN "Product" ap ON ap."id" = av."productId"
    WHERE av."id" = i."variantId" AND NOT av."archived" AND ap."archivedAt" IS NULL)
  LEFT JOIN "Product" p ON p."id" = i."productId"
  LEFT JOIN "ProductVariant" v ON v."id" = i."variantId"
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
  if (rows.length === 0) return presentCart("", [], null);
  const lines = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            productId: row.productId,
            quantity: row.quantity,
            product: {
              id: row.productId,
              name: row.name,
              nameNe: row.nameNe,
              slug: row.slug,
              categorySlug: row.categorySlug,
              subcategorySlug: row.subcategorySlug,
              images: row.images,
            },
            variant: {
              id: row.variantId,
              sku: row.sku,
              color: row.color,
              memory: row.memory,
              storage: row.storage,
              size: row.size,
              image: row.image,
              stock: row.stock,
              price: row.price,
              discountedPrice: row.discountedPrice,
            },
          },
        ],
  );
  const code = rows[0]!.discountCode;
  const discount = code
    ? await cartDiscountOf(reader, code, subtotalOf(lines.map(pricedLine)), owner.userId)
    : null;
  return presentCart(rows[0]!.cartId, lines, discount);
}

const ownerWhere = (owner: Owner) =>
  owner.userId ? { userId: owner.userId } : { sessionId: owner.sessionId! };

/**
 * Keeps a discount code on the owner's cart (making the cart if there is none yet) when it applies to the cart
 * as it stands; otherwise 400 with the reason's own code, and nothing written.
 */
export async function applyDiscount(
  db: Database,
  reader: Reader,
  owner: Owner,
  text: string,
  now = new Date(),
): Promise<Cart> {
  const cart = await readCart(reader, owner);
  const terms = await readTerms(reader, text);
  const refusal = await refusalFor(terms, cart.pricing.subtotal, now, (found) =>
    usesByAccount(reader, found, owner.userId),
  );
  if (refusal || !terms) throw refusalError(refusal!);
  // The cart may be made at this moment by an add as well: the loser of that race updates the winner's cart.
  await findOrCreate(
    async () => {
      const kept = await db.cart.updateMany({ where: ownerWhere(owner), data: { discountCode: terms.code } });
      return kept.count > 0 ? true : null;
    },
    async () => {
      await db.cart.create({ data: { ...ownerWhere(owner), discountCode: terms.code } });
      return true;
    },
  );
  return readCart(reader, owner);
}

/** Takes the discount code off the owner's cart (nothing to do when there is none). */
export async function removeDiscount(db: Database, reader: Reader, owner: Owner): Promise<Cart> {
  await db.cart.updateMany({
    where: { ...ownerWhere(owner), discountCode: { not: null } },
    data: { discountCode: null },
  });
  return readCart(reader, owner);
}

const PRODUCT_FOR_CART = `SELECT "id", "name" FROM "Product" WHERE "id" = ? AND "archivedAt" IS NULL`;
const VARIANTS_FOR_CART = `SELECT "id", "sku", "color", "memory", "storage", "size", "price", "discountedPrice",
  "stock", "image", "position", "archived" FROM "ProductVariant" WHERE "productId" = ? ORDER BY "position", "id"`;

/** A product's variants read by the fast reader (archived as 0/1 on SQLite). */
export async function readVariants(reader: Reader, productId: string): Promise<VariantRow[]> {
  const rows = await reader.all<Omit<VariantRow, "archived"> & { archived: number | boolean }>(
    VARIANTS_FOR_CART,
    [productId],
  );
  return rows.map((row) => ({ ...row, archived: row.archived === 1 || row.archived === true }));
}

/** The time now as each database keeps Prisma's DateTime: ISO text in SQLite, a timestamp(3) in PostgreSQL. */
const storedNow = (dialect: Dialect): string | Date =>
  dialect === "sqlite" ? new Date().toISOString().replace("Z", "+00:00") : new Date();

/**
 * Adds a line, or adds to the same variant's line, in two single statements instead of an
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
  const product = await reader.get<{ id: string; name: string }>(PRODUCT_FOR_CART, [line.productId]);
  if (!product) throw notFound("product.not_found", "Product not found");
  const variant = chooseVariant(await readVariants(reader, product.id), line);
  const name = variantName(product.name, variant);
  if (line.quantity > variant.stock) throw stockConflict(name, variant.stock);
  const now = storedNow(reader.dialect);
  // PostgreSQL types a parameter from its use: in the SELECT list of an INSERT ... SELECT it would be text.
  const timestamp =
    reader.dialect === "postgresql" ? Prisma.sql`CAST(${now} AS timestamp(3))` : Prisma.sql`${now}`;
  const quantity =
    reader.dialect === "postgresql"
      ? Prisma.sql`CAST(${line.quantity} AS integer)`
      : Prisma.sql`${line.quantity}`;
  // A variant archived since it was read is refused by the same statements (NOT archived: 0/1 on SQLite).
  // The cart is made, or its updatedAt moved, only when the line will fit the stock and the most a line may
  // hold: a refused add writes nothing (the fuzz suite's rule). Two adds racing for the last items may still
  // leave a new, empty cart.
  const [ownerColumn, ownerValue] = owner.userId
    ? [Prisma.raw(`"userId"`), owner.userId]
    : [Prisma.raw(`"sessionId"`), owner.sessionId];
  const heldAlready = Prisma.sql`COALESCE((
      SELECT i."quantity" FROM "CartItem" i WHERE i."cartId" = "Cart"."id" AND i."variantId" = ${variant.id}
    ), 0)`;
  await db.$executeRaw`INSERT INTO "Cart" ("id", ${ownerColumn}, "createdAt", "updatedAt")
    SELECT ${newId()}, ${ownerValue}, ${timestamp}, ${timestamp}
    FROM "ProductVariant" v WHERE v."id" = ${variant.id} AND v."stock" >= ${quantity} AND NOT v."archived"
      AND EXISTS (SELECT 1 FROM "Product" p WHERE p."id" = v."productId" AND p."archivedAt" IS NULL)
    ON CONFLICT (${ownerColumn}) DO UPDATE SET "updatedAt" = excluded."updatedAt"
    WHERE (SELECT "stock" FROM "ProductVariant" WHERE "id" = ${variant.id}) >= ${quantity} + ${heldAlready}
      AND ${MAX_LINE_QUANTITY} >= ${quantity} + ${heldAlready}`;
  const cartId = Prisma.sql`(SELECT "id" FROM "Cart" WHERE ${ownerColumn} = ${ownerValue})`;
  // The WHERE of the SELECT refuses a new line beyond the stock; the one of DO UPDATE refuses a sum beyond it, or
  // beyond the most one line may hold (a new line's quantity is within it by the body's schema).
  const written = await db.$executeRaw`
    INSERT INTO "CartItem" ("id", "cartId", "productId", "variantId", "quantity", "createdAt")
    SELECT ${newId()}, ${cartId}, v."productId", v."id", ${quantity}, ${timestamp}
    FROM "ProductVariant" v WHERE v."id" = ${variant.id} AND v."stock" >= ${quantity} AND NOT v."archived"
      AND EXISTS (SELECT 1 FROM "Product" p WHERE p."id" = v."productId" AND p."archivedAt" IS NULL)
    ON CONFLICT ("cartId", "variantId") DO UPDATE
    SET "quantity" = "CartItem"."quantity" + excluded."quantity"
    WHERE "CartItem"."quantity" + excluded."quantity" <= (SELECT "stock" FROM "ProductVariant" WHERE "id" = excluded."variantId")
      AND "CartItem"."quantity" + excluded."quantity" <= ${MAX_LINE_QUANTITY}`;
  if (written === 0) {
    const now = (await readVariants(reader, product.id)).find((row) => row.id === variant.id);
    const stillOnSale = await reader.get<{ id: string }>(PRODUCT_FOR_CART, [product.id]);
    if (!stillOnSale) throw notFound("product.not_found", "Product not found");
    if (!now || now.archived) throw variantNotFound();
    // Over the line's limit while the stock could have held it: the limit is what refused the add.
    const held = await db.cartItem.findFirst({
      where: { variantId: variant.id, cart: ownerWhere(owner) },
      select: { quantity: true },
    });
    if ((held?.quantity ?? 0) + line.quantity > MAX_LINE_QUANTITY && now.stock >= MAX_LINE_QUANTITY)
      throw quantityOverLimit(name, "quantity");
    throw stockConflict(name, now.stock);
  }
  return readCart(reader, owner);
}

/** A cart item of this owner's cart; anyone else's is a 404, never a hint that it exists. */
async function findOwnItem(db: Database, owner: Owner, itemId: string) {
  const item = await db.cartItem.findFirst({
    where: { id: itemId, cart: owner.userId ? { userId: owner.userId } : { sessionId: owner.sessionId } },
    include: {
      product: { select: { name: true } },
      variant: { select: { stock: true, color: true, memory: true, storage: true, size: true } },
    },
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
  if (quantity > item.variant.stock)
    throw stockConflict(variantName(item.product.name, item.variant), item.variant.stock);
  await db.cartItem.update({ where: { id: item.id }, data: { quantity } });
  await touchCart(db, item.cartId);
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
  await touchCart(db, item.cartId);
  return readCart(reader, owner);
}

/**
 * A change of a line is a change of the cart: its updatedAt moves (an add moves it in its own statement), so
 * that a guest's cart is swept only when nothing happened to it for GUEST_CART_RETENTION (jobs/sweeps.ts).
 */
async function touchCart(db: Database, cartId: string): Promise<void> {
  await db.cart.updateMany({ where: { id: cartId }, data: { updatedAt: new Date() } });
}

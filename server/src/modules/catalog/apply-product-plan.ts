// A planned product written (product-plan.ts): its own fields, each changed variant, new variants, and stock
// differences, in the caller's transaction. Stock of a new variant goes through moveStock (an "adjustment" with
// the caller's note); an existing variant's stock is moved only by the inventory call or the CSV import.
import type { Transaction } from "../../db/client.ts";
import { unitPrice } from "@store/shared/pricing";
import { conflict } from "../../http-error.ts";
import type { PlannedProduct } from "./product-plan.ts";
import { sanitizeNepaliDescription, sanitizeProductHtml } from "./sanitize.ts";
import { moveStock } from "./stock.ts";
import { refreshProducts, variantSelect } from "./variants.ts";

/** How long a catalogue write may wait for its transaction, and run in it. */
export const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

export interface AppliedProduct {
  id: string;
  created: number;
  changedFields: string[];
  archivedVariants: string[];
}

/**
 * Writes a planned product and its variants in the caller's transaction: the product's own fields, each changed
 * variant, new variants (their stock through moveStock), stock differences of existing ones (through moveStock,
 * `stockNote` saying why), the derived fields refreshed, and lines of variants taken off sale removed from carts.
 */
export async function applyPlan(
  tx: Transaction,
  plan: PlannedProduct,
  stockNote: string,
): Promise<AppliedProduct> {
  const fields = {
    name: plan.name,
    ...(plan.nameNe !== undefined ? { nameNe: plan.nameNe } : {}),
    slug: plan.slug,
    brandId: plan.brandId,
    categorySlug: plan.categorySlug,
    subcategorySlug: plan.subcategorySlug,
    ...(plan.description !== undefined ? { description: sanitizeProductHtml(plan.description) } : {}),
    ...(plan.descriptionNe !== undefined
      ? { descriptionNe: sanitizeNepaliDescription(plan.descriptionNe) }
      : {}),
    ...(plan.specifications !== undefined ? { specifications: JSON.stringify(plan.specifications) } : {}),
    ...(plan.images !== undefined ? { images: JSON.stringify(plan.images) } : {}),
    ...(plan.featured !== undefined ? { featured: plan.featured } : {}),
  };
  const changedFields: string[] = [];
  let productId = plan.id;
  if (productId === undefined) {
    const first = plan.variants[0]!;
    const created = await tx.product.create({
      data: {
        ...fields,
        price: first.price,
        discountedPrice: first.discountedPrice,
        salePrice: unitPrice(first),
      },
      select: { id: true },
    });
    productId = created.id;
  } else {
    const before = await tx.product.findUniqueOrThrow({ where: { id: productId } });
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => before[key as keyof typeof before] !== value),
    );
    changedFields.push(...Object.keys(changes));
    if (changedFields.length > 0) await tx.product.update({ where: { id: productId }, data: changes });
  }
  const existing = new Map(
    (await tx.productVariant.findMany({ where: { productId }, select: variantSelect })).map((row) => [
      row.id,
      row,
    ]),
  );
  const moves: { variantId: string; delta: number }[] = [];
  const archivedVariants: string[] = [];
  let created = 0;
  let variantsChanged = plan.id === undefined;
  for (const variant of plan.variants) {
    const data = {
      sku: variant.sku,
      color: variant.color,
      memory: variant.memory,
      storage: variant.storage,
      size: variant.size,
      price: variant.price,
      discountedPrice: variant.discountedPrice,
      salePrice: unitPrice(variant),
      image: variant.image,
      archived: variant.archived,
      position: variant.position,
    };
    const before = variant.id === undefined ? undefined : existing.get(variant.id);
    if (before === undefined) {
      const row = await tx.productVariant.create({
        data: { ...data, productId, stock: 0 },
        select: { id: true },
      });
      created += 1;
      if (variant.stock > 0) moves.push({ variantId: row.id, delta: variant.stock });
      continue;
    }
    // salePrice follows price and discountedPrice; the rest is compared as stored.
    const differs = (Object.keys(data) as (keyof typeof data)[]).some(
      (key) => key !== "salePrice" && before[key] !== data[key],
    );
    if (differs) {
      await tx.productVariant.update({ where: { id: before.id }, data });
      changedFields.push(`variant ${variant.sku}`);
      variantsChanged = true;
    }
    if (variant.archived && !before.archived) archivedVariants.push(before.id);
    if (variant.stock !== before.stock)
      moves.push({ variantId: before.id, delta: variant.stock - before.stock });
  }
  if (moves.length > 0) {
    const refused = await moveStock(tx, moves, "adjustment", { note: stockNote });
    if (refused)
      throw conflict("stock.insufficient", "The stock changed while this ran: read the product again");
  }
  // A variant taken off sale leaves every cart (past orders keep it).
  if (archivedVariants.length > 0)
    await tx.cartItem.deleteMany({ where: { variantId: { in: archivedVariants } } });
  // Unchanged variants leave the derived fields (and updatedAt) alone: an import of the export changes nothing.
  if (variantsChanged || created > 0) await refreshProducts(tx, [productId]);
  return { id: productId, created, changedFields, archivedVariants };
}

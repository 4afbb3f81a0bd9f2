// A planned product written (product-plan.ts): its own fields, each changed variant, new variants, and stock
// differences, in the caller's transaction. Stock of a new variant goes through moveStock (an "adjustment" with
// the caller's note); an existing variant's stock is moved only by the inventory call or the CSV import.
import type { AuditChange } from "@store/shared/admin/audit";
import type { Transaction } from "../../db/client.ts";
import { unitPrice } from "@store/shared/pricing";
import { conflict } from "../../http-error.ts";
import { parseSpecifications } from "./admin-products.ts";
import { parseTextList } from "./json-columns.ts";
import { productChanges, type ProductFacts } from "./product-changes.ts";
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
  /** What changed, field by field (a variant's by its SKU), for the audit log; empty for a new product. */
  changes: AuditChange[];
}

type StoredProduct = Awaited<ReturnType<typeof storedProduct>>;
const storedProduct = (tx: Transaction, id: string) =>
  tx.product.findUniqueOrThrow({ where: { id }, include: { brand: { select: { name: true } } } });

/** A stored product's fields as the audit log words them. */
function storedFacts(row: StoredProduct): ProductFacts {
  return {
    name: row.name,
    nameNe: row.nameNe,
    brand: row.brand.name,
    category: row.categorySlug,
    subcategory: row.subcategorySlug,
    description: sanitizeProductHtml(row.description),
    descriptionNe: row.descriptionNe === null ? null : sanitizeProductHtml(row.descriptionNe),
    specifications: parseSpecifications(row.specifications),
    images: parseTextList(row.images),
    featured: row.featured,
  };
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
  let before: StoredProduct | undefined;
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
    const stored = (before = await storedProduct(tx, productId));
    // A description is compared as the store shows it (cleaned): the editor sends back the cleaned text.
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) =>
        key === "description"
          ? sanitizeProductHtml(stored.description) !== value
          : stored[key as keyof typeof stored] !== value,
      ),
    );
    changedFields.push(...Object.keys(changes));
    if (changedFields.length > 0) await tx.product.update({ where: { id: productId }, data: changes });
  }
  const storedVariants = await tx.productVariant.findMany({ where: { productId }, select: variantSelect });
  const existing = new Map(storedVariants.map((row) => [row.id, row]));
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
    const stored = variant.id === undefined ? undefined : existing.get(variant.id);
    if (stored === undefined) {
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
      (key) => key !== "salePrice" && stored[key] !== data[key],
    );
    if (differs) {
      await tx.productVariant.update({ where: { id: stored.id }, data });
      changedFields.push(`variant ${variant.sku}`);
      variantsChanged = true;
    }
    if (variant.archived && !stored.archived) archivedVariants.push(stored.id);
    if (variant.stock !== stored.stock)
      moves.push({ variantId: stored.id, delta: variant.stock - stored.stock });
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
  const changes = before
    ? productChanges(
        { product: storedFacts(before), variants: storedVariants },
        { product: storedFacts(await storedProduct(tx, productId)), variants: plan.variants },
      )
    : [];
  return { id: productId, created, changedFields, archivedVariants, changes };
}

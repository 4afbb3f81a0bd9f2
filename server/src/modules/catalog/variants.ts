// Variants: what a shopper buys. The one place a product's SPEC-shaped fields (price, discountedPrice, stock,
// colors, memory, storage) are derived from its variants on sale: `deriveProductFields` answers them, the product
// page presents them, and `refreshProducts` writes them to the product's columns that the grid's SQL reads, in
// the same transaction as the variant change that moved them.
import type { Variant, VariantOptions } from "@store/shared/catalog";
import { unitPrice } from "@store/shared/pricing";
import type { Transaction } from "../../db/client.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

export const OPTION_KINDS = ["color", "memory", "storage", "size"] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

/** A variant's option columns: "" where it has no such option. */
export type OptionColumns = Record<OptionKind, string>;

export interface VariantRow extends OptionColumns {
  id: string;
  sku: string;
  price: number;
  discountedPrice: number | null;
  stock: number;
  image: string | null;
  position: number;
  archived: boolean;
}

export const variantSelect = {
  id: true,
  sku: true,
  color: true,
  memory: true,
  storage: true,
  size: true,
  price: true,
  discountedPrice: true,
  stock: true,
  image: true,
  position: true,
  archived: true,
} satisfies Prisma.ProductVariantSelect;

/** The options a variant has, as the API names them: a key only for an option it has. */
export function variantOptions(row: OptionColumns): VariantOptions {
  const options: VariantOptions = {};
  for (const kind of OPTION_KINDS) if (row[kind] !== "") options[kind] = row[kind];
  return options;
}

export function presentVariant(row: VariantRow): Variant {
  return {
    _id: row.id,
    sku: row.sku,
    options: variantOptions(row),
    price: row.price,
    discountedPrice: row.discountedPrice,
    stock: row.stock,
    image: row.image,
  };
}

export interface DerivedProductFields {
  price: number;
  discountedPrice: number | null;
  salePrice: number;
  stock: number;
  colors: string[];
  memory: string[];
  storage: string[];
  sizes: string[];
}

/** Each distinct value of one option, in the order the variants (by position) first use it. */
function distinctValues(variants: readonly VariantRow[], kind: OptionKind): string[] {
  return [...new Set(variants.map((variant) => variant[kind]).filter((value) => value !== ""))];
}

/**
 * A product's fields as its variants on sale make them (docs/guides/catalogue.md): the price and discounted
 * price of the variant a shopper pays least for (the first by position among equals), the stock they hold
 * together, and each option's values in the order the variants first use them. A product without a variant on
 * sale keeps `fallback`'s price and has no stock.
 */
export function deriveProductFields(
  variants: readonly VariantRow[],
  fallback: { price: number; discountedPrice: number | null },
): DerivedProductFields {
  const onSale = variants.filter((variant) => !variant.archived).sort((a, b) => a.position - b.position);
  const cheapest = onSale.reduce<VariantRow | null>(
    (best, variant) => (best === null || unitPrice(variant) < unitPrice(best) ? variant : best),
    null,
  );
  const priced = cheapest ?? fallback;
  return {
    price: priced.price,
    discountedPrice: priced.discountedPrice,
    salePrice: unitPrice(priced),
    stock: onSale.reduce((sum, variant) => sum + variant.stock, 0),
    colors: distinctValues(onSale, "color"),
    memory: distinctValues(onSale, "memory"),
    storage: distinctValues(onSale, "storage"),
    sizes: distinctValues(onSale, "size"),
  };
}

/**
 * Writes the derived fields of these products to their columns. Call it in the transaction of every variant
 * change (price, stock, options, archiving, a new variant): the grid, its filters and sorts read these columns.
 */
export async function refreshProducts(tx: Transaction, productIds: Iterable<string>): Promise<void> {
  for (const productId of new Set(productIds)) {
    const product = await tx.product.findUnique({
      where: { id: productId },
      select: { price: true, discountedPrice: true, variants: { select: variantSelect } },
    });
    if (!product) continue;
    const derived = deriveProductFields(product.variants, product);
    await tx.product.update({
      where: { id: productId },
      data: {
        price: derived.price,
        discountedPrice: derived.discountedPrice,
        salePrice: derived.salePrice,
        stock: derived.stock,
        colors: JSON.stringify(derived.colors),
        memory: JSON.stringify(derived.memory),
        storage: JSON.stringify(derived.storage),
      },
    });
  }
}

/** How a variant is named to a shopper: the product's name and, when it has any, its options. */
export function variantName(productName: string, row: OptionColumns): string {
  const values = OPTION_KINDS.map((kind) => row[kind]).filter((value) => value !== "");
  return values.length === 0 ? productName : `${productName} (${values.join(", ")})`;
}

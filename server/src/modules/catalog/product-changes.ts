// What a product edit changed, field by field, for the audit log: the product's own fields, and each variant's
// keyed by its SKU (the admin's word for it, never its id), before → after. Pictures are compared as the store
// shows them, so a picture sent back at the address the editor was answered is no change.
import type { AuditChange } from "@store/shared/admin/audit";
import { samePicture } from "../media/picture-urls.ts";
import { OPTION_KINDS, type OptionColumns } from "./variants.ts";

/** The product's own fields as the log words them (its brand by name). */
export interface ProductFacts {
  name: string;
  nameNe: string | null;
  brand: string;
  category: string;
  subcategory: string;
  /** Cleaned, as the store shows it. */
  description: string;
  /** Cleaned, as the store shows it; null for none. */
  descriptionNe: string | null;
  specifications: Record<string, string>;
  images: readonly string[];
  featured: boolean;
}

export interface VariantFacts extends OptionColumns {
  /** Absent for a variant the edit adds. */
  id?: string;
  sku: string;
  price: number;
  discountedPrice: number | null;
  stock: number;
  image: string | null;
  archived: boolean;
}

/** A variant's options in words ("Black / 8GB / 256GB"), or null for a variant without any. */
export function optionWords(variant: OptionColumns): string | null {
  const values = OPTION_KINDS.map((kind) => variant[kind]).filter((value) => value !== "");
  return values.length > 0 ? values.join(" / ") : null;
}

/** A picture's file name (what the admin recognises), or null for none (the product's main picture). */
export function pictureName(url: string | null): string | null {
  if (url === null) return null;
  const path = url.split(/[?#]/)[0]!;
  return path.slice(path.lastIndexOf("/") + 1) || url;
}

const sameList = (a: readonly string[], b: readonly string[], subcategory: string) =>
  a.length === b.length && a.every((url, at) => samePicture(url, b[at]!, subcategory));

const sameSpecifications = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a)) === JSON.stringify(Object.entries(b));

function productFieldChanges(before: ProductFacts, after: ProductFacts): AuditChange[] {
  const changes: AuditChange[] = [];
  const text = ["name", "nameNe", "brand", "category", "subcategory", "featured"] as const;
  for (const field of text) {
    if (before[field] !== after[field]) changes.push({ field, before: before[field], after: after[field] });
  }
  for (const field of ["description", "descriptionNe"] as const) {
    if (before[field] !== after[field]) changes.push({ field, before: null, after: null });
  }
  if (!sameSpecifications(before.specifications, after.specifications))
    changes.push({
      field: "specifications",
      before: Object.keys(before.specifications).length,
      after: Object.keys(after.specifications).length,
    });
  if (!sameList(before.images, after.images, after.subcategory))
    changes.push({ field: "images", before: before.images.length, after: after.images.length });
  return changes;
}

function addedVariant(variant: VariantFacts): AuditChange[] {
  const sku = variant.sku;
  return [
    { sku, field: "added", before: null, after: optionWords(variant) },
    { sku, field: "price", before: null, after: variant.price },
    ...(variant.discountedPrice === null
      ? []
      : [{ sku, field: "salePrice", before: null, after: variant.discountedPrice } as const]),
    { sku, field: "stock", before: null, after: variant.stock },
    ...(variant.image === null
      ? []
      : [{ sku, field: "image", before: null, after: pictureName(variant.image) } as const]),
  ];
}

function variantChanges(before: VariantFacts, after: VariantFacts, subcategory: string): AuditChange[] {
  const sku = after.sku;
  const changes: AuditChange[] = [];
  const note = (field: AuditChange["field"], was: AuditChange["before"], now: AuditChange["after"]) => {
    if (was !== now) changes.push({ sku, field, before: was, after: now });
  };
  note("sku", before.sku, after.sku);
  note("options", optionWords(before), optionWords(after));
  note("price", before.price, after.price);
  note("salePrice", before.discountedPrice, after.discountedPrice);
  note("stock", before.stock, after.stock);
  if (!samePicture(before.image, after.image, subcategory))
    changes.push({ sku, field: "image", before: pictureName(before.image), after: pictureName(after.image) });
  note("archived", before.archived, after.archived);
  return changes;
}

/**
 * Every change an edit makes: the product's fields first, then each variant's in the product's order (a new
 * variant as "added" with its price, sale price, stock and picture).
 */
export function productChanges(
  before: { product: ProductFacts; variants: readonly VariantFacts[] },
  after: { product: ProductFacts; variants: readonly VariantFacts[] },
): AuditChange[] {
  const earlier = new Map(before.variants.flatMap((variant) => (variant.id ? [[variant.id, variant]] : [])));
  return [
    ...productFieldChanges(before.product, after.product),
    ...after.variants.flatMap((variant) => {
      const was = variant.id === undefined ? undefined : earlier.get(variant.id);
      return was === undefined
        ? addedVariant(variant)
        : variantChanges(was, variant, after.product.subcategory);
    }),
  ];
}

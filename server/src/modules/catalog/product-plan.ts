// A write to a product, planned before it is made: the product as it will be, with all its variants, checked as a
// whole (skus unique store-wide, archived included; no two variants on sale with the same options; a discount
// below its price; at least one variant on sale). The admin's create and PATCH and the CSV import all plan
// through here; each reports a fault where its input named the variant (a request path, a CSV row).
import type { ErrorCode } from "@store/shared/error-codes";
import type { Database, Transaction } from "../../db/client.ts";
import type { HttpError } from "../../http-error.ts";
import { badRequest, conflict, type FieldError } from "../../http-error.ts";
import { OPTION_KINDS, type OptionColumns } from "./variants.ts";

/** A variant as the product will have it after the write. */
export interface PlannedVariant extends OptionColumns {
  /** Absent for a new variant. */
  id?: string;
  sku: string;
  price: number;
  discountedPrice: number | null;
  /** The stock it should hold; for an existing variant, a difference is moved through moveStock. */
  stock: number;
  image: string | null;
  archived: boolean;
  position: number;
  /** Where the admin's request gave it ("variants.2"); absent: a variant the request left as it is. */
  path?: string;
  /** The CSV row that gave it; absent: a variant the file leaves out. */
  row?: number;
}

export interface PlannedProduct {
  id?: string;
  slug: string;
  name: string;
  /** null: none; absent: left as it is. */
  nameNe?: string | null;
  brandId: string;
  categorySlug: string;
  subcategorySlug: string;
  description?: string;
  /** null: none; absent: left as it is. */
  descriptionNe?: string | null;
  specifications?: Record<string, string>;
  images?: string[];
  featured?: boolean;
  variants: PlannedVariant[];
}

/** A fault of the product's variants: of one variant (and which field), or of the product as a whole. */
export interface VariantFault {
  variant: PlannedVariant | null;
  field: "sku" | "discountedPrice" | "options" | "variants";
  code: ErrorCode;
  message: string;
}

const optionKey = (variant: OptionColumns) => OPTION_KINDS.map((kind) => variant[kind]).join("\u0000");

/** The rules a product's variants keep together (docs/guides/catalogue.md). */
export function variantFaults(product: PlannedProduct, label: string): VariantFault[] {
  const faults: VariantFault[] = [];
  const seenSkus = new Set<string>();
  const seenOptions = new Map<string, string>();
  for (const variant of product.variants) {
    if (seenSkus.has(variant.sku))
      faults.push({
        variant,
        field: "sku",
        code: "product.sku_duplicate",
        message: `SKU ${variant.sku} is given twice`,
      });
    seenSkus.add(variant.sku);
    if (variant.discountedPrice !== null && variant.discountedPrice >= variant.price)
      faults.push({
        variant,
        field: "discountedPrice",
        code: "product.discount_not_below_price",
        message: `The discounted price of ${variant.sku} must be below its price (${variant.price}), or empty`,
      });
    if (variant.archived) continue;
    const key = optionKey(variant);
    if (seenOptions.has(key))
      faults.push({
        variant,
        field: "options",
        code: "product.options_duplicate",
        message: `Two variants of ${label} on sale have the same options (${variant.sku} and ${seenOptions.get(key)})`,
      });
    else seenOptions.set(key, variant.sku);
  }
  if (!product.variants.some((variant) => !variant.archived))
    faults.push({
      variant: null,
      field: "variants",
      code: "product.no_variant_on_sale",
      message: `${label} must keep at least one variant on sale`,
    });
  return faults;
}

/** Field faults of the admin's request, found while planning and reported together. */
export class PlanFaults {
  readonly faults: FieldError[] = [];
  add(field: string, code: ErrorCode, message: string) {
    this.faults.push({ field, code, message });
  }
  /** The variants' faults, each at the variant's path in the request ("variants.2.sku", "variant X.options"). */
  addVariantFaults(product: PlannedProduct) {
    for (const { variant, field, code, message } of variantFaults(product, product.name)) {
      const at = variant === null ? null : (variant.path ?? `variant ${variant.sku}`);
      this.add(at === null ? field : `${at}.${field}`, code, message);
    }
  }
  get empty() {
    return this.faults.length === 0;
  }
  /** A 400 naming every fault; its code is the first fault's own. */
  refusal(): HttpError {
    const first = this.faults[0]!;
    return badRequest(first.code!, first.message, this.faults);
  }
}

type Reader = Transaction | Database;

/** Skus of these variants that another variant of the store (archived ones too) already has. */
export async function takenSkus(db: Reader, variants: readonly PlannedVariant[]): Promise<PlannedVariant[]> {
  if (variants.length === 0) return [];
  const rows = await db.productVariant.findMany({
    where: { sku: { in: variants.map((variant) => variant.sku) } },
    select: { id: true, sku: true },
  });
  const owner = new Map(rows.map((row) => [row.sku, row.id]));
  return variants.filter((variant) => owner.has(variant.sku) && owner.get(variant.sku) !== variant.id);
}

export const skuTaken = (sku: string) =>
  conflict("product.sku_taken", `SKU ${sku} is already used by another variant (archived ones count)`);

export interface Taxonomy {
  brandId: string;
  categorySlug: string;
  subcategorySlug: string;
}

/** A brand named by id or slug; a category and one of its subcategories, as the database has them. */
export async function resolveTaxonomy(
  db: Reader,
  given: { brand: string; category: string; subcategory: string },
  faults: PlanFaults,
): Promise<Taxonomy | null> {
  const [brand, subcategory, category] = await Promise.all([
    db.brand.findFirst({
      where: { OR: [{ id: given.brand }, { slug: given.brand.toLowerCase() }] },
      select: { id: true },
    }),
    db.subcategory.findUnique({
      where: { categorySlug_slug: { categorySlug: given.category, slug: given.subcategory } },
      select: { id: true },
    }),
    db.category.findUnique({ where: { slug: given.category }, select: { slug: true } }),
  ]);
  if (!brand) faults.add("brand", "product.brand_unknown", `No brand has the id or slug ${given.brand}`);
  if (!category)
    faults.add("category", "product.category_unknown", `No category has the slug ${given.category}`);
  else if (!subcategory)
    faults.add(
      "subcategory",
      "product.subcategory_unknown",
      `The category ${given.category} has no subcategory ${given.subcategory}`,
    );
  if (!brand || !category || !subcategory) return null;
  return { brandId: brand.id, categorySlug: given.category, subcategorySlug: given.subcategory };
}

export const optionColumns = (
  options: Partial<Record<(typeof OPTION_KINDS)[number], string>> = {},
): OptionColumns => ({
  color: options.color?.trim() ?? "",
  memory: options.memory?.trim() ?? "",
  storage: options.storage?.trim() ?? "",
  size: options.size?.trim() ?? "",
});

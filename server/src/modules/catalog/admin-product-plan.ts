// The admin's create and PATCH bodies as planned products (product-plan.ts): new variants at their request
// paths, and a PATCH laid over the product as it is (variants with `_id` changed, without added, left out kept).
import type { CreateProductInput, PatchProductInput } from "@store/shared/admin/products";
import { samePicture, storedPictures } from "../media/picture-urls.ts";
import type { adminProductRow } from "./admin-products.ts";
import { parseTextList } from "./json-columns.ts";
import { optionColumns, type PlanFaults, type PlannedProduct, type PlannedVariant } from "./product-plan.ts";

type AdminProductRow = Awaited<ReturnType<typeof adminProductRow>>;
type NewVariant = CreateProductInput["variants"][number];

function newVariant(variant: NewVariant, position: number, path: string): PlannedVariant {
  return {
    ...optionColumns(variant.options),
    sku: variant.sku,
    price: variant.price,
    discountedPrice: variant.discountedPrice ?? null,
    stock: variant.stock,
    image: variant.image ?? null,
    archived: false,
    position,
    path,
  };
}

/** A new product's variants, in the order given. */
export const plannedNewVariants = (input: CreateProductInput): PlannedVariant[] =>
  input.variants.map((variant, index) => newVariant(variant, index, `variants.${index}`));

/** The product's variants after a PATCH; an unknown or repeated `_id` and a stock change are faults. */
export function plannedPatchVariants(
  before: AdminProductRow,
  patch: PatchProductInput,
  faults: PlanFaults,
): PlannedVariant[] {
  const variants: PlannedVariant[] = before.variants.map((row) => ({ ...row }));
  let position = Math.max(-1, ...before.variants.map((row) => row.position));
  const touched = new Set<string>();
  for (const [index, entry] of (patch.variants ?? []).entries()) {
    const path = `variants.${index}`;
    if (entry._id === undefined) {
      position += 1;
      // The schema requires sku, price and stock of an entry without `_id`.
      variants.push(newVariant(entry as NewVariant, position, path));
      continue;
    }
    const variant = variants.find((row) => row.id === entry._id);
    if (!variant || touched.has(entry._id)) {
      faults.add(
        `${path}._id`,
        "product.variant_unknown",
        variant ? `Variant ${entry._id} is given twice` : `This product has no variant ${entry._id}`,
      );
      continue;
    }
    touched.add(entry._id);
    variant.path = path;
    if (entry.stock !== undefined && entry.stock !== variant.stock)
      faults.add(
        `${path}.stock`,
        "product.stock_not_editable",
        `Stock of ${variant.sku} changes through POST /api/admin/variants/${variant.id}/stock, with a reason`,
      );
    if (entry.sku !== undefined) variant.sku = entry.sku;
    if (entry.options !== undefined) Object.assign(variant, optionColumns(entry.options));
    if (entry.price !== undefined) variant.price = entry.price;
    if (entry.discountedPrice !== undefined) variant.discountedPrice = entry.discountedPrice;
    // The picture as the editor was answered it (with the subcategory) is the stored one: kept as stored.
    if (entry.image !== undefined && !samePicture(variant.image, entry.image, before.subcategorySlug))
      variant.image = entry.image;
    if (entry.archived !== undefined) variant.archived = entry.archived;
  }
  return variants;
}

/** The product after a PATCH (fields left out stay as they are; taxonomy: as resolved, or as it was). */
export function plannedPatch(
  before: AdminProductRow,
  patch: PatchProductInput,
  variants: PlannedVariant[],
  taxonomy: Pick<PlannedProduct, "brandId" | "categorySlug" | "subcategorySlug"> | null,
): PlannedProduct {
  return {
    id: before.id,
    slug: before.slug,
    name: patch.name ?? before.name,
    nameNe: patch.nameNe,
    ...(taxonomy ?? {
      brandId: before.brand.id,
      categorySlug: before.categorySlug,
      subcategorySlug: before.subcategorySlug,
    }),
    description: patch.description,
    descriptionNe: patch.descriptionNe,
    specifications: patch.specifications,
    // The pictures as the editor was answered them are the stored ones: they stay at their stored addresses.
    images:
      patch.images && storedPictures(parseTextList(before.images), patch.images, before.subcategorySlug),
    featured: patch.featured,
    variants,
  };
}

// The merchant's products (docs/guides/admin.md): the list with its filters, one
// product as the admin edits it, create, PATCH (variants with `_id` changed, without added, left out kept),
// archive/restore, and the CSV export/import. Bodies are strict: a field the admin cannot set (soldCount,
// rating, salePrice, the derived price/stock/colors, a role) is refused with 400, never silently stored.
import { z } from "zod";
import { productSummarySchema, variantSchema } from "../catalog.ts";
import { pagePlaceFields, pageQueryFields } from "../paging.ts";
import {
  isProductImageUrl,
  MAX_IMAGES,
  MAX_PRICE,
  MAX_STOCK,
  MAX_VARIANTS,
  PRODUCT_LIMITS as LIMITS,
  PRODUCT_RULE_WORDS as WORDS,
  SKU_PATTERN,
} from "../product-rules.ts";

// The limits and checks live in the zod-free product-rules.ts (the admin's form uses them too); kept reachable
// here for the schemas' users.
export { isProductImageUrl, MAX_IMAGES, MAX_PRICE, MAX_STOCK, MAX_VARIANTS } from "../product-rules.ts";

const emptyAsMissing = (value: unknown) => (value === "" ? undefined : value);

export const PRODUCT_STATUSES = ["active", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const adminProductListQuerySchema = z.object({
  /** Part of a product's name, slug, brand (name or slug) or one of its variants' skus. */
  search: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  category: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,80}$/, "Category must be a slug of letters, digits and hyphens")
      .optional(),
  ),
  /** `active` (on sale) or `archived`; absent: both. */
  status: z.preprocess(
    emptyAsMissing,
    z.enum(PRODUCT_STATUSES, { error: `Status must be one of ${PRODUCT_STATUSES.join(", ")}` }).optional(),
  ),
  ...pageQueryFields(20),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(WORDS.notWholeRupees(label))
    .min(0, `${label} cannot be negative`)
    .max(MAX_PRICE, WORDS.priceTooHigh(label));

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, WORDS.required(label))
    .max(max, WORDS.tooLong(label, max));

/** A Nepali name: text, or null (or empty) for none, when the English name shows on Nepali pages too. */
export const nepaliNameSchema = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.string({ error: "Nepali name must be text" }).trim().max(max, WORDS.nepaliNameTooLong(max)).nullable(),
  );

const slugRef = (label: string) =>
  z
    .string({ error: WORDS.required(label) })
    .trim()
    .toLowerCase()
    .min(1, WORDS.required(label))
    .max(LIMITS.slug, WORDS.tooLong(label, LIMITS.slug));

/** An image address a product may show (isProductImageUrl says which). */
export const productImageSchema = z
  .string({ error: "Image must be text" })
  .trim()
  .max(LIMITS.image, WORDS.tooLong("Image", LIMITS.image))
  .refine(isProductImageUrl, "Image must be the store's own /media/ address or an http(s) URL");

export const skuSchema = z
  .string({ error: WORDS.required("SKU") })
  .trim()
  .min(1, WORDS.required("SKU"))
  .max(LIMITS.sku, WORDS.tooLong("SKU", LIMITS.sku))
  .regex(SKU_PATTERN, WORDS.sku);

const optionValue = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LIMITS.option, WORDS.tooLong(label, LIMITS.option));

/** A variant's options: an empty value is the same as leaving the option out. */
export const variantOptionsInputSchema = z.strictObject(
  {
    color: optionValue("Color").optional(),
    memory: optionValue("Memory").optional(),
    storage: optionValue("Storage").optional(),
    size: optionValue("Size").optional(),
  },
  { error: "Options may only be color, memory, storage and size" },
);

const stockSchema = z
  .number({ error: "Stock must be a number" })
  .int("Stock must be a whole number")
  .min(0, "Stock cannot be negative")
  .max(MAX_STOCK, WORDS.stockTooHigh);

const variantImage = productImageSchema.nullable();

/** A new variant (POST, or a PATCH entry without `_id`). */
export const newVariantInputSchema = z.strictObject({
  sku: skuSchema,
  options: variantOptionsInputSchema.default({}),
  price: rupees("Price"),
  /** Below `price`, or null/absent for no discount. */
  discountedPrice: rupees("Discounted price").nullable().optional(),
  /** Its opening stock, written to the stock history as an adjustment ("initial stock"). */
  stock: stockSchema,
  image: variantImage.optional(),
});
export type NewVariantInput = z.infer<typeof newVariantInputSchema>;

/**
 * A PATCH entry: with `_id`, the given fields of that variant change (`archived: true` takes it off sale,
 * `false` puts it back); without `_id`, a new variant (sku, price and stock required). A stock change of an
 * existing variant is refused here (400 `product.stock_not_editable`): it goes through
 * POST /api/admin/variants/:id/stock with a reason.
 */
export const patchVariantInputSchema = z
  .strictObject({
    _id: z.string().trim().min(1).max(64).optional(),
    sku: skuSchema.optional(),
    options: variantOptionsInputSchema.optional(),
    price: rupees("Price").optional(),
    discountedPrice: rupees("Discounted price").nullable().optional(),
    stock: stockSchema.optional(),
    image: variantImage.optional(),
    archived: z.boolean({ error: "Archived must be true or false" }).optional(),
  })
  .superRefine((variant, ctx) => {
    if (variant._id !== undefined) return;
    if (variant.sku === undefined)
      ctx.addIssue({ code: "custom", path: ["sku"], message: "SKU is required" });
    if (variant.price === undefined)
      ctx.addIssue({ code: "custom", path: ["price"], message: "Price is required" });
    if (variant.stock === undefined)
      ctx.addIssue({ code: "custom", path: ["stock"], message: "Stock is required" });
    if (variant.archived === true)
      ctx.addIssue({ code: "custom", path: ["archived"], message: "A new variant cannot be archived" });
  });
export type PatchVariantInput = z.infer<typeof patchVariantInputSchema>;

const specificationsSchema = z
  .record(
    z.string().trim().min(1, "A specification needs a name").max(LIMITS.specName, WORDS.specNameTooLong),
    z.string({ error: "A specification's value must be text" }).max(LIMITS.specValue, WORDS.specValueTooLong),
  )
  .refine((specs) => Object.keys(specs).length <= LIMITS.specs, WORDS.tooManySpecs);

const productFields = {
  name: text("Name", LIMITS.name),
  /** The name on Nepali pages; null or empty: none. */
  nameNe: nepaliNameSchema(LIMITS.name),
  /** The brand's id or slug. */
  brand: slugRef("Brand"),
  /** A category's slug. */
  category: slugRef("Category"),
  /** One of the category's subcategory slugs. */
  subcategory: slugRef("Subcategory"),
  /** HTML; sanitised when written (and again when read). */
  description: z
    .string({ error: "Description must be text" })
    .max(LIMITS.description, WORDS.descriptionTooLong),
  /**
   * The description on Nepali pages, HTML as the merchant wrote it (sanitised like the description); null or
   * empty: none, and Nepali pages show the English description.
   */
  descriptionNe: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z
      .string({ error: "Nepali description must be text" })
      .max(LIMITS.description, WORDS.nepaliDescriptionTooLong)
      .nullable(),
  ),
  specifications: specificationsSchema,
  images: z.array(productImageSchema).max(MAX_IMAGES, WORDS.tooManyImages),
  featured: z.boolean({ error: "Featured must be true or false" }),
};

export const createProductSchema = z.strictObject({
  ...productFields,
  nameNe: productFields.nameNe.optional(),
  descriptionNe: productFields.descriptionNe.optional(),
  specifications: productFields.specifications.optional(),
  images: productFields.images.optional(),
  featured: productFields.featured.optional(),
  variants: z.array(newVariantInputSchema).min(1, WORDS.noVariant).max(MAX_VARIANTS, WORDS.tooManyVariants),
});
export type CreateProductInput = z.infer<typeof createProductSchema>;

export const patchProductSchema = z.strictObject({
  name: productFields.name.optional(),
  nameNe: productFields.nameNe.optional(),
  brand: productFields.brand.optional(),
  category: productFields.category.optional(),
  subcategory: productFields.subcategory.optional(),
  description: productFields.description.optional(),
  descriptionNe: productFields.descriptionNe.optional(),
  specifications: productFields.specifications.optional(),
  images: productFields.images.optional(),
  featured: productFields.featured.optional(),
  variants: z.array(patchVariantInputSchema).max(MAX_VARIANTS, WORDS.tooManyVariants).optional(),
});
export type PatchProductInput = z.infer<typeof patchProductSchema>;

/** A variant as the admin sees it: archived ones too, marked. */
export const adminVariantSchema = variantSchema.extend({
  archived: z.boolean(),
  position: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** A product as the admin edits it: every variant (archived ones marked), the description as stored. */
export const adminProductSchema = productSummarySchema.extend({
  description: z.string(),
  /** The Nepali description as stored (cleaned); null: none. */
  descriptionNe: z.string().nullable(),
  specifications: z.record(z.string(), z.string()),
  variants: z.array(adminVariantSchema),
  status: z.enum(PRODUCT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListSchema = z.object({
  products: z.array(adminProductSchema),
  ...pagePlaceFields(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

export const adminProductListAnswerSchema = z.object({
  success: z.literal(true),
  data: adminProductListSchema,
});
export const adminProductAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ product: adminProductSchema }),
});
export type AdminProductAnswer = z.infer<typeof adminProductAnswerSchema>;

// ---- CSV ----

/** The export's columns, in order; the import reads the same header (order free, extra columns refused). */
export const PRODUCT_CSV_COLUMNS = [
  "productSlug",
  "name",
  "brand",
  "category",
  "subcategory",
  "sku",
  "color",
  "memory",
  "storage",
  "size",
  "price",
  "discountedPrice",
  "stock",
  "status",
  /** The product's Nepali name; optional on import: without the column every product keeps its own. */
  "nameNe",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The largest CSV the import takes (the API's body limit). */
export const PRODUCT_CSV_MAX_BYTES = 1024 * 1024;

export const productImportQuerySchema = z.object({
  dryRun: z.preprocess(
    emptyAsMissing,
    z
      .enum(["true", "false"], { error: "Dry run must be true or false" })
      .default("false")
      .transform((flag) => flag === "true"),
  ),
});

export const productImportErrorSchema = z.object({
  /** The row's line in the file: the header is row 1, the first product row 2. */
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

export const productImportResultSchema = z.object({
  /** Variants added (to a product named by its slug, or with a new product). */
  created: z.number().int(),
  /** Variants whose row matched a known sku (changed or not). */
  updated: z.number().int(),
  errors: z.array(productImportErrorSchema),
  dryRun: z.boolean(),
  /** True when the rows were written: a real run without a single error. A dry run or any error writes nothing
   * (created/updated then say what the valid rows would make). */
  written: z.boolean(),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
export const productImportAnswerSchema = z.object({
  success: z.literal(true),
  data: productImportResultSchema,
});

// Catalogue shapes of the API reference and the listing query every product grid sends.
import { z } from "zod";
import "./messages.ts";
import { CATEGORY_SLUGS } from "./categories.ts";

import { pageQueryFields } from "./paging.ts";
import { PRODUCT_SORTS } from "./product-sorts.ts";

export { PRODUCT_SORTS, type ProductSort } from "./product-sorts.ts";

const queryFlag = (label: string) =>
  z
    .enum(["true", "false", "1", "0"], { error: `${label} must be true or false` })
    .transform((flag) => flag === "true" || flag === "1");

const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of rupees`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} must be at most 100000000`);

// Filters a form may send empty (`?sub=&brand=`) mean "no filter", so an empty value is allowed for them.
const optionalSlugFilter = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{0,80}$/, `${label} must be a slug of letters, digits and hyphens`)
    .optional();

export const productListQuerySchema = z
  .object({
    category: z
      .enum(CATEGORY_SLUGS as [string, ...string[]], {
        error: `Category must be one of ${CATEGORY_SLUGS.join(", ")}`,
      })
      .optional(),
    sub: optionalSlugFilter("Subcategory"),
    /** A brand's slug or its name in lower case (the home page links use ?brand=apple). */
    brand: z.string().trim().toLowerCase().max(80, "Brand must be at most 80 characters").optional(),
    /** Words to look for in names, brands, categories and descriptions; each word matches as a prefix. */
    search: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
    featured: queryFlag("Featured").optional(),
    /** true: only products with stock left; false or absent: no stock filter. */
    inStock: queryFlag("In stock").optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `Sort must be one of ${PRODUCT_SORTS.join(", ")}` }).optional(),
    minPrice: rupees("Minimum price").optional(),
    maxPrice: rupees("Maximum price").optional(),
    ...pageQueryFields(20),
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    { message: "Minimum price cannot exceed maximum price", path: ["minPrice"] },
  );

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
// A page address that cannot exist is simply not found (404), so the product-page params are not held to the
// slug pattern the way listing filters are.
const pathSegment = z.string().trim().toLowerCase().min(1).max(200);
export const productSlugParamsSchema = z.object({ category: pathSegment, slug: pathSegment });
export const relatedParamsSchema = z.object({
  category: pathSegment,
  productId: z.string().trim().min(1).max(64),
});
export const relatedQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be between 1 and 20")
    .max(20, "Limit must be between 1 and 20")
    .default(4),
});

export const brandRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

export const reviewSchema = z.object({
  _id: z.string(),
  author: z.string(),
  rating: z.number(),
  /** Plain text as its author wrote it (never HTML): shown escaped. */
  comment: z.string(),
  date: z.string(),
  /** Written by a shopper with a paid or delivered order of the product: shown as "Verified purchase". */
  verified: z.boolean(),
});

/**
 * A product as listings show it (docs/guides/api-reference.md: lists may omit description, reviews and
 * specifications).
 */
export const productSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The name on Nepali pages; null when the product has none (the English name shows there too). */
  nameNe: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  subcategory: z.string(),
  brand: brandRefSchema,
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  images: z.array(z.string()),
  image: z.string(),
  colors: z.array(z.string()),
  memory: z.array(z.string()),
  storage: z.array(z.string()),
  stock: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  ratingsCount: z.number().int(),
  weight: z.string(),
  dimensions: z.string(),
  featured: z.boolean(),
  soldCount: z.number().int(),
});

/** A variant's options: a key is present only when the variant has that option. */
export const variantOptionsSchema = z.object({
  color: z.string().optional(),
  memory: z.string().optional(),
  storage: z.string().optional(),
  size: z.string().optional(),
});
export type VariantOptions = z.infer<typeof variantOptionsSchema>;
export const VARIANT_OPTION_KINDS = ["color", "memory", "storage", "size"] as const;
export type VariantOptionKind = (typeof VARIANT_OPTION_KINDS)[number];

/** What a shopper buys: one option combination of a product (docs/guides/catalogue.md). */
export const variantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  options: variantOptionsSchema,
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  stock: z.number().int(),
  image: z.string().nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = productSummarySchema.extend({
  description: z.string(),
  /** The description on Nepali pages, as the merchant wrote it; null when the product has none (Nepali pages show
   * the English description). */
  descriptionNe: z.string().nullable(),
  reviews: z.array(reviewSchema),
  specifications: z.record(z.string(), z.string()),
  /** The variants on sale, in the order the product page offers them; price, stock and options derive from them. */
  variants: z.array(variantSchema),
});

export type ProductSummary = z.infer<typeof productSummarySchema>;
export type Product = z.infer<typeof productSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const productListAnswerSchema = z.object({
  success: z.literal(true),
  products: z.array(productSummarySchema),
  pagination: paginationSchema,
});

export const productAnswerSchema = z.object({ success: z.literal(true), product: productSchema });
export const relatedAnswerSchema = z.object({
  success: z.literal(true),
  products: z.array(productSummarySchema),
});

export type ProductListAnswer = z.infer<typeof productListAnswerSchema>;
export type ProductAnswer = z.infer<typeof productAnswerSchema>;
export type RelatedAnswer = z.infer<typeof relatedAnswerSchema>;

export const brandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
  productCount: z.number().int(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandListAnswerSchema = z.object({ success: z.literal(true), brands: z.array(brandSchema) });
export type BrandListAnswer = z.infer<typeof brandListAnswerSchema>;

export const categoryTreeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The name on Nepali pages; null when none is given (the English name shows there too). */
  nameNe: z.string().nullable(),
  subcategories: z.array(z.object({ slug: z.string(), name: z.string(), nameNe: z.string().nullable() })),
});
export type CategoryTree = z.infer<typeof categoryTreeSchema>;
export const categoryTreeAnswerSchema = z.object({
  success: z.literal(true),
  categories: z.array(categoryTreeSchema),
});
export type CategoryTreeAnswer = z.infer<typeof categoryTreeAnswerSchema>;

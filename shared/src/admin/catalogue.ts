// The merchant's brands and categories (docs/guides/admin.md: staff manage the catalogue).
// Brands: list, create, change (name, slug, logo). Categories: the eight top categories are a fixed list in
// shared/src/categories.ts that the storefront's routes, filters and menus depend on (docs/STOREFRONT.md
// "Constants"), so a category cannot be added or removed or its slug changed here: its name and position can,
// and subcategories can be added and renamed (never removed or re-slugged, so product pages and links keep
// working).
import { z } from "zod";
import { brandSchema } from "../catalog.ts";
import { dataAnswerSchema } from "../common.ts";
import { nepaliNameSchema, productImageSchema } from "./products.ts";

const slugSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${label} must be lower-case letters, digits and single hyphens`)
    .max(80, `${label} must be at most 80 characters`);

const nameSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const adminBrandIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const createBrandSchema = z.strictObject({
  name: nameSchema("Name", 80),
  /** Made from the name when absent. */
  slug: slugSchema("Slug").optional(),
  /** The store's own /media/ address (an upload) or an http(s) URL. */
  logo: productImageSchema,
});
export type CreateBrandInput = z.infer<typeof createBrandSchema>;

export const patchBrandSchema = z.strictObject({
  name: nameSchema("Name", 80).optional(),
  slug: slugSchema("Slug").optional(),
  logo: productImageSchema.optional(),
});
export type PatchBrandInput = z.infer<typeof patchBrandSchema>;

export const adminBrandAnswerSchema = dataAnswerSchema({ brand: brandSchema });
export const adminBrandListAnswerSchema = dataAnswerSchema({ brands: z.array(brandSchema) });

export const adminCategoryParamsSchema = z.object({ slug: z.string().trim().toLowerCase().min(1).max(80) });

export const adminCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The name on Nepali pages; null: none (the English name shows there too). */
  nameNe: z.string().nullable(),
  position: z.number().int(),
  productCount: z.number().int(),
  subcategories: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      nameNe: z.string().nullable(),
      position: z.number().int(),
    }),
  ),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/**
 * PATCH /api/admin/categories/:slug. `subcategories` lists those to add or rename: an entry whose slug the
 * category has renames it (and moves it when `position` is given), one it has not adds it. Subcategories left
 * out stay as they are.
 */
export const patchCategorySchema = z.strictObject({
  name: nameSchema("Name", 80).optional(),
  /** The name on Nepali pages; null or empty removes it. */
  nameNe: nepaliNameSchema(80).optional(),
  position: z
    .number({ error: "Position must be a number" })
    .int("Position must be a whole number")
    .min(0, "Position cannot be negative")
    .max(1000, "Position must be at most 1000")
    .optional(),
  subcategories: z
    .array(
      z.strictObject({
        slug: slugSchema("Subcategory slug"),
        name: nameSchema("Subcategory name", 80),
        /** Absent: a new subcategory has none, a renamed one keeps its own; null or empty removes it. */
        nameNe: nepaliNameSchema(80).optional(),
        position: z
          .number({ error: "Position must be a number" })
          .int("Position must be a whole number")
          .min(0, "Position cannot be negative")
          .max(1000, "Position must be at most 1000")
          .optional(),
      }),
    )
    .max(50, "At most 50 subcategories at once")
    .refine(
      (subcategories) => new Set(subcategories.map((sub) => sub.slug)).size === subcategories.length,
      "Each subcategory slug may be given once",
    )
    .optional(),
});
export type PatchCategoryInput = z.infer<typeof patchCategorySchema>;

export const adminCategoryAnswerSchema = dataAnswerSchema({ category: adminCategorySchema });
export const adminCategoryListAnswerSchema = dataAnswerSchema({ categories: z.array(adminCategorySchema) });

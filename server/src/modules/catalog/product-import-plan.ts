// What an import file would do: each row checked on its own (the admin schema's rules for names, options, prices
// and stock, in the import's words), the rows grouped into the products they touch, matched by sku, and each
// product planned and checked as a whole with the admin's own rules (product-plan.ts). Every fault carries the
// row and column it was found at.
import {
  createProductSchema,
  MAX_PRICE,
  MAX_STOCK,
  newVariantInputSchema,
  skuSchema,
  variantOptionsInputSchema,
  type ProductImportError,
} from "@store/shared/admin/products";
import type { z } from "zod";
import type { Database, Transaction } from "../../db/client.ts";
import { readRows, type CsvRow } from "./product-csv-rows.ts";
import { variantFaults, type PlannedProduct, type PlannedVariant } from "./product-plan.ts";
import { OPTION_KINDS, variantSelect, type OptionColumns } from "./variants.ts";

type Reader = Transaction | Database;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A whole number written in digits that the admin's rule for the field takes, or null. */
function wholeNumber(text: string, rule: z.ZodType): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return rule.safeParse(value).success ? value : null;
}

interface Lookup {
  brands: Map<string, string>;
  subcategories: Set<string>;
  categories: Set<string>;
}

async function lookups(db: Reader): Promise<Lookup> {
  const [brands, categories, subcategories] = await Promise.all([
    db.brand.findMany({ select: { id: true, slug: true } }),
    db.category.findMany({ select: { slug: true } }),
    db.subcategory.findMany({ select: { categorySlug: true, slug: true } }),
  ]);
  return {
    brands: new Map(
      brands.flatMap((brand) => [[brand.slug, brand.id] as const, [brand.id, brand.id] as const]),
    ),
    categories: new Set(categories.map((category) => category.slug)),
    subcategories: new Set(subcategories.map((sub) => `${sub.categorySlug}/${sub.slug}`)),
  };
}

/** A row that passed its own checks, in the store's terms. */
interface CheckedRow {
  row: number;
  slug: string;
  name: string;
  /** null: none; undefined: the file has no nameNe column. */
  nameNe: string | null | undefined;
  sku: string;
  brandId: string;
  category: string;
  subcategory: string;
  options: OptionColumns;
  price: number;
  discountedPrice: number | null;
  stock: number;
  status: "active" | "archived";
}

interface RowContext {
  lookup: Lookup;
  /** The product slug each known sku belongs to. */
  productOfSku: Map<string, string>;
  /** The row each sku was first seen on. */
  seenSku: Map<string, number>;
}

/** A row's own faults (added to `errors`), or the row in the store's terms when it has none. */
function checkRow({ row, values, hasNameNe }: CsvRow, context: RowContext, errors: ProductImportError[]) {
  const before = errors.length;
  const fault = (field: string, message: string) => errors.push({ row, field, message });
  const slug = values.productSlug.toLowerCase();
  if (!SLUG.test(slug) || slug.length > 120)
    fault("productSlug", "productSlug must be lower-case letters, digits and single hyphens");
  if (!createProductSchema.shape.name.safeParse(values.name).success)
    fault("name", "name is required (at most 200 characters)");
  if (!createProductSchema.shape.nameNe.safeParse(values.nameNe).success)
    fault("nameNe", "nameNe must be at most 200 characters");
  const sku = skuSchema.safeParse(values.sku);
  if (!sku.success) fault("sku", sku.error.issues[0]?.message ?? "SKU is not valid");
  else if (context.seenSku.has(values.sku))
    fault("sku", `SKU ${values.sku} is on row ${context.seenSku.get(values.sku)} too`);
  context.seenSku.set(values.sku, row);
  const { lookup } = context;
  const brandId = lookup.brands.get(values.brand.toLowerCase()) ?? lookup.brands.get(values.brand);
  if (!brandId) fault("brand", `No brand has the slug ${values.brand}`);
  const category = values.category.toLowerCase();
  const subcategory = values.subcategory.toLowerCase();
  if (!lookup.categories.has(category)) fault("category", `No category has the slug ${values.category}`);
  else if (!lookup.subcategories.has(`${category}/${subcategory}`))
    fault("subcategory", `The category ${category} has no subcategory ${values.subcategory}`);
  for (const kind of OPTION_KINDS)
    if (!variantOptionsInputSchema.shape[kind].safeParse(values[kind]).success)
      fault(kind, `${kind} must be at most 60 characters`);
  const price = wholeNumber(values.price, newVariantInputSchema.shape.price);
  if (price === null) fault("price", `price must be a whole number of rupees from 0 to ${MAX_PRICE}`);
  const discountedPrice =
    values.discountedPrice === ""
      ? null
      : wholeNumber(values.discountedPrice, newVariantInputSchema.shape.discountedPrice);
  if (values.discountedPrice !== "" && discountedPrice === null)
    fault("discountedPrice", "discountedPrice must be empty or a whole number of rupees");
  const stock = wholeNumber(values.stock, newVariantInputSchema.shape.stock);
  if (stock === null) fault("stock", `stock must be a whole number from 0 to ${MAX_STOCK}`);
  const status = values.status === "" ? "active" : values.status.toLowerCase();
  if (status !== "active" && status !== "archived") fault("status", "status must be active or archived");
  const owner = context.productOfSku.get(values.sku);
  if (owner !== undefined && owner !== slug)
    fault("productSlug", `SKU ${values.sku} belongs to the product ${owner}: a variant cannot move`);
  if (errors.length > before) return null;
  return {
    row,
    slug,
    name: values.name,
    // An empty cell is no Nepali name; a file without the column leaves each product's as it is.
    nameNe: hasNameNe ? values.nameNe || null : undefined,
    sku: values.sku,
    brandId: brandId!,
    category,
    subcategory,
    options: Object.fromEntries(OPTION_KINDS.map((kind) => [kind, values[kind]])) as OptionColumns,
    price: price!,
    discountedPrice,
    stock: stock!,
    status: status as CheckedRow["status"],
  } satisfies CheckedRow;
}

type ImportPlan = PlannedProduct & { archived: boolean; firstRow: number };

export interface PlannedImport {
  plans: PlannedProduct[];
  /** Variants the file adds. */
  created: number;
  /** Variants the file names by a known sku. */
  updated: number;
  errors: ProductImportError[];
}

/** The products the rows name, as they are now: by slug, and the owners of the rows' skus. */
async function productsNamed(db: Reader, rows: readonly CsvRow[]) {
  const skus = [...new Set(rows.map((row) => row.values.sku))];
  const slugs = [...new Set(rows.map((row) => row.values.productSlug.toLowerCase()))];
  const known = await db.productVariant.findMany({
    where: { sku: { in: skus } },
    select: { sku: true, productId: true, product: { select: { slug: true } } },
  });
  const products = await db.product.findMany({
    where: { OR: [{ slug: { in: slugs } }, { id: { in: known.map((variant) => variant.productId) } }] },
    select: {
      id: true,
      slug: true,
      archivedAt: true,
      variants: { select: variantSelect, orderBy: [{ position: "asc" }, { id: "asc" }] },
    },
  });
  return {
    productOfSku: new Map(known.map((variant) => [variant.sku, variant.product.slug])),
    bySlug: new Map(products.map((product) => [product.slug, product])),
  };
}

/** The rows of one product must agree on what is the product's own. */
const disagrees = (plan: ImportPlan, row: CheckedRow) =>
  plan.name !== row.name ||
  plan.nameNe !== row.nameNe ||
  plan.brandId !== row.brandId ||
  plan.categorySlug !== row.category ||
  plan.subcategorySlug !== row.subcategory;

/**
 * The faults a product's variants have together, at the row of the variant they concern. A variant the file
 * leaves out has no row: its fault is told at the product's first row, under status; one of the product as a
 * whole (no variant on sale) at its first row, under variants.
 */
function planFaults(plan: ImportPlan): ProductImportError[] {
  return variantFaults(plan, plan.slug).map(({ variant, field, message }) =>
    variant?.row !== undefined
      ? { row: variant.row, field, message }
      : { row: plan.firstRow, field: variant === null ? field : "status", message },
  );
}

/** What the file would do: the products it touches as they would be, or the faults of its rows. */
export async function planImport(db: Reader, text: string): Promise<PlannedImport> {
  const errors: ProductImportError[] = [];
  const rows = readRows(text, errors);
  if (errors.length > 0) return { plans: [], created: 0, updated: 0, errors };
  const lookup = await lookups(db);
  const { productOfSku, bySlug } = await productsNamed(db, rows);
  const context: RowContext = { lookup, productOfSku, seenSku: new Map() };
  const plans = new Map<string, ImportPlan>();
  let created = 0;
  let updated = 0;
  for (const given of rows) {
    const checked = checkRow(given, context, errors);
    if (!checked) continue;
    const { row, slug, sku, status } = checked;
    let plan = plans.get(slug);
    if (!plan) {
      const existing = bySlug.get(slug);
      plan = {
        id: existing?.id,
        slug,
        name: checked.name,
        nameNe: checked.nameNe,
        brandId: checked.brandId,
        categorySlug: checked.category,
        subcategorySlug: checked.subcategory,
        variants: (existing?.variants ?? []).map((variant) => ({ ...variant })),
        archived: existing?.archivedAt != null,
        firstRow: row,
      };
      plans.set(slug, plan);
    } else if (disagrees(plan, checked)) {
      errors.push({
        row,
        field: "name",
        message: `The rows of ${slug} disagree on its name, Nepali name, brand, category or subcategory (see row ${plan.firstRow})`,
      });
      continue;
    }
    const variant = plan.variants.find((candidate) => candidate.sku === sku);
    if (plan.archived && status === "active" && (variant === undefined || variant.archived === false)) {
      // The export writes every variant of an archived product as archived; "active" would be a restore.
      errors.push({
        row,
        field: "status",
        message: `The product ${slug} is archived: restore it first (POST /api/admin/products/:id/restore)`,
      });
      continue;
    }
    const archived = plan.archived ? (variant?.archived ?? false) : status === "archived";
    const { price, discountedPrice, stock } = checked;
    if (variant) {
      Object.assign(variant, checked.options, { price, discountedPrice, stock, archived, row });
      updated += 1;
    } else {
      plan.variants.push({
        ...checked.options,
        sku,
        price,
        discountedPrice,
        stock,
        image: null,
        archived,
        position: Math.max(-1, ...plan.variants.map((candidate) => candidate.position)) + 1,
        row,
      } satisfies PlannedVariant);
      created += 1;
    }
  }
  for (const plan of plans.values()) errors.push(...planFaults(plan));
  errors.sort((a, b) => a.row - b.row);
  return { plans: [...plans.values()], created, updated, errors };
}

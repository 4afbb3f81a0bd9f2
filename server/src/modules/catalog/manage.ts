// The merchant's products: the admin's list and view, and every write to a product and its variants (create,
// PATCH, archive, restore, and the CSV import through the same plan). A write is planned first: the product as it
// will be, with all its variants, checked as a whole (skus unique store-wide, archived included; no two variants
// on sale with the same options; a discount below its price; at least one variant on sale), then applied in one
// transaction with its audit event. Stock of a new variant goes through moveStock (an "adjustment" with the note
// "initial stock"); an existing variant's stock is moved only by the inventory call or the CSV import.
import type {
  AdminProduct,
  AdminProductListQuery,
  CreateProductInput,
  PatchProductInput,
} from "@store/shared/admin/products";
import { unitPrice } from "@store/shared/pricing";
import type { ErrorCode } from "@store/shared/error-codes";
import type { Prisma } from "../../generated/prisma/client.ts";
import { dialectOf, type Database, type Transaction } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { HttpError } from "../../http-error.ts";
import { badRequest, conflict, notFound, type FieldError } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { presentProductSummary, productSummarySelect } from "./present.ts";
import { sanitizeProductHtml } from "./sanitize.ts";
import { moveStock } from "./stock.ts";
import {
  OPTION_KINDS,
  presentVariant,
  refreshProducts,
  variantSelect,
  type OptionColumns,
} from "./variants.ts";

export const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

const productNotFound = () => notFound("product.not_found", "Product not found");

export const adminProductSelect = {
  ...productSummarySelect,
  description: true,
  specifications: true,
  archivedAt: true,
  createdAt: true,
  updatedAt: true,
  variants: { orderBy: [{ position: "asc" }, { id: "asc" }], select: variantSelect },
} satisfies Prisma.ProductSelect;
type AdminProductRow = Prisma.ProductGetPayload<{ select: typeof adminProductSelect }>;

function parseSpecifications(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
  } catch {
    return {};
  }
}

/** The product as the admin edits it: every variant, archived ones marked; the description as stored (cleaned). */
export function presentAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    ...presentProductSummary(row),
    description: sanitizeProductHtml(row.description),
    specifications: parseSpecifications(row.specifications),
    variants: row.variants.map((variant) => ({
      ...presentVariant(variant),
      archived: variant.archived,
      position: variant.position,
    })),
    status: row.archivedAt === null ? "active" : "archived",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function insensitiveContains(db: Database, term: string): Prisma.StringFilter {
  // SQLite's LIKE ignores ASCII case already; PostgreSQL's needs `mode`.
  return (
    dialectOf(db) === "postgresql" ? { contains: term, mode: "insensitive" } : { contains: term }
  ) as Prisma.StringFilter;
}

export async function listAdminProducts(db: Database, query: AdminProductListQuery) {
  const term = query.search?.trim();
  const contains = term ? insensitiveContains(db, term) : null;
  const where: Prisma.ProductWhereInput = {
    ...(query.category ? { categorySlug: query.category } : {}),
    ...(query.status === "active"
      ? { archivedAt: null }
      : query.status === "archived"
        ? { archivedAt: { not: null } }
        : {}),
    ...(contains
      ? {
          OR: [
            { name: contains },
            { slug: contains },
            { brand: { name: contains } },
            { brand: { slug: contains } },
            { variants: { some: { sku: contains } } },
          ],
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.product.count({ where }),
    db.product.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: adminProductSelect,
    }),
  ]);
  return {
    products: rows.map(presentAdminProduct),
    total,
    page: query.page,
    pages: Math.ceil(total / query.limit),
  };
}

async function adminProductRow(db: Transaction | Database, id: string) {
  const row = await db.product.findUnique({ where: { id }, select: adminProductSelect });
  if (!row) throw productNotFound();
  return row;
}

export async function findAdminProduct(db: Database, id: string): Promise<AdminProduct> {
  return presentAdminProduct(await adminProductRow(db, id));
}

// ---- planning ----

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
  /** Where a fault of this variant is reported ("variants.2", or a CSV row). */
  at: string;
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
  specifications?: Record<string, string>;
  images?: string[];
  featured?: boolean;
  variants: PlannedVariant[];
}

/** Field faults found while planning, reported together. */
export class PlanFaults {
  readonly faults: FieldError[] = [];
  add(field: string, code: ErrorCode, message: string) {
    this.faults.push({ field, code, message });
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

const optionKey = (variant: OptionColumns) => OPTION_KINDS.map((kind) => variant[kind]).join("\u0000");

/** The rules a product's variants keep together (SHOP-API.md "Variants", "Decisions"). */
export function checkVariants(product: PlannedProduct, faults: PlanFaults, label = product.name) {
  const seenSkus = new Map<string, string>();
  const seenOptions = new Map<string, string>();
  for (const variant of product.variants) {
    if (seenSkus.has(variant.sku))
      faults.add(`${variant.at}.sku`, "product.sku_duplicate", `SKU ${variant.sku} is given twice`);
    seenSkus.set(variant.sku, variant.at);
    if (variant.discountedPrice !== null && variant.discountedPrice >= variant.price)
      faults.add(
        `${variant.at}.discountedPrice`,
        "product.discount_not_below_price",
        `The discounted price of ${variant.sku} must be below its price (${variant.price}), or empty`,
      );
    if (variant.archived) continue;
    const key = optionKey(variant);
    if (seenOptions.has(key))
      faults.add(
        `${variant.at}.options`,
        "product.options_duplicate",
        `Two variants of ${label} on sale have the same options (${variant.sku} and ${seenOptions.get(key)})`,
      );
    else seenOptions.set(key, variant.sku);
  }
  if (!product.variants.some((variant) => !variant.archived))
    faults.add("variants", "product.no_variant_on_sale", `${label} must keep at least one variant on sale`);
}

/** Skus of these variants that another variant of the store (archived ones too) already has. */
export async function takenSkus(
  db: Transaction | Database,
  variants: readonly PlannedVariant[],
): Promise<PlannedVariant[]> {
  if (variants.length === 0) return [];
  const rows = await db.productVariant.findMany({
    where: { sku: { in: variants.map((variant) => variant.sku) } },
    select: { id: true, sku: true },
  });
  const owner = new Map(rows.map((row) => [row.sku, row.id]));
  return variants.filter((variant) => owner.has(variant.sku) && owner.get(variant.sku) !== variant.id);
}

const skuTaken = (sku: string) =>
  conflict("product.sku_taken", `SKU ${sku} is already used by another variant (archived ones count)`);

export interface Taxonomy {
  brandId: string;
  categorySlug: string;
  subcategorySlug: string;
}

/** A brand named by id or slug; a category and one of its subcategories, as the database has them. */
export async function resolveTaxonomy(
  db: Transaction | Database,
  given: { brand: string; category: string; subcategory: string },
  faults: PlanFaults,
  at = (field: string) => field,
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
  if (!brand) faults.add(at("brand"), "product.brand_unknown", `No brand has the id or slug ${given.brand}`);
  if (!category)
    faults.add(at("category"), "product.category_unknown", `No category has the slug ${given.category}`);
  else if (!subcategory)
    faults.add(
      at("subcategory"),
      "product.subcategory_unknown",
      `The category ${given.category} has no subcategory ${given.subcategory}`,
    );
  if (!brand || !category || !subcategory) return null;
  return { brandId: brand.id, categorySlug: given.category, subcategorySlug: given.subcategory };
}

/** A product's address from its name: lower-case words joined by hyphens, made unique with -2, -3... */
export function slugBase(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return base === "" ? "product" : base;
}

export async function uniqueSlug(db: Transaction | Database, name: string, taken = new Set<string>()) {
  const base = slugBase(name);
  const existing = new Set(
    (await db.product.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!existing.has(slug) && !taken.has(slug)) return slug;
  }
}

export const optionColumns = (
  options: Partial<Record<(typeof OPTION_KINDS)[number], string>> = {},
): OptionColumns => ({
  color: options.color?.trim() ?? "",
  memory: options.memory?.trim() ?? "",
  storage: options.storage?.trim() ?? "",
  size: options.size?.trim() ?? "",
});

// ---- applying ----

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

/** Runs a write; a sku taken by a racing write (the unique index) is the same 409 as one found taken. */
async function writing<T>(write: () => Promise<T>, skus: readonly string[]): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const target = JSON.stringify((error as { meta?: unknown }).meta ?? "");
      if (!target.includes("slug")) throw skuTaken(skus[0] ?? "");
      throw conflict("product.slug_taken", "Another product took this address at the same moment: try again");
    }
    throw error;
  }
}

// ---- the calls ----

export async function createProduct(
  db: Database,
  input: CreateProductInput,
  admin: AuditContext,
): Promise<AdminProduct> {
  const faults = new PlanFaults();
  const taxonomy = await resolveTaxonomy(db, input, faults);
  const variants: PlannedVariant[] = input.variants.map((variant, index) => ({
    ...optionColumns(variant.options),
    sku: variant.sku,
    price: variant.price,
    discountedPrice: variant.discountedPrice ?? null,
    stock: variant.stock,
    image: variant.image ?? null,
    archived: false,
    position: index,
    at: `variants.${index}`,
  }));
  const plan: PlannedProduct = {
    slug: "",
    name: input.name,
    nameNe: input.nameNe ?? null,
    ...(taxonomy ?? { brandId: "", categorySlug: "", subcategorySlug: "" }),
    description: input.description,
    specifications: input.specifications ?? {},
    images: input.images ?? [],
    featured: input.featured ?? false,
    variants,
  };
  checkVariants(plan, faults);
  if (!faults.empty) throw faults.refusal();
  const id = await writing(
    () =>
      db.$transaction(async (tx) => {
        const taken = await takenSkus(tx, variants);
        if (taken.length > 0) throw skuTaken(taken[0]!.sku);
        plan.slug = await uniqueSlug(tx, input.name);
        const applied = await applyPlan(tx, plan, "initial stock");
        await recordAudit(tx, "admin.product_created", admin, {
          productId: applied.id,
          slug: plan.slug,
          name: plan.name,
          variants: variants.length,
          skus: variants.map((variant) => variant.sku).join(", "),
        });
        return applied.id;
      }, TRANSACTION_OPTIONS),
    variants.map((variant) => variant.sku),
  );
  return findAdminProduct(db, id);
}

export async function changeProduct(
  db: Database,
  id: string,
  patch: PatchProductInput,
  admin: AuditContext,
): Promise<{ product: AdminProduct; changed: boolean }> {
  const changed = await writing(
    () =>
      db.$transaction(async (tx) => {
        const before = await adminProductRow(tx, id);
        const faults = new PlanFaults();
        const taxonomy =
          patch.brand !== undefined || patch.category !== undefined || patch.subcategory !== undefined
            ? await resolveTaxonomy(
                tx,
                {
                  brand: patch.brand ?? before.brand.id,
                  category: patch.category ?? before.categorySlug,
                  subcategory: patch.subcategory ?? before.subcategorySlug,
                },
                faults,
              )
            : {
                brandId: before.brand.id,
                categorySlug: before.categorySlug,
                subcategorySlug: before.subcategorySlug,
              };
        const variants: PlannedVariant[] = before.variants.map((row) => ({
          ...row,
          at: `variant ${row.sku}`,
        }));
        let position = Math.max(-1, ...before.variants.map((row) => row.position));
        const touched = new Set<string>();
        for (const [index, entry] of (patch.variants ?? []).entries()) {
          const at = `variants.${index}`;
          if (entry._id === undefined) {
            position += 1;
            variants.push({
              ...optionColumns(entry.options),
              sku: entry.sku!,
              price: entry.price!,
              discountedPrice: entry.discountedPrice ?? null,
              stock: entry.stock!,
              image: entry.image ?? null,
              archived: false,
              position,
              at,
            });
            continue;
          }
          const variant = variants.find((row) => row.id === entry._id);
          if (!variant || touched.has(entry._id)) {
            faults.add(
              `${at}._id`,
              "product.variant_unknown",
              variant ? `Variant ${entry._id} is given twice` : `This product has no variant ${entry._id}`,
            );
            continue;
          }
          touched.add(entry._id);
          variant.at = at;
          if (entry.stock !== undefined && entry.stock !== variant.stock)
            faults.add(
              `${at}.stock`,
              "product.stock_not_editable",
              `Stock of ${variant.sku} changes through POST /api/admin/variants/${variant.id}/stock, with a reason`,
            );
          if (entry.sku !== undefined) variant.sku = entry.sku;
          if (entry.options !== undefined) Object.assign(variant, optionColumns(entry.options));
          if (entry.price !== undefined) variant.price = entry.price;
          if (entry.discountedPrice !== undefined) variant.discountedPrice = entry.discountedPrice;
          if (entry.image !== undefined) variant.image = entry.image;
          if (entry.archived !== undefined) variant.archived = entry.archived;
        }
        const plan: PlannedProduct = {
          id,
          slug: before.slug,
          name: patch.name ?? before.name,
          nameNe: patch.nameNe,
          ...(taxonomy ?? {
            brandId: before.brand.id,
            categorySlug: before.categorySlug,
            subcategorySlug: before.subcategorySlug,
          }),
          description: patch.description,
          specifications: patch.specifications,
          images: patch.images,
          featured: patch.featured,
          variants,
        };
        checkVariants(plan, faults);
        if (!faults.empty) throw faults.refusal();
        const taken = await takenSkus(tx, variants);
        if (taken.length > 0) throw skuTaken(taken[0]!.sku);
        const applied = await applyPlan(tx, plan, "new variant: initial stock");
        if (applied.changedFields.length === 0 && applied.created === 0) return false;
        await recordAudit(tx, "admin.product_changed", admin, {
          productId: id,
          slug: before.slug,
          changed: applied.changedFields.join(", "),
          variantsAdded: applied.created,
          variantsArchived: applied.archivedVariants.length,
        });
        return true;
      }, TRANSACTION_OPTIONS),
    (patch.variants ?? []).flatMap((variant) => (variant.sku ? [variant.sku] : [])),
  );
  return { product: await findAdminProduct(db, id), changed };
}

/**
 * Archives a product: it leaves the storefront (page 404, listings, search, home carousels), carts (its lines
 * removed, the shopper-friendly way: checkout never meets it) and wishlists; past orders keep it.
 */
export async function archiveProduct(db: Database, id: string, admin: AuditContext) {
  const changed = await db.$transaction(async (tx) => {
    const before = await tx.product.findUnique({ where: { id }, select: { slug: true, archivedAt: true } });
    if (!before) throw productNotFound();
    if (before.archivedAt !== null) return false;
    await tx.product.update({ where: { id }, data: { archivedAt: new Date() } });
    const lines = await tx.cartItem.deleteMany({ where: { productId: id } });
    const wishes = await tx.wishlistEntry.deleteMany({ where: { productId: id } });
    await recordAudit(tx, "admin.product_archived", admin, {
      productId: id,
      slug: before.slug,
      cartLinesRemoved: lines.count,
      wishlistEntriesRemoved: wishes.count,
    });
    return true;
  }, TRANSACTION_OPTIONS);
  return { product: await findAdminProduct(db, id), changed };
}

/** Puts an archived product back on sale (carts and wishlists it left stay as they are now). */
export async function restoreProduct(db: Database, id: string, admin: AuditContext) {
  const changed = await db.$transaction(async (tx) => {
    const before = await tx.product.findUnique({ where: { id }, select: { slug: true, archivedAt: true } });
    if (!before) throw productNotFound();
    if (before.archivedAt === null) return false;
    await tx.product.update({ where: { id }, data: { archivedAt: null } });
    await recordAudit(tx, "admin.product_restored", admin, { productId: id, slug: before.slug });
    return true;
  }, TRANSACTION_OPTIONS);
  return { product: await findAdminProduct(db, id), changed };
}

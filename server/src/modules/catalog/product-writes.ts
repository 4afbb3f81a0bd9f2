// The admin's writes to a product: create, PATCH, archive and restore. Create and PATCH are planned and checked
// as a whole (product-plan.ts), then applied in one transaction with their audit event.
import type { AdminProduct, CreateProductInput, PatchProductInput } from "@store/shared/admin/products";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { conflict } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { plannedNewVariants, plannedPatch, plannedPatchVariants } from "./admin-product-plan.ts";
import { adminProductRow, findAdminProduct, productNotFound } from "./admin-products.ts";
import { applyPlan, TRANSACTION_OPTIONS } from "./apply-product-plan.ts";
import { PlanFaults, resolveTaxonomy, skuTaken, takenSkus, type PlannedProduct } from "./product-plan.ts";
import { uniqueSlug } from "./slugs.ts";

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

export async function createProduct(
  db: Database,
  input: CreateProductInput,
  admin: AuditContext,
): Promise<AdminProduct> {
  const faults = new PlanFaults();
  const taxonomy = await resolveTaxonomy(db, input, faults);
  const variants = plannedNewVariants(input);
  const plan: PlannedProduct = {
    slug: "",
    name: input.name,
    nameNe: input.nameNe ?? null,
    ...(taxonomy ?? { brandId: "", categorySlug: "", subcategorySlug: "" }),
    description: input.description,
    descriptionNe: input.descriptionNe ?? null,
    specifications: input.specifications ?? {},
    images: input.images ?? [],
    featured: input.featured ?? false,
    variants,
  };
  faults.addVariantFaults(plan);
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
            : null;
        const variants = plannedPatchVariants(before, patch, faults);
        const plan = plannedPatch(before, patch, variants, taxonomy);
        faults.addVariantFaults(plan);
        if (!faults.empty) throw faults.refusal();
        const taken = await takenSkus(tx, variants);
        if (taken.length > 0) throw skuTaken(taken[0]!.sku);
        const applied = await applyPlan(tx, plan, "new variant: initial stock");
        if (applied.changedFields.length === 0 && applied.created === 0) return false;
        await recordAudit(
          tx,
          "admin.product_changed",
          admin,
          {
            productId: id,
            slug: before.slug,
            name: plan.name,
            changed: applied.changedFields.join(", "),
            variantsAdded: applied.created,
            variantsArchived: applied.archivedVariants.length,
          },
          applied.changes,
        );
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

// The merchant's brands and categories. Brands are the store's own to add and change. The eight top categories
// are fixed (shared/src/categories.ts: the storefront's routes, its listing filter and its menus name them,
// docs/STOREFRONT.md "Constants"), so only their names and positions change here; subcategories can be added
// and renamed, never removed or re-slugged, so that no product, link or bookmark loses its place. Every
// change moves the catalogue version (the tables' triggers), so every replica's cached answers follow at
// once.
import type { Brand } from "@store/shared/catalog";
import type {
  AdminCategory,
  CreateBrandInput,
  PatchBrandInput,
  PatchCategoryInput,
} from "@store/shared/admin/catalogue";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { conflict, notFound } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { TRANSACTION_OPTIONS } from "./apply-product-plan.ts";
import { listBrands } from "./service.ts";
import { slugBase } from "./slugs.ts";

const brandNotFound = () => notFound("brand.not_found", "Brand not found");

/** Every brand, with the number of products on sale it has, as the storefront lists them. */
export const listAdminBrands = listBrands;

async function presentBrand(db: Database, id: string): Promise<Brand> {
  const brand = (await listBrands(db)).find((row) => row._id === id);
  if (!brand) throw brandNotFound();
  return brand;
}

/** A unique index met: which one says which 409. */
async function brandWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const target = JSON.stringify((error as { meta?: unknown }).meta ?? "");
    throw target.includes("slug")
      ? conflict("brand.slug_taken", "Another brand has this slug")
      : conflict("brand.name_taken", "Another brand has this name");
  }
}

async function checkBrandFree(db: Database, fields: { name?: string; slug?: string }, except?: string) {
  if (fields.name !== undefined) {
    const brands = await db.brand.findMany({ select: { id: true, name: true } });
    if (
      brands.some((brand) => brand.id !== except && brand.name.toLowerCase() === fields.name!.toLowerCase())
    )
      throw conflict("brand.name_taken", `Another brand is called ${fields.name}`);
  }
  if (fields.slug !== undefined) {
    const holder = await db.brand.findUnique({ where: { slug: fields.slug }, select: { id: true } });
    if (holder && holder.id !== except)
      throw conflict("brand.slug_taken", `Another brand has the slug ${fields.slug}`);
  }
}

export async function createBrand(
  db: Database,
  input: CreateBrandInput,
  admin: AuditContext,
): Promise<Brand> {
  const slug = input.slug ?? slugBase(input.name);
  await checkBrandFree(db, { name: input.name, slug });
  const id = await brandWrite(() =>
    db.$transaction(async (tx) => {
      const brand = await tx.brand.create({
        data: { name: input.name, slug, logo: input.logo },
        select: { id: true },
      });
      await recordAudit(tx, "admin.brand_created", admin, { brandId: brand.id, name: input.name, slug });
      return brand.id;
    }, TRANSACTION_OPTIONS),
  );
  return presentBrand(db, id);
}

export async function changeBrand(
  db: Database,
  id: string,
  patch: PatchBrandInput,
  admin: AuditContext,
): Promise<{ brand: Brand; changed: boolean }> {
  const before = await db.brand.findUnique({ where: { id } });
  if (!before) throw brandNotFound();
  const changes = Object.fromEntries(
    Object.entries(patch).filter(
      ([key, value]) => value !== undefined && before[key as keyof typeof before] !== value,
    ),
  ) as PatchBrandInput;
  if (Object.keys(changes).length === 0) return { brand: await presentBrand(db, id), changed: false };
  await checkBrandFree(db, changes, id);
  await brandWrite(() =>
    db.$transaction(async (tx) => {
      await tx.brand.update({ where: { id }, data: changes });
      await recordAudit(tx, "admin.brand_changed", admin, {
        brandId: id,
        name: before.name,
        ...Object.fromEntries(
          Object.entries(changes).flatMap(([key, value]) => [
            [`${key}Before`, String(before[key as keyof typeof before])],
            [`${key}After`, String(value)],
          ]),
        ),
      });
    }, TRANSACTION_OPTIONS),
  );
  return { brand: await presentBrand(db, id), changed: true };
}

export async function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  const rows = await db.category.findMany({
    orderBy: [{ position: "asc" }, { slug: "asc" }],
    select: {
      slug: true,
      name: true,
      nameNe: true,
      position: true,
      subcategories: {
        orderBy: [{ position: "asc" }, { slug: "asc" }],
        select: { slug: true, name: true, nameNe: true, position: true },
      },
      _count: { select: { products: { where: { archivedAt: null } } } },
    },
  });
  return rows.map(({ _count, ...row }) => ({ ...row, productCount: _count.products }));
}

async function findAdminCategory(db: Database, slug: string): Promise<AdminCategory> {
  const category = (await listAdminCategories(db)).find((row) => row.slug === slug);
  if (!category) throw notFound("category.not_found", "Category not found");
  return category;
}

export async function changeCategory(
  db: Database,
  slug: string,
  patch: PatchCategoryInput,
  admin: AuditContext,
): Promise<{ category: AdminCategory; changed: boolean }> {
  const before = await findAdminCategory(db, slug);
  const changed = await db.$transaction(async (tx) => {
    const facts: Record<string, string | number> = {};
    const data: { name?: string; nameNe?: string | null; position?: number } = {};
    if (patch.name !== undefined && patch.name !== before.name) {
      data.name = patch.name;
      facts.nameBefore = before.name;
      facts.nameAfter = patch.name;
    }
    if (patch.nameNe !== undefined && patch.nameNe !== before.nameNe) {
      data.nameNe = patch.nameNe;
      facts.nameNeBefore = before.nameNe ?? "";
      facts.nameNeAfter = patch.nameNe ?? "";
    }
    if (patch.position !== undefined && patch.position !== before.position) {
      data.position = patch.position;
      facts.positionBefore = before.position;
      facts.positionAfter = patch.position;
    }
    if (Object.keys(data).length > 0) await tx.category.update({ where: { slug }, data });
    const added: string[] = [];
    const renamed: string[] = [];
    let nextPosition = Math.max(-1, ...before.subcategories.map((sub) => sub.position)) + 1;
    for (const sub of patch.subcategories ?? []) {
      const existing = before.subcategories.find((row) => row.slug === sub.slug);
      if (!existing) {
        await tx.subcategory.create({
          data: {
            categorySlug: slug,
            slug: sub.slug,
            name: sub.name,
            nameNe: sub.nameNe ?? null,
            position: sub.position ?? nextPosition++,
          },
        });
        added.push(sub.slug);
      } else if (
        existing.name !== sub.name ||
        (sub.nameNe !== undefined && sub.nameNe !== existing.nameNe) ||
        (sub.position !== undefined && sub.position !== existing.position)
      ) {
        await tx.subcategory.update({
          where: { categorySlug_slug: { categorySlug: slug, slug: sub.slug } },
          data: {
            name: sub.name,
            ...(sub.nameNe !== undefined ? { nameNe: sub.nameNe } : {}),
            ...(sub.position !== undefined ? { position: sub.position } : {}),
          },
        });
        renamed.push(sub.slug);
      }
    }
    if (added.length > 0) facts.subcategoriesAdded = added.join(", ");
    if (renamed.length > 0) facts.subcategoriesChanged = renamed.join(", ");
    if (Object.keys(facts).length === 0) return false;
    await recordAudit(tx, "admin.category_changed", admin, { category: slug, ...facts });
    return true;
  }, TRANSACTION_OPTIONS);
  return { category: await findAdminCategory(db, slug), changed };
}

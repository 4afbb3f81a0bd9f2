// Seeds the store: categories, brands, shipping methods, the catalogue and the admin account. Idempotent:
// what exists is kept (products by slug, reviews only with a new product, the admin's password never reset).
// Safe when two store processes seed one PostgreSQL database at once (replicas starting together): the seed
// runs in one transaction that first takes a transaction-level advisory lock, so the second waits, then finds
// everything there and adds nothing. On SQLite the store's transactions already run one at a time.
import bcrypt from "bcryptjs";
import { CATEGORIES } from "@store/shared/categories";
import { unitPrice } from "@store/shared/pricing";
import { BRANDS, PRODUCTS, SHIPPING_METHODS } from "../../../prisma/seed/catalogue.ts";
import { dialectOf, type Database, type Transaction } from "./client.ts";
import { BCRYPT_COST } from "../modules/auth/service.ts";
import { deriveProductFields } from "../modules/catalog/variants.ts";

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  return (await db.product.count()) === 0;
}

async function seedTaxonomy(db: Transaction) {
  for (const [position, category] of CATEGORIES.entries()) {
    await db.category.upsert({
      where: { slug: category.slug },
      create: { slug: category.slug, name: category.name, nameNe: category.nameNe, position },
      update: { name: category.name, nameNe: category.nameNe, position },
    });
    for (const [subPosition, sub] of category.subcategories.entries()) {
      await db.subcategory.upsert({
        where: { categorySlug_slug: { categorySlug: category.slug, slug: sub.slug } },
        create: {
          categorySlug: category.slug,
          slug: sub.slug,
          name: sub.name,
          nameNe: sub.nameNe,
          position: subPosition,
        },
        update: { name: sub.name, nameNe: sub.nameNe, position: subPosition },
      });
    }
  }
  for (const brand of BRANDS) {
    const logo = `/media/brands/${brand.slug}.svg`;
    await db.brand.upsert({
      where: { slug: brand.slug },
      create: { slug: brand.slug, name: brand.name, logo },
      update: { name: brand.name, logo },
    });
  }
  for (const [position, { valley, remote, ...method }] of SHIPPING_METHODS.entries()) {
    const { id } = await db.shippingMethod.upsert({
      where: { company_name: { company: method.company, name: method.name } },
      create: { ...method, position },
      update: { ...method, position },
    });
    const other = { cost: method.cost, minDays: method.minDays, maxDays: method.maxDays };
    for (const [zone, rate] of Object.entries({ valley, other, remote })) {
      await db.shippingRate.upsert({
        where: { methodId_zone: { methodId: id, zone } },
        create: { methodId: id, zone, ...rate },
        update: rate,
      });
    }
  }
}

/** A seeded product's fields as its variants make them (the one derivation the store has). */
function derivedFields(product: (typeof PRODUCTS)[number]) {
  const variants = product.variants.map((variant) => ({ ...variant, id: variant.sku, archived: false }));
  const derived = deriveProductFields(variants, {
    price: product.price,
    discountedPrice: product.discountedPrice ?? null,
  });
  return {
    price: derived.price,
    discountedPrice: derived.discountedPrice,
    salePrice: derived.salePrice,
    stock: derived.stock,
    colors: JSON.stringify(derived.colors),
    memory: JSON.stringify(derived.memory),
    storage: JSON.stringify(derived.storage),
  };
}

/**
 * Inserts the catalogue's products that are not there yet, with their variants and reviews. Returns how many
 * were new.
 */
async function seedProducts(db: Transaction): Promise<number> {
  const existing = new Set((await db.product.findMany({ select: { slug: true } })).map((row) => row.slug));
  const brandIds = new Map(
    (await db.brand.findMany({ select: { id: true, slug: true } })).map((b) => [b.slug, b.id]),
  );
  const fresh = PRODUCTS.filter((product) => !existing.has(product.slug));
  if (fresh.length === 0) return 0;
  await db.product.createMany({
    data: fresh.map((product) => ({
      name: product.name,
      nameNe: product.nameNe,
      title: product.name,
      slug: product.slug,
      categorySlug: product.category,
      subcategorySlug: product.sub,
      brandId: brandIds.get(product.brand) ?? missingBrand(product.brand),
      ...derivedFields(product),
      images: JSON.stringify(product.images),
      description: product.description,
      specifications: JSON.stringify(product.specifications),
      rating: product.rating,
      reviewCount: product.reviews.length,
      ratingsCount: product.reviews.length,
      weight: product.weight,
      dimensions: product.dimensions,
      featured: product.featured ?? false,
      soldCount: product.soldCount,
      createdAt: product.createdAt,
    })),
  });
  const ids = new Map(
    (
      await db.product.findMany({
        where: { slug: { in: fresh.map((product) => product.slug) } },
        select: { id: true, slug: true },
      })
    ).map((row) => [row.slug, row.id]),
  );
  await db.productVariant.createMany({
    data: fresh.flatMap((product) =>
      product.variants.map((variant) => ({
        ...variant,
        productId: ids.get(product.slug)!,
        salePrice: unitPrice(variant),
        createdAt: product.createdAt,
      })),
    ),
  });
  await db.review.createMany({
    data: fresh.flatMap((product) =>
      product.reviews.map((review) => ({ ...review, productId: ids.get(product.slug)! })),
    ),
  });
  return fresh.length;
}

function missingBrand(slug: string): never {
  throw new Error(`The catalogue names a brand that is not seeded: ${slug}`);
}

async function adminExists(db: Database | Transaction, email: string): Promise<boolean> {
  return (await db.user.findUnique({ where: { email }, select: { id: true } })) !== null;
}

/** Any number: it only has to be the same in every process that seeds (and unlike prisma's migrate lock). */
const SEED_LOCK = 4_611_686_018_427_387_001n;

export async function seedDatabase(
  db: Database,
  admin: { email: string; password: string },
): Promise<{ created: boolean }> {
  const email = admin.email.toLowerCase();
  // Hashing is slow on purpose: done before the transaction, and only when the admin is not there yet.
  const passwordHash = (await adminExists(db, email)) ? null : await bcrypt.hash(admin.password, BCRYPT_COST);
  const added = await db.$transaction(
    async (transaction) => {
      // executeRaw: the answer (of type void) is not a value the PostgreSQL adapter can read.
      if (dialectOf(db) === "postgresql")
        await transaction.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      await seedTaxonomy(transaction);
      const products = await seedProducts(transaction);
      if (passwordHash && !(await adminExists(transaction, email))) {
        await transaction.user.create({ data: { email, name: "Store Admin", role: "admin", passwordHash } });
      }
      return products;
    },
    { timeout: 60_000 },
  );
  return { created: added > 0 };
}

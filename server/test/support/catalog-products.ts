// Test products written straight through Prisma, as an admin tool or an import would write them.
import type { Database } from "../../src/db/client.ts";
import type { Prisma } from "../../src/generated/prisma/client.ts";
import { refreshProducts } from "../../src/modules/catalog/variants.ts";

let made = 0;

export type ProductFixture = Partial<Omit<Prisma.ProductUncheckedCreateInput, "brandId" | "salePrice">> & {
  name: string;
  brandSlug?: string;
};

/** Each option list of a fixture (JSON text, as the product keeps it). */
function listOf(json: string | undefined): string[] {
  return json ? (JSON.parse(json) as string[]) : [];
}

/**
 * Adds a product (electronics/smartphone by Samsung unless told otherwise) with a variant per combination of its
 * colours x memory x storage (one without options when it has none), each at the product's price, its stock
 * split over them (the remainder to the first). The product's own price and stock columns then derive from the
 * variants, as the store keeps them.
 */
export async function addProduct(db: Database, fixture: ProductFixture) {
  const { brandSlug = "samsung", ...fields } = fixture;
  const brand = await db.brand.findUniqueOrThrow({ where: { slug: brandSlug }, select: { id: true } });
  made += 1;
  const price = fields.price ?? 10_000;
  const discountedPrice = fields.discountedPrice ?? null;
  const stock = fields.stock ?? 5;
  const slug = `${fields.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-t${made}`;
  const product = await db.product.create({
    data: {
      slug,
      categorySlug: "electronics",
      subcategorySlug: "smartphone",
      ...fields,
      stock,
      price,
      discountedPrice,
      salePrice: discountedPrice ?? price,
      brandId: brand.id,
    },
  });
  const axis = (values: string[]) => (values.length > 0 ? values : [""]);
  const combinations = axis(listOf(fields.colors)).flatMap((color) =>
    axis(listOf(fields.memory)).flatMap((memory) =>
      axis(listOf(fields.storage)).map((storage) => ({ color, memory, storage })),
    ),
  );
  await db.productVariant.createMany({
    data: combinations.map((options, position) => ({
      ...options,
      productId: product.id,
      sku: `${slug}-${position + 1}`.toUpperCase(),
      price,
      discountedPrice,
      salePrice: discountedPrice !== null && discountedPrice < price ? discountedPrice : price,
      stock: Math.floor(stock / combinations.length) + (position === 0 ? stock % combinations.length : 0),
      position,
    })),
  });
  await refreshProducts(db, [product.id]);
  return db.product.findUniqueOrThrow({ where: { id: product.id } });
}

/** A product's variants on sale, in the order its page offers them. */
export function variantsOf(db: Database, productId: string) {
  return db.productVariant.findMany({
    where: { productId, archived: false },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
}

/** The variant a line without options means: the product's first. */
export async function firstVariant(db: Database, productId: string) {
  const [variant] = await variantsOf(db, productId);
  if (!variant) throw new Error(`product ${productId} has no variant on sale`);
  return variant;
}

/**
 * Gives a product exactly `stock` items, all of its first variant (the one a line without options buys), the
 * others none, as a merchant's stock count would set them; the product's stock follows.
 */
export async function setStock(db: Database, productId: string, stock: number) {
  const first = await firstVariant(db, productId);
  await db.$transaction(async (tx) => {
    await tx.productVariant.updateMany({ where: { productId }, data: { stock: 0 } });
    await tx.productVariant.update({ where: { id: first.id }, data: { stock } });
    await refreshProducts(tx, [productId]);
  });
  return first;
}

/** Words of a text as the search index sees them, to check "every word matched" without trusting the server. */
export function indexWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

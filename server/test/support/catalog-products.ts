// Test products written straight through Prisma, as an admin tool or an import would write them.
import type { Database } from "../../src/db/client.ts";
import type { Prisma } from "../../src/generated/prisma/client.ts";

let made = 0;

export type ProductFixture = Partial<Omit<Prisma.ProductUncheckedCreateInput, "brandId" | "salePrice">> & {
  name: string;
  brandSlug?: string;
};

/** Adds a product (electronics/smartphone by Samsung unless told otherwise), keeping salePrice as the seed does. */
export async function addProduct(db: Database, fixture: ProductFixture) {
  const { brandSlug = "samsung", ...fields } = fixture;
  const brand = await db.brand.findUniqueOrThrow({ where: { slug: brandSlug }, select: { id: true } });
  made += 1;
  const price = fields.price ?? 10_000;
  const discountedPrice = fields.discountedPrice ?? null;
  const slug = `${fields.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-t${made}`;
  return db.product.create({
    data: {
      slug,
      categorySlug: "electronics",
      subcategorySlug: "smartphone",
      stock: 5,
      ...fields,
      price,
      discountedPrice,
      salePrice: discountedPrice ?? price,
      brandId: brand.id,
    },
  });
}

/** Words of a text as the search index sees them, to check "every word matched" without trusting the server. */
export function indexWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

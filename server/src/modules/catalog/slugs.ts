// Addresses made from names: a product's (unique among products) and a brand's.
import type { Database, Transaction } from "../../db/client.ts";

/** An address from a name: lower-case words joined by hyphens, at most 80 characters ("product" for none). */
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

/** A product's address from its name, made unique with -2, -3... (`taken`: addresses this write has given). */
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

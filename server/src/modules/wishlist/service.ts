// The wishlist: a guest's by session id, a signed-in shopper's own when a token is sent.
import type { WishlistEntry } from "@store/shared/cart";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http-error.ts";
import { parseTextList, primaryImage } from "../catalog/json-columns.ts";
import type { Owner } from "../cart/owner.ts";
import { productPictures } from "../media/picture-urls.ts";

const entryInclude = {
  product: {
    select: {
      id: true,
      name: true,
      slug: true,
      categorySlug: true,
      subcategorySlug: true,
      images: true,
      rating: true,
      reviewCount: true,
      price: true,
      discountedPrice: true,
      stock: true,
      brand: { select: { name: true } },
    },
  },
} as const;

const ownedBy = (owner: Owner) => (owner.userId ? { userId: owner.userId } : { sessionId: owner.sessionId });

export async function listWishlist(db: Database, owner: Owner): Promise<WishlistEntry[]> {
  const entries = await db.wishlistEntry.findMany({
    where: { ...ownedBy(owner), product: { archivedAt: null } },
    include: entryInclude,
    orderBy: [{ addedAt: "desc" }, { id: "asc" }],
  });
  return entries.map(({ product, addedAt }) => {
    const images = productPictures(parseTextList(product.images), product.subcategorySlug);
    return {
      product: {
        _id: product.id,
        name: product.name,
        primaryImage: primaryImage(images),
        images: images.map((url) => ({ url })),
        rating: product.rating,
        averageRating: product.rating,
        reviewCount: product.reviewCount,
        price: product.price,
        discountedPrice: product.discountedPrice,
        brand: product.brand.name,
        category: product.categorySlug,
        slug: product.slug,
        isInStock: product.stock > 0,
      },
      addedAt: addedAt.toISOString(),
    };
  });
}

/** Adds the product, or takes it off when it is already there. */
export async function toggleWishlist(
  db: Database,
  owner: Owner,
  productId: string,
): Promise<"added" | "removed"> {
  return db.$transaction(async (tx) => {
    const product = await tx.product.findUnique({ where: { id: productId }, select: { archivedAt: true } });
    if (!product || product.archivedAt !== null) {
      throw notFound("product.not_found", "Product not found");
    }
    const removed = await tx.wishlistEntry.deleteMany({ where: { ...ownedBy(owner), productId } });
    if (removed.count > 0) return "removed";
    await tx.wishlistEntry.create({ data: { ...ownedBy(owner), productId } });
    return "added";
  });
}

export async function removeFromWishlist(db: Database, owner: Owner, productId: string): Promise<void> {
  const removed = await db.wishlistEntry.deleteMany({ where: { ...ownedBy(owner), productId } });
  if (removed.count === 0) throw notFound("wishlist.item_not_found", "This product is not in your wishlist");
}

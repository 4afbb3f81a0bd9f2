// Verified reviews (docs/guides/reviews.md): a shopper with a paid or delivered order of a product writes one
// review of it, edits or deletes it; staff hide one with a reason. Every change recomputes the product's rating
// and counts in the same transaction, from the reviews that show (hidden ones do not count).
import { HELD_PAYMENT_STATUSES } from "@store/shared/order-facts";
import type { OwnReview, ReviewBody, ReviewPatchBody, ReviewSummary } from "@store/shared/reviews";
import type { Database, Transaction } from "../../db/client.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { conflict, forbidden, notFound } from "../../http-error.ts";

export const ownReviewSelect = {
  id: true,
  author: true,
  rating: true,
  comment: true,
  verified: true,
  hiddenAt: true,
  createdAt: true,
  editedAt: true,
} satisfies Prisma.ReviewSelect;
type OwnReviewRow = Prisma.ReviewGetPayload<{ select: typeof ownReviewSelect }>;

export function presentOwnReview(row: OwnReviewRow): OwnReview {
  return {
    _id: row.id,
    author: row.author,
    rating: row.rating,
    comment: row.comment,
    date: row.createdAt.toISOString(),
    verified: row.verified,
    hidden: row.hiddenAt !== null,
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

const productNotFound = () => notFound("product.not_found", "Product not found");
const noReview = () => notFound("review.not_found", "You have not reviewed this product");

function isDuplicate(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** Whether the account has a paid or delivered order holding the product. */
export async function hasBought(db: Database | Transaction, userId: string, productId: string) {
  const line = await db.orderItem.findFirst({
    where: {
      productId,
      // A payment that went through (a partial refund still leaves a purchase); a delivered order counts
      // whatever its payment (cash on delivery before the cash is recorded).
      order: { userId, OR: [{ paymentStatus: { in: [...HELD_PAYMENT_STATUSES] } }, { status: "delivered" }] },
    },
    select: { id: true },
  });
  return line !== null;
}

/**
 * Takes the product's row lock for the rest of the transaction (a no-op write), so two reviews of one product
 * recompute its rating one after the other and neither count misses the other's review (PostgreSQL's READ
 * COMMITTED; SQLite runs one writer at a time anyway). False when the product is not on sale.
 */
async function lockProduct(tx: Transaction, productId: string): Promise<boolean> {
  const locked = await tx.product.updateMany({
    where: { id: productId, archivedAt: null },
    data: { reviewCount: { increment: 0 } },
  });
  return locked.count === 1;
}

/** The product's rating (one decimal, as seeded) and counts from the reviews that show; written to its row. */
export async function refreshProductRating(tx: Transaction, productId: string): Promise<ReviewSummary> {
  const totals = await tx.review.aggregate({
    where: { productId, hiddenAt: null },
    _avg: { rating: true },
    _count: { _all: true },
  });
  const count = totals._count._all;
  const rating = count ? Math.round((totals._avg.rating ?? 0) * 10) / 10 : 0;
  await tx.product.update({
    where: { id: productId },
    data: { rating, reviewCount: count, ratingsCount: count },
  });
  return { rating, reviewCount: count, ratingsCount: count };
}

/** A product on sale by id (archived products take no reviews). */
async function productOnSale(db: Database, productId: string) {
  const product = await db.product.findFirst({
    where: { id: productId, archivedAt: null },
    select: { id: true },
  });
  if (!product) throw productNotFound();
}

/** The shopper's review of the product (null when none) and whether they may write one. */
export async function myReview(db: Database, userId: string, productId: string) {
  await productOnSale(db, productId);
  const [row, bought] = await Promise.all([
    db.review.findUnique({
      where: { productId_userId: { productId, userId } },
      select: ownReviewSelect,
    }),
    hasBought(db, userId, productId),
  ]);
  return { review: row && presentOwnReview(row), canReview: bought && row === null };
}

export async function writeReview(db: Database, userId: string, productId: string, body: ReviewBody) {
  await productOnSale(db, productId);
  if (!(await hasBought(db, userId, productId)))
    throw forbidden("review.not_purchased", "Only shoppers who bought this product can review it");
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true } });
  try {
    return await db.$transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) throw productNotFound();
      const existing = await tx.review.findUnique({
        where: { productId_userId: { productId, userId } },
        select: { id: true },
      });
      if (existing) throw alreadyWritten();
      const row = await tx.review.create({
        data: {
          productId,
          userId,
          author: user.name,
          rating: body.rating,
          comment: body.comment,
          verified: true,
        },
        select: ownReviewSelect,
      });
      return { review: presentOwnReview(row), product: await refreshProductRating(tx, productId) };
    });
  } catch (error) {
    // Two requests of one shopper at once: the unique (productId, userId) index lets one through.
    if (isDuplicate(error)) throw alreadyWritten();
    throw error;
  }
}

const alreadyWritten = () =>
  conflict("review.already_written", "You have already reviewed this product: edit your review instead");

export async function editReview(db: Database, userId: string, productId: string, patch: ReviewPatchBody) {
  await productOnSale(db, productId);
  return db.$transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw productNotFound();
    const changed = await tx.review.updateMany({
      where: { productId, userId },
      data: {
        ...(patch.rating !== undefined ? { rating: patch.rating } : {}),
        ...(patch.comment !== undefined ? { comment: patch.comment } : {}),
        editedAt: new Date(),
      },
    });
    if (changed.count === 0) throw noReview();
    const row = await tx.review.findUniqueOrThrow({
      where: { productId_userId: { productId, userId } },
      select: ownReviewSelect,
    });
    return { review: presentOwnReview(row), product: await refreshProductRating(tx, productId) };
  });
}

export async function deleteReview(db: Database, userId: string, productId: string) {
  await productOnSale(db, productId);
  return db.$transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw productNotFound();
    const removed = await tx.review.deleteMany({ where: { productId, userId } });
    if (removed.count === 0) throw noReview();
    return { product: await refreshProductRating(tx, productId) };
  });
}

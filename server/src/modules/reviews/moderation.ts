// Moderation (staff and admins, /api/admin/reviews): every review, hidden ones too, and hiding or showing one
// again with a reason. A hidden review leaves the product page and its rating at once, in the same transaction
// as the change and its audit event.
import type { AdminReview, AdminReviewListQuery, REVIEW_VISIBILITIES } from "@store/shared/admin/reviews";
import type { Database } from "../../db/client.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { notFound } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { refreshProductRating } from "./service.ts";
import { newestFirst, readPage } from "../../db/page.ts";

const adminReviewSelect = {
  id: true,
  author: true,
  rating: true,
  comment: true,
  verified: true,
  hiddenAt: true,
  hiddenReason: true,
  createdAt: true,
  editedAt: true,
  product: { select: { id: true, name: true, slug: true, categorySlug: true } },
  user: { select: { id: true, email: true } },
} satisfies Prisma.ReviewSelect;
type AdminReviewRow = Prisma.ReviewGetPayload<{ select: typeof adminReviewSelect }>;

function presentAdminReview(row: AdminReviewRow): AdminReview {
  return {
    _id: row.id,
    product: {
      _id: row.product.id,
      name: row.product.name,
      slug: row.product.slug,
      category: row.product.categorySlug,
    },
    user: row.user && { _id: row.user.id, email: row.user.email ?? "" },
    author: row.author,
    rating: row.rating,
    comment: row.comment,
    verified: row.verified,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

const VISIBILITY_FILTER: Record<(typeof REVIEW_VISIBILITIES)[number], Prisma.ReviewWhereInput> = {
  all: {},
  visible: { hiddenAt: null },
  hidden: { hiddenAt: { not: null } },
};

/** Newest first, filtered by visibility and product. */
export async function listReviewsForAdmin(db: Database, query: AdminReviewListQuery) {
  const where: Prisma.ReviewWhereInput = {
    ...VISIBILITY_FILTER[query.visibility],
    ...(query.productId ? { productId: query.productId } : {}),
  };
  const { rows, ...place } = await readPage(
    query,
    () => db.review.count({ where }),
    (window) => db.review.findMany({ where, select: adminReviewSelect, orderBy: newestFirst(), ...window }),
    { emptyIsOnePage: true },
  );
  return { reviews: rows.map(presentAdminReview), ...place };
}

/**
 * Hides (`hidden: true`) or shows again one review; answers it and whether anything changed (hiding a hidden
 * review changes nothing and records nothing).
 */
export async function setReviewHidden(
  db: Database,
  reviewId: string,
  hidden: boolean,
  reason: string,
  moderator: AuditContext,
): Promise<{ review: AdminReview; changed: boolean }> {
  const changed = await db.$transaction(async (tx) => {
    const before = await tx.review.findUnique({
      where: { id: reviewId },
      select: { productId: true, hiddenAt: true, rating: true },
    });
    if (!before) throw notFound("review.not_found", "No review has this id");
    // The product's row lock first, as a shopper's review takes it: the rating is recomputed in turn.
    await tx.product.update({ where: { id: before.productId }, data: { reviewCount: { increment: 0 } } });
    const written = await tx.review.updateMany({
      where: { id: reviewId, hiddenAt: hidden ? null : { not: null } },
      data: hidden ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: "" },
    });
    if (written.count === 0) return false;
    await refreshProductRating(tx, before.productId);
    await recordAudit(tx, hidden ? "admin.review_hidden" : "admin.review_shown", moderator, {
      reviewId,
      productId: before.productId,
      rating: before.rating,
      reason,
    });
    return true;
  });
  const row = await db.review.findUniqueOrThrow({ where: { id: reviewId }, select: adminReviewSelect });
  return { review: presentAdminReview(row), changed };
}

// A shopper's review of a product they bought (docs/guides/reviews.md): one per shopper and product, 1 to 5
// stars and a comment, editable and deletable by its author.
import { z } from "zod";
import { reviewSchema } from "./catalog.ts";

export const REVIEW_COMMENT_MIN = 3;
export const REVIEW_COMMENT_MAX = 2000;

export const reviewRatingSchema = z
  .number({ error: "Rating must be a number from 1 to 5" })
  .int("Rating must be a whole number of stars")
  .min(1, "Rating must be at least 1 star")
  .max(5, "Rating must be at most 5 stars");

/** Stored as plain text exactly as written (trimmed); the page escapes it, nothing turns it into HTML. */
export const reviewCommentSchema = z
  .string({ error: "Comment is required" })
  .trim()
  .min(REVIEW_COMMENT_MIN, `Comment must be at least ${REVIEW_COMMENT_MIN} characters`)
  .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`);

export const reviewBodySchema = z.object({ rating: reviewRatingSchema, comment: reviewCommentSchema });
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** PATCH of one's own review: the stars, the comment or both. */
export const reviewPatchBodySchema = z
  .object({ rating: reviewRatingSchema.optional(), comment: reviewCommentSchema.optional() })
  .refine((body) => body.rating !== undefined || body.comment !== undefined, {
    message: "Give a rating or a comment to change",
  });
export type ReviewPatchBody = z.infer<typeof reviewPatchBodySchema>;

export const reviewProductParamsSchema = z.object({
  id: z.string().trim().min(1, "Product id is required").max(64, "Product id must be at most 64 characters"),
});

/** The shopper's own review: the public fields, and whether staff hid it (then it shows to nobody else). */
export const ownReviewSchema = reviewSchema.extend({
  hidden: z.boolean(),
  editedAt: z.string().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** The product's rating after the change, as its page shows it. */
export const reviewSummarySchema = z.object({
  rating: z.number(),
  reviewCount: z.number().int(),
  ratingsCount: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ review: ownReviewSchema, product: reviewSummarySchema }),
});

/**
 * What the product page needs to offer the form: the shopper's review (null when none) and whether they may write
 * one (a paid or delivered order of the product).
 */
export const myReviewAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ review: ownReviewSchema.nullable(), canReview: z.boolean() }),
});
export type MyReviewState = z.infer<typeof myReviewAnswerSchema>["data"];

export const reviewDeletedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ product: reviewSummarySchema }),
});

// The admin's review moderation: the list of reviews (every product's, hidden ones too) and hiding or showing
// one again with a reason. Staff and admins moderate (the /api/admin prefix's guard).
import { z } from "zod";
import { pageAnswerSchema, pageQueryFields } from "../paging.ts";

export const REVIEW_VISIBILITIES = ["all", "visible", "hidden"] as const;

export const adminReviewListQuerySchema = z.object({
  visibility: z
    .enum(REVIEW_VISIBILITIES, { error: `Visibility must be one of ${REVIEW_VISIBILITIES.join(", ")}` })
    .default("all"),
  productId: z.string().trim().max(64, "Product id must be at most 64 characters").optional(),
  ...pageQueryFields(20),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), slug: z.string(), category: z.string() }),
  /** The account that wrote it (null for a seeded review or a deleted account). */
  user: z.object({ _id: z.string(), email: z.string() }).nullable(),
  author: z.string(),
  rating: z.number().int(),
  /** Plain text as written: the admin shows it escaped, like the storefront. */
  comment: z.string(),
  verified: z.boolean(),
  hidden: z.boolean(),
  hiddenReason: z.string(),
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListAnswerSchema = pageAnswerSchema("reviews", adminReviewSchema);

export const reviewIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** POST /api/admin/reviews/:id/hide: why, for the audit log and the other moderators. */
export const adminReviewHideBodySchema = z.object({
  reason: z
    .string({ error: "Reason is required" })
    .trim()
    .min(3, "Reason must be at least 3 characters")
    .max(300, "Reason must be at most 300 characters"),
});
export type AdminReviewHideBody = z.infer<typeof adminReviewHideBodySchema>;

export const adminReviewChangedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ review: adminReviewSchema }),
});

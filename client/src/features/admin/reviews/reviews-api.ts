// Review moderation: the list, and hiding or showing one review.
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import { adminApi, pagedList } from "../admin-api.ts";
import type { AdminReview, ReviewsPage, ReviewsQuery } from "../admin-types.ts";

const reviewsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminReviews: build.query<ReviewsPage, ReviewsQuery>(pagedList("/admin/reviews", "AdminReview")),
    /** Hides or shows again one review; the product's page and rating change with it. */
    moderateReview: build.mutation<
      { message: string; review: AdminReview },
      { id: string; productId: string; action: "hide" | "show"; reason: string }
    >({
      query: ({ id, action, reason }) => ({
        url: `/admin/reviews/${encodeURIComponent(id)}/${action}`,
        method: "POST",
        body: { reason },
      }),
      transformResponse: (answer: { message: string; data: { review: AdminReview } }) => ({
        message: answer.message,
        review: answer.data.review,
      }),
      invalidatesTags: (_result, _error, { productId }) => [
        { type: "AdminReview", id: "LIST" },
        { type: "Product", id: productId },
        { type: "Review", id: productId },
        "AdminAudit",
      ],
    }),
  }),
});

export const { useAdminReviewsQuery, useModerateReviewMutation } = reviewsApi;

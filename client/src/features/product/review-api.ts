// A shopper's own review of a product (docs/guides/reviews.md). Each change invalidates the product, so its
// reviews, rating and count are read again at once (the server's catalogue answers move on with the review).
import type { MyReviewState, OwnReview, ReviewSummary } from "@store/shared/reviews";
import { baseApi } from "../../api/base-api.ts";

interface ReviewChange {
  productId: string;
  rating?: number;
  comment?: string;
}

const changed = (_answer: unknown, _error: unknown, { productId }: { productId: string }) => [
  { type: "Product" as const, id: productId },
  { type: "Review" as const, id: productId },
];

export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myReview: build.query<MyReviewState, string>({
      query: (productId) => `/products/${encodeURIComponent(productId)}/reviews/mine`,
      transformResponse: (answer: { data: MyReviewState }) => answer.data,
      providesTags: (_state, _error, productId) => [{ type: "Review", id: productId }],
    }),
    writeReview: build.mutation<{ review: OwnReview; product: ReviewSummary }, ReviewChange>({
      query: ({ productId, ...body }) => ({
        url: `/products/${encodeURIComponent(productId)}/reviews`,
        method: "POST",
        body,
      }),
      transformResponse: (answer: { data: { review: OwnReview; product: ReviewSummary } }) => answer.data,
      invalidatesTags: changed,
    }),
    editReview: build.mutation<{ review: OwnReview; product: ReviewSummary }, ReviewChange>({
      query: ({ productId, ...body }) => ({
        url: `/products/${encodeURIComponent(productId)}/reviews/mine`,
        method: "PATCH",
        body,
      }),
      transformResponse: (answer: { data: { review: OwnReview; product: ReviewSummary } }) => answer.data,
      invalidatesTags: changed,
    }),
    deleteReview: build.mutation<{ product: ReviewSummary }, { productId: string }>({
      query: ({ productId }) => ({
        url: `/products/${encodeURIComponent(productId)}/reviews/mine`,
        method: "DELETE",
      }),
      transformResponse: (answer: { data: { product: ReviewSummary } }) => answer.data,
      invalidatesTags: changed,
    }),
  }),
});

export const { useMyReviewQuery, useWriteReviewMutation, useEditReviewMutation, useDeleteReviewMutation } =
  reviewApi;

// Review moderation (staff and admins): every review newest first, filtered by visibility or one product, and
// hiding or showing one again with a reason (docs/guides/reviews.md; GET/POST /api/admin/reviews). Review
// text is shown as text: React escapes it.
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useAdminReviewsQuery, useModerateReviewMutation } from "./reviews-api.ts";
import type { AdminReview } from "../admin-types.ts";
import { choices } from "../components/Choices.tsx";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { FilterSelect, ListFilters } from "../components/ListFilters.tsx";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { dateOnly } from "../orders/order-words.ts";
import { oneOf, useListParams } from "../use-list-params.ts";
import { errorText } from "../../../lib/errors/error-text.ts";

export const REVIEWS_PER_PAGE = 20;
const VISIBILITIES = ["all", "visible", "hidden"] as const;
const VISIBILITY_LABELS: Record<(typeof VISIBILITIES)[number], string> = {
  all: "All reviews",
  visible: "Shown on the store",
  hidden: "Hidden",
};

export function ReviewVisibility({ review }: { review: AdminReview }) {
  return review.hidden ? (
    <>
      <span className="admin-badge admin-badge-bad">Hidden</span>
      {review.hiddenReason && <span className="admin-secondary"> {review.hiddenReason}</span>}
    </>
  ) : (
    <span className="admin-badge admin-badge-good">Shown</span>
  );
}

/** Hide or show one review: a reason is asked for first, then the server's answer is read out. */
function ModerateReview({ review }: { review: AdminReview }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [moderate, moderating] = useModerateReviewMutation();
  const action = review.hidden ? "show" : "hide";
  const verb = review.hidden ? "Show again" : "Hide";
  const fieldId = `review-reason-${review._id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    if (reason.trim().length < 3) {
      setFailure("Reason must be at least 3 characters");
      return;
    }
    try {
      const answer = await moderate({
        id: review._id,
        productId: review.product._id,
        action,
        reason: reason.trim(),
      }).unwrap();
      setDone(answer.message);
      setOpen(false);
      setReason("");
    } catch (error) {
      setFailure(errorText(error, "The review could not be changed. Please try again.", "en"));
    }
  }

  return (
    <div className="admin-review-moderation">
      {open ? (
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={fieldId}>{review.hidden ? "Why show it again?" : "Why hide it?"}</label>
            <input
              id={fieldId}
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <button type="submit" className="button primary" disabled={moderating.isLoading}>
            {moderating.isLoading ? "Saving…" : verb}
          </button>{" "}
          <button type="button" className="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button"
          aria-label={`${verb}: review by ${review.author} of ${review.product.name}`}
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          {verb}
        </button>
      )}
      <FormOutcome done={done} failure={failure} />
    </div>
  );
}

const COLUMNS: Column<AdminReview>[] = [
  { header: "Date", cell: (review) => <time dateTime={review.createdAt}>{dateOnly(review.createdAt)}</time> },
  {
    header: "Product",
    cell: (review) => (
      <Link to={`/admin/reviews?productId=${encodeURIComponent(review.product._id)}`}>
        {review.product.name}
      </Link>
    ),
  },
  {
    header: "Author",
    cell: (review) => (
      <>
        {review.author}
        {review.user && (
          <>
            <br />
            <span className="admin-secondary admin-review-email">{review.user.email}</span>
          </>
        )}
      </>
    ),
  },
  {
    header: "Rating",
    cell: (review) => (
      <span role="img" aria-label={`${review.rating} out of 5 stars`}>
        {"★".repeat(review.rating)}
        {"☆".repeat(5 - review.rating)}
      </span>
    ),
  },
  {
    header: "Comment",
    cell: (review) => (
      <>
        <span className="admin-review-comment">{review.comment}</span>
        {review.verified && (
          <>
            <br />
            <span className="admin-secondary">Verified purchase</span>
          </>
        )}
      </>
    ),
  },
  { header: "Status", cell: (review) => <ReviewVisibility review={review} /> },
  { header: "Action", cell: (review) => <ModerateReview review={review} /> },
];

export default function ReviewsPage() {
  const { page, params, update, table } = useListParams();
  const visibility = oneOf(params.get("visibility"), VISIBILITIES) ?? "all";
  const productId = params.get("productId") ?? "";
  const reviews = useAdminReviewsQuery({
    visibility,
    productId: productId || undefined,
    page,
    limit: REVIEWS_PER_PAGE,
  });
  const productName = productId ? reviews.currentData?.reviews[0]?.product.name : undefined;
  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title">Reviews</h1>
      {productId && (
        <p>
          Reviews of {productName ?? "one product"}.{" "}
          <button type="button" className="link-button" onClick={() => update({ productId: undefined })}>
            Show every product&apos;s reviews
          </button>
        </p>
      )}
      <DataTable
        caption="Reviews"
        columns={COLUMNS}
        {...table(reviews, (answer) => answer.reviews)}
        emptyMessage="No reviews match."
        filters={
          <ListFilters>
            <FilterSelect
              id="review-visibility"
              label="Show"
              value={visibility}
              options={choices(VISIBILITIES, (value) => VISIBILITY_LABELS[value])}
              all={false}
              onChange={(value) => update({ visibility: value === "all" ? undefined : value })}
            />
          </ListFilters>
        }
      />
    </section>
  );
}

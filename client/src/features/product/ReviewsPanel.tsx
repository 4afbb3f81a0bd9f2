// The product page's reviews tab: the rating summary, the shopper's own review (write, edit, delete) and every
// review that shows, each with its stars, date and "Verified purchase" when a buyer wrote it. Review text is
// rendered as text (React escapes it): it is never HTML.
import { useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import type { Product } from "@store/shared/catalog";
import type { OwnReview } from "@store/shared/reviews";
import { errorMessage } from "../../api/base-api.ts";
import { useAppSelector } from "../../app/hooks.ts";
import {
  useDeleteReviewMutation,
  useEditReviewMutation,
  useMyReviewQuery,
  useWriteReviewMutation,
} from "./review-api.ts";
import "./reviews.css";

/** The server's limits (shared/src/reviews.ts), spelled here so the product page does not load zod. */
const COMMENT_MIN = 3;
const COMMENT_MAX = 2000;
const STARS = [1, 2, 3, 4, 5] as const;

const starWord = (count: number) => `${count} ${count === 1 ? "star" : "stars"}`;

function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {"★".repeat(whole)}
      {"☆".repeat(5 - whole)}
    </span>
  );
}

const shownDate = (iso: string) => new Date(iso).toLocaleDateString("en-GB");

export function ReviewsPanel({ product }: { product: Product }) {
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const { pathname } = useLocation();
  return (
    <div className="reviews-panel">
      <p className="rating-summary">
        <Stars rating={product.rating} />{" "}
        {product.reviewCount > 0
          ? `${product.rating.toFixed(1)} out of 5 · ${product.reviewCount} ${product.reviewCount === 1 ? "review" : "reviews"}`
          : "No ratings yet"}
      </p>
      {signedIn ? (
        <MyReview productId={product._id} />
      ) : (
        <p className="review-sign-in">
          <Link to={`/login?next=${encodeURIComponent(pathname)}`}>Sign in</Link> to write a review of a
          product you bought.
        </p>
      )}
      {product.reviews.length === 0 ? (
        <p>No reviews yet. Be the first to review this product!</p>
      ) : (
        <ul className="reviews">
          {product.reviews.map((review) => (
            <li key={review._id}>
              <p className="review-head">
                <strong>{review.author}</strong> <Stars rating={review.rating} />{" "}
                <time dateTime={review.date}>{shownDate(review.date)}</time>
                {review.verified && <span className="verified-purchase">Verified purchase</span>}
              </p>
              <p className="review-comment">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MyReview({ productId }: { productId: string }) {
  const { data, isLoading, isError, refetch } = useMyReviewQuery(productId);
  const [writeReview, writing] = useWriteReviewMutation();
  const [editReview, editing] = useEditReviewMutation();
  const [deleteReview, deleting] = useDeleteReviewMutation();
  const [mode, setMode] = useState<"view" | "edit" | "confirm-delete">("view");
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");

  if (isLoading) return <p role="status">Loading your review…</p>;
  if (isError || !data)
    return (
      <p role="alert" className="form-error">
        Your review could not be loaded.{" "}
        <button type="button" className="link-button" onClick={() => refetch()}>
          Try again
        </button>
      </p>
    );

  const status = notice ? (
    <p role="status" className="notice">
      {notice}
    </p>
  ) : null;

  if (data.review && mode === "edit") {
    return (
      <ReviewForm
        title="Edit your review"
        initial={data.review}
        submitLabel="Save changes"
        saving={editing.isLoading}
        onCancel={() => setMode("view")}
        onSubmit={async (rating, comment) => {
          await editReview({ productId, rating, comment }).unwrap();
          setMode("view");
          setNotice("Your review has been updated.");
        }}
      />
    );
  }
  if (data.review) {
    return (
      <section className="my-review" aria-labelledby="my-review-title">
        <h3 id="my-review-title">Your review</h3>
        {status}
        <p className="review-head">
          <Stars rating={data.review.rating} />{" "}
          <time dateTime={data.review.date}>{shownDate(data.review.date)}</time>
          {data.review.verified && <span className="verified-purchase">Verified purchase</span>}
        </p>
        <p className="review-comment">{data.review.comment}</p>
        {data.review.hidden && (
          <p className="review-hidden-note">
            The store has hidden this review: other shoppers do not see it and it does not count in the
            rating.
          </p>
        )}
        {failure && (
          <p role="alert" className="form-error">
            {failure}
          </p>
        )}
        {mode === "confirm-delete" ? (
          <div className="review-actions" role="group" aria-label="Delete your review?">
            <span>Delete your review?</span>
            <button
              type="button"
              className="button"
              disabled={deleting.isLoading}
              onClick={async () => {
                setFailure("");
                try {
                  await deleteReview({ productId }).unwrap();
                  setMode("view");
                  setNotice("Your review has been deleted.");
                } catch (error) {
                  setFailure(errorMessage(error, "Your review could not be deleted. Please try again."));
                }
              }}
            >
              {deleting.isLoading ? "Deleting…" : "Yes, delete"}
            </button>
            <button type="button" className="button" onClick={() => setMode("view")}>
              Keep it
            </button>
          </div>
        ) : (
          <div className="review-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setNotice("");
                setMode("edit");
              }}
            >
              Edit review
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setNotice("");
                setMode("confirm-delete");
              }}
            >
              Delete review
            </button>
          </div>
        )}
      </section>
    );
  }
  if (!data.canReview)
    return (
      <>
        {status}
        <p className="review-buyers-only">Only shoppers who bought this product can review it.</p>
      </>
    );
  return (
    <>
      {status}
      <ReviewForm
        title="Write a review"
        submitLabel="Submit review"
        saving={writing.isLoading}
        onSubmit={async (rating, comment) => {
          await writeReview({ productId, rating, comment }).unwrap();
          setNotice("Thank you! Your review has been posted.");
        }}
      />
    </>
  );
}

interface ReviewFormProps {
  title: string;
  initial?: OwnReview;
  submitLabel: string;
  saving: boolean;
  onSubmit(rating: number, comment: string): Promise<void>;
  onCancel?(): void;
}

function ReviewForm({ title, initial, submitLabel, saving, onSubmit, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const [fields, setFields] = useState<{ rating?: string; comment?: string }>({});
  const [failure, setFailure] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = comment.trim();
    const problems = {
      ...(rating ? {} : { rating: "Please choose a rating from 1 to 5 stars" }),
      ...(text.length < COMMENT_MIN
        ? { comment: `Comment must be at least ${COMMENT_MIN} characters` }
        : text.length > COMMENT_MAX
          ? { comment: `Comment must be at most ${COMMENT_MAX} characters` }
          : {}),
    };
    setFields(problems);
    setFailure("");
    if (Object.keys(problems).length > 0) return;
    try {
      await onSubmit(rating, text);
    } catch (error) {
      setFailure(errorMessage(error, "Your review could not be saved. Please try again."));
    }
  }

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title">{title}</h3>
      <fieldset className="star-choice" aria-describedby={fields.rating ? "review-rating-error" : undefined}>
        <legend>Your rating</legend>
        {STARS.map((stars) => (
          <label key={stars} className={stars <= rating ? "chosen" : undefined}>
            <input
              type="radio"
              name="review-rating"
              value={stars}
              checked={rating === stars}
              onChange={() => setRating(stars)}
              aria-label={starWord(stars)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </fieldset>
      {fields.rating && (
        <p id="review-rating-error" className="field-error">
          {fields.rating}
        </p>
      )}
      <div className="field">
        <label htmlFor="review-comment">Your review</label>
        <textarea
          id="review-comment"
          rows={4}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={fields.comment ? true : undefined}
          aria-describedby={fields.comment ? "review-comment-error" : "review-comment-hint"}
        />
        {fields.comment ? (
          <p id="review-comment-error" className="field-error">
            {fields.comment}
          </p>
        ) : (
          <p id="review-comment-hint" className="field-hint">
            {COMMENT_MIN} to {COMMENT_MAX} characters.
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <div className="review-actions">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

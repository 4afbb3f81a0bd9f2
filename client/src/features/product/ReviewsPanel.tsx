// The product page's reviews tab: the rating summary, the shopper's own review (write, edit, delete) and every
// review that shows, each with its stars, date and "Verified purchase" when a buyer wrote it. Review text is
// rendered as text (React escapes it): it is never HTML.
import { useState, type FormEvent } from "react";
import { SubmitButton } from "../../components/FormFields.tsx";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { Link, useLocation } from "react-router-dom";
import type { Product } from "@store/shared/catalog";
import type { OwnReview } from "@store/shared/reviews";
import type { Language } from "@store/shared/language";
import { useAppSelector } from "../../app/hooks.ts";
import {
  useDeleteReviewMutation,
  useEditReviewMutation,
  useMyReviewQuery,
  useWriteReviewMutation,
} from "./review-api.ts";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { localDigits } from "../../components/digits.ts";
import { reviewMessages } from "./product-messages.ts";
import "./reviews.css";

/** The server's limits (shared/src/reviews.ts), spelled here so the product page does not load zod. */
const COMMENT_MIN = 3;
const COMMENT_MAX = 2000;
const STARS = [1, 2, 3, 4, 5] as const;

function Stars({ rating }: { rating: number }) {
  const { t, language } = useMessages(reviewMessages);
  const whole = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t("outOfFive", { rating: localDigits(rating, language) })}>
      {"★".repeat(whole)}
      {"☆".repeat(5 - whole)}
    </span>
  );
}

/** Day/month/year, in Devanagari digits on Nepali pages. */
const shownDate = (iso: string, language: Language) =>
  localDigits(new Date(iso).toLocaleDateString("en-GB"), language);

export function ReviewsPanel({ product }: { product: Product }) {
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const { pathname } = useLocation();
  const { t, language } = useMessages(reviewMessages);
  const { number } = useFormat();
  // The sentence marks its link (<link>Sign in</link>), wherever the language puts it.
  const [signInBefore = "", signInLink = "", signInAfter = ""] = t("signInPrompt").split(/<\/?link>/);
  return (
    <div className="reviews-panel">
      <p className="rating-summary">
        <Stars rating={product.rating} />{" "}
        {product.reviewCount > 0
          ? t("summary", {
              rating: localDigits(product.rating.toFixed(1), language),
              count: product.reviewCount,
              shown: number(product.reviewCount),
            })
          : t("noRatings")}
      </p>
      {signedIn ? (
        <MyReview productId={product._id} />
      ) : (
        <p className="review-sign-in">
          {signInBefore}
          <Link to={`/login?next=${encodeURIComponent(pathname)}`}>{signInLink}</Link>
          {signInAfter}
        </p>
      )}
      {product.reviews.length === 0 ? (
        <p>{t("noReviews")}</p>
      ) : (
        <ul className="reviews">
          {product.reviews.map((review) => (
            <li key={review._id}>
              <p className="review-head">
                <strong>{review.author}</strong> <Stars rating={review.rating} />{" "}
                <time dateTime={review.date}>{shownDate(review.date, language)}</time>
                {review.verified && <span className="verified-purchase">{t("verified")}</span>}
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
  const errorText = useErrorMessage();
  const { data, isLoading, isError, refetch } = useMyReviewQuery(productId);
  const [writeReview, writing] = useWriteReviewMutation();
  const [editReview, editing] = useEditReviewMutation();
  const [deleteReview, deleting] = useDeleteReviewMutation();
  const [mode, setMode] = useState<"view" | "edit" | "confirm-delete">("view");
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");
  const { t, language } = useMessages(reviewMessages);

  if (isLoading) return <p role="status">{t("loadingYours")}</p>;
  if (isError || !data)
    return (
      <p role="alert" className="form-error">
        {t("loadFailed")}{" "}
        <button type="button" className="link-button" onClick={() => refetch()}>
          {t("tryAgain")}
        </button>
      </p>
    );

  /** Editing or deleting starts afresh: the last notice goes. */
  const startTo = (next: "edit" | "confirm-delete") => {
    setNotice("");
    setMode(next);
  };
  const status = notice ? (
    <p role="status" className="notice">
      {notice}
    </p>
  ) : null;

  if (data.review && mode === "edit") {
    return (
      <ReviewForm
        title={t("editTitle")}
        initial={data.review}
        submitLabel={t("saveChanges")}
        saving={editing.isLoading}
        onCancel={() => setMode("view")}
        onSubmit={async (rating, comment) => {
          await editReview({ productId, rating, comment }).unwrap();
          setMode("view");
          setNotice(t("updated"));
        }}
      />
    );
  }
  if (data.review) {
    return (
      <section className="my-review" aria-labelledby="my-review-title">
        <h3 id="my-review-title">{t("yourReview")}</h3>
        {status}
        <p className="review-head">
          <Stars rating={data.review.rating} />{" "}
          <time dateTime={data.review.date}>{shownDate(data.review.date, language)}</time>
          {data.review.verified && <span className="verified-purchase">{t("verified")}</span>}
        </p>
        <p className="review-comment">{data.review.comment}</p>
        {data.review.hidden && <p className="review-hidden-note">{t("hiddenNote")}</p>}
        {failure && (
          <p role="alert" className="form-error">
            {failure}
          </p>
        )}
        {mode === "confirm-delete" ? (
          <div className="review-actions" role="group" aria-label={t("confirmDelete")}>
            <span>{t("confirmDelete")}</span>
            <button
              type="button"
              className="button"
              disabled={deleting.isLoading}
              onClick={async () => {
                setFailure("");
                try {
                  await deleteReview({ productId }).unwrap();
                  setMode("view");
                  setNotice(t("deleted"));
                } catch (error) {
                  setFailure(errorText(error, t("deleteFailed")));
                }
              }}
            >
              {deleting.isLoading ? t("deleting") : t("yesDelete")}
            </button>
            <button type="button" className="button" onClick={() => setMode("view")}>
              {t("keepIt")}
            </button>
          </div>
        ) : (
          <div className="review-actions">
            <button type="button" className="button" onClick={() => startTo("edit")}>
              {t("editReview")}
            </button>
            <button type="button" className="button" onClick={() => startTo("confirm-delete")}>
              {t("deleteReview")}
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
        <p className="review-buyers-only">{t("buyersOnly")}</p>
      </>
    );
  return (
    <>
      {status}
      <ReviewForm
        title={t("writeTitle")}
        submitLabel={t("submit")}
        saving={writing.isLoading}
        onSubmit={async (rating, comment) => {
          await writeReview({ productId, rating, comment }).unwrap();
          setNotice(t("posted"));
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
  const errorText = useErrorMessage();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const [fields, setFields] = useState<{ rating?: string; comment?: string }>({});
  const [failure, setFailure] = useState("");
  const { t } = useMessages(reviewMessages);
  const { number } = useFormat();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = comment.trim();
    const problems = {
      ...(rating ? {} : { rating: t("chooseRating") }),
      ...(text.length < COMMENT_MIN
        ? { comment: t("commentMin", { min: number(COMMENT_MIN) }) }
        : text.length > COMMENT_MAX
          ? { comment: t("commentMax", { max: number(COMMENT_MAX) }) }
          : {}),
    };
    setFields(problems);
    setFailure("");
    if (Object.keys(problems).length > 0) return;
    try {
      await onSubmit(rating, text);
    } catch (error) {
      setFailure(errorText(error, t("saveFailed")));
    }
  }

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title">{title}</h3>
      <fieldset className="star-choice" aria-describedby={fields.rating ? "review-rating-error" : undefined}>
        <legend>{t("yourRating")}</legend>
        {STARS.map((stars) => (
          <label key={stars} className={stars <= rating ? "chosen" : undefined}>
            <input
              type="radio"
              name="review-rating"
              value={stars}
              checked={rating === stars}
              onChange={() => setRating(stars)}
              aria-label={t("starCount", { count: stars, shown: number(stars) })}
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
        <label htmlFor="review-comment">{t("yourReview")}</label>
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
            {t("commentHint", { min: number(COMMENT_MIN), max: number(COMMENT_MAX) })}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <div className="review-actions">
        <SubmitButton busy={saving} busyLabel={t("saving")}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t("cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

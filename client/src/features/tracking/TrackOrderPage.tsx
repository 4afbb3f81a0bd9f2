import { useState, type FormEvent } from "react";
import { errorText } from "../../lib/errors/error-text.ts";
import { isLanguage } from "@store/shared/language";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { useDates } from "../../lib/dates.ts";
import { useLazyTrackOrderQuery } from "./tracking-api.ts";
import { trackingMessages } from "./tracking-messages.ts";
import { usePaymentWords } from "../../lib/payment-words/payment-words.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { SubmitButton, TextField } from "../../components/FormFields.tsx";

type TrackingKey = keyof typeof trackingMessages.en;

/**
 * The stages of docs/STOREFRONT.md "States and steps", in order; every stage up to the current one shows as
 * done.
 */
const STAGES: { status: string; label: TrackingKey }[] = [
  { status: "order_placed", label: "stageOrderPlaced" },
  { status: "packaging", label: "stagePackaging" },
  { status: "on_the_road", label: "stageOnTheRoad" },
  { status: "delivered", label: "stageDelivered" },
];

/** The order's status by its key; a status this page does not know is shown as the server sent it. */
const CURRENT_STATUS: Record<string, TrackingKey> = {
  pending: "currentPending",
  processing: "currentProcessing",
  packaging: "currentPackaging",
  on_the_road: "currentOnTheRoad",
  delivered: "currentDelivered",
  cancelled: "currentCancelled",
};

/** The server's refusal, in the page's language where its code is one this page can say itself. */
function refusal(error: unknown, language: string, notFound: string): string {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  if (language !== "en" && code === "order.tracking_not_found") return notFound;
  return errorText(error, notFound, isLanguage(language) ? language : "en");
}

export default function TrackOrderPage() {
  const { t, language } = useMessages(trackingMessages);
  const { rupees, number } = useFormat();
  const dates = useDates();
  const payment = usePaymentWords();
  const [orderId, setOrderId] = useState("");
  const [email, setEmail] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [track, { data, error, isFetching }] = useLazyTrackOrderQuery();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!orderId.trim() || !email.trim()) {
      setFormError(t("fillAllFields"));
      return;
    }
    setFormError(null);
    void track({ orderId: orderId.trim(), email: email.trim() });
  }

  const reached = new Set(data?.activities.map((activity) => activity.status));
  const lastReached = STAGES.reduce((last, stage, index) => (reached.has(stage.status) ? index : last), -1);

  return (
    <section aria-labelledby="track-title" className="track-order">
      <PageMeta title={t("pageTitle")} path="/track-order" noindex />
      <h1 id="track-title">{t("heading")}</h1>
      <form onSubmit={submit} noValidate className="auth-card">
        <TextField id="track-order-id" label={t("orderId")} value={orderId} onValueChange={setOrderId} />
        <TextField
          id="track-email"
          label={t("billingEmail")}
          type="email"
          value={email}
          onValueChange={setEmail}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {error && !formError && (
          <p className="form-error" role="alert">
            {refusal(error, language, t("notFound"))}
          </p>
        )}
        <SubmitButton busy={isFetching} busyLabel={t("tracking")}>
          {t("track")}
        </SubmitButton>
      </form>
      {data && !error && (
        <article aria-labelledby="track-result-title" className="track-result">
          <h2 id="track-result-title">{t("orderHeading", { orderId: data.orderId })}</h2>
          <dl>
            <dt>{t("orderedOn")}</dt>
            <dd>{dates.date(data.orderDate)}</dd>
            <dt>{t("total")}</dt>
            <dd>{rupees(data.totalAmount)}</dd>
            <dt>{t("products")}</dt>
            <dd>{number(data.productCount)}</dd>
            <dt>{t("expectedDelivery")}</dt>
            <dd>{dates.day(data.expectedDelivery)}</dd>
            <dt>{t("status")}</dt>
            <dd>
              {CURRENT_STATUS[data.currentStatus]
                ? t(CURRENT_STATUS[data.currentStatus]!)
                : data.currentStatus.replaceAll("_", " ")}
            </dd>
            <dt>{t("payment")}</dt>
            <dd>
              {payment.methodName(data.payment.method)} · {payment.statusWords(data.payment)}
            </dd>
          </dl>
          {data.trackingNumber && (
            <p className="tracking-number">
              {data.carrier
                ? t("trackingNumberWithCarrier", {
                    trackingNumber: data.trackingNumber,
                    carrier: data.carrier,
                  })
                : t("trackingNumber", { trackingNumber: data.trackingNumber })}
            </p>
          )}
          <ol className="tracking-stages">
            {STAGES.map((stage, index) => {
              const activity = data.activities.find((item) => item.status === stage.status);
              return (
                <li key={stage.status} className={index <= lastReached ? "active" : undefined}>
                  <strong>{t(stage.label)}</strong>
                  {activity && (
                    <span>
                      {" "}
                      {dates.day(activity.date)} {dates.clock(activity.time)}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </article>
      )}
    </section>
  );
}

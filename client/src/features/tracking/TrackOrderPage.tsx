import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { Order } from "@store/shared/checkout";
import { contactOf } from "./tracking-contact.ts";
import { errorText } from "../../lib/errors/error-text.ts";
import { isLanguage } from "@store/shared/language";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { useDates } from "../../lib/dates.ts";
import { useLazyTrackOrderQuery } from "./tracking-api.ts";
import { trackingMessages } from "./tracking-messages.ts";
import { usePaymentWords } from "../../lib/payment-words/payment-words.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import "./tracking.css";
import { SubmitButton, TextField } from "../../components/FormFields.tsx";
import { LineOptions } from "../../components/LineOptions.tsx";
import { useAppSelector } from "../../app/hooks.ts";
import { useLocalName } from "../../lib/local-name.ts";
import { useMyOrdersQuery } from "../orders/index.ts";

type TrackingKey = keyof typeof trackingMessages.en;

/** How many of a signed-in shopper's latest orders the page offers to track with one press. */
const OWN_ORDERS_SHOWN = 5;

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
  if (code === "order.tracking_not_found") return notFound;
  return errorText(error, notFound, isLanguage(language) ? language : "en");
}

export default function TrackOrderPage() {
  const { t, language } = useMessages(trackingMessages);
  const { rupees, number } = useFormat();
  const dates = useDates();
  const payment = usePaymentWords();
  const [orderId, setOrderId] = useState("");
  const [contact, setContact] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [contactError, setContactError] = useState<string | undefined>();
  const [track, { data, error, isFetching }] = useLazyTrackOrderQuery();
  const name = useLocalName();
  // A signed-in shopper picks one of their orders instead of typing its number and email. Read only once the
  // browser knows who is signed in: the server renders this page as a guest's.
  const signedIn = useAppSelector((state) => state.auth.restored && Boolean(state.auth.token));
  const { data: ownOrders = [] } = useMyOrdersQuery(undefined, { skip: !signedIn });
  const [search] = useSearchParams();
  const asked = useRef(false);

  function trackOwn(order: Order) {
    setOrderId(order.orderNumber);
    // An order placed without an email (a phone-only account's) is tracked by its phone.
    const { email, phone } = order.customer;
    setContact(email || phone);
    setFormError(null);
    setContactError(undefined);
    void track({ orderId: order.orderNumber, ...(email ? { email } : { phone }) });
  }

  // /track-order?orderId=… from a signed-in shopper's link: their own order is tracked at once.
  const linked = search.get("orderId")?.trim().toUpperCase();
  const linkedOrder = linked ? ownOrders.find((order) => order.orderNumber === linked) : undefined;
  useEffect(() => {
    // Once: a later pick or a typed search is the shopper's.
    if (!linkedOrder || asked.current) return;
    asked.current = true;
    trackOwn(linkedOrder);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!orderId.trim() || !contact.trim()) {
      setFormError(t("fillAllFields"));
      setContactError(undefined);
      return;
    }
    const given = contactOf(contact);
    setFormError(null);
    setContactError(given ? undefined : t("contactInvalid"));
    if (given) void track({ orderId: orderId.trim(), ...given });
  }

  const reached = new Set(data?.activities.map((activity) => activity.status));
  const lastReached = STAGES.reduce((last, stage, index) => (reached.has(stage.status) ? index : last), -1);

  return (
    <section aria-labelledby="track-title" className="track-order">
      <PageMeta title={t("pageTitle")} path="/track-order" noindex />
      <h1 id="track-title">{t("heading")}</h1>
      {signedIn && ownOrders.length > 0 && (
        <section aria-labelledby="own-orders-title" className="auth-card own-orders">
          <h2 id="own-orders-title">{t("ownOrders")}</h2>
          <p>{t("ownOrdersHint")}</p>
          <ul>
            {ownOrders.slice(0, OWN_ORDERS_SHOWN).map((order) => (
              <li key={order._id}>
                <button
                  type="button"
                  className="button"
                  aria-pressed={data?.orderId === order.orderNumber}
                  onClick={() => trackOwn(order)}
                >
                  {order.orderNumber}
                </button>{" "}
                <span className="own-order-facts">
                  {dates.date(order.createdAt)} · {rupees(order.pricing.total)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Each label directly above its own field (a field wraps both), one field under the other. */}
      <form onSubmit={submit} noValidate className="auth-card track-form">
        <TextField
          id="track-order-id"
          className="field"
          label={t("orderId")}
          value={orderId}
          onValueChange={setOrderId}
        />
        {/* One field for either: an @ makes it an email, else it must be a Nepali mobile number. */}
        <TextField
          id="track-contact"
          className="field"
          label={t("billingEmail")}
          hint={t("contactHint")}
          error={contactError}
          type="text"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          value={contact}
          onValueChange={(value) => {
            setContact(value);
            setContactError(undefined);
          }}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {error && !formError && !contactError && (
          <p className="form-error" role="alert">
            {refusal(error, language, t("notFound"))}
          </p>
        )}
        <SubmitButton busy={isFetching} busyLabel={t("tracking")}>
          {t("track")}
        </SubmitButton>
      </form>
      {data && !error && !contactError && (
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
          <section aria-labelledby="track-lines-title">
            <h3 id="track-lines-title">{t("items")}</h3>
            <ul className="track-lines">
              {data.items.map((item, index) => (
                <li key={index}>
                  {t("lineWithQuantity", { name: name(item), quantity: number(item.quantity) })}{" "}
                  <LineOptions line={item} />
                </li>
              ))}
            </ul>
          </section>
          {signedIn && ownOrders.some((order) => order.orderNumber === data.orderId) && (
            <p>
              <Link to={`/order/${encodeURIComponent(data.orderId)}`}>{t("seeOrder")}</Link>
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

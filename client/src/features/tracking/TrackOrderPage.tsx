import { useState, type FormEvent } from "react";
import { errorMessage } from "../../api/base-api.ts";
import { formatRupees } from "../../lib/money.ts";
import { useLazyTrackOrderQuery } from "./tracking-api.ts";
import { paymentMethodName, paymentStatusWords } from "../orders/payment-words.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

/** SPEC.md §4's stages, in order; every stage up to the current one shows as done. */
const STAGES = [
  { status: "order_placed", label: "Order placed" },
  { status: "packaging", label: "Packaging" },
  { status: "on_the_road", label: "On the road" },
  { status: "delivered", label: "Delivered" },
];

export default function TrackOrderPage() {
  const [orderId, setOrderId] = useState("");
  const [email, setEmail] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [track, { data, error, isFetching }] = useLazyTrackOrderQuery();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!orderId.trim() || !email.trim()) {
      setFormError("Please fill in all fields");
      return;
    }
    setFormError(null);
    void track({ orderId: orderId.trim(), email: email.trim() });
  }

  const reached = new Set(data?.activities.map((activity) => activity.status));
  const lastReached = STAGES.reduce((last, stage, index) => (reached.has(stage.status) ? index : last), -1);

  return (
    <section aria-labelledby="track-title" className="track-order">
      <PageMeta title="Track your order" path="/track-order" noindex />
      <h1 id="track-title">Track your order</h1>
      <form onSubmit={submit} noValidate className="auth-card">
        <label htmlFor="track-order-id">Order ID</label>
        <input
          id="track-order-id"
          type="text"
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
        />
        <label htmlFor="track-email">Billing Email</label>
        <input
          id="track-email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {error && !formError && (
          <p className="form-error" role="alert">
            {errorMessage(error, "Order ID not found or email address doesn't match our records.")}
          </p>
        )}
        <button type="submit" className="button primary" disabled={isFetching}>
          {isFetching ? "Tracking…" : "Track"}
        </button>
      </form>
      {data && !error && (
        <article aria-labelledby="track-result-title" className="track-result">
          <h2 id="track-result-title">Order {data.orderId}</h2>
          <dl>
            <dt>Ordered on</dt>
            <dd>{new Date(data.orderDate).toLocaleDateString("en-GB")}</dd>
            <dt>Total</dt>
            <dd>{formatRupees(data.totalAmount)}</dd>
            <dt>Products</dt>
            <dd>{data.productCount}</dd>
            <dt>Expected delivery</dt>
            <dd>{data.expectedDelivery}</dd>
            <dt>Status</dt>
            <dd>{data.currentStatus.replaceAll("_", " ")}</dd>
            <dt>Payment</dt>
            <dd>
              {paymentMethodName(data.payment.method)} · {paymentStatusWords(data.payment)}
            </dd>
          </dl>
          {data.trackingNumber && (
            <p className="tracking-number">
              Tracking number: {data.trackingNumber}
              {data.carrier && ` (${data.carrier})`}
            </p>
          )}
          <ol className="tracking-stages">
            {STAGES.map((stage, index) => {
              const activity = data.activities.find((item) => item.status === stage.status);
              return (
                <li key={stage.status} className={index <= lastReached ? "active" : undefined}>
                  <strong>{stage.label}</strong>
                  {activity && (
                    <span>
                      {" "}
                      {activity.date} {activity.time}
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

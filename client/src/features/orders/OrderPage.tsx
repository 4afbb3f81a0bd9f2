// The order's own page (/order/:orderNumber): what was bought with its options, what it cost, how it is paid,
// where and how it is delivered, and every step so far with the carrier's tracking number. For whoever placed it:
// the signed-in shopper, or the guest session of this browser that placed it; anyone else hears "Order not
// found", as from the API, and is shown the way to track an order by its number and email.
import { Link, useParams } from "react-router-dom";
import type { Order } from "@store/shared/checkout";
import { useAppSelector } from "../../app/hooks.ts";
import { LineOptions } from "../../components/LineOptions.tsx";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { useDates } from "../../lib/dates.ts";
import { useLocalName } from "../../lib/local-name.ts";
import { usePaymentWords } from "../../lib/payment-words/payment-words.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import "./orders.css";
import { useAddressText, useShippingMethodName } from "../checkout/index.ts";
import { STATUS_LABELS } from "./order-tabs.ts";
import { STEP_LABELS, stepNote } from "./order-steps.ts";
import { useOrderQuery } from "./orders-api.ts";
import { ordersMessages } from "./orders-messages.ts";

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

export default function OrderPage() {
  const { orderNumber = "" } = useParams();
  const { t } = useMessages(ordersMessages);
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const { data: order, error, isLoading, isError, refetch } = useOrderQuery(orderNumber);
  const meta = <PageMeta title={t("orderTitle", { number: orderNumber })} noindex />;

  if (isLoading)
    return (
      <>
        {meta}
        <p role="status">{t("loadingOrder")}</p>
      </>
    );
  if (isError && isNotFound(error))
    return (
      <section className="not-found" aria-labelledby="order-title">
        <PageMeta title={t("orderNotFound")} noindex />
        <h1 id="order-title">{t("orderNotFound")}</h1>
        <p>{t("orderNotFoundExplanation")}</p>
        <div className="actions">
          {signedIn && (
            <Link className="button" to="/orders">
              {t("backToOrders")}
            </Link>
          )}
          <Link className="button primary" to="/track-order">
            {t("trackAnOrder")}
          </Link>
        </div>
      </section>
    );
  if (isError || !order)
    return (
      <>
        {meta}
        <p role="alert">{t("orderFailed")}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t("tryAgain")}
        </button>
      </>
    );
  return <OrderDetails order={order} signedIn={signedIn} />;
}

function OrderDetails({ order, signedIn }: { order: Order; signedIn: boolean }) {
  const { t } = useMessages(ordersMessages);
  const { rupees, number } = useFormat();
  const dates = useDates();
  const name = useLocalName();
  const payment = usePaymentWords();
  const methodName = useShippingMethodName();
  const addressText = useAddressText();
  const { pricing } = order;
  const refunds = order.payment.refunds;
  const unpaid = order.payment.status === "pending" && order.paymentDueAt && order.status === "pending";

  return (
    <section className="order-page" aria-labelledby="order-title">
      <PageMeta title={t("orderTitle", { number: order.orderNumber })} noindex />
      <p className="order-back">
        <Link to={signedIn ? "/orders" : "/track-order"}>
          {signedIn ? t("backToOrders") : t("trackAnOrder")}
        </Link>
      </p>
      <h1 id="order-title">{t("orderTitle", { number: order.orderNumber })}</h1>
      <p className="order-status">
        <strong>{t(STATUS_LABELS[order.status])}</strong> ·{" "}
        {t("placedOn", { date: dates.date(order.createdAt) })}
      </p>

      <section aria-labelledby="order-items-title" className="order-block">
        <h2 id="order-items-title">{t("items")}</h2>
        <ul className="order-lines">
          {order.items.map((item, index) => (
            <li key={`${item.variantId}-${index}`}>
              <span className="order-line-name">{name({ name: item.name, nameNe: item.nameNe })}</span>
              <LineOptions line={item} />
              <span className="order-line-price">
                {t("quantityPrice", { quantity: number(item.quantity), price: rupees(item.price) })}
              </span>
              <strong className="order-line-total">{rupees(item.total)}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="order-summary-title" className="order-block">
        <h2 id="order-summary-title">{t("summary")}</h2>
        <dl className="order-facts">
          <dt>{t("subtotal")}</dt>
          <dd>{rupees(pricing.subtotal)}</dd>
          <dt>{t("shippingCost")}</dt>
          <dd>{pricing.shipping === 0 ? t("free") : rupees(pricing.shipping)}</dd>
          {pricing.discount > 0 && (
            <>
              <dt>
                {order.discountCode ? t("discountWithCode", { code: order.discountCode }) : t("discount")}
              </dt>
              <dd>−{rupees(pricing.discount)}</dd>
            </>
          )}
          {pricing.giftWrap > 0 && (
            <>
              <dt>{t("giftWrap")}</dt>
              <dd>{rupees(pricing.giftWrap)}</dd>
            </>
          )}
          <dt>{t("total")}</dt>
          <dd>
            <strong>{rupees(pricing.total)}</strong>
          </dd>
        </dl>
      </section>

      <section aria-labelledby="order-payment-title" className="order-block">
        <h2 id="order-payment-title">{t("payment")}</h2>
        <dl className="order-facts">
          <dt>{t("paymentMethod")}</dt>
          <dd>{payment.methodName(order.payment.method)}</dd>
          <dt>{t("paymentStatus")}</dt>
          <dd>{payment.statusWords(order.payment)}</dd>
          {order.payment.transactionId && (
            <>
              <dt>{t("transactionId")}</dt>
              <dd>{order.payment.transactionId}</dd>
            </>
          )}
          {unpaid && (
            <>
              <dt>{t("payBefore")}</dt>
              <dd>
                {t("stepAt", {
                  date: dates.date(order.paymentDueAt!),
                  time: dates.time(order.paymentDueAt!),
                })}
              </dd>
            </>
          )}
        </dl>
        {refunds.length > 0 && (
          <section aria-labelledby="order-refunds-title">
            <h3 id="order-refunds-title">{t("refunds")}</h3>
            <ul className="order-refunds">
              {refunds.map((refund, index) => (
                <li key={`${refund.at}-${index}`}>
                  {refund.amount === null
                    ? t("refundedUnknown", { reason: refund.reason })
                    : t("refunded", { amount: rupees(refund.amount), reason: refund.reason })}
                  {/* A refund paid by the store's bank: the reference the shopper finds on their statement. */}
                  {refund.manual && refund.reference && (
                    <>
                      {" "}
                      <span className="order-refund-outside">
                        {t("refundedOutside", { reference: refund.reference })}
                      </span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </section>

      <section aria-labelledby="order-delivery-title" className="order-block">
        <h2 id="order-delivery-title">{t("delivery")}</h2>
        <dl className="order-facts">
          <dt>{t("deliverTo")}</dt>
          <dd>
            {order.customer.firstName} {order.customer.lastName}, {addressText(order.shippingAddress)} ·{" "}
            {order.customer.phone}
          </dd>
          <dt>{t("shippingMethod")}</dt>
          <dd>
            {order.shipping.company} · {methodName(order.shipping.method)}
          </dd>
          <dt>{t("expectedDelivery")}</dt>
          <dd>{dates.day(order.shipping.expectedDelivery)}</dd>
          <dt>{t("trackingNumber")}</dt>
          <dd className="order-tracking-number">{order.shipping.trackingNumber ?? t("notYetGiven")}</dd>
        </dl>
      </section>

      <section aria-labelledby="order-timeline-title" className="order-block">
        <h2 id="order-timeline-title">{t("timeline")}</h2>
        <ol className="order-timeline">
          {order.tracking.map((step, index) => {
            const label = STEP_LABELS[step.status];
            const note = stepNote(step.note);
            return (
              <li key={`${step.status}-${index}`}>
                <strong>{label ? t(label) : step.status.replaceAll("_", " ")}</strong>{" "}
                <time dateTime={step.date}>
                  {t("stepAt", { date: dates.date(step.date), time: dates.time(step.date) })}
                </time>
                {note.kind === "said" && <p>{t(note.key, { amount: rupees(pricing.total) })}</p>}
                {note.kind === "written" && <p>{note.text}</p>}
              </li>
            );
          })}
        </ol>
      </section>
    </section>
  );
}

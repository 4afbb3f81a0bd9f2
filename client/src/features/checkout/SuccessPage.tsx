import { Trans } from "react-i18next";
import { Link, Navigate } from "react-router-dom";
import { useAppSelector } from "../../app/hooks.ts";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { useAddressText } from "./use-address-text.ts";
import { useShippingMethodName } from "./shipping-method-name.ts";
import { useLocalName } from "../../lib/local-name.ts";
import { checkoutMessages } from "./checkout-messages.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { usePaymentWords } from "../../lib/payment-words/payment-words.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { LineOptions } from "../../components/LineOptions.tsx";

export default function SuccessPage() {
  const { t } = useMessages(checkoutMessages);
  const name = useLocalName();
  const methodName = useShippingMethodName();
  const paymentWords = usePaymentWords();
  const { rupees, number } = useFormat();
  const addressText = useAddressText();
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const completed = checkoutStorage.completedOrder();
  if (!completed) return <Navigate to="/" replace />;
  const { order, transactionId } = completed;
  const cashOnDelivery = order.payment.method === "cod";
  return (
    <section className="checkout-step" aria-labelledby="success-title">
      <PageMeta title={t("orderPlaced")} noindex />
      <h1 id="success-title">{t("orderPlaced")}</h1>
      <p>
        <Trans
          ns={checkoutMessages.namespace}
          i18nKey="thankYou"
          values={{ number: order.orderNumber }}
          components={{ strong: <strong /> }}
        />
      </p>
      {cashOnDelivery && <p className="notice">{t("codNotice", { amount: rupees(order.pricing.total) })}</p>}
      <h2>{t("customer")}</h2>
      <p>
        {[
          `${order.customer.firstName} ${order.customer.lastName}`,
          order.customer.email,
          order.customer.phone,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {/* No email: the order's updates go by SMS only. */}
      {!order.customer.email && <p className="notice">{t("smsUpdates", { phone: order.customer.phone })}</p>}
      <h2>{t("items")}</h2>
      <ul>
        {order.items.map((item, index) => (
          <li key={`${item.variantId}-${index}`}>
            {name({ name: item.name, nameNe: item.nameNe ?? null })} × {number(item.quantity)} —{" "}
            {rupees(item.total)}
            <LineOptions line={item} />
          </li>
        ))}
      </ul>
      <h2>{t("payment")}</h2>
      <dl className="track-result">
        <dt>{t("method")}</dt>
        <dd>{paymentWords.methodName(order.payment.method)}</dd>
        {!cashOnDelivery && (
          <>
            <dt>{t("transactionId")}</dt>
            <dd>{transactionId}</dd>
          </>
        )}
        <dt>{t("status")}</dt>
        <dd>{cashOnDelivery ? paymentWords.statusWords(order.payment) : t("completed")}</dd>
        {order.pricing.discount > 0 && (
          <>
            <dt>
              {order.discountCode ? t("discountWithCode", { code: order.discountCode }) : t("discount")}
            </dt>
            <dd>−{rupees(order.pricing.discount)}</dd>
          </>
        )}
        <dt>{t("amount")}</dt>
        <dd>{rupees(order.pricing.total)}</dd>
      </dl>
      <h2>{t("shipping")}</h2>
      <p>
        {t("deliveryWithin", {
          company: order.shipping.company,
          method: methodName(order.shipping.method),
          days: number(order.shipping.estimatedDays),
        })}
      </p>
      <p>
        {order.pricing.shipping === 0
          ? t("shippingFreeTo", { address: addressText(order.shippingAddress) })
          : t("shippingCostTo", {
              cost: rupees(order.pricing.shipping),
              address: addressText(order.shippingAddress),
            })}
      </p>
      <div className="buy-actions">
        <Link className="button" to={signedIn ? "/orders" : "/"}>
          {t("goToDashboard")}
        </Link>
        {/* The order's own page (/order/{orderNumber}): its owner's, the account or this browser's guest session. */}
        <Link className="button" to={`/order/${encodeURIComponent(order.orderNumber)}`}>
          {t("viewOrder")}
        </Link>
        <Link className="button primary" to="/products">
          {t("continueShopping")}
        </Link>
      </div>
    </section>
  );
}

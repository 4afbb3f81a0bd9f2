import { useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { PAYMENT_METHODS, type PaymentMethod } from "@store/shared/order-facts";
import { codRefusal } from "@store/shared/cod";
import type { DeliveryZone } from "@store/shared/locations";
import { orderPricing, shippingCost } from "@store/shared/pricing";
import { useAppDispatch } from "../../app/hooks.ts";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { usePaymentMethodsQuery, useShippingMethodsQuery } from "./checkout-api.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import { usePaymentWords } from "../../lib/payment-words/payment-words.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useShippingMethodName } from "./shipping-method-name.ts";
import { checkoutMessages } from "./checkout-messages.ts";
import { useNepaliPlaces } from "./use-nepali-places.ts";
import "./checkout.css";

/** Where the prices below are for, in the shopper's words (catalogue keys). */
const ZONE_WORDS = {
  valley: "zoneValley",
  other: "zoneOther",
  remote: "zoneRemote",
} as const satisfies Record<DeliveryZone, string>;

/** A line under a method that needs saying what it is (catalogue keys). */
const PAYMENT_DESCRIPTIONS: Partial<
  Record<PaymentMethod, "codDescription" | "fonepayDescription" | "connectipsDescription">
> = {
  cod: "codDescription",
  fonepay: "fonepayDescription",
  connectips: "connectipsDescription",
};

export default function ShippingPaymentsPage() {
  const { t } = useMessages(checkoutMessages);
  const methodName = useShippingMethodName();
  const paymentWords = usePaymentWords();
  const places = useNepaliPlaces();
  const { rupees, number } = useFormat();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const checkout = checkoutStorage.checkoutData();
  const customer = checkoutStorage.customerInfo();
  const saved = checkoutStorage.shippingPayment();
  // Priced for the chosen district's delivery zone (a Nepal address without one, and other countries: as outside
  // the valley).
  const district = customer?.country === "Nepal" && customer.district ? customer.district : undefined;
  const { data: methods = [], isLoading, isError, refetch } = useShippingMethodsQuery(district);
  const { data: paymentMethods } = usePaymentMethodsQuery();
  const [payment, setPayment] = useState<PaymentMethod>(saved?.paymentMethod ?? "paypal");
  const [methodId, setMethodId] = useState<string | null>(saved?.shippingMethod._id ?? null);
  if (!checkout || !customer) return <Navigate to="/cart" replace />;

  const method = methods.find((candidate) => candidate._id === methodId) ?? methods[0];
  const subtotal = checkout.pricing.subtotal;
  const pricing = method ? orderPricing(checkout.items, method, checkout.giftWrap, checkout.discount) : null;
  // The server's own rule and words; until the store's limit is known the address alone decides (the server
  // checks the total again when the order is placed).
  const codLimit = paymentMethods?.find((entry) => entry.method === "cod")?.maxAmount ?? Infinity;
  // Only the methods the store offers; until it has said which, every method, as before.
  const offered = paymentMethods
    ? PAYMENT_METHODS.filter((name) => paymentMethods.some((entry) => entry.method === name))
    : PAYMENT_METHODS;
  // An offline store's stand-ins take no real money: each says so, discreetly.
  const testOnly = new Set(paymentMethods?.filter((entry) => entry.testOnly).map((entry) => entry.method));
  const unavailable: Partial<Record<PaymentMethod, string>> = {};
  // A method the store says cannot be used now (a gateway switched off), in the page's language (the server's
  // `reason` is English; cash on delivery's own reasons are worded below from the shared rule).
  for (const entry of paymentMethods ?? [])
    if (entry.available === false) unavailable[entry.method] = t("methodUnavailable");
  const codProblem = codRefusal(customer.country, pricing?.total ?? 0, codLimit);
  // The shared rule's reason, in the page's language.
  if (codProblem)
    unavailable.cod =
      codProblem.code === "cod.over_limit"
        ? t("codOverLimit", { amount: rupees(codLimit) })
        : t("codNotInNepal");
  // A choice the store no longer offers (or PayPal, the default, where it is not offered) gives way to the first
  // method it does offer.
  const preferred = offered.includes(payment) ? payment : offered[0];
  const chosen = preferred && !unavailable[preferred] ? preferred : null;

  function next() {
    if (!method) {
      dispatch(toastShown("error", t("selectShipping")));
      return;
    }
    if (!chosen) {
      dispatch(toastShown("error", t("selectPayment")));
      return;
    }
    checkoutStorage.saveShippingPayment({ paymentMethod: chosen, shippingMethod: method });
    navigate("/checkout/confirmation");
  }

  return (
    <section className="checkout-step" aria-labelledby="shipping-title">
      <PageMeta title={t("shippingAndPayment")} noindex />
      <h1 id="shipping-title">{t("shippingAndPayment")}</h1>
      <div className="cart-layout">
        <div>
          <fieldset className="choice-list">
            <legend>{t("paymentMethod")}</legend>
            {offered.map((name) => {
              const descriptionKey = PAYMENT_DESCRIPTIONS[name];
              const description = descriptionKey && t(descriptionKey);
              const reason = unavailable[name];
              const test = testOnly.has(name);
              const describedBy = [
                description && `payment-${name}-description`,
                test && `payment-${name}-test`,
                reason && `payment-${name}-unavailable`,
              ]
                .filter(Boolean)
                .join(" ");
              return (
                <div key={name} className="payment-choice">
                  <label className="checkbox">
                    <input
                      type="radio"
                      name="payment"
                      value={name}
                      checked={chosen === name}
                      disabled={Boolean(reason)}
                      aria-describedby={describedBy || undefined}
                      onChange={() => setPayment(name)}
                    />
                    {paymentWords.methodName(name)}
                  </label>
                  {description && (
                    <p id={`payment-${name}-description`} className="choice-note">
                      {description}
                    </p>
                  )}
                  {test && (
                    <p id={`payment-${name}-test`} className="choice-note">
                      <span className="test-mode-tag">{t("testMode")}</span>
                    </p>
                  )}
                  {reason && (
                    <p id={`payment-${name}-unavailable`} className="choice-note choice-unavailable">
                      {reason}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
          <fieldset className="choice-list">
            <legend>{t("shippingMethod")}</legend>
            {district && methods[0] && (
              <p>
                {t("pricesFor", {
                  district: places.district(district),
                  zone: t(ZONE_WORDS[methods[0].zone]),
                })}
              </p>
            )}
            {isLoading && <p role="status">{t("loadingDelivery")}</p>}
            {isError && (
              <div role="alert">
                <p className="field-error">{t("deliveryFailed")}</p>
                <button type="button" className="button" onClick={() => void refetch()}>
                  {t("tryAgain")}
                </button>
              </div>
            )}
            {methods.map((candidate) => (
              <label key={candidate._id} className="checkbox">
                <input
                  type="radio"
                  name="shipping"
                  value={candidate._id}
                  checked={method?._id === candidate._id}
                  onChange={() => setMethodId(candidate._id)}
                />
                <span>
                  <strong>
                    {methodName(candidate.name)} · {candidate.company}
                  </strong>{" "}
                  {shippingCost(subtotal, candidate) === 0 ? t("free") : rupees(candidate.cost)} ·{" "}
                  {t("days", {
                    min: number(candidate.estimatedDays.min),
                    max: number(candidate.estimatedDays.max),
                  })}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="button primary" onClick={next}>
            {t("next")}
          </button>
        </div>
        {pricing && <OrderSummary pricing={pricing} discountCode={checkout.discount?.code} />}
      </div>
    </section>
  );
}

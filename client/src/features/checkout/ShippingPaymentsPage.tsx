import { useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { PAYMENT_METHODS, type PaymentMethod } from "@store/shared/checkout";
import { codRefusal } from "@store/shared/cod";
import type { DeliveryZone } from "@store/shared/locations";
import { orderPricing, shippingCost } from "@store/shared/pricing";
import { useAppDispatch } from "../../app/hooks.ts";
import { formatRupees } from "../../lib/money.ts";
import { toastShown } from "../toasts/toast-slice.ts";
import { usePaymentMethodsQuery, useShippingMethodsQuery } from "./checkout-api.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import { paymentMethodName } from "../orders/payment-words.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

/** Where the prices below are for, in the shopper's words. */
const ZONE_WORDS: Record<DeliveryZone, string> = {
  valley: "inside the Kathmandu Valley",
  other: "outside the Kathmandu Valley",
  remote: "a remote district",
};

/** A line under a method that needs saying what it is. */
const PAYMENT_DESCRIPTIONS: Partial<Record<PaymentMethod, string>> = {
  cod: "Pay in cash when your order arrives",
};

export default function ShippingPaymentsPage() {
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
  const unavailable: Partial<Record<PaymentMethod, string>> = {};
  const codProblem = codRefusal(customer.country, pricing?.total ?? 0, codLimit);
  if (codProblem) unavailable.cod = codProblem.message;
  const chosen = unavailable[payment] ? null : payment;

  function next() {
    if (!method) {
      dispatch(toastShown("error", "Please select a shipping method"));
      return;
    }
    if (!chosen) {
      dispatch(toastShown("error", "Please select a payment method"));
      return;
    }
    checkoutStorage.saveShippingPayment({ paymentMethod: chosen, shippingMethod: method });
    navigate("/checkout/confirmation");
  }

  return (
    <section className="checkout-step" aria-labelledby="shipping-title">
      <PageMeta title="Shipping and payment" noindex />
      <h1 id="shipping-title">Shipping and payment</h1>
      <div className="cart-layout">
        <div>
          <fieldset className="choice-list">
            <legend>Payment method</legend>
            {PAYMENT_METHODS.map((name) => {
              const description = PAYMENT_DESCRIPTIONS[name];
              const reason = unavailable[name];
              const describedBy = [
                description && `payment-${name}-description`,
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
                    {paymentMethodName(name)}
                  </label>
                  {description && (
                    <p id={`payment-${name}-description`} className="choice-note">
                      {description}
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
            <legend>Shipping method</legend>
            {district && methods[0] && (
              <p>
                Prices and days for delivery to {district}, {ZONE_WORDS[methods[0].zone]}.
              </p>
            )}
            {isLoading && <p role="status">Loading delivery options…</p>}
            {isError && (
              <div role="alert">
                <p className="field-error">Delivery options could not be loaded.</p>
                <button type="button" className="button" onClick={() => void refetch()}>
                  Try again
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
                    {candidate.name} · {candidate.company}
                  </strong>{" "}
                  {shippingCost(subtotal, candidate) === 0 ? "Free" : formatRupees(candidate.cost)} ·{" "}
                  {candidate.estimatedDays.min}–{candidate.estimatedDays.max} days
                </span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="button primary" onClick={next}>
            NEXT
          </button>
        </div>
        {pricing && <OrderSummary pricing={pricing} discountCode={checkout.discount?.code} />}
      </div>
    </section>
  );
}

import { useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { PAYMENT_METHODS, type PaymentMethod } from "@store/shared/checkout";
import { orderPricing, shippingCost } from "@store/shared/pricing";
import { useAppDispatch } from "../../app/hooks.ts";
import { formatRupees } from "../../lib/money.ts";
import { toastShown } from "../toasts/toast-slice.ts";
import { useShippingMethodsQuery } from "./checkout-api.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { OrderSummary } from "./OrderSummary.tsx";

const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  paypal: "PayPal",
  mastercard: "Mastercard",
  esewa: "eSewa",
  khalti: "Khalti",
};

export default function ShippingPaymentsPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const checkout = checkoutStorage.checkoutData();
  const customer = checkoutStorage.customerInfo();
  const saved = checkoutStorage.shippingPayment();
  const { data: methods = [], isLoading } = useShippingMethodsQuery();
  const [payment, setPayment] = useState<PaymentMethod>(saved?.paymentMethod ?? "paypal");
  const [methodId, setMethodId] = useState<string | null>(saved?.shippingMethod._id ?? null);
  if (!checkout || !customer) return <Navigate to="/cart" replace />;

  const method = methods.find((candidate) => candidate._id === methodId) ?? methods[0];
  const subtotal = checkout.pricing.subtotal;

  function next() {
    if (!method) {
      dispatch(toastShown("error", "Please select a shipping method"));
      return;
    }
    checkoutStorage.saveShippingPayment({ paymentMethod: payment, shippingMethod: method });
    navigate("/checkout/confirmation");
  }

  return (
    <section className="checkout-step" aria-labelledby="shipping-title">
      <h1 id="shipping-title">Shipping and payment</h1>
      <div className="cart-layout">
        <div>
          <fieldset className="choice-list">
            <legend>Payment method</legend>
            {PAYMENT_METHODS.map((name) => (
              <label key={name} className="checkbox">
                <input
                  type="radio"
                  name="payment"
                  value={name}
                  checked={payment === name}
                  onChange={() => setPayment(name)}
                />
                {PAYMENT_LABELS[name]}
              </label>
            ))}
          </fieldset>
          <fieldset className="choice-list">
            <legend>Shipping method</legend>
            {isLoading && <p role="status">Loading delivery options…</p>}
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
        {method && <OrderSummary pricing={orderPricing(checkout.items, method, checkout.giftWrap)} />}
      </div>
    </section>
  );
}

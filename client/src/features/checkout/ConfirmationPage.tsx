import { useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { orderPricing } from "@store/shared/pricing";
import { errorMessage } from "../../api/base-api.ts";
import { formatRupees } from "../../lib/money.ts";
import {
  useInitiateEsewaMutation,
  useInitiateKhaltiMutation,
  usePayWithMastercardMutation,
  usePayWithPaypalMutation,
  usePlaceOrderMutation,
} from "./checkout-api.ts";
import { addressText } from "./address-text.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import { paymentMethodName } from "../orders/payment-words.ts";
import { cardProblem, esewaReturnUrls, submitToGateway, type CardDetails } from "./pay.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

/** Mastercard's published test card, so the offline store can be tried at once; any card may be typed. */
const TEST_CARD: CardDetails = {
  cardNumber: "5555 5555 5555 4444",
  expiryDate: "12/30",
  cvv: "123",
  cardName: "Test Cardholder",
};

export default function ConfirmationPage() {
  const navigate = useNavigate();
  const checkout = checkoutStorage.checkoutData();
  const customer = checkoutStorage.customerInfo();
  const choice = checkoutStorage.shippingPayment();
  const [placeOrder] = usePlaceOrderMutation();
  const [payWithPaypal] = usePayWithPaypalMutation();
  const [payWithMastercard] = usePayWithMastercardMutation();
  const [initiateEsewa] = useInitiateEsewaMutation();
  const [initiateKhalti] = useInitiateKhaltiMutation();
  const [card, setCard] = useState<CardDetails>(TEST_CARD);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Paid: the steps' data is gone on purpose while the router moves on to the success page.
  const [paid, setPaid] = useState(false);
  if (paid)
    return (
      <p role="status">
        <PageMeta title="Confirm your order" noindex />
        {choice?.paymentMethod === "cod" ? "Order confirmed." : "Payment complete."} Opening your order…
      </p>
    );
  if (!checkout || !customer || !choice) return <Navigate to="/cart" replace />;

  const { paymentMethod, shippingMethod } = choice;
  const pricing = orderPricing(checkout.items, shippingMethod, checkout.giftWrap, checkout.discount);

  async function confirm() {
    if (paymentMethod === "mastercard") {
      const cardError = cardProblem(card);
      if (cardError) {
        setProblem(cardError);
        return;
      }
    }
    setProblem(null);
    setBusy(true);
    try {
      const order = await placeOrder({
        customer: {
          firstName: customer!.firstName,
          lastName: customer!.lastName,
          email: customer!.email,
          phone: customer!.phone,
        },
        shippingAddress: {
          country: customer!.country,
          state: customer!.state,
          city: customer!.city,
          address: customer!.address,
          zipCode: customer!.zipCode,
          district: customer!.district || undefined,
          ward: customer!.ward ?? undefined,
        },
        shipping: {
          methodId: shippingMethod._id,
          method: shippingMethod.name.toLowerCase(),
          company: shippingMethod.company,
        },
        payment: { method: paymentMethod },
        giftWrap: { enabled: checkout!.giftWrap },
        ...(checkout!.discount ? { discountCode: checkout!.discount.code } : {}),
        items: checkout!.items.map((item) => ({
          productId: item.productId,
          quantity: item.quantity,
          variantId: item.variantId,
          color: item.color || undefined,
          memory: item.memory || undefined,
          storage: item.storage || undefined,
          size: item.size || undefined,
        })),
      }).unwrap();
      if (paymentMethod === "cod") {
        // Confirmed as placed: the cash is paid at the door, so there is no gateway to visit.
        setPaid(true);
        checkoutStorage.complete(order, "");
        navigate("/checkout/success");
        return;
      }
      if (paymentMethod === "esewa") {
        try {
          const { paymentUrl, formData } = await initiateEsewa(esewaReturnUrls(order)).unwrap();
          submitToGateway(paymentUrl, formData);
        } catch {
          window.alert("Failed to initiate eSewa payment. Please try again.");
          setBusy(false);
        }
        return;
      }
      if (paymentMethod === "khalti") {
        try {
          const { payment_url } = await initiateKhalti({ orderId: order._id }).unwrap();
          window.location.assign(payment_url);
        } catch (error) {
          window.alert(errorMessage(error, "Failed to initiate Khalti payment. Please try again."));
          setBusy(false);
        }
        return;
      }
      const payment =
        paymentMethod === "paypal"
          ? await payWithPaypal({
              orderId: order._id,
              amount: order.pricing.total,
              paymentDetails: { orderId: `PAYPAL-${Date.now()}`, paymentId: `PAYID-${Date.now()}` },
            })
              .unwrap()
              .catch((error: unknown) =>
                Promise.reject(new Error(errorMessage(error, "PayPal payment failed"))),
              )
          : await payWithMastercard({ orderId: order._id, amount: order.pricing.total, cardDetails: card })
              .unwrap()
              .catch((error: unknown) =>
                Promise.reject(new Error(errorMessage(error, "Mastercard payment failed"))),
              );
      setPaid(true);
      checkoutStorage.complete(payment.order, payment.payment.transactionId);
      navigate("/checkout/success");
    } catch (error) {
      window.alert(
        error instanceof Error
          ? error.message
          : errorMessage(error, "Failed to process order. Please try again."),
      );
      setBusy(false);
    }
  }

  return (
    <section className="checkout-step" aria-labelledby="confirm-title">
      <PageMeta title="Confirm your order" noindex />
      <h1 id="confirm-title">Confirm your order</h1>
      <div className="cart-layout">
        <div>
          <h2>Items</h2>
          <ul className="cart-items">
            {checkout.items.map((item) => (
              <li key={item._id}>
                {item.productName} × {item.quantity} — {formatRupees(item.total)}
              </li>
            ))}
          </ul>
          <h2>Delivery</h2>
          <p>
            {shippingMethod.company} · {shippingMethod.name} ({shippingMethod.estimatedDays.min}–
            {shippingMethod.estimatedDays.max} days) ·{" "}
            {pricing.shipping === 0 ? "Free" : formatRupees(pricing.shipping)}
          </p>
          <p>
            {customer.firstName} {customer.lastName}, {addressText(customer)}
            <br />
            {customer.email} · {customer.phone}
          </p>
          <h2>Payment</h2>
          <p>{paymentMethodName(paymentMethod)}</p>
          {paymentMethod === "cod" && (
            <p>Pay {formatRupees(pricing.total)} in cash when your order arrives.</p>
          )}
          {paymentMethod === "mastercard" && (
            <fieldset className="card-form">
              <legend>Card details</legend>
              {(
                [
                  ["cardNumber", "Card number", "cc-number"],
                  ["expiryDate", "Expiry (MM/YY)", "cc-exp"],
                  ["cvv", "CVV", "cc-csc"],
                  ["cardName", "Name on card", "cc-name"],
                ] as const
              ).map(([name, label, autoComplete]) => (
                <label key={name}>
                  {label}
                  <input
                    type="text"
                    autoComplete={autoComplete}
                    value={card[name]}
                    onChange={(event) => setCard((c) => ({ ...c, [name]: event.target.value }))}
                  />
                </label>
              ))}
            </fieldset>
          )}
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="button primary" disabled={busy} onClick={() => void confirm()}>
            {busy ? "Processing…" : "CONFIRM"}
          </button>
        </div>
        <OrderSummary pricing={pricing} discountCode={checkout.discount?.code} />
      </div>
    </section>
  );
}

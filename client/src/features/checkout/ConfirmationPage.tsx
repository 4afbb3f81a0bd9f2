import { useRef, useState } from "react";
import type { Order } from "@store/shared/checkout";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { Navigate, useNavigate } from "react-router-dom";
import { orderPricing } from "@store/shared/pricing";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import {
  usePaymentMethodsQuery,
  usePayWithMastercardMutation,
  usePlaceOrderMutation,
  useStartPaymentMutation,
} from "./checkout-api.ts";
import { useAddressText } from "./use-address-text.ts";
import { useLocalName } from "../../lib/local-name.ts";
import { useShippingMethodName } from "./shipping-method-name.ts";
import { checkoutMessages } from "./checkout-messages.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import { orderRequest } from "./order-request.ts";
import { usePaymentWords } from "../../lib/payment-words/payment-words.ts";
import { cardProblem } from "./pay.ts";
import { DEFAULT_KINDS, GATEWAYS, goToGateway, isGateway, qrPagePath } from "./pay-steps.ts";
import type { CardDetails } from "./checkout-api.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { LineOptions } from "../../components/LineOptions.tsx";
import "./checkout.css";

/** A refused payment after which the placed order can no longer be paid: the next CONFIRM places a new one. */
const UNPAYABLE = new Set(["order.payment_window_closed", "order.not_payable"]);
const refusalCode = (error: unknown) => (error as { data?: { code?: unknown } } | undefined)?.data?.code;

/** The card gateway's first test card, so the offline store can be tried at once; any card may be typed. */
const TEST_CARD: CardDetails = {
  cardNumber: "5555 5555 5555 4444",
  expiryDate: "12/30",
  cvv: "123",
  cardName: "Test Cardholder",
};

export default function ConfirmationPage() {
  const errorText = useErrorMessage();
  const { t } = useMessages(checkoutMessages);
  const methodName = useShippingMethodName();
  const name = useLocalName();
  const paymentWords = usePaymentWords();
  const { rupees, number } = useFormat();
  const addressText = useAddressText();
  const navigate = useNavigate();
  const checkout = checkoutStorage.checkoutData();
  const customer = checkoutStorage.customerInfo();
  const choice = checkoutStorage.shippingPayment();
  const [placeOrder] = usePlaceOrderMutation();
  const [payWithMastercard] = usePayWithMastercardMutation();
  const [startPayment] = useStartPaymentMutation();
  const { data: offered } = usePaymentMethodsQuery();
  const [card, setCard] = useState<CardDetails>(TEST_CARD);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The order an earlier CONFIRM placed whose payment did not go through (a declined card, a gateway that could
  // not start): trying again pays that order rather than placing another that would hold the same stock again
  // (a shopper's open orders are limited, docs/SECURITY.md "Stock held by orders nobody pays for").
  const placed = useRef<Order | null>(null);
  const forgetIfUnpayable = (error: unknown) => {
    if (UNPAYABLE.has(String(refusalCode(error)))) placed.current = null;
  };
  // Paid: the steps' data is gone on purpose while the router moves on to the success page.
  const [paid, setPaid] = useState(false);
  if (paid)
    return (
      <p role="status">
        <PageMeta title={t("confirmTitle")} noindex />
        {choice?.paymentMethod === "cod" ? t("openingConfirmed") : t("openingPaid")}
      </p>
    );
  if (!checkout || !customer || !choice) return <Navigate to="/cart" replace />;

  const { paymentMethod, shippingMethod } = choice;
  // How this method is paid: the store's word for it, else the table's.
  const kind = offered?.find((entry) => entry.method === paymentMethod)?.kind ?? DEFAULT_KINDS[paymentMethod];
  const pricing = orderPricing(checkout.items, shippingMethod, checkout.giftWrap, checkout.discount);

  async function confirm() {
    if (kind === "card") {
      const cardError = cardProblem(card);
      if (cardError) {
        setProblem(t(cardError));
        return;
      }
    }
    setProblem(null);
    setBusy(true);
    try {
      const order =
        placed.current ?? (await placeOrder(orderRequest(checkout!, customer!, choice!)).unwrap());
      placed.current = order;
      if (kind === "on_delivery") {
        // Confirmed as placed: the cash is paid at the door, so there is no gateway to visit.
        setPaid(true);
        checkoutStorage.complete(order, "");
        navigate("/checkout/success");
        return;
      }
      if (kind === "qr") {
        // The QR's own page: it survives a reload and a page closed and opened again.
        navigate(qrPagePath(paymentMethod, order.orderNumber));
        return;
      }
      if (kind === "redirect" && isGateway(paymentMethod)) {
        // The gateway's own page, or its form: the shopper pays there and comes back to the store's return.
        const failed = t(GATEWAYS[paymentMethod].failed);
        try {
          goToGateway(
            await startPayment({
              method: paymentMethod,
              orderId: order._id,
              amount: order.pricing.total,
            }).unwrap(),
          );
        } catch (error) {
          forgetIfUnpayable(error);
          // eSewa's refusal keeps SPEC.md's own sentence; the others say the store's reason when it gave one.
          window.alert(paymentMethod === "esewa" ? failed : errorText(error, failed));
          setBusy(false);
        }
        return;
      }
      const payment = await payWithMastercard({
        orderId: order._id,
        amount: order.pricing.total,
        cardDetails: card,
      })
        .unwrap()
        .catch((error: unknown) => {
          forgetIfUnpayable(error);
          return Promise.reject(new Error(errorText(error, t("mastercardFailed"))));
        });
      setPaid(true);
      checkoutStorage.complete(payment.order, payment.payment.transactionId);
      navigate("/checkout/success");
    } catch (error) {
      window.alert(error instanceof Error ? error.message : errorText(error, t("orderFailed")));
      setBusy(false);
    }
  }

  return (
    <section className="checkout-step" aria-labelledby="confirm-title">
      <PageMeta title={t("confirmTitle")} noindex />
      <h1 id="confirm-title">{t("confirmTitle")}</h1>
      <div className="cart-layout">
        <div>
          <h2>{t("items")}</h2>
          <ul className="cart-items">
            {checkout.items.map((item) => (
              <li key={item._id}>
                {name({ name: item.productName, nameNe: item.productNameNe ?? null })} ×{" "}
                {number(item.quantity)} — {rupees(item.total)}
                <LineOptions line={item} />
              </li>
            ))}
          </ul>
          <h2>{t("delivery")}</h2>
          <p>
            {shippingMethod.company} · {methodName(shippingMethod.name)} (
            {t("days", {
              min: number(shippingMethod.estimatedDays.min),
              max: number(shippingMethod.estimatedDays.max),
            })}
            ) · {pricing.shipping === 0 ? t("free") : rupees(pricing.shipping)}
          </p>
          <p>
            {customer.firstName} {customer.lastName}, {addressText(customer)}
            <br />
            {[customer.email, customer.phone].filter(Boolean).join(" · ")}
          </p>
          <h2>{t("payment")}</h2>
          <p>{paymentWords.methodName(paymentMethod)}</p>
          {kind === "on_delivery" && <p>{t("payCash", { amount: rupees(pricing.total) })}</p>}
          {kind === "card" && (
            <fieldset className="card-form">
              <legend>{t("cardDetails")}</legend>
              {(
                [
                  ["cardNumber", "cardNumber", "cc-number"],
                  ["expiryDate", "expiry", "cc-exp"],
                  ["cvv", "cvv", "cc-csc"],
                  ["cardName", "nameOnCard", "cc-name"],
                ] as const
              ).map(([name, label, autoComplete]) => (
                <label key={name}>
                  {t(label)}
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
            {busy ? t("processing") : t("confirm")}
          </button>
        </div>
        <OrderSummary pricing={pricing} discountCode={checkout.discount?.code} />
      </div>
    </section>
  );
}

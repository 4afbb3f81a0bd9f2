import { useEffect, useState } from "react";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { PAYMENT_METHOD_NAMES } from "@store/shared/order-facts";
import {
  useGatewayPaymentStatusQuery,
  useStartGatewayPaymentMutation,
  type RedirectGateway,
} from "./checkout-api.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { paymentReturnMessages } from "./payment-messages.ts";
import {
  ConfirmingPayment,
  GoHomeLink,
  PaymentSuccessful,
  REDIRECT_DELAY_MS,
} from "./PaymentReturnStates.tsx";

/** Why the server sent the shopper to the failure page (its `reason`), as the catalogue's key for saying it. */
const REASONS = {
  canceled: "reasonCanceled",
  expired: "reasonExpired",
  pending: "reasonPending",
  underpaid: "reasonUnderpaid",
  lookup_failed: "reasonLookupFailed",
  not_payable: "reasonNotPayable",
  unknown: "reasonUnknown",
} as const;

interface GatewayProps {
  method: RedirectGateway;
}

/** Starts a new payment at the gateway for the same order (it stays payable) and leaves for the gateway's page. */
function TryAgain({ method, orderId }: GatewayProps & { orderId: string }) {
  const errorText = useErrorMessage();
  const { t } = useMessages(paymentReturnMessages);
  const gateway = PAYMENT_METHOD_NAMES[method];
  const [start, { isLoading }] = useStartGatewayPaymentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function retry() {
    setProblem(null);
    try {
      window.location.assign(await start({ method, orderId }).unwrap());
    } catch (error) {
      setProblem(errorText(error, t("gatewayFailed", { gateway })));
    }
  }
  return (
    <>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button primary" disabled={isLoading} onClick={() => void retry()}>
        {isLoading ? t("openingGateway", { gateway }) : t("tryAgain")}
      </button>
    </>
  );
}

/**
 * The payment did not go through; the order stays payable. While the gateway has not settled it (pending), the
 * shopper is first offered to check again: a second payment could take the money twice.
 */
function Failure({
  method,
  orderId,
  message,
  pending = false,
}: GatewayProps & {
  orderId: string | null;
  message: string;
  pending?: boolean;
}) {
  const { t } = useMessages(paymentReturnMessages);
  return (
    <section className="checkout-step" aria-labelledby="gateway-failed-title">
      <PageMeta title={t("paymentFailed")} noindex />
      <h1 id="gateway-failed-title">{t("paymentFailed")}</h1>
      <p>{t("gatewayNotCompleted", { gateway: PAYMENT_METHOD_NAMES[method] })}</p>
      <p role="alert">{message}</p>
      {orderId && <p>{t("orderWaiting", { order: orderId })}</p>}
      <div className="buy-actions">
        {orderId && pending && (
          <a
            className="button primary"
            href={`/checkout/${method}/success?orderId=${encodeURIComponent(orderId)}`}
          >
            {t("checkAgain")}
          </a>
        )}
        {orderId ? (
          <TryAgain method={method} orderId={orderId} />
        ) : (
          <Link className="button primary" to="/cart">
            {t("goToCart")}
          </Link>
        )}
        <GoHomeLink />
      </div>
    </section>
  );
}

/** /checkout/<gateway>/success: the server has settled the payment with the gateway; this page reads the order. */
function GatewaySuccessPage({ method }: GatewayProps) {
  const errorText = useErrorMessage();
  const { t } = useMessages(paymentReturnMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get("orderId");
  const { data, error, isLoading } = useGatewayPaymentStatusQuery(
    { method, orderId: orderId ?? "" },
    { skip: !orderId },
  );
  const paid = data?.status === "completed";

  useEffect(() => {
    if (!paid || !data) return;
    checkoutStorage.complete(data.order, data.transactionId ?? "");
    const timer = setTimeout(() => navigate("/checkout/success"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, navigate, paid]);

  if (!orderId) return <Failure method={method} orderId={null} message={t("orderIdNotFound")} />;
  if (isLoading)
    return (
      <ConfirmingPayment>
        {t("confirmingGateway", { gateway: PAYMENT_METHOD_NAMES[method] })}
      </ConfirmingPayment>
    );
  if (paid) return <PaymentSuccessful />;
  return (
    <Failure
      method={method}
      orderId={orderId}
      message={error ? errorText(error, t("processFailed")) : (data?.message ?? "")}
      pending={data?.status === "pending"}
    />
  );
}

/** /checkout/<gateway>/failure: the gateway did not confirm a payment; the order stays payable. */
function GatewayFailurePage({ method }: GatewayProps) {
  const { t } = useMessages(paymentReturnMessages);
  const [params] = useSearchParams();
  const reason = params.get("reason") ?? "";
  return (
    <Failure
      method={method}
      orderId={params.get("orderId")}
      message={
        Object.hasOwn(REASONS, reason)
          ? t(REASONS[reason as keyof typeof REASONS], { gateway: PAYMENT_METHOD_NAMES[method] })
          : t("notCompleted")
      }
      pending={reason === "pending"}
    />
  );
}

export const KhaltiSuccessPage = () => <GatewaySuccessPage method="khalti" />;
export const KhaltiFailurePage = () => <GatewayFailurePage method="khalti" />;
export const PaypalSuccessPage = () => <GatewaySuccessPage method="paypal" />;
export const PaypalFailurePage = () => <GatewayFailurePage method="paypal" />;

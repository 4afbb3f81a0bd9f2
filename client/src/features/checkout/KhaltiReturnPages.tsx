import { useEffect, useState } from "react";
import { useErrorMessage } from "../errors/error-text.ts";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useInitiateKhaltiMutation, useKhaltiStatusQuery } from "./checkout-api.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { PageMeta } from "../seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { paymentReturnMessages } from "./payment-messages.ts";

const REDIRECT_DELAY_MS = 3000;

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

/** Starts a new Khalti payment for the same order (it stays payable) and leaves for Khalti's page. */
function TryAgain({ orderId }: { orderId: string }) {
  const errorText = useErrorMessage();
  const { t } = useMessages(paymentReturnMessages);
  const [initiate, { isLoading }] = useInitiateKhaltiMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function retry() {
    setProblem(null);
    try {
      const { payment_url } = await initiate({ orderId }).unwrap();
      window.location.assign(payment_url);
    } catch (error) {
      setProblem(errorText(error, t("khaltiFailed")));
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
        {isLoading ? t("openingKhalti") : t("tryAgain")}
      </button>
    </>
  );
}

/**
 * The payment did not go through; the order stays payable. While Khalti has not settled it (Pending), the shopper
 * is first offered to check again: a second payment could take the money twice.
 */
function Failure({
  orderId,
  message,
  pending = false,
}: {
  orderId: string | null;
  message: string;
  pending?: boolean;
}) {
  const { t } = useMessages(paymentReturnMessages);
  return (
    <section className="checkout-step" aria-labelledby="khalti-failed-title">
      <PageMeta title={t("paymentFailed")} noindex />
      <h1 id="khalti-failed-title">{t("paymentFailed")}</h1>
      <p>{t("khaltiNotCompleted")}</p>
      <p role="alert">{message}</p>
      {orderId && <p>{t("orderWaiting", { order: orderId })}</p>}
      <div className="buy-actions">
        {orderId && pending && (
          <a
            className="button primary"
            href={`/checkout/khalti/success?orderId=${encodeURIComponent(orderId)}`}
          >
            {t("checkAgain")}
          </a>
        )}
        {orderId ? (
          <TryAgain orderId={orderId} />
        ) : (
          <Link className="button primary" to="/cart">
            {t("goToCart")}
          </Link>
        )}
        <Link className="button" to="/">
          {t("goHome")}
        </Link>
      </div>
    </section>
  );
}

/** /checkout/khalti/success: the server has settled the pidx with Khalti's lookup; this page reads the order. */
export function KhaltiSuccessPage() {
  const errorText = useErrorMessage();
  const { t } = useMessages(paymentReturnMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get("orderId");
  const { data, error, isLoading } = useKhaltiStatusQuery(orderId ?? "", { skip: !orderId });
  const paid = data?.status === "completed";

  useEffect(() => {
    if (!paid || !data) return;
    checkoutStorage.complete(data.order, data.transactionId ?? "");
    const timer = setTimeout(() => navigate("/checkout/success"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, navigate, paid]);

  if (!orderId) return <Failure orderId={null} message={t("orderIdNotFound")} />;
  if (isLoading)
    return (
      <p role="status">
        <PageMeta title={t("payment")} noindex />
        {t("confirmingKhalti")}
      </p>
    );
  if (paid) {
    return (
      <section role="status">
        <PageMeta title={t("paymentSuccessful")} noindex />
        <h1>{t("paymentSuccessful")}</h1>
        <p>{t("takingYou")}</p>
      </section>
    );
  }
  return (
    <Failure
      orderId={orderId}
      message={error ? errorText(error, t("processFailed")) : (data?.message ?? "")}
      pending={data?.status === "pending"}
    />
  );
}

/** /checkout/khalti/failure: Khalti's lookup did not confirm a payment; the order stays payable. */
export function KhaltiFailurePage() {
  const { t } = useMessages(paymentReturnMessages);
  const [params] = useSearchParams();
  const reason = params.get("reason") ?? "";
  return (
    <Failure
      orderId={params.get("orderId")}
      message={
        Object.hasOwn(REASONS, reason) ? t(REASONS[reason as keyof typeof REASONS]) : t("notCompleted")
      }
      pending={reason === "pending"}
    />
  );
}

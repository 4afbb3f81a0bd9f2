import { useEffect, useRef, useState } from "react";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useReportEsewaFailureMutation, useVerifyEsewaMutation } from "./checkout-api.ts";
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

/** /checkout/esewa/success: the server verifies eSewa's answer before the order counts as paid. */
export function EsewaSuccessPage() {
  const errorText = useErrorMessage();
  const { t } = useMessages(paymentReturnMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [verify] = useVerifyEsewaMutation();
  // A failure's words: the server's `message` when it gave one, else the page's own (`reason`, a catalogue key).
  const [state, setState] = useState<{
    kind: "verifying" | "paid" | "failed";
    message?: string;
    reason?: "orderIdNotFound" | "processFailed";
  }>({
    kind: "verifying",
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fields = Object.fromEntries(params);
    if (!fields.orderId) {
      setState({ kind: "failed", reason: "orderIdNotFound" });
      return;
    }
    verify(fields)
      .unwrap()
      .then((paid) => {
        checkoutStorage.complete(paid.order, paid.payment.transactionId);
        setState({ kind: "paid" });
        setTimeout(() => navigate("/checkout/success"), REDIRECT_DELAY_MS);
      })
      .catch((error: unknown) =>
        setState({ kind: "failed", message: errorText(error, "") || undefined, reason: "processFailed" }),
      );
  }, [navigate, params, verify]);

  if (state.kind === "verifying") return <ConfirmingPayment>{t("verifyingEsewa")}</ConfirmingPayment>;
  if (state.kind === "paid") return <PaymentSuccessful />;
  return (
    <section>
      <PageMeta title={t("paymentFailed")} noindex />
      <h1>{t("paymentFailed")}</h1>
      <p role="alert">{state.message ?? (state.reason && t(state.reason))}</p>
      <Link className="button primary" to="/checkout/confirmation">
        {t("tryAgain")}
      </Link>
    </section>
  );
}

/** /checkout/esewa/failure: eSewa sent the shopper back without a payment; the order stays payable. */
export function EsewaFailurePage() {
  const { t } = useMessages(paymentReturnMessages);
  const [params] = useSearchParams();
  const [report] = useReportEsewaFailureMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fields = Object.fromEntries(params);
    if (fields.orderId) void report(fields);
  }, [params, report]);
  return (
    <section>
      <PageMeta title={t("paymentFailed")} noindex />
      <h1>{t("paymentFailed")}</h1>
      <p>{t("esewaNotCompleted")}</p>
      <div className="buy-actions">
        <Link className="button primary" to="/checkout/confirmation">
          {t("tryAgain")}
        </Link>
        <GoHomeLink />
      </div>
    </section>
  );
}

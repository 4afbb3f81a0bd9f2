// The pages every redirect gateway sends the shopper back to: /checkout/:method/success and
// /checkout/:method/failure. For Khalti, PayPal, Fonepay's web checkout and connectIPS the server has settled the
// payment with the gateway before it redirects here (gateway-return.ts, answers.ts returnPage: `orderId` and a
// failure's `reason` in the query), so the success page only reads the order. eSewa alone sends the browser
// here first with its signed answer in the query, which this page has the server verify (SPEC.md's eSewa flow).
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { PAYMENT_METHOD_NAMES } from "@store/shared/order-facts";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import {
  useGatewayPaymentStatusQuery,
  useReportEsewaFailureMutation,
  useStartPaymentMutation,
  useVerifyEsewaMutation,
} from "./checkout-api.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { paymentReturnMessages } from "./payment-messages.ts";
import { goToGateway, isGateway, type GatewayMethod } from "./pay-steps.ts";
import {
  ConfirmingPayment,
  GoHomeLink,
  PaymentSuccessful,
  REDIRECT_DELAY_MS,
} from "./PaymentReturnStates.tsx";

type ReasonKey = keyof typeof paymentReturnMessages.en & `reason${string}`;

/** Why the server sent the shopper to the failure page (its `reason`), as the catalogue's key for saying it. */
const REASONS: Record<string, ReasonKey> = {
  canceled: "reasonCanceled",
  expired: "reasonExpired",
  declined: "reasonDeclined",
  pending: "reasonPending",
  underpaid: "reasonUnderpaid",
  lookup_failed: "reasonLookupFailed",
  not_payable: "reasonNotPayable",
  unknown: "reasonUnknown",
};

/** A bank's payment is not a wallet's: its own words where the general ones speak of a wallet. */
const BANK_REASONS: Partial<Record<GatewayMethod, Partial<Record<string, ReasonKey>>>> = {
  fonepay: { pending: "reasonPendingBank" },
  connectips: { pending: "reasonPendingBank" },
};

const reasonKey = (method: GatewayMethod, reason: string): ReasonKey | undefined =>
  BANK_REASONS[method]?.[reason] ?? (Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined);

interface GatewayProps {
  method: GatewayMethod;
}

/** Starts a new payment at the gateway for the same order (it stays payable) and leaves for the gateway. */
function TryAgain({ method, orderId }: GatewayProps & { orderId: string }) {
  const errorText = useErrorMessage();
  const { t } = useMessages(paymentReturnMessages);
  const gateway = PAYMENT_METHOD_NAMES[method];
  const [start, { isLoading }] = useStartPaymentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function retry() {
    setProblem(null);
    try {
      goToGateway(await start({ method, orderId }).unwrap());
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

/** The server has settled the payment with the gateway; this page reads the order. */
function SettledSuccess({ method }: GatewayProps) {
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

/** The gateway did not confirm a payment; the order stays payable. */
function SettledFailure({ method }: GatewayProps) {
  const { t } = useMessages(paymentReturnMessages);
  const [params] = useSearchParams();
  const reason = params.get("reason") ?? "";
  const key = reasonKey(method, reason);
  return (
    <Failure
      method={method}
      orderId={params.get("orderId")}
      message={key ? t(key, { gateway: PAYMENT_METHOD_NAMES[method] }) : t("notCompleted")}
      pending={reason === "pending"}
    />
  );
}

/** eSewa's success: the server verifies eSewa's signed answer before the order counts as paid. */
function EsewaSuccess() {
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
  }>({ kind: "verifying" });
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
  }, [errorText, navigate, params, verify]);

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

/** eSewa's failure: the server hears of it when the query names the order; the order stays payable. */
function EsewaFailure() {
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

/** A method the store sends nobody back for (a mistyped address): nothing to settle, the cart to go on from. */
function NotAGateway() {
  const { t } = useMessages(paymentReturnMessages);
  return (
    <section>
      <PageMeta title={t("paymentFailed")} noindex />
      <h1>{t("paymentFailed")}</h1>
      <p role="alert">{t("notCompleted")}</p>
      <div className="buy-actions">
        <Link className="button primary" to="/cart">
          {t("goToCart")}
        </Link>
        <GoHomeLink />
      </div>
    </section>
  );
}

/** /checkout/:method/success */
export function PaymentSuccessPage() {
  const { method = "" } = useParams();
  if (!isGateway(method)) return <NotAGateway />;
  return method === "esewa" ? <EsewaSuccess /> : <SettledSuccess key={method} method={method} />;
}

/** /checkout/:method/failure */
export function PaymentFailurePage() {
  const { method = "" } = useParams();
  if (!isGateway(method)) return <NotAGateway />;
  return method === "esewa" ? <EsewaFailure /> : <SettledFailure key={method} method={method} />;
}

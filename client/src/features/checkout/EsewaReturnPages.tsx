import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/base-api.ts";
import { useReportEsewaFailureMutation, useVerifyEsewaMutation } from "./checkout-api.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

const REDIRECT_DELAY_MS = 3000;

/** /checkout/esewa/success: the server verifies eSewa's answer before the order counts as paid. */
export function EsewaSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [verify] = useVerifyEsewaMutation();
  const [state, setState] = useState<{ kind: "verifying" | "paid" | "failed"; message?: string }>({
    kind: "verifying",
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fields = Object.fromEntries(params);
    if (!fields.orderId) {
      setState({ kind: "failed", message: "Order ID not found" });
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
        setState({ kind: "failed", message: errorMessage(error, "Failed to process payment") }),
      );
  }, [navigate, params, verify]);

  if (state.kind === "verifying")
    return (
      <p role="status">
        <PageMeta title="Payment" noindex />
        Verifying your eSewa payment…
      </p>
    );
  if (state.kind === "paid") {
    return (
      <section role="status">
        <PageMeta title="Payment Successful" noindex />
        <h1>Payment Successful</h1>
        <p>Taking you to your order…</p>
      </section>
    );
  }
  return (
    <section>
      <PageMeta title="Payment Failed" noindex />
      <h1>Payment Failed</h1>
      <p role="alert">{state.message}</p>
      <Link className="button primary" to="/checkout/confirmation">
        Try Again
      </Link>
    </section>
  );
}

/** /checkout/esewa/failure: eSewa sent the shopper back without a payment; the order stays payable. */
export function EsewaFailurePage() {
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
      <PageMeta title="Payment Failed" noindex />
      <h1>Payment Failed</h1>
      <p>Your eSewa payment was not completed.</p>
      <div className="buy-actions">
        <Link className="button primary" to="/checkout/confirmation">
          Try Again
        </Link>
        <Link className="button" to="/">
          Go to Home
        </Link>
      </div>
    </section>
  );
}

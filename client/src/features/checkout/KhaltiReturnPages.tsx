import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/base-api.ts";
import { useInitiateKhaltiMutation, useKhaltiStatusQuery } from "./checkout-api.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

const REDIRECT_DELAY_MS = 3000;

/** Why the server sent the shopper to the failure page (its `reason`), in the shopper's words. */
const REASONS: Record<string, string> = {
  canceled: "You cancelled the payment at Khalti.",
  expired: "The Khalti payment link expired before the payment was made.",
  pending:
    "Khalti has not confirmed this payment yet. If money left your Khalti wallet, the order will show it as paid once Khalti confirms.",
  underpaid: "Khalti reported a different amount than the order total, so the order was not marked as paid.",
  lookup_failed: "We could not confirm the payment with Khalti right now.",
  not_payable: "This order can no longer be paid.",
  unknown: "This Khalti payment does not belong to an order in this store.",
};

/** Starts a new Khalti payment for the same order (it stays payable) and leaves for Khalti's page. */
function TryAgain({ orderId }: { orderId: string }) {
  const [initiate, { isLoading }] = useInitiateKhaltiMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function retry() {
    setProblem(null);
    try {
      const { payment_url } = await initiate({ orderId }).unwrap();
      window.location.assign(payment_url);
    } catch (error) {
      setProblem(errorMessage(error, "Failed to initiate Khalti payment. Please try again."));
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
        {isLoading ? "Opening Khalti…" : "Try Again"}
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
  return (
    <section className="checkout-step" aria-labelledby="khalti-failed-title">
      <PageMeta title="Payment Failed" noindex />
      <h1 id="khalti-failed-title">Payment Failed</h1>
      <p>Your Khalti payment was not completed.</p>
      <p role="alert">{message}</p>
      {orderId && <p>Order {orderId} is waiting for payment: you can pay it again.</p>}
      <div className="buy-actions">
        {orderId && pending && (
          <a
            className="button primary"
            href={`/checkout/khalti/success?orderId=${encodeURIComponent(orderId)}`}
          >
            Check Again
          </a>
        )}
        {orderId ? (
          <TryAgain orderId={orderId} />
        ) : (
          <Link className="button primary" to="/cart">
            Go to Cart
          </Link>
        )}
        <Link className="button" to="/">
          Go to Home
        </Link>
      </div>
    </section>
  );
}

/** /checkout/khalti/success: the server has settled the pidx with Khalti's lookup; this page reads the order. */
export function KhaltiSuccessPage() {
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

  if (!orderId) return <Failure orderId={null} message="Order ID not found" />;
  if (isLoading)
    return (
      <p role="status">
        <PageMeta title="Payment" noindex />
        Confirming your Khalti payment…
      </p>
    );
  if (paid) {
    return (
      <section role="status">
        <PageMeta title="Payment Successful" noindex />
        <h1>Payment Successful</h1>
        <p>Taking you to your order…</p>
      </section>
    );
  }
  return (
    <Failure
      orderId={orderId}
      message={error ? errorMessage(error, "Failed to process payment") : (data?.message ?? "")}
      pending={data?.status === "pending"}
    />
  );
}

/** /checkout/khalti/failure: Khalti's lookup did not confirm a payment; the order stays payable. */
export function KhaltiFailurePage() {
  const [params] = useSearchParams();
  const reason = params.get("reason") ?? "";
  return (
    <Failure
      orderId={params.get("orderId")}
      message={REASONS[reason] ?? "Payment was not completed. You can try again."}
      pending={reason === "pending"}
    />
  );
}

// Cash on delivery: the courier brings the cash back, and staff record it here once the order is delivered. The
// server records it once (a second click is refused) and says what it recorded.
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import { formatRupees } from "../../../lib/money.ts";
import type { Order } from "../admin-types.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { errorText } from "../../../lib/errors/error-text.ts";

export function CashCollectedForm({
  order,
  busy,
  onRecord,
}: {
  order: Order;
  busy: boolean;
  onRecord: () => Promise<{ message: string }>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const due = order.payment.status === "pending" && order.status !== "cancelled";
  const amount = formatRupees(order.pricing.total);

  async function record() {
    setConfirming(false);
    setDone(null);
    setFailure(null);
    try {
      setDone((await onRecord()).message);
    } catch (refusal) {
      setFailure(errorText(refusal, "The cash could not be recorded. Please try again.", "en"));
    }
  }

  return (
    <section aria-labelledby="cash-title" className="admin-panel">
      <h2 id="cash-title">Cash on delivery</h2>
      <FormOutcome done={done} failure={failure} />
      {due && order.status === "delivered" && (
        <>
          <p>The courier collects {amount} in cash. Record it once the cash is with the store.</p>
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Record cash collected
          </button>
        </>
      )}
      {due && order.status !== "delivered" && (
        <p>{amount} is due in cash on delivery. Record it here once the order is delivered.</p>
      )}
      {order.status === "cancelled" && order.payment.status === "pending" && (
        <p>The order was cancelled: no cash is due.</p>
      )}
      {!due && order.payment.status !== "pending" && !done && <p>The cash has been collected.</p>}
      {confirming && (
        <ConfirmDialog
          title="Record cash collected?"
          message={`Record ${amount} received in cash for order ${order.orderNumber}. It counts as paid today; giving cash back later is a refund.`}
          confirmLabel="Record cash collected"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void record()}
        />
      )}
    </section>
  );
}

// Giving money back (admins only): what was paid, what was refunded so far, and at most the rest. A method with a
// refund API gives the money back through its gateway; one without (Fonepay, connectIPS) is refunded from the
// store's bank outside the store, and the form then asks for that payment's reference to record it.
import type { FormEvent } from "react";
import { PAYMENT_REFUND_ROUTES } from "@store/shared/order-facts";
import { paymentMethodLabel } from "./order-words.ts";
import { formatRupees } from "../../../lib/money.ts";
import type { Order, RefundRequest } from "../admin-types.ts";
import { TextField } from "../components/FormField.tsx";
import { Facts } from "../components/Facts.tsx";
import { Money } from "../components/Money.tsx";
import { checkRefundForm, refundable, type RefundForm as Form } from "./order-rules.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { useAdminForm } from "../use-admin-form.ts";

const EMPTY: Form = { amount: "", reason: "", reference: "" };
const FIELDS = ["amount", "reason", "reference"] as const;

export function RefundForm({
  order,
  busy,
  onRefund,
}: {
  order: Order;
  busy: boolean;
  onRefund: (refund: RefundRequest) => Promise<unknown>;
}) {
  const { form, setForm, errors, failure, done, setDone, set, passes, refused, clearOutcome } = useAdminForm<
    Form,
    (typeof FIELDS)[number]
  >(EMPTY, FIELDS, "refund");
  const { paid, refunded, max } = refundable(order);
  const method = paymentMethodLabel(order.payment.method);
  const manual = PAYMENT_REFUND_ROUTES[order.payment.method] === "manual";

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearOutcome();
    if (!passes(checkRefundForm(form, max, manual))) return;
    const amount = Number(form.amount.trim());
    try {
      await onRefund({
        amount,
        reason: form.reason.trim(),
        ...(manual ? { reference: form.reference.trim() } : {}),
      });
      setForm(EMPTY);
      setDone(
        manual
          ? `Recorded a refund of ${formatRupees(amount)} paid outside the store.`
          : `Refunded ${formatRupees(amount)}.`,
      );
    } catch (refusal) {
      refused(refusal, "The refund could not be made. Please try again.");
    }
  }

  return (
    <section aria-labelledby="refund-title" className="admin-panel">
      <h2 id="refund-title">Refund</h2>
      <Facts
        facts={[
          { term: "Paid", value: <Money amount={paid} /> },
          { term: "Refunded so far", value: <Money amount={refunded} /> },
          { term: "Can still be refunded", value: <Money amount={max} /> },
        ]}
      />
      {/* Plain words, not a hint: a manual refund asks the admin to pay from the bank before recording it. */}
      <p className={manual ? "admin-refund-route" : undefined} id="refund-route">
        {manual
          ? `${method} has no refund API: pay the refund from the store's bank account outside the store, then record it here with the bank's reference.`
          : `The refund goes back through ${method}: the store asks the gateway to return the money.`}
      </p>
      <FormOutcome done={done} failure={failure} />
      {max === 0 ? (
        <p>There is nothing left to refund.</p>
      ) : (
        <form onSubmit={submit} noValidate className="admin-form">
          <TextField
            id="refund-amount"
            label="Amount (Rs)"
            hint={`Whole rupees, at most ${formatRupees(max)}.`}
            error={errors.amount}
            inputMode="numeric"
            value={form.amount}
            onText={(text) => set("amount", text)}
          />
          <TextField
            id="refund-reason"
            label="Reason"
            error={errors.reason}
            value={form.reason}
            onText={(text) => set("reason", text)}
          />
          {manual && (
            <TextField
              id="refund-reference"
              label="Bank reference"
              hint="The reference of the payment you made to the shopper, as your bank shows it."
              error={errors.reference}
              value={form.reference}
              onText={(text) => set("reference", text)}
            />
          )}
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? "Refunding…" : manual ? "Record refund" : "Refund"}
          </button>
        </form>
      )}
    </section>
  );
}

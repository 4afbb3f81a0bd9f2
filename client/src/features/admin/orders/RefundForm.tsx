// Giving money back (admins only): what was paid, what was refunded so far, and at most the rest.
import type { FormEvent } from "react";
import { formatRupees } from "../../../lib/money.ts";
import type { Order, RefundRequest } from "../admin-types.ts";
import { TextField } from "../components/FormField.tsx";
import { Facts } from "../components/Facts.tsx";
import { Money } from "../components/Money.tsx";
import { checkRefundForm, refundable, type RefundForm as Form } from "./order-rules.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { useAdminForm } from "../use-admin-form.ts";

const EMPTY: Form = { amount: "", reason: "" };
const FIELDS = ["amount", "reason"] as const;

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearOutcome();
    if (!passes(checkRefundForm(form, max))) return;
    const amount = Number(form.amount.trim());
    try {
      await onRefund({ amount, reason: form.reason.trim() });
      setForm(EMPTY);
      setDone(`Refunded ${formatRupees(amount)}.`);
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
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? "Refunding…" : "Refund"}
          </button>
        </form>
      )}
    </section>
  );
}

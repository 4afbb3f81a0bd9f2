// Giving money back (admins only): what was paid, what was refunded so far, and at most the rest.
import { useState, type FormEvent } from "react";
import { formatRupees } from "../../../lib/money.ts";
import type { Order, RefundRequest } from "../admin-types.ts";
import { FormField } from "../components/FormField.tsx";
import { Money } from "../components/Money.tsx";
import { checkRefundForm, refundable, type RefundForm as Form } from "./order-rules.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { errorText, fieldErrorTexts } from "../../../lib/errors/error-text.ts";

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
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { paid, refunded, max } = refundable(order);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkRefundForm(form, max);
    setErrors(found);
    setFailure(null);
    setDone(null);
    if (Object.keys(found).length > 0) {
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(`refund-${first}`)?.focus();
      return;
    }
    const amount = Number(form.amount.trim());
    try {
      await onRefund({ amount, reason: form.reason.trim() });
      setForm(EMPTY);
      setDone(`Refunded ${formatRupees(amount)}.`);
    } catch (refusal) {
      setErrors(fieldErrorTexts(refusal, FIELDS, "en"));
      setFailure(errorText(refusal, "The refund could not be made. Please try again.", "en"));
    }
  }

  const set = (field: keyof Form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <section aria-labelledby="refund-title" className="admin-panel">
      <h2 id="refund-title">Refund</h2>
      <dl className="admin-facts">
        <div>
          <dt>Paid</dt>
          <dd>
            <Money amount={paid} />
          </dd>
        </div>
        <div>
          <dt>Refunded so far</dt>
          <dd>
            <Money amount={refunded} />
          </dd>
        </div>
        <div>
          <dt>Can still be refunded</dt>
          <dd>
            <Money amount={max} />
          </dd>
        </div>
      </dl>
      <FormOutcome done={done} failure={failure} />
      {max === 0 ? (
        <p>There is nothing left to refund.</p>
      ) : (
        <form onSubmit={submit} noValidate className="admin-form">
          <FormField
            id="refund-amount"
            label="Amount (Rs)"
            hint={`Whole rupees, at most ${formatRupees(max)}.`}
            error={errors.amount}
          >
            <input
              type="text"
              inputMode="numeric"
              value={form.amount}
              onChange={(event) => set("amount")(event.target.value)}
            />
          </FormField>
          <FormField id="refund-reason" label="Reason" error={errors.reason}>
            <input type="text" value={form.reason} onChange={(event) => set("reason")(event.target.value)} />
          </FormField>
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? "Refunding…" : "Refund"}
          </button>
        </form>
      )}
    </section>
  );
}

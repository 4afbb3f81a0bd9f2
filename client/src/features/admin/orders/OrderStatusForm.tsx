// Moving an order along its path: the new status, an optional note for the timeline and a tracking number the
// shopper sees in tracking. Cancelling has its own button and asks first.
import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import type { Order, OrderStatusChange } from "../admin-types.ts";
import { FormField } from "../components/FormField.tsx";
import { statusLabel } from "../components/StatusBadge.tsx";
import { canCancel, checkStatusForm, nextStatuses, type StatusForm } from "./order-rules.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { errorText, fieldErrorTexts } from "../../../lib/errors/error-text.ts";

const EMPTY: StatusForm = { status: "", note: "", trackingNumber: "" };
const FIELDS = ["status", "note", "trackingNumber"] as const;

export function OrderStatusForm({
  order,
  busy,
  onChange,
}: {
  order: Order;
  busy: boolean;
  /** Resolves when the server took the change; rejects with its refusal. */
  onChange: (change: OrderStatusChange) => Promise<unknown>;
}) {
  const [form, setForm] = useState<StatusForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof StatusForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const allowed = nextStatuses(order.status);

  async function send(change: OrderStatusChange) {
    setFailure(null);
    setDone(null);
    try {
      await onChange(change);
      setForm(EMPTY);
      setDone(`Order ${order.orderNumber} is now ${statusLabel(change.status).toLowerCase()}.`);
    } catch (refusal) {
      setErrors(fieldErrorTexts(refusal, FIELDS, "en"));
      setFailure(errorText(refusal, "The status could not be changed. Please try again.", "en"));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkStatusForm(form, allowed);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(`status-form-${first}`)?.focus();
      return;
    }
    const note = form.note.trim();
    const trackingNumber = form.trackingNumber.trim();
    void send({
      status: form.status as OrderStatusChange["status"],
      ...(note ? { note } : {}),
      ...(trackingNumber ? { trackingNumber } : {}),
    });
  }

  const set = (field: keyof StatusForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <section aria-labelledby="status-form-title" className="admin-panel">
      <h2 id="status-form-title">Fulfilment</h2>
      <FormOutcome done={done} failure={failure} />
      {allowed.length === 0 ? (
        <p>This order is {statusLabel(order.status).toLowerCase()}: it does not move any further.</p>
      ) : (
        <form onSubmit={submit} noValidate className="admin-form">
          <FormField id="status-form-status" label="New status" error={errors.status}>
            <select value={form.status} onChange={(event) => set("status")(event.target.value)}>
              <option value="">Choose…</option>
              {allowed.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="status-form-note"
            label="Note (optional)"
            hint="Shown in the order's timeline."
            error={errors.note}
          >
            <textarea rows={2} value={form.note} onChange={(event) => set("note")(event.target.value)} />
          </FormField>
          <FormField
            id="status-form-trackingNumber"
            label="Tracking number (optional)"
            hint="The shopper sees it when tracking the order."
            error={errors.trackingNumber}
          >
            <input
              type="text"
              value={form.trackingNumber}
              onChange={(event) => set("trackingNumber")(event.target.value)}
            />
          </FormField>
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? "Saving…" : "Move order"}
          </button>
        </form>
      )}
      {canCancel(order) && (
        <p>
          <button
            type="button"
            className="button admin-danger"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Cancel order
          </button>
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title="Cancel this order?"
          message={`Order ${order.orderNumber} will be cancelled. An unpaid order's stock goes back on sale; a paid one needs a refund.`}
          confirmLabel="Cancel order"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void send({ status: "cancelled" });
          }}
        />
      )}
    </section>
  );
}

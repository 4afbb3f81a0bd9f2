// Moving an order along its path: the new status, an optional note for the timeline and a tracking number the
// shopper sees in tracking. Cancelling has its own button and asks first.
import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import type { Order, OrderStatusChange } from "../admin-types.ts";
import { Choices, choices } from "../components/Choices.tsx";
import { FormField, TextField } from "../components/FormField.tsx";
import { statusLabel } from "../components/StatusBadge.tsx";
import { canCancel, checkStatusForm, nextStatuses, type StatusForm } from "./order-rules.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { useAdminForm } from "../use-admin-form.ts";

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
  const { form, setForm, errors, failure, done, setDone, set, passes, refused, clearOutcome } = useAdminForm<
    StatusForm,
    (typeof FIELDS)[number]
  >(EMPTY, FIELDS, "status-form");
  const [confirming, setConfirming] = useState(false);
  const allowed = nextStatuses(order.status);

  async function send(change: OrderStatusChange) {
    clearOutcome();
    try {
      await onChange(change);
      setForm(EMPTY);
      setDone(`Order ${order.orderNumber} is now ${statusLabel(change.status).toLowerCase()}.`);
    } catch (refusal) {
      refused(refusal, "The status could not be changed. Please try again.");
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!passes(checkStatusForm(form, allowed))) return;
    const note = form.note.trim();
    const trackingNumber = form.trackingNumber.trim();
    void send({
      status: form.status as OrderStatusChange["status"],
      ...(note ? { note } : {}),
      ...(trackingNumber ? { trackingNumber } : {}),
    });
  }

  return (
    <section aria-labelledby="status-form-title" className="admin-panel">
      <h2 id="status-form-title">Fulfilment</h2>
      <FormOutcome done={done} failure={failure} />
      {allowed.length === 0 ? (
        <p>This order is {statusLabel(order.status).toLowerCase()}: it does not move any further.</p>
      ) : (
        <form onSubmit={submit} noValidate className="admin-form">
          <FormField id="status-form-status" label="New status" error={errors.status}>
            <select value={form.status} onChange={(event) => set("status", event.target.value)}>
              <Choices none="Choose…" options={choices(allowed, statusLabel)} />
            </select>
          </FormField>
          <FormField
            id="status-form-note"
            label="Note (optional)"
            hint="Shown in the order's timeline."
            error={errors.note}
          >
            <textarea rows={2} value={form.note} onChange={(event) => set("note", event.target.value)} />
          </FormField>
          <TextField
            id="status-form-trackingNumber"
            label="Tracking number (optional)"
            hint="The shopper sees it when tracking the order."
            error={errors.trackingNumber}
            value={form.trackingNumber}
            onText={(text) => set("trackingNumber", text)}
          />
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

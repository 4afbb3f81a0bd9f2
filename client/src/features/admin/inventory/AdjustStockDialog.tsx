// "Adjust stock": a modal dialog to set a variant's stock or add to or remove from it, with a reason and a note.
// It shows the stock the change would leave, names each mistake beside its field, and afterwards the new stock
// or the server's refusal (409: it would go below 0, or orders kept moving it). Escape or Close shuts it and
// focus goes back to the button that opened it; Tab stays inside while it is open.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { InventoryVariant, StockAdjustment, StockAdjustmentReason } from "../admin-types.ts";
import { Choices, choices } from "../components/Choices.tsx";
import { FormField, TextField } from "../components/FormField.tsx";
import {
  ADJUSTMENT_REASONS,
  ADJUSTMENT_REASON_LABELS,
  EMPTY_ADJUST_FORM,
  MODE_LABELS,
  adjustmentBody,
  checkAdjustForm,
  optionsText,
  stockAfter,
  type AdjustForm,
  type AdjustMode,
} from "./stock-rules.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { useAdminForm } from "../use-admin-form.ts";
import { keepTabInside } from "../../../lib/keep-tab-inside.ts";
import "../../../components/dialog.css";

const FIELDS = ["quantity", "reason", "note"] as const;
const MODES: AdjustMode[] = ["add", "remove", "set"];

export function AdjustStockDialog({
  variant,
  busy,
  onAdjust,
  onClose,
}: {
  variant: InventoryVariant;
  busy: boolean;
  onAdjust: (adjustment: StockAdjustment) => Promise<InventoryVariant>;
  onClose: () => void;
}) {
  const { form, setForm, errors, failure, done, setDone, set, passes, refused, clearOutcome } = useAdminForm<
    AdjustForm,
    (typeof FIELDS)[number]
  >(EMPTY_ADJUST_FORM, FIELDS, "adjust");
  const [stock, setStock] = useState(variant.stock);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
  }, []);

  const after = stockAfter(form, stock);

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearOutcome();
    if (!passes(checkAdjustForm(form, stock))) return;
    try {
      const changed = await onAdjust(adjustmentBody(form));
      setStock(changed.stock);
      setForm(EMPTY_ADJUST_FORM);
      setDone(`Stock of ${changed.sku} is now ${changed.stock}.`);
    } catch (refusal) {
      refused(refusal, "The stock could not be adjusted. Please try again.");
    }
  }

  function keepFocusInside(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = Array.from(
      dialog.current.querySelectorAll<HTMLElement>("input, select, textarea, button"),
    ).filter((element) => !element.hasAttribute("disabled"));
    keepTabInside(event, focusable);
  }

  return (
    <div className="admin-dialog-backdrop">
      <div
        ref={dialog}
        className="admin-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="adjust-title"
        aria-describedby="adjust-variant"
        onKeyDown={keepFocusInside}
      >
        <h2 id="adjust-title">Adjust stock</h2>
        <p id="adjust-variant" className="admin-dialog-subject">
          {variant.productName}
          {Object.keys(variant.options).length > 0 && ` (${optionsText(variant.options)})`}
          <span className="admin-sku">{variant.sku}</span>
        </p>
        <p>
          In stock now: <strong>{stock}</strong>
        </p>
        <FormOutcome done={done} failure={failure} />
        <form onSubmit={submit} noValidate className="admin-form">
          <fieldset className="admin-choice">
            <legend>Change</legend>
            {MODES.map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name="adjust-mode"
                  value={mode}
                  checked={form.mode === mode}
                  onChange={() => set("mode", mode)}
                />{" "}
                {MODE_LABELS[mode]}
              </label>
            ))}
          </fieldset>
          <TextField
            id="adjust-quantity"
            label={form.mode === "set" ? "New stock" : "Quantity"}
            hint={after !== null && after >= 0 ? `Stock after: ${after}` : "A whole number."}
            error={errors.quantity}
            inputMode="numeric"
            autoComplete="off"
            value={form.quantity}
            onText={(text) => set("quantity", text)}
          />
          <FormField id="adjust-reason" label="Reason" error={errors.reason}>
            <select
              value={form.reason}
              onChange={(event) => set("reason", event.target.value as StockAdjustmentReason | "")}
            >
              <Choices
                none="Choose a reason"
                options={choices(ADJUSTMENT_REASONS, (reason) => ADJUSTMENT_REASON_LABELS[reason])}
              />
            </select>
          </FormField>
          <FormField
            id="adjust-note"
            label="Note (optional)"
            hint="At most 500 characters."
            error={errors.note}
          >
            <textarea rows={3} value={form.note} onChange={(event) => set("note", event.target.value)} />
          </FormField>
          <div className="admin-dialog-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? "Saving…" : "Save adjustment"}
            </button>
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

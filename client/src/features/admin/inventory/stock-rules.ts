// The stock adjustment form's words and rules: what the merchant may send (the API reference, POST
// /api/admin/variants/:id/stock), checked before it is sent so a mistake is named beside its field.
import type { StockAdjustment, StockAdjustmentReason, StockChangeKind } from "../admin-types.ts";

/** The server's list (shared/src/admin/inventory.ts), in the order the select offers it. */
export const ADJUSTMENT_REASON_LABELS: Record<StockAdjustmentReason, string> = {
  received: "Received (new stock)",
  correction: "Correction (stock count)",
  damaged: "Damaged",
  lost: "Lost or stolen",
  returned: "Returned to the shelf",
  other: "Other",
};
export const ADJUSTMENT_REASONS = Object.keys(ADJUSTMENT_REASON_LABELS) as StockAdjustmentReason[];

export const CHANGE_LABELS: Record<StockChangeKind, string> = {
  order_reserved: "Order placed",
  order_released: "Order released (unpaid or cancelled)",
  order_returned: "Order returned",
  adjustment: "Adjustment",
  migration: "Opening stock",
};

export type AdjustMode = "set" | "add" | "remove";

export const MODE_LABELS: Record<AdjustMode, string> = {
  set: "Set stock to",
  add: "Add to stock",
  remove: "Remove from stock",
};

export interface AdjustForm {
  mode: AdjustMode;
  quantity: string;
  reason: StockAdjustmentReason | "";
  note: string;
}

export const EMPTY_ADJUST_FORM: AdjustForm = { mode: "add", quantity: "", reason: "", note: "" };
export const MAX_QUANTITY = 1_000_000;
export const MAX_NOTE = 500;

export type AdjustErrors = Partial<Record<"quantity" | "reason" | "note", string>>;

/** The mistakes in the form, by field; none when it can be sent. */
export function checkAdjustForm(form: AdjustForm, stock: number): AdjustErrors {
  const errors: AdjustErrors = {};
  const text = form.quantity.trim();
  const quantity = Number(text);
  if (text === "") errors.quantity = "Enter a quantity";
  else if (!/^\d+$/.test(text)) errors.quantity = "Enter a whole number, 0 or more";
  else if (quantity > MAX_QUANTITY) errors.quantity = `Enter at most ${MAX_QUANTITY}`;
  else if (form.mode !== "set" && quantity === 0) errors.quantity = "Enter a quantity of at least 1";
  else if (form.mode === "remove" && quantity > stock)
    errors.quantity = `Only ${stock} in stock: you can remove at most ${stock}`;
  if (form.reason === "") errors.reason = "Choose a reason";
  if (form.note.trim().length > MAX_NOTE) errors.note = `The note must be at most ${MAX_NOTE} characters`;
  return errors;
}

/** The body the server reads: `set` or a signed `delta`, the reason, and the note when there is one. */
export function adjustmentBody(form: AdjustForm): StockAdjustment {
  const quantity = Number(form.quantity.trim());
  const note = form.note.trim();
  return {
    ...(form.mode === "set" ? { set: quantity } : { delta: form.mode === "add" ? quantity : -quantity }),
    reason: form.reason as StockAdjustmentReason,
    ...(note ? { note } : {}),
  };
}

/** The stock the form would leave, to show before it is sent. */
export function stockAfter(form: AdjustForm, stock: number): number | null {
  const text = form.quantity.trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  if (form.mode === "set") return quantity;
  return form.mode === "add" ? stock + quantity : stock - quantity;
}

/** "Black · 8GB · 128GB", or "—" for a variant without options. */
export function optionsText(options: Record<string, string | undefined>): string {
  const values = Object.values(options).filter((value): value is string => Boolean(value));
  return values.length > 0 ? values.join(" · ") : "—";
}

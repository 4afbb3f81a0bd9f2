// A discount code's form (admins only): a new code, or one changed. The server checks every rule again and its
// refusals show beside their fields.
import type { AdminDiscount } from "@store/shared/admin/discounts";
import type { DiscountType } from "@store/shared/pricing";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import {
  useAdminDiscountsQuery,
  useChangeDiscountMutation,
  useCreateDiscountMutation,
  type AdminDiscountInput,
} from "./discounts-api.ts";
import { Choices, choices } from "../components/Choices.tsx";
import { FormField, TextField } from "../components/FormField.tsx";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { QueryFailure } from "../components/QueryFailure.tsx";
import { TYPE_LABELS, endOfNepalDay, nepalDay, startOfNepalDay } from "./discount-words.ts";
import { useAdminForm } from "../use-admin-form.ts";

interface Form {
  code: string;
  type: DiscountType;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  active: boolean;
}
const FIELDS = [
  "code",
  "type",
  "value",
  "minSubtotal",
  "startsAt",
  "endsAt",
  "usageLimit",
  "perCustomerLimit",
] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

const formOf = (discount?: AdminDiscount): Form => ({
  code: discount?.code ?? "",
  type: discount?.type ?? "percentage",
  value: discount ? String(discount.value) : "",
  minSubtotal: discount ? String(discount.minSubtotal) : "0",
  startsAt: nepalDay(discount?.startsAt ?? null),
  endsAt: nepalDay(discount?.endsAt ?? null),
  usageLimit: discount?.usageLimit?.toString() ?? "",
  perCustomerLimit: discount?.perCustomerLimit?.toString() ?? "",
  active: discount?.active ?? true,
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The form's own checks (the server checks them all again); the terms to send when there is no problem. */
function check(form: Form): { errors: Errors; input?: AdminDiscountInput } {
  const errors: Errors = {};
  if (!/^[A-Za-z0-9_-]{3,40}$/.test(form.code.trim()))
    errors.code = "Code must be 3 to 40 letters, digits, - or _";
  const value = form.type === "free_shipping" ? 0 : whole(form.value);
  if (form.type === "percentage" && !(value >= 1 && value <= 100))
    errors.value = "A percentage must be between 1 and 100";
  if (form.type === "fixed" && !(value >= 1)) errors.value = "A fixed discount must be at least Rs 1";
  const minSubtotal = whole(form.minSubtotal || "0");
  if (Number.isNaN(minSubtotal)) errors.minSubtotal = "Minimum subtotal must be a whole number of rupees";
  const limit = (text: string, field: "usageLimit" | "perCustomerLimit") => {
    if (!text.trim()) return null;
    const number = whole(text);
    if (!(number >= 1)) errors[field] = "Leave it empty for no limit, or give a whole number from 1";
    return number;
  };
  const usageLimit = limit(form.usageLimit, "usageLimit");
  const perCustomerLimit = limit(form.perCustomerLimit, "perCustomerLimit");
  if (form.startsAt && form.endsAt && form.endsAt < form.startsAt)
    errors.endsAt = "The end must be after the start";
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      code: form.code.trim(),
      type: form.type,
      value,
      minSubtotal,
      startsAt: startOfNepalDay(form.startsAt),
      endsAt: endOfNepalDay(form.endsAt),
      usageLimit,
      perCustomerLimit,
      active: form.active,
    },
  };
}

export function DiscountForm({
  discount,
  onSave,
}: {
  discount?: AdminDiscount;
  onSave: (input: AdminDiscountInput) => Promise<AdminDiscount>;
}) {
  const navigate = useNavigate();
  const { form, errors, failure, set, passes, refused, clearOutcome } = useAdminForm(
    formOf(discount),
    FIELDS,
    "discount",
  );
  const [saving, setSaving] = useState(false);
  /** A whole-number field's value, mistake and change, by its name. */
  const wholeNumber = (name: WholeNumberName) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (text: string) => set(name, text),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearOutcome();
    const { errors: found, input } = check(form);
    if (!passes(found) || !input) return;
    setSaving(true);
    try {
      const saved = await onSave(input);
      navigate("/admin/discounts", { state: { notice: `${saved.code} was saved.` } });
    } catch (refusal) {
      refused(refusal, "The discount code could not be saved. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormOutcome failure={failure} />
      <TextField
        id="discount-code"
        label="Code"
        hint="Shoppers type it in any case, e.g. DASHAIN15."
        error={errors.code}
        autoComplete="off"
        value={form.code}
        onText={(text) => set("code", text)}
      />
      <FormField id="discount-type" label="Type" error={errors.type}>
        <select value={form.type} onChange={(event) => set("type", event.target.value as DiscountType)}>
          <Choices
            options={choices(Object.keys(TYPE_LABELS) as DiscountType[], (type) => TYPE_LABELS[type])}
          />
        </select>
      </FormField>
      {form.type !== "free_shipping" && (
        <WholeNumberField
          label={form.type === "percentage" ? "Percentage off" : "Amount off (Rs)"}
          hint={
            form.type === "percentage"
              ? "Of the subtotal, rounded to whole rupees."
              : "Never more than the subtotal."
          }
          {...wholeNumber("value")}
        />
      )}
      <WholeNumberField
        label="Minimum subtotal (Rs)"
        hint="0 for any order."
        {...wholeNumber("minSubtotal")}
      />
      <FormField
        id="discount-startsAt"
        label="Starts on (optional)"
        hint="Nepal time, from the day's start."
        error={errors.startsAt}
      >
        <input type="date" value={form.startsAt} onChange={(event) => set("startsAt", event.target.value)} />
      </FormField>
      <FormField
        id="discount-endsAt"
        label="Ends on (optional)"
        hint="Usable through this whole day."
        error={errors.endsAt}
      >
        <input type="date" value={form.endsAt} onChange={(event) => set("endsAt", event.target.value)} />
      </FormField>
      <WholeNumberField
        label="Usage limit (optional)"
        hint="Orders in all; empty for no limit."
        {...wholeNumber("usageLimit")}
      />
      <WholeNumberField
        label="Per-customer limit (optional)"
        hint="Orders per customer; empty for no limit."
        {...wholeNumber("perCustomerLimit")}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.active}
          onChange={(event) => set("active", event.target.checked)}
        />
        Active (shoppers can use it)
      </label>
      <div className="buy-actions">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? "Saving…" : discount ? "Save discount code" : "Create discount code"}
        </button>
        <Link className="button" to="/admin/discounts">
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** A whole number typed as text (rupees or a count), so an empty field can mean "no limit". */
type WholeNumberName = "value" | "minSubtotal" | "usageLimit" | "perCustomerLimit";

function WholeNumberField(props: {
  name: WholeNumberName;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      id={`discount-${props.name}`}
      label={props.label}
      hint={props.hint}
      error={props.error}
      inputMode="numeric"
      value={props.value}
      onText={props.onChange}
    />
  );
}

export function NewDiscountPage() {
  const [create] = useCreateDiscountMutation();
  return (
    <section aria-labelledby="new-discount-title">
      <h1 id="new-discount-title">New discount code</h1>
      <DiscountForm onSave={(input) => create(input).unwrap()} />
    </section>
  );
}

export function EditDiscountPage() {
  const { id = "" } = useParams();
  const discounts = useAdminDiscountsQuery();
  const [change] = useChangeDiscountMutation();
  const discount = discounts.data?.find((row) => row._id === id);
  return (
    <section aria-labelledby="edit-discount-title">
      <h1 id="edit-discount-title">{discount ? `Discount code ${discount.code}` : "Discount code"}</h1>
      {discounts.isError ? (
        <QueryFailure
          error={discounts.error}
          what="discount codes"
          onRetry={() => void discounts.refetch()}
        />
      ) : discounts.isLoading ? (
        <p role="status">Loading the discount code…</p>
      ) : !discount ? (
        <p>
          No discount code has this address. <Link to="/admin/discounts">All discount codes</Link>
        </p>
      ) : (
        <>
          <p className="admin-meta">
            Used by {discount.timesUsed} {discount.timesUsed === 1 ? "order" : "orders"}.
          </p>
          <DiscountForm
            key={discount._id}
            discount={discount}
            onSave={(input) => change({ id, ...input }).unwrap()}
          />
        </>
      )}
    </section>
  );
}

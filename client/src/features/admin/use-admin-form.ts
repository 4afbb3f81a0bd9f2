// What an admin form keeps between renders: its fields, the mistakes found beside them, and the outcome of its
// last submission (the server's confirmation or refusal, shown by FormOutcome).
import { useState } from "react";
import { errorText, fieldErrorTexts } from "../../lib/errors/error-text.ts";

export function useAdminForm<Form extends object, Field extends keyof Form & string>(
  empty: Form,
  /** The fields that show a mistake, in the order they stand; each control's id is `${idPrefix}-${field}`. */
  fields: readonly Field[],
  idPrefix: string,
) {
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** Sets one field and clears the mistake shown beside it. */
  function set<K extends keyof Form>(field: K, value: Form[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Shows the form's own check: true when it found nothing, else the first wrong field has the focus. */
  function passes(found: Partial<Record<Field, string>>): boolean {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return !first;
  }

  /** The server's refusal: its field errors beside the fields, its words (or the fallback) above the form. */
  function refused(refusal: unknown, fallback: string) {
    setErrors(fieldErrorTexts(refusal, fields, "en") as Partial<Record<Field, string>>);
    setFailure(errorText(refusal, fallback, "en"));
  }

  /** Clears the last outcome before the next submission. */
  function clearOutcome() {
    setFailure(null);
    setDone(null);
  }

  return { form, setForm, errors, failure, done, setDone, set, passes, refused, clearOutcome };
}

import type { z } from "zod";
import { useAppDispatch } from "../../app/hooks.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { useErrorMessage, useFieldErrorMessages } from "../../lib/errors/error-text.ts";
import { useValidationMessage } from "../../lib/errors/validation-text.ts";
import { useFormValues } from "../../lib/form-state.ts";
import { focusFirstError } from "./focus-first-error.ts";

type Parsed<T> = { success: true; data: T } | { success: false; error: z.ZodError };

/**
 * A form of the profile page: its fields (in the order it shows them, ids `${idPrefix}-${field}`), their values
 * and errors, the form's own check and what a refused save shows.
 */
export function useProfileForm<Name extends string>(
  fields: readonly Name[],
  idPrefix: string,
  initial: Record<Name, string> | (() => Record<Name, string>),
) {
  const dispatch = useAppDispatch();
  const errorText = useErrorMessage();
  const fieldErrorTexts = useFieldErrorMessages();
  const validation = useValidationMessage();
  const form = useFormValues<Name>(initial);
  const idOf = (field: string) => `${idPrefix}-${field}`;

  /** The values the form's schema accepted; else null, with each field's error shown and the first focused. */
  function checked<T>(parsed: Parsed<T>): T | null {
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      form.setErrors(found);
      focusFirstError(found, fields, idOf);
      return null;
    }
    form.setErrors({});
    return parsed.data;
  }

  /** A refused save: the fields the answer names show its words, and a toast says what failed (`failed`). */
  function refused(error: unknown, failed: string) {
    form.setErrors(fieldErrorTexts(error, fields));
    dispatch(toastShown("error", errorText(error, failed)));
  }

  /** What a ProfileField of the form takes for `name`. */
  const field = (name: Name) => ({
    id: idOf(name),
    name,
    value: form.values[name],
    // A form's own check keeps the schema's English sentence; worded in the page's language as it shows.
    error: form.errors[name] ? validation(form.errors[name]) : undefined,
    onValueChange: form.edit(name),
  });

  return { values: form.values, setValues: form.setValues, checked, refused, field };
}

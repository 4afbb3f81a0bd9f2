import { useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "./form-errors.ts";

/**
 * A form's values and its errors by field: `edit(name)` sets a field's value and clears that field's error, the
 * moment the shopper types in it; `checked(schema.safeParse(values))` gives the values the form's schema
 * accepted, else null with each field's first error shown.
 */
export function useFormValues<Name extends string>(
  initial: Record<Name, string> | (() => Record<Name, string>),
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = (name: Name) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: "" }));
  };
  function checked<T>(parsed: { success: true; data: T } | { success: false; error: z.ZodError }): T | null {
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error));
    return null;
  }
  return { values, setValues, errors, setErrors, edit, checked };
}

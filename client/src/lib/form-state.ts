// A form's state: its values and errors by field, and its request's refusal.
import { useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "./form-errors.ts";
import { useErrorMessage } from "./errors/error-text.ts";

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

/**
 * A form's request and its refusal: `attempt(send)` forgets the last refusal, then runs `send`, keeping what it
 * throws; `failureText(fallback)` words it in the page's language (the server's message, else `fallback`), null
 * while there is none.
 */
export function useSubmitFailure() {
  const errorText = useErrorMessage();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  async function attempt(send: () => Promise<void>) {
    setFailure(null);
    try {
      await send();
    } catch (error) {
      setFailure({ error });
    }
  }
  const failureText = (fallback: string) => (failure ? errorText(failure.error, fallback) : null);
  return { attempt, failureText };
}

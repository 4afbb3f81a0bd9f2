import { useState } from "react";

/**
 * A form's values and its errors by field: `edit(name)` sets a field's value and clears that field's error, the
 * moment the shopper types in it.
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
  return { values, setValues, errors, setErrors, edit };
}

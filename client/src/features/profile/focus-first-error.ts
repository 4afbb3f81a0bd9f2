/** Moves focus to the first field, in the form's order, that has an error. */
export function focusFirstError(
  errors: Record<string, string>,
  fields: readonly string[],
  idOf: (field: string) => string,
) {
  const first = fields.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}

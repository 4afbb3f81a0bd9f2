/**
 * The per-field messages of a refused call (API.md: `errors: [{ field, message }]`), kept only for the fields
 * the form shows, so that, for example, a wrong current password marks that field as well as raising a toast.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  const list = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  const found: Record<string, string> = {};
  if (!Array.isArray(list)) return found;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field === "string" && typeof item.message === "string" && fields.includes(item.field)) {
      found[item.field] ??= item.message;
    }
  }
  return found;
}

/** Moves focus to the first field, in the form's order, that has an error. */
export function focusFirstError(
  errors: Record<string, string>,
  fields: readonly string[],
  idOf: (field: string) => string,
) {
  const first = fields.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}

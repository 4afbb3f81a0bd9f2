// A form's fields as a person finds them: by their label, with the error linked to each.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

export const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The error linked to a field by aria-describedby, or null when the field is not marked invalid. */
export function errorOf(labelOrField: string | HTMLElement): string | null {
  const field = typeof labelOrField === "string" ? screen.getByLabelText(labelOrField) : labelOrField;
  if (field.getAttribute("aria-invalid") !== "true") return null;
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  const linked = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === "field-error");
  return linked?.textContent ?? null;
}

/** Empties the field and pastes `value` in its place, as one edit. */
export async function replace(label: string, value: string) {
  const user = userEvent.setup();
  await user.clear(input(label));
  if (value) {
    await user.click(input(label));
    await user.paste(value);
  }
}

/** Types each value into the field of that label (an empty value leaves the field alone), then presses `submit`. */
export async function fillAndSubmit(values: Record<string, string>, submit: string) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole("button", { name: submit }));
}

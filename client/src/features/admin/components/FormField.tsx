// A labelled control with its hint and error linked by aria-describedby, as the storefront's forms do. The control
// is given its id, aria-invalid and aria-describedby; a control inside other markup takes them from a function.
import { cloneElement, type InputHTMLAttributes, type ReactElement, type ReactNode } from "react";

interface ControlProps {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children:
    ReactElement<ControlProps> | ((control: Required<Pick<ControlProps, "id">> & ControlProps) => ReactNode);
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const control = { id, "aria-invalid": Boolean(error), "aria-describedby": described || undefined };
  return (
    <div className="field admin-field">
      <label htmlFor={id}>{label}</label>
      {typeof children === "function" ? children(control) : cloneElement(children, control)}
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A FormField over a one-line text box (any other attributes go to the box), reporting the text typed. */
export function TextField({
  id,
  label,
  hint,
  error,
  onText,
  ...box
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onText: (text: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "value" | "onChange">) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input type="text" {...box} onChange={(event) => onText(event.target.value)} />
    </FormField>
  );
}

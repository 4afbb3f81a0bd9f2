// A labelled control with its hint and error linked by aria-describedby, as the storefront's forms do. The control
// is given its id, aria-invalid and aria-describedby; a control inside other markup takes them from a function.
import { cloneElement, type ReactElement, type ReactNode } from "react";

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

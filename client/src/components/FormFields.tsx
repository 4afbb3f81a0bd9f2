// The pieces of a storefront form: a labelled field with its hint and error, the submit button, and the line
// above the form that says what happened.
import type { InputHTMLAttributes, ReactNode } from "react";
import { useHydrated } from "../lib/hydrated.ts";

/**
 * What ties a field's control to its hint and its error (`${id}-hint`, `${id}-error`), so a screen reader
 * announces them with it.
 */
export function fieldAria(id: string, error?: string, hint?: string) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": Boolean(error), "aria-describedby": describedBy || undefined };
}

/** A field's error, already worded in the page's language, under its control (nothing when there is none). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "onChange" | "value" | "className"
> {
  id: string;
  label: string;
  value: string;
  /** The field's error, already worded. */
  error?: string;
  /** Help shown under the field and linked to it (for example why it cannot be edited). */
  hint?: string;
  onValueChange?: (value: string) => void;
  /** A button in one row with the input: a password's show/hide. */
  reveal?: ReactNode;
  /** The class of a box that holds the field; without one its label, input and messages are rows of the form. */
  className?: string;
}

/** A labelled input with its hint and its error. */
export function TextField({
  id,
  label,
  value,
  error,
  hint,
  onValueChange,
  reveal,
  className,
  type = "text",
  ...input
}: TextFieldProps) {
  const control = (
    <input
      {...input}
      type={type}
      id={id}
      value={value}
      {...fieldAria(id, error, hint)}
      onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
    />
  );
  const field = (
    <>
      <label htmlFor={id} className={input.required ? "required" : undefined}>
        {label}
      </label>
      {reveal ? (
        <div className="password-field">
          {control}
          {reveal}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </>
  );
  return className ? <div className={className}>{field}</div> : field;
}

/**
 * A form's submit button: while its request is under way it is disabled and says so (`busyLabel`); on a
 * server-rendered page it is enabled once the browser has taken the page over.
 */
export function SubmitButton({
  busy,
  busyLabel,
  className = "button primary",
  children,
}: {
  busy: boolean;
  busyLabel: string;
  className?: string;
  children: ReactNode;
}) {
  // Until the browser has taken over a server-rendered page, a press would send the form as a plain GET to the
  // page's own address (losing its query, a reset link's token among them) and the fields into the address bar.
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={busy || !hydrated}>
      {busy ? busyLabel : children}
    </button>
  );
}

/**
 * A line above a form: a notice, read out politely (status), or with `failure` what went wrong, read out at once
 * (alert). Nothing without text.
 */
export function FormMessage({ text, failure = false }: { text: string | null | false; failure?: boolean }) {
  if (!text) return null;
  const [className, role] = failure ? ["form-error", "alert"] : ["notice", "status"];
  return (
    <p className={className} role={role}>
      {text}
    </p>
  );
}

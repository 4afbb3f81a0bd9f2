import type { InputHTMLAttributes } from "react";

interface ProfileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  id: string;
  label: string;
  value: string;
  error?: string;
  /** Help shown under the field and linked to it (for example why it cannot be edited). */
  hint?: string;
  wide?: boolean;
  onValueChange?: (value: string) => void;
}

/** A labelled input whose error and hint are announced with it (aria-describedby, aria-invalid). */
export function ProfileField({
  id,
  label,
  value,
  error,
  hint,
  wide,
  onValueChange,
  type = "text",
  ...input
}: ProfileFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={wide ? "field profile-field wide" : "field profile-field"}>
      <label htmlFor={id} className={input.required ? "required" : undefined}>
        {label}
      </label>
      <input
        {...input}
        type={type}
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from "react";

/** A form's submit button: while its request is under way it is disabled and says so (`busyLabel`). */
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
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

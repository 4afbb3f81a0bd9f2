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

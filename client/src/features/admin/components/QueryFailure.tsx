import { errorText } from "../../../lib/errors/error-text.ts";

/** A call that failed: the server's words (or the screen's), and a way to ask again. */
export function QueryFailure({
  error,
  what,
  onRetry,
}: {
  error: unknown;
  what: string;
  onRetry: () => void;
}) {
  return (
    <div className="admin-failure" role="alert">
      <p>{errorText(error, `Could not load ${what}.`, "en")}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

import { errorMessage } from "../../../api/base-api.ts";

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
      <p>{errorMessage(error, `Could not load ${what}.`)}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

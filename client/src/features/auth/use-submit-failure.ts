import { useState } from "react";
import { useErrorMessage } from "../../lib/errors/error-text.ts";

/**
 * A form's request and its refusal: `attempt(send)` forgets the last refusal, then runs `send`, keeping what it
 * throws; `failureText(fallback)` words it in the page's language (the server's message, else `fallback`), null
 * while there is none.
 */
export function useSubmitFailure() {
  const errorText = useErrorMessage();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  async function attempt(send: () => Promise<void>) {
    setFailure(null);
    try {
      await send();
    } catch (error) {
      setFailure({ error });
    }
  }
  const failureText = (fallback: string) => (failure ? errorText(failure.error, fallback) : null);
  return { attempt, failureText };
}

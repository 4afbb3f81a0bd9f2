import { useState } from "react";

/**
 * A form's request and its refusal: `attempt(send)` forgets the last refusal, then runs `send`, keeping what it
 * throws for the page to say.
 */
export function useSubmitFailure() {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  async function attempt(send: () => Promise<void>) {
    setFailure(null);
    try {
      await send();
    } catch (error) {
      setFailure({ error });
    }
  }
  return { failure, setFailure, attempt };
}

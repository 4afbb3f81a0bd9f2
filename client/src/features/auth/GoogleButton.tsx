import { useState } from "react";
import { newGoogleState, rememberGoogleState } from "./google-state.ts";

/**
 * Sign in with Google: the server sends the shopper to Google's account chooser (the local emulator
 * offline), which returns to /auth/google/callback with a signed ID token that the server verifies.
 */
export function GoogleButton({ label = "Continue with Google" }: { label?: string }) {
  const [state] = useState(newGoogleState);
  return (
    <a
      className="button google"
      href={`/api/auth/google/start?${new URLSearchParams({ state })}`}
      onClick={() => rememberGoogleState(state)}
    >
      <span aria-hidden="true" className="google-mark">
        G
      </span>{" "}
      {label}
    </a>
  );
}

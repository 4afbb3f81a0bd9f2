import { useEffect, useState, type MouseEvent } from "react";
import { useMessages } from "../../i18n/use-messages.ts";
import { useSignInMethodsQuery } from "./auth-api.ts";
import { authMessages } from "./auth-messages.ts";
import { newGoogleState, rememberGoogleState } from "./google-state.ts";

const START = "/api/auth/google/start";

/**
 * Sign in with Google: the server sends the shopper to Google's account chooser (the local emulator
 * offline), which posts a signed ID token to the server; the server verifies it and sends the browser to
 * /auth/callback with a one-time code that only this browser's state redeems. The state is made when the
 * shopper clicks, never in the page's HTML (which the server renders once for everyone). So the link leads somewhere only once the page has hydrated: a click
 * before that would start without a state, which the server refuses.
 * `next`, where the shopper was going, is kept in this tab for the return (google-state.ts).
 * A store without Google sign-in (GOOGLE_SIGNIN=off) shows no button; until the store has said, the button is there,
 * as it always was.
 */
export function GoogleButton({ label, next = null }: { label?: string; next?: string | null }) {
  const { t } = useMessages(authMessages);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { data: methods } = useSignInMethodsQuery();
  if (methods?.google === false) return null;
  function start(event: MouseEvent<HTMLAnchorElement>) {
    const state = newGoogleState();
    rememberGoogleState(state, next);
    event.currentTarget.href = `${START}?${new URLSearchParams({ state })}`;
  }
  return (
    <a className="button google" href={hydrated ? START : undefined} onClick={start}>
      <span aria-hidden="true" className="google-mark">
        G
      </span>{" "}
      {label ?? t("continueWithGoogle")}
    </a>
  );
}

// The `state` of a Google sign-in: made by this browser before it leaves, checked when the answer comes back to
// /auth/callback, so a sign-in code pushed into this browser by another site (someone else's sign-in) is refused.
const STATE_KEY = "googleSignInState";

export function newGoogleState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function rememberGoogleState(state: string): void {
  sessionStorage.setItem(STATE_KEY, state);
}

/** True once for the state this browser sent; the stored state is used up either way. */
export function takeGoogleState(state: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return Boolean(state) && state === expected;
}

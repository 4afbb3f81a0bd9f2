import { afterLoginPath } from "./after-login.ts";

// The `state` of a Google sign-in: made by this browser before it leaves, checked when the answer comes back to
// /auth/callback, so a sign-in code pushed into this browser by another site (someone else's sign-in) is refused.
const STATE_KEY = "googleSignInState";
// Where the shopper was going when they left for Google (the sign-in page's `next`), read back on their return.
const NEXT_KEY = "googleSignInNext";

export function newGoogleState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function rememberGoogleState(state: string, next: string | null = null): void {
  sessionStorage.setItem(STATE_KEY, state);
  if (next) sessionStorage.setItem(NEXT_KEY, next);
  else sessionStorage.removeItem(NEXT_KEY);
}

/**
 * Where to go once Google has signed the shopper in: the `next` kept when they left, if it is a path of the store
 * (after-login.ts), else home. Used up once read.
 */
export function takeGoogleNext(): string {
  const next = sessionStorage.getItem(NEXT_KEY);
  sessionStorage.removeItem(NEXT_KEY);
  return afterLoginPath(next);
}

/** True once for the state this browser sent; the stored state is used up either way. */
export function takeGoogleState(state: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return Boolean(state) && state === expected;
}

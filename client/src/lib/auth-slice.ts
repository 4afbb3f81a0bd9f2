// Who is signed in: the token and user, kept in localStorage so a reload stays signed in (docs/STOREFRONT.md
// "States and steps").
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { User } from "@store/shared/auth";

const TOKEN_KEY = "token";
const USER_KEY = "user";

export interface AuthState {
  token: string | null;
  user: User | null;
  /**
   * Whether the stored sign-in has been read. A page rendered on the server is rendered as a guest, and the
   * browser's first render must match it, so the browser reads the stored sign-in only after it has hydrated:
   * until then, screens that belong to the shopper show their loading state (PersonalScreen).
   */
  restored: boolean;
}

/** The guest state a server-rendered page starts from, before the browser has read its storage. */
export const NOT_RESTORED: AuthState = { token: null, user: null, restored: false };

export function restoreAuth(): AuthState {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? "null") as User | null;
    return token && user ? { token, user, restored: true } : { token: null, user: null, restored: true };
  } catch {
    return { token: null, user: null, restored: true };
  }
}

const authSlice = createSlice({
  name: "auth",
  initialState: restoreAuth,
  reducers: {
    authRestored(_state, action: PayloadAction<AuthState>) {
      return { ...action.payload, restored: true };
    },
    signedIn(state, action: PayloadAction<{ token: string; user: User }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    /** A fresh token for the same sign-in (a password change refuses every token issued before it). */
    tokenRenewed(state, action: PayloadAction<string>) {
      if (state.user) state.token = action.payload;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    signedOut(state) {
      state.token = null;
      state.user = null;
    },
  },
});

export const { authRestored, signedIn, signedOut, tokenRenewed, userUpdated } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** Writes the signed-in state back to storage; called by the store whenever it changes. */
export function persistAuth(state: AuthState): void {
  if (!state.restored) return;
  if (state.token && state.user) {
    localStorage.setItem(TOKEN_KEY, state.token);
    localStorage.setItem(USER_KEY, JSON.stringify(state.user));
  } else {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  }
}

import { configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import { baseApi, type ApiExtra, type ApiTransport } from "../api/base-api.ts";
import { authReducer, authRestored, NOT_RESTORED, persistAuth, signedOut } from "../lib/auth-slice.ts";
import { toastReducer } from "../lib/toasts/toast-slice.ts";

export interface StoreOptions {
  /**
   * Rendering on the server, or hydrating what the server rendered: start as a guest whose stored sign-in is not
   * read yet (the browser reads it once hydrated, in SessionRestorer), so both first renders are the same.
   */
  guestFirst?: boolean;
  /** The server's way to the API; the browser's is its own origin. */
  transport?: ApiTransport;
}

export function createStore({ guestFirst = false, transport }: StoreOptions = {}) {
  // Signing out forgets what belonged to the account: its cart, wishlist, orders and profile are fetched
  // again for the guest where a screen shows them, and dropped from the cache everywhere else; the pages and data
  // the service worker kept for reading offline are deleted too (docs/guides/offline.md).
  const sessionChanges = createListenerMiddleware();
  sessionChanges.startListening({
    actionCreator: signedOut,
    effect: async (_, api) => {
      api.dispatch(baseApi.util.invalidateTags(["Cart", "Wishlist", "Order", "Me"]));
      // The offline rules load only when someone signs out: they are no part of a page's first load.
      const { forgetKeptCopies } = await import("./offline/kept-copies.ts");
      await forgetKeptCopies();
    },
  });
  // A page that hydrated as a guest learns who is signed in just after: what was fetched for the guest before
  // then (the wishlist's hearts, say) is fetched again for the account.
  sessionChanges.startListening({
    actionCreator: authRestored,
    effect: (action, api) => {
      if (action.payload.token)
        api.dispatch(baseApi.util.invalidateTags(["Cart", "Wishlist", "Order", "Me"]));
    },
  });
  const store = configureStore({
    reducer: { auth: authReducer, toasts: toastReducer, [baseApi.reducerPath]: baseApi.reducer },
    ...(guestFirst ? { preloadedState: { auth: NOT_RESTORED } } : {}),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport, signedOut } satisfies ApiExtra } })
        .prepend(sessionChanges.middleware)
        .concat(baseApi.middleware),
  });
  let lastAuth = store.getState().auth;
  store.subscribe(() => {
    const { auth } = store.getState();
    if (auth !== lastAuth) {
      lastAuth = auth;
      persistAuth(auth);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];

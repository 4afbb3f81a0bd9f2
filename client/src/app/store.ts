import { configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import { baseApi } from "../api/base-api.ts";
import { authReducer, persistAuth, signedOut } from "../features/auth/auth-slice.ts";
import { toastReducer } from "../features/toasts/toast-slice.ts";

export function createStore() {
  // Signing out forgets what belonged to the account: its cart, wishlist, orders and profile are fetched
  // again for the guest where a screen shows them, and dropped from the cache everywhere else.
  const signOut = createListenerMiddleware();
  signOut.startListening({
    actionCreator: signedOut,
    effect: (_, api) => {
      api.dispatch(baseApi.util.invalidateTags(["Cart", "Wishlist", "Order", "Me"]));
    },
  });
  const store = configureStore({
    reducer: { auth: authReducer, toasts: toastReducer, [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().prepend(signOut.middleware).concat(baseApi.middleware),
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

import { configureStore } from "@reduxjs/toolkit";
import { baseApi } from "../api/base-api.ts";
import { authReducer, persistAuth } from "../features/auth/auth-slice.ts";
import { toastReducer } from "../features/toasts/toast-slice.ts";

export function createStore() {
  const store = configureStore({
    reducer: { auth: authReducer, toasts: toastReducer, [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
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

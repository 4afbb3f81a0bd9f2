// Renders a screen inside the real store and a memory router, as the app does.
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { Provider } from "react-redux";
import type { Language } from "@store/shared/language";
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from "react-router-dom";
import { createStore } from "../app/store.ts";
import { authApi } from "../features/auth/auth-api.ts";
import { Toasts } from "../components/Toasts.tsx";
import { createTranslator } from "../i18n/translator.ts";

/**
 * The screen at `path`, in English (the product's texts) unless `language` says Nepali. The store already
 * knows what the sign-in pages' loader tells every page in the app (route-data.ts, signInData): whether
 * Google sign-in is offered (yes, unless `googleSignIn` says not).
 */
export function renderAt(
  path: string,
  routes: RouteObject[],
  { language = "en", googleSignIn = true }: { language?: Language; googleSignIn?: boolean } = {},
) {
  const store = createStore();
  store.dispatch(
    authApi.util.upsertQueryEntries([
      { endpointName: "signInMethods", arg: undefined, value: { google: googleSignIn } },
    ]),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    store,
    router,
    ...render(
      <I18nextProvider i18n={createTranslator(language)}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </I18nextProvider>,
    ),
  };
}

/** The given routes inside a layout that shows toasts, as AppLayout does. */
export function withToasts(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <>
          <Outlet />
          <Toasts />
        </>
      ),
      children,
    },
  ];
}

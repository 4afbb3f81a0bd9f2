import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { Provider } from "react-redux";
import { useRoutes } from "react-router-dom";
import { useScreenDataOnNavigation } from "./screen-loading.ts";
import { usePageChange } from "./page-change.ts";
import { routes } from "./routes.tsx";
import type { Translator } from "../i18n/translator.ts";
import { SiteOriginProvider } from "./site-origin.tsx";
import type { AppStore } from "./store.ts";
import "../styles/global.css";

/**
 * The screens of the route table, under whichever router the side provides (browser or static). Each change of
 * page moves the scroll and the focus as page-change.ts says, the storefront's and the admin's alike.
 */
export function Screens() {
  useScreenDataOnNavigation();
  usePageChange();
  return useRoutes(routes);
}

/** The providers every screen reads: the store, the page's language and texts, the store's address. */
export function App({
  store,
  origin,
  translator,
  children,
}: {
  store: AppStore;
  origin: string;
  translator: Translator;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={translator}>
        <SiteOriginProvider value={origin}>{children}</SiteOriginProvider>
      </I18nextProvider>
    </Provider>
  );
}

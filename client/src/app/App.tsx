import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { useRoutes } from "react-router-dom";
import { useScreenDataOnNavigation } from "./screen-loading.ts";
import { routes } from "./routes.tsx";
import { SiteOriginProvider } from "./site-origin.tsx";
import type { AppStore } from "./store.ts";
import "../styles/global.css";

/** The screens of the route table, under whichever router the side provides (browser or static). */
export function Screens() {
  useScreenDataOnNavigation();
  return useRoutes(routes);
}

export function App({ store, origin, children }: { store: AppStore; origin: string; children: ReactNode }) {
  return (
    <Provider store={store}>
      <SiteOriginProvider value={origin}>{children}</SiteOriginProvider>
    </Provider>
  );
}

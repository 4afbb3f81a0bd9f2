// In the browser, a navigation starts the new screen's code and data together (render-as-you-fetch): the
// route table's loaders, the same the server awaits before rendering, fired without waiting.
import { useEffect } from "react";
import { useStore } from "react-redux";
import { matchRoutes, useLocation, type LoaderFunctionArgs } from "react-router-dom";
import type { RouteContext } from "./route-data.ts";
import { routes, type RouteHandle } from "./routes.tsx";
import type { AppStore } from "./store.ts";

/** Starts loading the code and data of the screens matching `href` (a path with its query). */
export function loadScreensAhead(store: AppStore, href: string, origin: string): Promise<unknown> {
  const url = new URL(href, origin);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const context: RouteContext = { store };
  const work = matches.map(async ({ route, params }) => {
    const screen = (route.handle as RouteHandle | undefined)?.screen;
    const code = screen?.preload();
    if (typeof route.loader === "function") {
      const args = { params, request: new Request(url), context } as unknown as LoaderFunctionArgs;
      await route.loader(args);
    }
    await code;
  });
  return Promise.allSettled(work);
}

/** Loads the code of the screens at `pathname`, so a server-rendered page hydrates without waiting for it. */
export function preloadScreens(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.allSettled(
    matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.screen?.preload()),
  );
}

export function useScreenDataOnNavigation(): void {
  const store = useStore() as AppStore;
  const location = useLocation();
  useEffect(() => {
    void loadScreensAhead(store, `${location.pathname}${location.search}`, window.location.origin);
  }, [store, location.pathname, location.search]);
}

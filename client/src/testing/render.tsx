// Renders a screen inside the real store and a memory router, as the app does.
import { render } from "@testing-library/react";
import { Provider } from "react-redux";
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from "react-router-dom";
import { createStore } from "../app/store.ts";
import { Toasts } from "../features/toasts/Toasts.tsx";

export function renderAt(path: string, routes: RouteObject[]) {
  const store = createStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    store,
    router,
    ...render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
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

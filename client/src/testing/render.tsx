// Renders a screen inside the real store and a memory router, as the app does.
import { render } from "@testing-library/react";
import { Provider } from "react-redux";
import { RouterProvider, createMemoryRouter, type RouteObject } from "react-router-dom";
import { createStore } from "../app/store.ts";

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

import { useState } from "react";
import { Provider } from "react-redux";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { routes } from "./routes.tsx";
import { createStore } from "./store.ts";
import "../styles/global.css";

export function App() {
  const [store] = useState(createStore);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

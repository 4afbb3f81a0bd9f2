import { Provider } from "react-redux";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { routes } from "./routes.tsx";
import type { AppStore } from "./store.ts";
import "../styles/global.css";

function Screens() {
  return useRoutes(routes);
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Screens />
      </BrowserRouter>
    </Provider>
  );
}

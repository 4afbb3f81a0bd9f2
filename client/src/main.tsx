import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { prefetchScreen } from "./app/route-data.ts";
import { createStore } from "./app/store.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

const store = createStore();
prefetchScreen(window.location.pathname, store.dispatch);

createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);

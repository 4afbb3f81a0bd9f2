// The browser's start. A page the server rendered is hydrated: the store takes over the server's cache (so no
// data is fetched again), the screen's code is loaded first (so hydration need not wait for it), and the first
// render is a guest's, exactly as on the server; the stored sign-in is read just after. Without server
// rendering (Vite's development server) the app renders into index.html's #root.
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { apiHydrated } from "./api/api-hydrated.ts";
import { App, Screens } from "./app/App.tsx";
import { Document, PAGE_DATA_ID, type PageData } from "./app/Document.tsx";
import { preloadScreens } from "./app/screen-loading.ts";
import { createStore } from "./app/store.ts";
import { chooseLanguage } from "@store/shared/language";
import { createTranslator } from "./i18n/translator.ts";
import { chooseDataSaver } from "@store/shared/data-saver";
import { DataSaverProvider } from "./lib/data-saver.tsx";

/** The browser's data saver, as its Save-Data header would say (Chromium's navigator.connection). */
const browserSaveData = () =>
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData ? "on" : undefined;

async function hydratePage(json: string): Promise<void> {
  const data = JSON.parse(json) as PageData;
  const store = createStore({ guestFirst: true });
  store.dispatch(apiHydrated(data.api));
  await preloadScreens(window.location.pathname);
  hydrateRoot(
    document,
    <StrictMode>
      <App store={store} origin={data.origin} translator={createTranslator(data.lang)}>
        <Document data={data} json={json}>
          <BrowserRouter>
            <Screens />
          </BrowserRouter>
        </Document>
      </App>
    </StrictMode>,
  );
}

function renderInBrowser(root: HTMLElement): void {
  const store = createStore();
  const translator = createTranslator(chooseLanguage(document.cookie, navigator.languages.join(",")));
  createRoot(root).render(
    <StrictMode>
      <App store={store} origin={window.location.origin} translator={translator}>
        <DataSaverProvider initial={chooseDataSaver(document.cookie, browserSaveData())}>
          <BrowserRouter>
            <Screens />
          </BrowserRouter>
        </DataSaverProvider>
      </App>
    </StrictMode>,
  );
}

const pageData = document.getElementById(PAGE_DATA_ID);
if (pageData?.textContent) void hydratePage(pageData.textContent);
else {
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element");
  renderInBrowser(root);
}

// The service worker (offline reading, docs/guides/offline.md) once the page has loaded: none of its code is part
// of the first load. Only the built store has one (Vite's development server serves no /sw.js).
function startServiceWorker(): void {
  import("./app/offline/register-worker.ts")
    .then(({ registerWorker, reloadOnMissingChunk }) => {
      reloadOnMissingChunk();
      return registerWorker();
    })
    // A browser that refuses the worker (a policy, a private window) shows the store as before, online only.
    .catch(() => undefined);
}
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  if (document.readyState === "complete") startServiceWorker();
  else window.addEventListener("load", startServiceWorker, { once: true });
}

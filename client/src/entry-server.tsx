// The server's side of rendering a storefront page (imported by server/src/render/, built by Vite's SSR build).
// React Router's static handler matches the address and runs the route loaders, which fill a fresh store's RTK
// Query cache through the server's own API as a guest; React's streaming renderer then renders the whole
// document from that cache, and the cache travels with the page so the browser hydrates without fetching again.
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, StaticRouter } from "react-router-dom";
import { Writable } from "node:stream";
import { App, Screens } from "./app/App.tsx";
import { Document, pageDataJson, type PageAssets, type PageData } from "./app/Document.tsx";
import type { RouteContext, ScreenData } from "./app/route-data.ts";
import { routes } from "./app/routes.tsx";
import { preloadScreens } from "./app/screen-loading.ts";
import { createStore } from "./app/store.ts";
import type { Language } from "@store/shared/language";
import { createRenderTranslator } from "./i18n/translator.ts";

/** What the server keys a rendered page by and renders in its place (app/route-addresses.ts). */
export { pageAddress } from "./app/page-address.ts";

export interface PageRequest {
  /** The shopper's language (the lang cookie, else Accept-Language). */
  language: Language;
  /** Data saver: the Save-Data header or the store's switch (shared/src/data-saver.ts). */
  dataSaver: boolean;
  /** The path and query asked for, e.g. "/products?brand=apple". */
  url: string;
  /** The store's public origin (PUBLIC_URL), for absolute links. */
  origin: string;
  /** The way to the store's own API: an in-process request, answered as to a guest. */
  fetchApi: typeof fetch;
  assets: PageAssets;
}

export interface RenderedPage {
  status: number;
  html: string;
}

const handler = createStaticHandler(routes);

/** The page's status: the strongest a loader reported (a missing product makes the page a 404). */
function pageStatus(loaderData: Record<string, unknown>): number {
  let status = 200;
  for (const data of Object.values(loaderData)) {
    const reported = (data as ScreenData | null)?.status;
    if (typeof reported === "number" && reported > status) status = reported;
  }
  return status;
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const store = createStore({
    guestFirst: true,
    transport: { baseUrl: `${request.origin}/api`, fetchFn: request.fetchApi, server: true },
  });
  const context: RouteContext = { store };
  await preloadScreens(new URL(request.url, request.origin).pathname);
  const routed = await handler.query(new Request(new URL(request.url, request.origin)), {
    requestContext: context,
  });
  if (routed instanceof Response) throw new Error(`A route answered ${routed.status} instead of data`);
  const status = routed.errors ? 500 : pageStatus(routed.loaderData);
  const { queries, provided } = store.getState().api;
  const data: PageData = {
    lang: request.language,
    dataSaver: request.dataSaver,
    origin: request.origin,
    assets: request.assets,
    api: { queries, mutations: {}, provided },
  };
  const json = pageDataJson(data);
  const { translator, done } = createRenderTranslator(request.language);
  try {
    const html = await renderToString(
      <StrictMode>
        <App store={store} origin={request.origin} translator={translator}>
          <Document data={data} json={json}>
            <StaticRouter location={request.url}>
              <Screens />
            </StaticRouter>
          </Document>
        </App>
      </StrictMode>,
    );
    return { status, html };
  } finally {
    done();
  }
}

/**
 * Streams the document and gathers it once everything (lazy screens included) is ready: the page is cached
 * whole, and a crawler or a browser without JavaScript gets the complete content, never a loading state.
 */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary is complete when the document is written: inline them all, however large, since an
      // outlined one is revealed by an inline script (which the Content Security Policy refuses) or not at all
      // without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => console.error("Rendering a page failed:", error),
    });
  });
}

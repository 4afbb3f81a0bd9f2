/// <reference lib="webworker" />
// The store's service worker (docs/guides/offline.md), built by client/vite-plugins/service-worker.ts into
// /sw.js with the list of the build's own files to precache. With Workbox:
// - the store's own built files (scripts, styles, fonts, the offline pages) are precached at install, and the
//   previous version's scripts and styles are kept one more version, so a tab still running it never meets a
//   missing chunk;
// - the pages and public catalogue data a shopper has seen (kept-copies.ts says which) are read from the network
//   first, from the kept copy when the network fails or takes over NETWORK_TIMEOUT_S; the page is told when a
//   copy answered, and since when, to say so;
// - any other page that cannot be reached offline shows the store's own offline page in the shopper's language.
// A new version installs beside the running one and waits until the page asks it to take over (the shopper's
// "Reload"), or until every tab of the store has closed.
import { chooseLanguage, LANGUAGE_COOKIE } from "@store/shared/language";
import { ExpirationPlugin } from "workbox-expiration";
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst, NetworkOnly } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types.js";
import {
  DATA_CACHE,
  KEPT_AT_HEADER,
  ANSWERED,
  keptKind,
  mayKeepAnswer,
  OFFLINE_PAGES,
  PAGES_CACHE,
  TAKE_OVER,
  WHICH_COPY,
  type Answered,
  type KeptKind,
} from "./kept-copies.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** A slow link answers from the kept copy after this long (the network's answer still refreshes the copy). */
const NETWORK_TIMEOUT_S = 3;
/** The previous version's built scripts and styles, kept while tabs of that version may still ask for them. */
const PREVIOUS_ASSETS_CACHE = "store-previous-assets";
const ORIGIN = self.location.origin;
/** The picture shown for a product picture out of reach (precached: precache-list.ts). */
const PICTURE_STAND_IN = "/placeholder-product.svg";

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

self.addEventListener("install", (event) => {
  event.waitUntil(precache.install(event));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(keepPreviousAssets().then(() => precache.activate(event)));
});

/**
 * Before the precache drops what the new version no longer lists, its built files (under /assets/) are copied
 * aside: a tab opened before the update still loads its lazily loaded screens from there, offline or after the
 * server has stopped serving them. Only one version back is kept.
 */
async function keepPreviousAssets(): Promise<void> {
  const current = await caches.open(precache.strategy.cacheName);
  const wanted = new Set(precache.getCachedURLs());
  const stale = (await current.keys()).filter(
    (request) => !wanted.has(request.url) && new URL(request.url).pathname.startsWith("/assets/"),
  );
  if (stale.length === 0) return;
  await caches.delete(PREVIOUS_ASSETS_CACHE);
  const previous = await caches.open(PREVIOUS_ASSETS_CACHE);
  await Promise.all(
    stale.map(async (request) => {
      const response = await current.match(request);
      if (response) await previous.put(request, response);
    }),
  );
}

registerRoute(new PrecacheRoute(precache));

// A built file the precache does not hold: one of the previous version's, else the server's.
registerRoute(
  ({ url }) => url.origin === ORIGIN && url.pathname.startsWith("/assets/"),
  async ({ request }) =>
    (await caches.match(request, { cacheName: PREVIOUS_ASSETS_CACHE })) ?? fetch(request),
);

/** Keeps only what kept-copies.ts allows, stamped with the time it was fetched. */
const keepWhatIsPublic = (kind: KeptKind): WorkboxPlugin => ({
  async cacheWillUpdate({ response }) {
    if (!mayKeepAnswer(kind, response.status, response.headers.get("cache-control"))) return null;
    const headers = new Headers(response.headers);
    headers.set(KEPT_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
});

/**
 * Network first, the kept copy when the network fails or is slow. The server's answers vary by language and
 * encoding (Vary: Cookie, Accept-Language, Accept-Encoding), headers a worker's requests do not carry: the copy
 * kept is the last one fetched for the address.
 */
const networkFirst = (kind: KeptKind, cacheName: string, maxEntries: number) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    matchOptions: { ignoreVary: true },
    plugins: [keepWhatIsPublic(kind), new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  });

const pages = networkFirst("page", PAGES_CACHE, 60);
const data = networkFirst("data", DATA_CACHE, 300);

/** When a kept copy answered: its stamp, or null for the network's own answer. */
function keptAt(response: Response): number | null {
  const stamp = response.headers.get(KEPT_AT_HEADER);
  return stamp ? Number(stamp) : null;
}

/**
 * The pages (by their tab's id) that were answered from a kept copy, and since when: the page asks once it runs
 * (WHICH_COPY), since it does not exist yet when its own answer is chosen.
 */
const pagesFromCopies = new Map<string, number>();

registerRoute(
  ({ request }) => keptKind(request, ORIGIN) === "page",
  async (options) => {
    const response = await pages.handle(options);
    const when = keptAt(response);
    const client = options.event instanceof FetchEvent ? options.event.resultingClientId : "";
    if (when !== null && client) pagesFromCopies.set(client, when);
    return response;
  },
);

registerRoute(
  ({ request }) => keptKind(request, ORIGIN) === "data",
  async (options) => {
    const response = await data.handle(options);
    if (options.event instanceof FetchEvent) void tell(options.event.clientId, keptAt(response));
    return response;
  },
);

// Every other page goes to the network only: never kept (kept-copies.ts), the offline page when unreachable.
registerRoute(({ request }) => request.mode === "navigate", new NetworkOnly());

// Product pictures are not kept (a phone's storage and data are short): one out of reach shows the store's
// stand-in picture rather than a broken image.
registerRoute(
  ({ request, url }) =>
    request.destination === "image" && url.origin === ORIGIN && url.pathname.startsWith("/media/"),
  new NetworkOnly(),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") {
    return (await precache.matchPrecache(OFFLINE_PAGES[await shopperLanguage()])) ?? Response.error();
  }
  if (request.destination === "image")
    return (await precache.matchPrecache(PICTURE_STAND_IN)) ?? Response.error();
  return Response.error();
});

/** The shopper's language as the server would choose it: the `lang` cookie, else the browser's languages. */
async function shopperLanguage() {
  const cookieStore = (
    self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore;
  const cookie = await cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  return chooseLanguage(
    cookie ? `${LANGUAGE_COOKIE}=${cookie.value}` : undefined,
    self.navigator.languages.join(","),
  );
}

/** Tells a page where the data it asked for came from: a kept copy (and since when), or the network. */
async function tell(clientId: string, when: number | null): Promise<void> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage({ type: ANSWERED, keptAt: when } satisfies Answered);
}

self.addEventListener("message", (event) => {
  const message = event.data as { type?: string } | null;
  if (message?.type === TAKE_OVER) {
    void self.skipWaiting();
  } else if (message?.type === WHICH_COPY && event.source instanceof Client) {
    const when = pagesFromCopies.get(event.source.id);
    pagesFromCopies.delete(event.source.id);
    if (when !== undefined) event.source.postMessage({ type: ANSWERED, keptAt: when } satisfies Answered);
  }
});

// A new version takes charge of the open tabs at once when it does (their pages and chunks stay valid: see
// keepPreviousAssets), so the tab that asked can reload into it.
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

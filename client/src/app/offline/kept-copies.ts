// What the service worker (service-worker.ts) keeps for reading offline, and what never: one rule for the worker,
// the page that clears it on sign-out and the tests (docs/guides/offline.md). Only what is the same for every
// shopper is kept: the pages a guest sees (the server renders every page as a guest) and the catalogue's public
// answers. Everything of one shopper's (cart, wishlist, orders, profile, checkout, sign-in, admin, payments) is
// never kept, whatever its answer says, and no answer the server marked private or no-store is ever kept.

/** The caches of kept copies; a sign-out deletes both (the precache of the store's own files stays). */
export const PAGES_CACHE = "store-pages";
export const DATA_CACHE = "store-data";
export const KEPT_CACHES = [PAGES_CACHE, DATA_CACHE] as const;

/** The header the worker stamps on a copy it keeps: when it was fetched (milliseconds since 1970). */
export const KEPT_AT_HEADER = "x-store-kept-at";

/** The precached offline pages, one per language (written by the build: offline-page.ts). */
export const OFFLINE_PAGES = { en: "/offline.html", ne: "/offline-ne.html" } as const;

/** Messages between the page and its worker. */
export const ANSWERED = "store:answered";
export const WHICH_COPY = "store:which-copy";
export const TAKE_OVER = "store:take-over";

/**
 * A message from the worker: the page, or data it shows, came from a copy kept at `keptAt` (ms since 1970), or
 * from the network (null).
 */
export interface Answered {
  type: typeof ANSWERED;
  keptAt: number | null;
}

/**
 * Storefront pages that are the same for every shopper and worth reading offline: home, listings, categories,
 * products and the offer pages. Every other page (the cart, checkout, sign-in, profile, orders, admin, the
 * gateways' return pages, /dev) is never kept, though the server renders it as a guest too.
 */
const KEPT_PAGES = [
  /^\/$/,
  /^\/products$/,
  /^\/category\/[^/]+$/,
  /^\/product\/[^/]+\/[^/]+$/,
  /^\/(deals|offers|vendor)$/,
];

/**
 * Public GET answers of the catalogue: the products (the list, one by id or by category and slug, related ones),
 * brands, categories and Nepal's places. The shopper's own review (/api/products/:id/reviews/mine) is not among
 * them.
 */
const KEPT_DATA = [
  /^\/api\/products$/,
  /^\/api\/products\/[^/]+$/,
  /^\/api\/products\/[^/]+\/[^/]+$/,
  /^\/api\/products\/related\/[^/]+\/[^/]+$/,
  /^\/api\/(brands|categories)$/,
  /^\/api\/locations\/nepal$/,
];

export type KeptKind = "page" | "data";

/**
 * Whether a request may be kept, and as what: a page, public data, or null (never kept). Only GETs to the
 * store's own origin: a navigation to a kept page, or a fetch of public data.
 */
export function keptKind(
  request: { method: string; mode: string; url: string },
  origin: string,
): KeptKind | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (request.mode === "navigate") return KEPT_PAGES.some((page) => page.test(path)) ? "page" : null;
  return KEPT_DATA.some((data) => data.test(path)) ? "data" : null;
}

/**
 * Whether an answer may be kept: a 200 that no header marks as one shopper's. Data must also say it is public
 * (the catalogue's answers do; every other API answer is "private, no-store": server/src/plugins/private-answers.ts),
 * since it may have been asked for with the shopper's token.
 */
export function mayKeepAnswer(kind: KeptKind, status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  const directives = (cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim().split("=")[0]);
  if (directives.includes("private") || directives.includes("no-store")) return false;
  return kind === "page" || directives.includes("public");
}

/** Deletes every kept copy (pages and data): on sign-out. The store's own precached files stay. */
export async function forgetKeptCopies(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(KEPT_CACHES.map((name) => caches.delete(name)));
}

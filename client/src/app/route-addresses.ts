// Each route's page address: the one address under which the server renders and keeps the page (its page
// cache, server/src/render/), made of the path and only the query parameters the server-rendered page reads,
// each in canonical form and order. Every URL a route matches renders exactly the page of its address (a test
// renders both and compares: server/test/security/page-cache.test.ts), so the server renders it once for all of
// them; utm_*, fbclid and any parameter a page does not read are left out. A screen that starts reading another
// parameter in what the server renders must add it here.
import type { Params } from "react-router-dom";
import { listingPath, listingSearch } from "../features/catalog/listing-params.ts";

/** A route's page address, from the URL's path parameters and query. */
export type RouteAddress = (params: Params, search: URLSearchParams) => string;

/**
 * Every address no route knows shows the same 404 page (it reads nothing of the URL), kept once under this one,
 * which no route knows either.
 */
export const NOT_FOUND_ADDRESS = "/404";

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A page that reads nothing of its URL: its route's own path. The shopper's own screens are among them, since
 * the server renders their loading state only (their callbacks' tokens and gateways' parameters are read in the
 * browser, and never become part of a kept page's address).
 */
export const fixedAddress =
  (path: string): RouteAddress =>
  () =>
    path;

/** The listing: its path and its filters (listing-params.ts). */
export const listingAddress: RouteAddress = (params, search) =>
  withQuery(listingPath(params.category), listingSearch(search, params.category));

/** A product page reads its category and slug from the path, nothing from the query. */
export const productAddress: RouteAddress = (params) =>
  `/product/${encodeURIComponent(params.category ?? "")}/${encodeURIComponent(params.slug ?? "")}`;

/**
 * /login shows the sign-in callbacks' failure (`error`, as text) and the notices after registering or resetting a
 * password (`registered=1`, `reset=1`); `next` is read only when the shopper signs in.
 */
export const loginAddress: RouteAddress = (_params, search) => {
  const query = new URLSearchParams();
  const error = search.get("error");
  if (error) query.set("error", error);
  for (const notice of ["registered", "reset"]) if (search.get(notice) === "1") query.set(notice, "1");
  return withQuery("/login", query);
};

/**
 * /reset-password shows its form when the link carries a token and says the link is incomplete when not; the
 * token itself is sent only with the form. Every token is one page (and no token is ever part of an address the
 * server keeps).
 */
export const resetPasswordAddress: RouteAddress = (_params, search) =>
  search.get("token") ? "/reset-password?token=given" : "/reset-password";

/**
 * A redirect gateway's return page (/checkout/:method/success or /failure): one page per method, the query (the
 * gateway's reference, the order, the reason) read in the browser only.
 */
export const paymentReturnAddress =
  (page: "success" | "failure"): RouteAddress =>
  (params) =>
    `/checkout/${encodeURIComponent(params.method ?? "")}/${page}`;

/** Where a back-in-stock alert's unsubscribe link lands: one page for done, one for a link the store does not know. */
export const unsubscribedAddress: RouteAddress = (_params, search) =>
  search.get("status") === "invalid" ? "/notify/unsubscribed?status=invalid" : "/notify/unsubscribed";

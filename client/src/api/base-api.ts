// The one RTK Query API of the store. Every call sends the bearer token and the guest session id; the
// transport rules of docs/STOREFRONT.md "Transport" live here: a 15 s timeout, a safe request (GET, HEAD) that got
// no answer tried again with a short backoff (connection.ts says which and how often; a write never), and a 401
// that signs out.
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from "@reduxjs/toolkit/query/react";
import type { UnknownAction } from "@reduxjs/toolkit";
import type { ErrorCode } from "@store/shared/error-codes";
import { cartSessionId } from "../lib/session-ids.ts";
import { apiHydrated } from "./api-hydrated.ts";
import { RETRY_DELAYS_MS, browserOnline, mayRetry } from "./connection.ts";

export const API_TIMEOUT_MS = 15_000;

/** Pages where a 401 is part of the flow and must not bounce the shopper to /login. */
const NO_REDIRECT_PREFIXES = ["/login", "/register", "/cart", "/checkout", "/auth/callback"];

/**
 * Where the API is and how to reach it. In the browser: this page's origin and the browser's fetch, with the
 * shopper's token and guest id. On the server (rendering a page as a guest): the server hands its own transport
 * (an in-process request to the same Fastify app) as the store's thunk argument, and nothing personal is sent.
 */
export interface ApiTransport {
  baseUrl: string;
  fetchFn?: typeof fetch;
  /** True where no shopper's session exists: no token, no guest id, no sign-out redirect. */
  server?: boolean;
}

/**
 * What the store hands the API as its thunk argument (app/store.ts): the transport, and the auth feature's
 * sign-out, dispatched when the server refuses the shopper's token (the API layer imports no feature).
 */
export interface ApiExtra {
  transport?: ApiTransport;
  signedOut: () => UnknownAction;
}

/** The signed-in shopper's bearer token in the store's state (the auth feature's slice), or null for a guest. */
const tokenOf = (state: unknown): string | null => (state as { auth: { token: string | null } }).auth.token;

type RawBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
const fetchers = new WeakMap<ApiTransport, RawBaseQuery>();

function fetcherFor(transport: ApiTransport): RawBaseQuery {
  let fetcher = fetchers.get(transport);
  if (!fetcher) {
    fetcher = fetchBaseQuery({
      baseUrl: transport.baseUrl,
      timeout: API_TIMEOUT_MS,
      ...(transport.fetchFn ? { fetchFn: transport.fetchFn } : {}),
      prepareHeaders(headers, { getState }) {
        if (transport.server) return headers;
        const token = tokenOf(getState());
        if (token) headers.set("authorization", `Bearer ${token}`);
        headers.set("x-session-id", cartSessionId());
        return headers;
      },
    });
    fetchers.set(transport, fetcher);
  }
  return fetcher;
}

let browser: ApiTransport | undefined;
/** The browser's transport: absolute, so requests are well-formed wherever fetch runs (tests run it outside a page). */
function browserTransport(): ApiTransport {
  const baseUrl = `${window.location.origin}/api`;
  if (browser?.baseUrl !== baseUrl) browser = { baseUrl };
  return browser;
}

/**
 * Where a shopper whose sign-in has run out goes: the login page, which brings them back to the page they were on
 * (the login page checks `next` is one of the store's paths); nowhere on the pages where a 401 is part of the flow.
 */
export function signInAgainPath({ pathname, search }: Pick<Location, "pathname" | "search">): string | null {
  if (NO_REDIRECT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  return `/login?${new URLSearchParams({ next: `${pathname}${search}` }).toString()}`;
}

export const baseQuery: RawBaseQuery = async (args, api, extra) => {
  const { transport = browserTransport(), signedOut } = api.extra as ApiExtra;
  const rawBaseQuery = fetcherFor(transport);
  const method = typeof args === "string" ? "GET" : args.method;
  let result = await rawBaseQuery(args, api, extra);
  // A safe request that got no answer at all (the link dropped) is tried again after a wait, a bounded few times.
  for (let attempt = 0; result.error?.status === "FETCH_ERROR"; attempt += 1) {
    if (api.signal.aborted || !mayRetry(method, attempt, browserOnline())) break;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    result = await rawBaseQuery(args, api, extra);
  }
  if (!transport.server && result.error?.status === 401 && tokenOf(api.getState())) {
    api.dispatch(signedOut());
    const target = signInAgainPath(window.location);
    if (target) window.location.assign(target);
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: "api",
  baseQuery,
  tagTypes: ["Cart", "Wishlist", "Order", "Product", "Me", "Review"],
  // The server renders a page with the data it fetched; the browser takes that cache over before it hydrates.
  extractRehydrationInfo(action) {
    if (apiHydrated.match(action)) return action.payload as never;
  },
  endpoints: () => ({}),
});

/** The failure answer of the API (the error envelope, docs/ERRORS.md), as the client reads it. */
export interface ApiFailure {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: { field: string; code: ErrorCode; message: string }[];
}

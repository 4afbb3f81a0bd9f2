// The one RTK Query API of the store. Every call sends the bearer token and the guest session id; SPEC.md §8's
// transport rules live here: a 15 s timeout, one retry of a network failure, and a 401 that signs out.
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from "@reduxjs/toolkit/query/react";
import type { ErrorCode } from "@store/shared/error-codes";
import { signedOut, type AuthState } from "../features/auth/auth-slice.ts";
import { cartSessionId } from "../lib/session-ids.ts";

export const API_TIMEOUT_MS = 15_000;

/** Pages where a 401 is part of the flow and must not bounce the shopper to /login. */
const NO_REDIRECT_PREFIXES = ["/login", "/register", "/cart", "/checkout"];

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so requests are well-formed wherever fetch runs (tests run it outside a page).
  baseUrl: `${window.location.origin}/api`,
  timeout: API_TIMEOUT_MS,
  prepareHeaders(headers, { getState }) {
    const { token } = (getState() as { auth: AuthState }).auth;
    if (token) headers.set("authorization", `Bearer ${token}`);
    headers.set("x-session-id", cartSessionId());
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  let result = await rawBaseQuery(args, api, extra);
  // A request that got no answer at all is tried once more.
  if (result.error?.status === "FETCH_ERROR") result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401 && (api.getState() as { auth: AuthState }).auth.token) {
    api.dispatch(signedOut());
    const path = window.location.pathname;
    if (!NO_REDIRECT_PREFIXES.some((prefix) => path.startsWith(prefix))) window.location.assign("/login");
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: "api",
  baseQuery,
  tagTypes: ["Cart", "Wishlist", "Order", "Product", "Me", "Review"],
  endpoints: () => ({}),
});

/** The failure answer of the API (API.md's envelope with SHOP-API.md's codes), as the client reads it. */
export interface ApiFailure {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: { field: string; code: ErrorCode; message: string }[];
}

/** The server's message from a failed call, or the fallback the screen names. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === "string" && data.message ? data.message : fallback;
}

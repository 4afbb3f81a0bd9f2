import { useLocation, useSearchParams } from "react-router-dom";
import { useHydrated } from "../../lib/hydrated.ts";

/** The sign-in pages themselves: going back to one after signing in would only ask again. */
const SIGN_IN_PAGES = ["/login", "/register", "/auth/callback", "/forgot-password", "/reset-password"];

const STORE = "http://store.invalid";

/** A backslash, or a control character (browsers drop tabs and line breaks from addresses). */
const leavesTheStore = (character: string) =>
  character === "\\" || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f;

/**
 * Where to go after signing in: the `next` a screen sent the guest here with (the admin, a product page's Add to
 * Cart or Buy Now), when it is a path of this store; otherwise home, as docs/STOREFRONT.md says. `//host`,
 * `/\host` and a path with a tab or line break in it (which browsers drop, making `/\t/host` into `//host`)
 * would leave the store; a sign-in page would ask again.
 */
export function afterLoginPath(next: string | null): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || [...next].some(leavesTheStore)) return "/";
  // Dot segments resolved ("/..//host" is "//host" then), the path as the browser will take it.
  const { origin, pathname, search, hash } = new URL(next, STORE);
  if (origin !== STORE || pathname.startsWith("//")) return "/";
  if (SIGN_IN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return "/";
  return `${pathname}${search}${hash}`;
}

/**
 * The sign-in page `page` (/login, /register), carrying `next` on when it is one worth coming back to, so the
 * shopper who goes from one sign-in page to the other (or registers, then signs in) still returns.
 */
export function signInPath(page: "/login" | "/register", next: string | null, query: string = ""): string {
  const params = new URLSearchParams(query);
  const returnTo = afterLoginPath(next);
  if (returnTo !== "/") params.set("next", returnTo);
  const text = params.toString();
  return text ? `${page}?${text}` : page;
}

/**
 * The `next` of the address, once the page has hydrated: the server renders a sign-in page from its page
 * address (app/route-addresses.ts), which leaves `next` out, so links that carry it must not differ from the
 * server's in the first render.
 */
export function useSignInNext(): string | null {
  const [params] = useSearchParams();
  return useHydrated() ? params.get("next") : null;
}

/**
 * The header's way to the login page, which brings the shopper back to the page they are on; plain /login in the
 * server's render (one page for every query) and on the sign-in pages themselves.
 */
export function useLoginHere(): string {
  const { pathname, search } = useLocation();
  return useHydrated() ? signInPath("/login", `${pathname}${search}`) : "/login";
}

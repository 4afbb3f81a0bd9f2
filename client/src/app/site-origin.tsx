// The store's public address (PUBLIC_URL), for what must be absolute: canonical links, Open Graph, JSON-LD and the
// sitemap. The server renders with its configured address and hands the same string to the client, so the server's
// HTML and the client's first render agree wherever the shopper reached the store from.
import { createContext, useContext } from "react";

const SiteOriginContext = createContext("http://localhost:3000");

export const SiteOriginProvider = SiteOriginContext.Provider;

/** The store's origin without a trailing slash, e.g. "https://store.example.com.np". */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

/** An absolute address on the store for a path such as "/product/shoes/dhaka-topi". */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

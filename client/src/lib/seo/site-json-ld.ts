// The store itself in structured data (home's JSON-LD): its own module, so home's first load carries only this.
import { absoluteUrl } from "../../app/site-origin.tsx";
import { LOGO_PATH, SITE_NAME } from "./site.ts";

export type JsonLdObject = { "@context"?: string; "@type": string } & Record<string, unknown>;

export const CONTEXT = "https://schema.org";
/** The listing's search parameter (client/src/features/catalog/listing-params.ts). */
export const SEARCH_PARAMETER = "search";

export function organizationJsonLd(origin: string): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, LOGO_PATH),
  };
}

/** The store as a web site that search engines may offer a search box for (the listing's ?search=). */
export function webSiteJsonLd(origin: string): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl(origin, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(origin, "/products")}?${SEARCH_PARAMETER}={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

// The shopper's language for the emails the store writes them (docs/guides/email-and-password-reset.md). The
// storefront sends its `lang` cookie with every API call from the browser, and browsers send Accept-Language:
// the language of the request that causes an email is the shopper's, kept with what the email is about
// (Order.language, User.language) for the emails that follow later (an admin's move, a reset asked without a
// language).
import type { IncomingHttpHeaders } from "node:http";
import { isLanguage, languageAccepted, languageInCookie, type Language } from "@store/shared/language";

/** Whether an Accept-Language header names one of the store's languages at all (with a quality above 0). */
function namesStoreLanguage(header: string): boolean {
  return header.split(",").some((part) => {
    const [tag = "", ...parameters] = part.trim().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return isLanguage(tag.trim().toLowerCase().split("-")[0]) && (!q || Number(q.slice(2)) > 0);
  });
}

/**
 * The language a request states: its `lang` cookie, else what its Accept-Language prefers among the store's;
 * undefined when it states neither (a client sending no such headers), so the caller can fall back to what is kept.
 */
export function requestLanguage(headers: IncomingHttpHeaders): Language | undefined {
  const cookie = languageInCookie(headers.cookie);
  if (cookie) return cookie;
  const accept = headers["accept-language"];
  return accept && namesStoreLanguage(accept) ? languageAccepted(accept) : undefined;
}

/** A stored language column's value as a Language (English for anything else). */
export const storedLanguage = (value: string | null | undefined): Language =>
  isLanguage(value) ? value : "en";

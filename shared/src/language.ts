// The storefront's languages (docs/guides/nepali-storefront.md): English by default, Nepali when the `lang`
// cookie says so or, without that cookie, when Accept-Language prefers Nepali. One rule, for the pages, the
// API's emails and tests.

import { cookieValue } from "./cookies.ts";

export const LANGUAGES = ["en", "ne"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie the header's language switch sets: the one cookie that shapes a server-rendered page. */
export const LANGUAGE_COOKIE = "lang";
/** A year: the choice outlives the session. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The `lang` cookie's value in a Cookie header, when it names a language. */
export function languageInCookie(cookieHeader: string | undefined): Language | undefined {
  const value = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

/** The language an Accept-Language header prefers among the store's (by q, then order); English when neither. */
export function languageAccepted(header: string | undefined): Language {
  if (!header) return "en";
  let best: { language: Language; quality: number } | undefined;
  for (const part of header.split(",")) {
    const [tag = "", ...parameters] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? "en";
}

/** The page's language: the cookie's when it names one, else what Accept-Language prefers. */
export function chooseLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return languageInCookie(cookieHeader) ?? languageAccepted(acceptLanguage);
}

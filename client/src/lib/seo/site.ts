// What every page's metadata shares: the store's name, its default description and picture, and the title pattern.

/** The store's name as the header, the browser tab and link previews show it. */
export const SITE_NAME = "Nepal Store";

/** Home's description, and any page's that has none of its own. */
export const DEFAULT_DESCRIPTION =
  "Shop electronics, fashion, groceries and more across Nepal. Prices in Rs.";

/**
 * The picture a link preview shows for a page without one of its own, and the organisation's logo in JSON-LD.
 * A path on the store, made absolute with the site's origin.
 */
export const DEFAULT_IMAGE_PATH = "/icon-512.png";
export const LOGO_PATH = "/icon-512.png";

/**
 * Open Graph's locale is language_TERRITORY from Facebook's list of locales, which has ne_NP but no en_NP:
 * the English pages say en_US (Open Graph's own default), the Nepali ones ne_NP.
 */
export const OG_LOCALES = { en: "en_US", ne: "ne_NP" } as const;

/** "<page> | Nepal Store"; the store's name alone for home. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

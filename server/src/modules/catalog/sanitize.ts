// Product descriptions are HTML written by the seed today and by admins tomorrow. They are cleaned each time they
// are shown, so that whatever reaches the database, the shopper's browser only ever gets plain formatting.
import sanitizeHtml from "sanitize-html";

// Tags whose text must vanish with them (a script's code or a frame's fallback is never product copy).
const SILENT_TAGS =
  "script style textarea option noscript iframe object embed svg math template title xmp noembed noframes";

const DESCRIPTION_RULES: sanitizeHtml.IOptions = {
  allowedTags: "p br ul ol li strong em b i h3 h4 table thead tbody tr th td".split(" "),
  // No attributes at all: that removes event handlers, inline styles and every javascript:/data: URL at once.
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  nonTextTags: SILENT_TAGS.split(" "),
  disallowedTagsMode: "discard",
  // An admin's HTML may be a fragment or a whole page; keep what is inside either way.
  enforceHtmlBoundary: false,
  nestingLimit: 20,
};

/** The description as the storefront may render it: allow-listed formatting tags, no attributes, no scripts. */
export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_RULES).trim();
}

/** A Nepali description cleaned the same way; null when there is none, or nothing of it survives the cleaning. */
export function sanitizeNepaliDescription(html: string | null): string | null {
  return html === null ? null : sanitizeProductHtml(html) || null;
}

// One page's metadata: React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>, on the server and
// in the browser, so a page renders this next to its content and its tags come and go with it. Only pages render
// it (never the layout): one <title> at a time.
import { absoluteUrl, useSiteOrigin } from "../../app/site-origin.tsx";
import { DEFAULT_DESCRIPTION, DEFAULT_IMAGE_PATH, OG_LOCALES, SITE_NAME, pageTitle } from "./site.ts";
import { summarize } from "./text.ts";
import { useLanguage } from "../../i18n/use-messages.ts";

export interface PageMetaProps {
  /** The page's own title; the store's name is added ("iPhone 15 Pro | Nepal Store"). Left out on home. */
  title?: string;
  /** Plain text; cut to 160 characters at a word boundary. The store's description when left out. */
  description?: string;
  /**
   * The canonical path with only the query parameters that make the page what it is (listing: brand, category,
   * search and page 2+; never sort, price or stock filters). Left out where a page has no address of its own
   * (the 404 page): then no canonical link and no og:url.
   */
  path?: string;
  /** A picture for link previews: an absolute URL or a path on the store. */
  image?: string;
  type?: "website" | "product";
  /** Keep the page out of search results (personal, transient and not-found pages). */
  noindex?: boolean;
}

/** The absolute form of an image address: an absolute one stays as it is. */
export function absoluteImage(origin: string, image: string): string {
  return /^https?:\/\//i.test(image) ? image : absoluteUrl(origin, image);
}

export function PageMeta({
  title,
  description,
  path,
  image,
  type = "website",
  noindex = false,
}: PageMetaProps) {
  const origin = useSiteOrigin();
  const language = useLanguage();
  const fullTitle = pageTitle(title);
  const text = summarize(description ?? DEFAULT_DESCRIPTION);
  const url = path === undefined ? undefined : absoluteUrl(origin, path);
  const picture = absoluteImage(origin, image ?? DEFAULT_IMAGE_PATH);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? SITE_NAME} />
      <meta property="og:description" content={text} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={picture} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? SITE_NAME} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={picture} />
    </>
  );
}

// The whole HTML document of a server-rendered page. React renders it on the server and hydrates it in the
// browser, so the <title>, description, canonical link and Open Graph tags a page renders anywhere are hoisted
// into this <head> on both sides. The page's data (the server's RTK Query cache, the assets, the store's
// address) travels in a JSON script the browser reads before it hydrates: a data block, which the Content
// Security Policy's script-src 'self' allows, unlike an inline script.
import type { ReactNode } from "react";
import type { Language } from "@store/shared/language";
import { useLanguage } from "../i18n/use-messages.ts";
import { DataSaverProvider } from "../lib/data-saver.tsx";

export const PAGE_DATA_ID = "page-data";

/** The built files a page needs before it can run: its stylesheets and the scripts to fetch at once. */
export interface PageAssets {
  /** The browser's entry module (entry-client.tsx, built). */
  entry: string;
  css: string[];
  modulePreloads: string[];
}

/** What the server hands the browser with a page it rendered. */
export interface PageData {
  /** The language the server rendered the page in (the browser hydrates in the same). */
  lang: Language;
  /** Whether the server rendered the page for data saver (the browser hydrates the same). */
  dataSaver: boolean;
  origin: string;
  assets: PageAssets;
  /** The RTK Query cache of the page's data (queries, and the tags they provide). */
  api: Record<string, unknown>;
}

/** The page data as JSON that can sit inside a <script> element: no "</script>" or "<!--" can close it early. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function Document({ data, json, children }: { data: PageData; json: string; children: ReactNode }) {
  // The page's language now: the server's, until the shopper switches in the header.
  const language = useLanguage();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c8102e" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {data.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {data.assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <div id="root">
          <DataSaverProvider initial={data.dataSaver}>{children}</DataSaverProvider>
        </div>
        <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: json }} />
        <script type="module" src={data.assets.entry} />
      </body>
    </html>
  );
}

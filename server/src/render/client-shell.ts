// The page a client gets instead of a server-rendered one once it is over its render budget (storefront-pages.ts):
// the document the built client's index.html is, which client-files.ts serves where there is no page renderer,
// made here from the page assets. The browser renders the page itself (entry-client.tsx's renderInBrowser), in the
// shopper's language, with the same data; the server only sends a few hundred bytes made once.
import type { Language } from "@store/shared/language";
import type { PageAssets } from "./page-assets.ts";

/** Without JavaScript the browser cannot render the page: it says so, and when to try again. */
const WITHOUT_SCRIPT: Record<Language, string> = {
  en: "This page needs JavaScript to show right now. Please reload it in a minute.",
  ne: "यो पृष्ठ अहिले देखाउन JavaScript चाहिन्छ। एक मिनेटपछि फेरि लोड गर्नुहोस्।",
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The shell in each language, made once. */
export function clientShells(assets: PageAssets): Record<Language, Buffer> {
  const links = [
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`),
  ].join("");
  const shell = (language: Language) =>
    Buffer.from(
      `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<meta name="theme-color" content="#c8102e"><link rel="icon" type="image/svg+xml" href="/favicon.svg">' +
        '<link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/apple-touch-icon.png">' +
        `${links}</head><body><noscript><p>${WITHOUT_SCRIPT[language]}</p></noscript><div id="root"></div>` +
        `<script type="module" src="${escapeAttribute(assets.entry)}"></script></body></html>`,
    );
  return { en: shell("en"), ne: shell("ne") };
}

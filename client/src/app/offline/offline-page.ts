// The store's own offline page, one per language: what a page the shopper has never opened shows while the
// device has no connection (service-worker.ts answers with it instead of the browser's error). Written once at
// build time (client/vite-plugins/service-worker.ts) with the store's own stylesheet, and precached. Plain HTML
// with no script: it must work whatever else could not be loaded.
import type { Language } from "@store/shared/language";
import { pageTitle } from "../../lib/seo/site.ts";
import { offlineMessages } from "./offline-messages.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The offline page in `language`, styled by the built stylesheets `css` (their addresses). */
export function offlinePageHtml(language: Language, css: readonly string[]): string {
  const text = (key: keyof typeof offlineMessages.en) => escapeHtml(offlineMessages[language][key]);
  const stylesheets = css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("\n    ");
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#c8102e">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(pageTitle(offlineMessages[language].offlineTitle))}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    <link rel="manifest" href="/manifest.webmanifest">
    ${stylesheets}
  </head>
  <body>
    <div id="root">
      <header class="site-header">
        <div class="header-top">
          <a href="/" class="logo">Nepal<span class="visually-hidden">&nbsp;</span><span>Store</span><span class="visually-hidden">&nbsp;${text("logoHidden")}</span></a>
        </div>
      </header>
      <main id="main">
        <section class="not-found" aria-labelledby="offline-title">
          <h1 id="offline-title">${text("offlineTitle")}</h1>
          <p>${text("offlineExplanation")}</p>
          <div class="actions">
            <a class="button" href="">${text("tryAgain")}</a>
            <a class="button primary" href="/">${text("goHome")}</a>
          </div>
        </section>
      </main>
    </div>
  </body>
</html>
`;
}

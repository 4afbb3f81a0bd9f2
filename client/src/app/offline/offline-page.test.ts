// The store's own offline page (offline-page.ts) and the list of built files the worker precaches.
import { describe, expect, it } from "vitest";
import { offlinePageHtml } from "./offline-page.ts";
import { builtFilesToPrecache } from "./precache-list.ts";

describe("the offline page", () => {
  it("says the page is not saved yet, in the page's language, with the store's stylesheets", () => {
    const english = offlinePageHtml("en", ["/assets/index-abc.css"]);
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1 id="offline-title">You\'re offline</h1>');
    expect(english).toContain('<link rel="stylesheet" href="/assets/index-abc.css">');
    expect(english).toContain("<title>You're offline | Nepal Store</title>");
    const nepali = offlinePageHtml("ne", ["/assets/index-abc.css"]);
    expect(nepali).toContain('<html lang="ne">');
    expect(nepali).toContain("तपाईं अफलाइन हुनुहुन्छ");
    expect(nepali).toContain("गृहपृष्ठमा जानुहोस्");
  });

  it("runs no script (the Content Security Policy allows none inline) and links back to the page and home", () => {
    const html = offlinePageHtml("en", []);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<a class="button" href="">Try again</a>');
    expect(html).toContain('<a class="button primary" href="/">Go to the home page</a>');
  });

  it("escapes what it is given", () => {
    expect(offlinePageHtml("en", ['/a"b.css'])).toContain('href="/a&quot;b.css"');
  });
});

describe("the precached built files", () => {
  it("are the build's scripts, stylesheets and fonts, without their compressed copies or the admin", () => {
    const entries = builtFilesToPrecache([
      "assets/index-abc.js",
      "assets/index-abc.css",
      "assets/framework-def.js",
      "assets/noto-sans-devanagari-devanagari-400-normal-x1.woff2",
      "assets/AdminApp-q1.js",
      "assets/AdminApp-q2.css",
      "assets/index-abc.js.br",
      "assets/index-abc.js.gz",
      "assets/hero-art.png",
      "index.html",
      ".vite/manifest.json",
    ]);
    expect(entries).toEqual([
      { url: "/assets/framework-def.js", revision: null },
      { url: "/assets/index-abc.css", revision: null },
      { url: "/assets/index-abc.js", revision: null },
      { url: "/assets/noto-sans-devanagari-devanagari-400-normal-x1.woff2", revision: null },
    ]);
  });
});

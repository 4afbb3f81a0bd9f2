// Rendering pages on demand (server/src/render/): each page the server renders costs 30–50 ms of CPU, and every
// new query string used to be a new page, rendered and kept in a cache of PAGE_CACHE_SIZE pages. A client could
// keep the server rendering (/products?utm_source=1, =2, …) and push the pages shoppers ask for out of the cache
// (a flood of /products?search=<random>). Now a page is kept under its normalised address (only what the page
// reads, in canonical form), renders that miss the cache are counted per client address, and a page enters the
// cache for everyone only once a second client asks for it.
//
// Each render of a page differs from the last (its data block carries the render's own request ids), so a page
// answered with the same ETag as before was not rendered again.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT } from "../../src/config.ts";
import { inProcessFetch } from "../../src/render/in-process-fetch.ts";
import { readPageAssets } from "../../src/render/page-assets.ts";
import { loadPageRenderer, type PageRenderer } from "../../src/render/storefront-pages.ts";
import { createTestStore, type TestStore } from "../support/app.ts";

const SSR_ENTRY = path.join(REPOSITORY_ROOT, "client", "src", "entry-server.tsx");
const SHOPPER = "198.51.100.10";

const stores: TestStore[] = [];
async function storeWith(environment: Record<string, string> = {}): Promise<TestStore> {
  const store = await createTestStore({ SSR_ENTRY, ...environment });
  stores.push(store);
  return store;
}
afterAll(() => Promise.all(stores.map((store) => store.close())));

function visit(store: TestStore, url: string, from = SHOPPER, headers: Record<string, string> = {}) {
  return store.app.inject({ method: "GET", url, headers, remoteAddress: from });
}

/** A page the server rendered carries its data block; the client-rendered shell has none. */
const serverRendered = (html: string) => html.includes('<script type="application/json" id="page-data">');

const PAGE_DATA = /<script type="application\/json" id="page-data">(.*?)<\/script>/s;
const RENDER_OWN = new Set(["requestId", "startedTimeStamp", "fulfilledTimeStamp"]);

/**
 * A page as its markup and its data block, without what differs from one render to the next: the request ids
 * and times of the data, and the order its requests happened to finish in (objects compare without order).
 */
function pageParts(html: string): { markup: string; data: unknown } {
  const data = JSON.parse(PAGE_DATA.exec(html)?.[1] ?? "null", (name, value: unknown) =>
    RENDER_OWN.has(name) ? undefined : value,
  ) as unknown;
  return { markup: html.replace(PAGE_DATA, ""), data };
}

describe("one page, one render, whatever its address adds", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await storeWith();
  }, 60_000);

  /** Addresses that render the same page, each group with its own. */
  const SAME_PAGE = [
    [
      "/products?brand=apple",
      "/products?brand=apple&utm_source=newsletter&utm_medium=email&utm_campaign=dashain",
      "/products?fbclid=IwAR0abcdef&brand=apple",
      "/products?brand=apple&page=1",
      "/products?brand=apple&page=01",
      "/products?brand=apple&page=0",
      "/products?brand=apple&sort=cheapest",
      "/products?brand=apple&inStock=no",
      "/products?brand=%20Apple%20&x=1&y=2",
      "/PRODUCTS/?brand=apple",
    ],
    ["/products?brand=samsung&sort=newest", "/products?sort=newest&brand=samsung&gclid=x"],
    ["/products?page=2", "/products?page=02&utm_source=x", "/products?page=2&limit=100"],
    ["/no-such-page", "/no-such-page-2?x=1", `/${"x".repeat(300)}`, "/product/only-one-part"],
    ["/auth/callback?token=abc", "/auth/callback?token=def&next=/orders", "/auth/callback"],
    ["/login", "/login?next=%2Forders", "/login?utm_source=mail"],
    ["/reset-password?token=first-token", "/reset-password?token=second-token&utm_source=mail"],
    ["/deals", "/deals?ref=homepage", "/deals/"],
  ];

  it("renders each page once for all the addresses that show it, in each language", async () => {
    for (const addresses of SAME_PAGE) {
      for (const cookie of ["lang=en", "lang=ne"]) {
        const tags = new Set<string>();
        for (const url of addresses) {
          const answer = await visit(store, url, SHOPPER, { cookie });
          expect(answer.statusCode, url).toBeLessThan(500);
          expect(serverRendered(answer.body), url).toBe(true);
          tags.add(String(answer.headers.etag));
        }
        expect([...tags], `${addresses[0]} (${cookie})`).toHaveLength(1);
      }
    }
    // The page's own links are its address's, never what a URL added to it.
    const second = (await visit(store, "/products?page=02&utm_source=x&fbclid=y")).body;
    expect(/<link rel="canonical" href="([^"]*)"/.exec(second)?.[1]).toBe(
      `${store.config.publicUrl}/products?page=2`,
    );
    const links = [
      ...second.matchAll(
        /<a [^>]*href="([^"]*)"[^>]*rel="(?:prev|next)"|<a [^>]*rel="(?:prev|next)"[^>]*href="([^"]*)"/g,
      ),
    ];
    expect(links.map((link) => link[1] ?? link[2])).toEqual(["/products", "/products?page=3"]);
    // The language stays part of the page; and pages that differ stay apart.
    const english = await visit(store, "/deals", SHOPPER, { cookie: "lang=en" });
    const nepali = await visit(store, "/deals", SHOPPER, { cookie: "lang=ne" });
    expect(nepali.headers.etag).not.toBe(english.headers.etag);
    const distinct = new Set<string>();
    for (const url of [
      "/products",
      "/products?page=2",
      "/products?sort=newest",
      "/products?search=tea",
      "/products?search=Tea",
      "/products?inStock=true",
      "/products?minPrice=100",
      "/login?registered=1",
      "/login?error=Google%20sign-in%20failed",
      "/reset-password",
    ]) {
      distinct.add(String((await visit(store, url)).headers.etag));
    }
    expect(distinct.size).toBe(10);
  }, 120_000);

  it("keeps for each address the very page that address renders on its own", async () => {
    // The server renders the normalised address; the browser hydrates it at the address it asked for, so the
    // two must render alike: a page showing anything the normalised address leaves out would fail here.
    const renderer = (await loadPageRenderer(SSR_ENTRY)) as PageRenderer;
    const fetchApi = inProcessFetch(store.app);
    const assets = readPageAssets(null);
    for (const url of SAME_PAGE.flat()) {
      for (const language of ["en", "ne"] as const) {
        const own = await renderer.renderPage({
          url,
          language,
          dataSaver: false,
          origin: store.config.publicUrl,
          fetchApi,
          assets,
        });
        const kept = await visit(store, url, SHOPPER, { cookie: `lang=${language}` });
        expect(kept.statusCode, url).toBe(own.status);
        expect(pageParts(kept.body), `${url} (${language})`).toEqual(pageParts(own.html));
      }
    }
  }, 120_000);
});

describe("what one client can make the server render", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await storeWith({ PAGE_RENDER_RATE_LIMIT: "3" });
  }, 60_000);

  it("answers a client over its render budget with the client-rendered page, never a render; kept pages still", async () => {
    const stranger = "203.0.113.77";
    for (const url of ["/deals", "/offers", "/vendor"]) {
      expect(serverRendered((await visit(store, url, stranger)).body), url).toBe(true);
    }
    for (const url of ["/checkout", "/products?search=budget-1", "/products?search=budget-2"]) {
      const over = await visit(store, url, stranger);
      expect(over.statusCode, url).toBe(200);
      expect(serverRendered(over.body), url).toBe(false);
      // The shell the browser renders: the built entry, the page's own root, nothing stored on the way.
      expect(over.body).toContain('<div id="root"></div>');
      expect(over.body).toContain('<script type="module" src="/src/entry-client.tsx"></script>');
      expect(over.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(over.headers["cache-control"]).toBe("no-store");
    }
    // Pages already kept cost nothing: served to the same client, over its budget, as rendered pages.
    const again = await visit(store, "/deals", stranger);
    expect(serverRendered(again.body)).toBe(true);
    // The budget is the client's own: a shopper elsewhere gets the page rendered.
    const elsewhere = await visit(store, "/checkout", "198.51.100.20");
    expect(serverRendered(elsewhere.body)).toBe(true);
    // …and once it is kept, the stranger gets it from the cache too.
    expect(serverRendered((await visit(store, "/checkout", stranger)).body)).toBe(true);
  }, 60_000);
});

describe("a flood of one-off pages", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await storeWith({ PAGE_CACHE_SIZE: "10" });
  }, 60_000);

  it("does not push the pages shoppers ask for out of the cache", async () => {
    const popular = ["/", "/products", "/deals", "/products?brand=apple"];
    for (const url of popular) {
      for (const shopper of ["198.51.100.1", "198.51.100.2", "198.51.100.3"])
        await visit(store, url, shopper);
    }
    const tags = async () =>
      Promise.all(popular.map(async (url) => String((await visit(store, url, "198.51.100.4")).headers.etag)));
    const before = await tags();
    // Three times the cache in searches nobody else asks for: from one address, each asked twice (a hit costs
    // nothing), then each from an address of its own.
    for (let index = 0; index < 15; index += 1) {
      const url = `/products?search=flood${index}`;
      await visit(store, url, "203.0.113.1");
      await visit(store, url, "203.0.113.1");
    }
    for (let index = 0; index < 15; index += 1) {
      await visit(store, `/products?search=spread${index}`, `203.0.113.${index + 10}`);
    }
    expect(await tags()).toEqual(before);
  }, 120_000);
});

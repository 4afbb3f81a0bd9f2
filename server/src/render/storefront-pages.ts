// Storefront pages rendered on the server (client/src/entry-server.tsx), kept whole in memory per catalogue
// version. Every page is rendered as a guest, from the same data for everyone, so the HTML holds nothing personal
// and one copy serves every shopper until the catalogue changes (as the catalogue's JSON answers are kept).
// A page is kept and rendered under its page address (the client's route table says what each page reads of its
// URL: client/src/app/route-addresses.ts), so ?utm_source=…, ?page=01 or a query the page ignores is the same
// page, rendered once. Rendering costs 30–50 ms, so what one client can make the server render is bounded: renders
// the cache cannot spare are counted per address (PAGE_RENDER_RATE_LIMIT), and past the budget the client gets
// the page rendered by its own browser. New pages are kept on trial until a second client asks (page-cache.ts).
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { chooseLanguage, type Language } from "@store/shared/language";
import { chooseDataSaver } from "@store/shared/data-saver";
import type { RateLimit } from "../config.ts";
import { etagOf, sendEntry, type Entry } from "../modules/catalog/response-cache.ts";
import { clientShells } from "./client-shell.ts";
import { inProcessFetch } from "./in-process-fetch.ts";
import type { PageAssets } from "./page-assets.ts";
import { PageCache } from "./page-cache.ts";

/** What client/src/entry-server.tsx exports (its types stay on the client's side of the build). */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    language: Language;
    /** Data saver: no decorative art, the smallest pictures (the Save-Data header or the store's switch). */
    dataSaver: boolean;
    origin: string;
    fetchApi: typeof fetch;
    assets: PageAssets;
  }): Promise<{ status: number; html: string }>;
  /**
   * The page address of a URL (its path and query): what the page is kept under, and the URL rendered for it.
   * Every URL with the same address renders the same page.
   */
  pageAddress(url: string): string;
}

/**
 * The renderer at `entry` (the SSR build, or the source under Vitest), or null when it has not been built. A build
 * older than this server (without page addresses) is refused at start rather than failing every page.
 */
export async function loadPageRenderer(entry: string | null): Promise<PageRenderer | null> {
  if (!entry || !fs.existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>;
  if (typeof renderer.renderPage !== "function" || typeof renderer.pageAddress !== "function") {
    throw new Error(`${entry} was built before this server's page addresses: run npm run build`);
  }
  return renderer as PageRenderer;
}

const HTML_TYPE = "text/html; charset=utf-8";
const KEPT_STATUSES = new Set([200, 404]);
/** The rate limiter's counter for renders (the database store shares it between replicas). */
const RENDER_COUNTER = "page-render";
/** The addresses of URLs asked for lately (the short ones), so a kept page costs no parsing; cleared when full. */
const ADDRESSES_REMEMBERED = 1000;
const LONGEST_URL_REMEMBERED = 256;

export interface StorefrontPagesOptions {
  renderer: PageRenderer;
  assets: PageAssets;
  origin: string;
  cacheSize: number;
  /** Renders per client address and window; null: unbounded (a server without @fastify/rate-limit). */
  renderLimit: RateLimit | null;
}

/** Returns the handler that answers a storefront address with its rendered page. */
export function storefrontPages(app: FastifyInstance, options: StorefrontPagesOptions) {
  const pages = new PageCache(options.cacheSize);
  const fetchApi = inProcessFetch(app);
  const rendering = new Map<string, Promise<Entry>>();
  const shells = clientShells(options.assets);
  const addresses = new Map<string, string>();
  const countRender =
    options.renderLimit &&
    app.createRateLimit({
      max: options.renderLimit.max,
      timeWindow: options.renderLimit.windowMs,
      ...({ counter: RENDER_COUNTER } as RateLimitOptions),
    });

  const addressOf = (url: string) => {
    let address = addresses.get(url);
    if (address === undefined) {
      address = options.renderer.pageAddress(url);
      if (url.length <= LONGEST_URL_REMEMBERED) {
        if (addresses.size >= ADDRESSES_REMEMBERED) addresses.clear();
        addresses.set(url, address);
      }
    }
    return address;
  };

  /** Whether the client may make the server render one more page now (counting it). */
  const withinBudget = async (request: FastifyRequest) => {
    if (!countRender) return true;
    const counted = await countRender(request);
    return counted.isAllowed || !counted.isExceeded;
  };

  /**
   * One render per page at a time: a burst of shoppers on a new page waits for the same render, which keeps the
   * page (on trial, for the client that asked first) unless the API could not give its data (a 503: the next
   * request renders it again).
   */
  const render = (
    key: string,
    address: string,
    { language, dataSaver }: { language: Language; dataSaver: boolean },
    version: number,
    client: string,
  ) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = options.renderer
        .renderPage({
          url: address,
          language,
          dataSaver,
          origin: options.origin,
          fetchApi,
          assets: options.assets,
        })
        .then((page) => {
          const body = Buffer.from(page.html);
          const entry: Entry = { version, status: page.status, body, etag: etagOf(body) };
          return KEPT_STATUSES.has(page.status) ? pages.set(key, entry, client) : entry;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    // The one cookie that shapes a page (docs/guides/server-rendering.md): a page is kept per address and
    // language.
    const language = chooseLanguage(request.headers.cookie, request.headers["accept-language"]);
    // Data saver (the Save-Data header, or the switch's cookie) renders a lighter page, kept apart.
    const dataSaver = chooseDataSaver(
      request.headers.cookie,
      request.headers["save-data"] as string | undefined,
    );
    const address = addressOf(request.url);
    const key = `${language}${dataSaver ? " data-saver" : ""} ${address}`;
    const client = request.ip;
    // What pages show, not every stock count: a sale that leaves stock keeps the page (quiet-changes.ts).
    const version = await app.reader.shownVersion();
    reply
      .type(HTML_TYPE)
      .header("content-language", language === "ne" ? "ne-NP" : "en")
      .header("vary", "Cookie, Accept-Language, Save-Data");
    let entry = pages.get(key, version, client);
    if (!entry) {
      // Joining a render under way costs nothing; starting one costs the client a render of its budget.
      if (!rendering.has(key) && !(await withinBudget(request)) && !rendering.has(key)) {
        // Its browser renders the page instead; nothing of this answer may be stored on the way.
        return reply.header("cache-control", "no-store").send(shells[language]);
      }
      const started = performance.now();
      entry = await render(key, address, { language, dataSaver }, version, client);
      // Whether this answer cost a render (and how long it waited for one), or came from the kept pages: what the
      // bench counts as the page cache's hits under a stream of orders, and what a browser's tools show.
      reply.header("server-timing", `page;desc="rendered";dur=${Math.round(performance.now() - started)}`);
    } else {
      reply.header("server-timing", `page;desc="kept"`);
    }
    reply.code(entry.status ?? 200);
    const body = sendEntry(request, reply, entry, (kept, encoding) => pages.compressed(kept, encoding));
    return reply.send(body ?? undefined);
  };
}

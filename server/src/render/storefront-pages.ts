// Storefront pages rendered on the server (client/src/entry-server.tsx), kept whole in memory per catalogue
// version. Every page is rendered as a guest, from the same data for everyone, so the HTML holds nothing personal
// and one copy serves every shopper until the catalogue changes (as the catalogue's JSON answers are kept).
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { chooseLanguage, type Language } from "@store/shared/language";
import { AnswerCache, etagOf, sendEntry } from "../modules/catalog/response-cache.ts";
import { inProcessFetch } from "./in-process-fetch.ts";
import type { PageAssets } from "./page-assets.ts";

/** What client/src/entry-server.tsx exports (its types stay on the client's side of the build). */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    language: Language;
    origin: string;
    fetchApi: typeof fetch;
    assets: PageAssets;
  }): Promise<{ status: number; html: string }>;
}

/** The renderer at `entry` (the SSR build, or the source under Vitest), or null when it has not been built. */
export async function loadPageRenderer(entry: string | null): Promise<PageRenderer | null> {
  if (!entry || !fs.existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

const HTML_TYPE = "text/html; charset=utf-8";
const KEPT_STATUSES = new Set([200, 404]);

export interface StorefrontPagesOptions {
  renderer: PageRenderer;
  assets: PageAssets;
  origin: string;
  cacheSize: number;
}

/** Returns the handler that answers a storefront address with its rendered page. */
export function storefrontPages(app: FastifyInstance, options: StorefrontPagesOptions) {
  const cache = new AnswerCache(options.cacheSize);
  const fetchApi = inProcessFetch(app);
  const rendering = new Map<string, Promise<{ status: number; html: string }>>();

  /** One render per page at a time: a burst of shoppers on a new page waits for the same render. */
  const render = (key: string, url: string, language: Language) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = options.renderer
        .renderPage({ url, language, origin: options.origin, fetchApi, assets: options.assets })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    // The one cookie that shapes a page (SHOP-API.md "Pages"): a page is kept per address and language.
    const language = chooseLanguage(request.headers.cookie, request.headers["accept-language"]);
    const key = `${language} ${url}`;
    const version = await app.reader.catalogueVersion();
    let entry = cache.get(key, version);
    if (!entry) {
      const page = await render(key, url, language);
      const body = Buffer.from(page.html);
      entry = { version, status: page.status, body, etag: etagOf(body) };
      // A page whose data the API could not give (a 503) is not kept: the next request renders it again.
      if (KEPT_STATUSES.has(page.status)) cache.set(key, entry);
    }
    reply
      .code(entry.status ?? 200)
      .type(HTML_TYPE)
      .header("content-language", language === "ne" ? "ne-NP" : "en")
      .header("vary", "Cookie, Accept-Language");
    const body = sendEntry(request, reply, entry, (kept, encoding) => cache.compressed(kept, encoding));
    return reply.send(body ?? undefined);
  };
}

// Storefront pages rendered on the server (client/src/entry-server.tsx), kept whole in memory per catalogue
// version. Every page is rendered as a guest, from the same data for everyone, so the HTML holds nothing personal
// and one copy serves every shopper until the catalogue changes (as the catalogue's JSON answers are kept).
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AnswerCache, etagOf, sendEntry } from "../modules/catalog/response-cache.ts";
import { inProcessFetch } from "./in-process-fetch.ts";
import type { PageAssets } from "./page-assets.ts";

/** What client/src/entry-server.tsx exports (its types stay on the client's side of the build). */
export interface PageRenderer {
  renderPage(request: {
    url: string;
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

  /** One render per address at a time: a burst of shoppers on a new page waits for the same render. */
  const render = (url: string) => {
    let pending = rendering.get(url);
    if (!pending) {
      pending = options.renderer
        .renderPage({ url, origin: options.origin, fetchApi, assets: options.assets })
        .finally(() => rendering.delete(url));
      rendering.set(url, pending);
    }
    return pending;
  };

  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const version = await app.reader.catalogueVersion();
    let entry = cache.get(url, version);
    if (!entry) {
      const page = await render(url);
      const body = Buffer.from(page.html);
      entry = { version, status: page.status, body, etag: etagOf(body) };
      // A page whose data the API could not give (a 503) is not kept: the next request renders it again.
      if (KEPT_STATUSES.has(page.status)) cache.set(url, entry);
    }
    reply.code(entry.status ?? 200).type(HTML_TYPE);
    const body = sendEntry(request, reply, entry, (kept, encoding) => cache.compressed(kept, encoding));
    return reply.send(body ?? undefined);
  };
}

// The files a search engine and a phone read at fixed addresses: /sitemap.xml (with /sitemaps/* when it is an
// index), /robots.txt and /manifest.webmanifest. Registered before the client files, whose catch-all would answer
// these addresses with the app's index.html. Hidden from the API reference, like the client files.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../http-error.ts";
import { etagOf, sendEntry, type Entry } from "../modules/catalog/response-cache.ts";
import { webAppManifest } from "./manifest.ts";
import { robotsTxt } from "./robots.ts";
import { buildSitemaps, SITEMAP_URL_LIMIT } from "./sitemap.ts";

export interface DiscoveryFilesOptions {
  /** URLs per sitemap file before /sitemap.xml becomes an index (50,000, the protocol's bound; tests pass less). */
  maxUrlsPerFile?: number;
  /** The clock the sitemap's rebuild throttle reads (tests pass their own). */
  now?: () => number;
}

/**
 * The sitemap is built again at most this often (a build reads every product: 1.3–1.5 s at 60,000 products):
 * a catalogue change shows in it within a minute.
 */
export const SITEMAP_REBUILD_MS = 60_000;

const XML_TYPE = "application/xml; charset=utf-8";
/** What a sitemap index may point at: a numbered products or listings file (a page number, not a path). */
const SITEMAP_FILE = /^(products|listings)-[1-9]\d{0,6}\.xml$/;

function entryOf(text: string, version: number): Entry {
  const body = Buffer.from(text);
  return { version, body, etag: etagOf(body) };
}

function sendKept(request: FastifyRequest, reply: FastifyReply, entry: Entry, type: string) {
  const body = sendEntry(request, reply, entry);
  return body === null ? reply.send() : reply.type(type).send(body);
}

export default async function discoveryFiles(app: FastifyInstance, options: DiscoveryFilesOptions = {}) {
  const sitemapOptions = {
    publicUrl: app.config.publicUrl,
    maxUrlsPerFile: options.maxUrlsPerFile ?? SITEMAP_URL_LIMIT,
  };

  // The sitemap's files of one shown catalogue version (quiet-changes.ts: a sale that leaves stock changes
  // nothing in it), built once (requests that arrive meanwhile wait for the same build) and kept until the
  // catalogue moves on and SITEMAP_REBUILD_MS have passed since the last build started. The version is read before
  // the products, so what is kept is never older than the version it is kept under.
  const now = options.now ?? (() => Date.now());
  let kept: { version: number; startedAt: number; files: Promise<Map<string, Entry>> } | undefined;
  const sitemapFiles = async (): Promise<Map<string, Entry>> => {
    const version = await app.reader.shownVersion();
    if (!kept || (kept.version !== version && now() - kept.startedAt >= SITEMAP_REBUILD_MS)) {
      const files = buildSitemaps(app.reader, sitemapOptions).then(
        (built) => new Map([...built].map(([path, xml]) => [path, entryOf(xml, version)])),
      );
      const attempt = { version, startedAt: now(), files };
      kept = attempt;
      // A failed build is not kept: the next request tries again.
      files.catch(() => {
        if (kept === attempt) kept = undefined;
      });
    }
    return kept.files;
  };

  const sendSitemapFile = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const entry = (await sitemapFiles()).get(path);
    if (!entry) throw notFound("page.not_found", "Page not found");
    return sendKept(request, reply, entry, XML_TYPE);
  };

  app.get("/sitemap.xml", { schema: { hide: true } }, (request, reply) =>
    sendSitemapFile(request, reply, "/sitemap.xml"),
  );
  app.get<{ Params: { file: string } }>("/sitemaps/:file", { schema: { hide: true } }, (request, reply) => {
    if (!SITEMAP_FILE.test(request.params.file)) throw notFound("page.not_found", "Page not found");
    return sendSitemapFile(request, reply, `/sitemaps/${request.params.file}`);
  });

  // Neither changes while the server runs (they are made from its configuration): made once.
  const robots = entryOf(robotsTxt(app.config.publicUrl), 0);
  app.get("/robots.txt", { schema: { hide: true } }, (request, reply) =>
    sendKept(request, reply, robots, "text/plain; charset=utf-8"),
  );
  const manifest = entryOf(JSON.stringify(webAppManifest()), 0);
  app.get("/manifest.webmanifest", { schema: { hide: true } }, (request, reply) =>
    sendKept(request, reply, manifest, "application/manifest+json; charset=utf-8"),
  );
}

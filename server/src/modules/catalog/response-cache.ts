// Catalogue answers kept whole in memory, by address, for as long as the catalogue stands still. Every change
// to products, brands, categories or reviews, by this server, another replica on the same file or a script,
// moves the catalogue version on (database triggers), and an answer kept under an older version is never
// served again. Each answer also carries an ETag, so a browser's or proxy's revalidation costs a 304.
import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Catalogue answers are the same for every shopper, so browsers and proxies may keep them a minute: short
 * enough that a price or stock change shows up soon, long enough to spare the server repeated grid loads.
 */
export const SHARED_CACHE = "public, max-age=60";
const JSON_TYPE = "application/json; charset=utf-8";
/** However many entries are allowed, the kept answers never hold more than this many bytes. */
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  version: number;
  /** The answer's bytes, encoded once: a hit neither encodes nor measures a string again. */
  body: Buffer;
  etag: string;
}

/** A least-recently-used map of answers (a Map keeps insertion order; a hit moves its entry to the end). */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (this.maxEntries === 0 || entry.body.length > MAX_BYTES) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.length;
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > MAX_BYTES) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldestKey);
      this.bytes -= oldest.body.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

export function etagOf(body: string | Buffer): string {
  return `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

/** If-None-Match holds the tag (a list, a weak form or *). */
function revalidates(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * Serves the catalogue routes of `app` (an encapsulated plugin) from the cache, and keeps their 200 answers in
 * it. Hooks run after the application's own onRequest hooks (CORS, security headers, the guest-id check).
 */
export function cacheCatalogueAnswers(app: FastifyInstance, maxEntries: number): void {
  const cache = new AnswerCache(maxEntries);
  const versions = new WeakMap<FastifyRequest, number>();
  const served = new WeakSet<FastifyRequest>();

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET") return;
    const version = app.reader.catalogueVersion();
    versions.set(request, version);
    const entry = cache.get(request.url, version);
    if (!entry) return;
    served.add(request);
    reply.header("cache-control", SHARED_CACHE).header("etag", entry.etag);
    if (revalidates(request, entry.etag)) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(entry.body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (served.has(request) || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    const etag = etagOf(payload);
    reply.header("cache-control", SHARED_CACHE).header("etag", etag);
    const version = versions.get(request);
    if (version !== undefined) cache.set(request.url, { version, body: Buffer.from(payload), etag });
    if (revalidates(request, etag)) {
      reply.code(304);
      return "";
    }
    return payload;
  });
}

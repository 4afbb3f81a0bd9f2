// Catalogue answers kept whole in memory, by address, for as long as the catalogue stands still. Every change
// to products, brands, categories or reviews, by this server, another replica on the same file or a script,
// moves the catalogue version on (database triggers), and an answer kept under an older version is never
// served again. Each answer also carries an ETag, so a browser's or proxy's revalidation costs a 304, and is
// compressed once for the browsers that accept brotli or gzip (a 20-product page: 14 KB, 2 KB in brotli).
import crypto from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Catalogue answers are the same for every shopper, so browsers and proxies may store them, but they ask again
 * each time (with the ETag: a 304 of no body while nothing changed): a price, stock or archive made in the admin
 * shows at once, not after a cached minute.
 */
export const SHARED_CACHE = "public, no-cache";
const JSON_TYPE = "application/json; charset=utf-8";
/** However many entries are allowed, the kept answers never hold more than this many bytes. */
export const MAX_BYTES = 32 * 1024 * 1024;

export type Encoding = "br" | "gzip";

/** One kept answer: its bytes, their tag, and the compressed copies made so far. */
export interface Entry {
  version: number;
  /** The answer's HTTP status, when it is not 200 (a rendered 404 page is kept too). */
  status?: number;
  /** The answer's bytes, encoded once: a hit neither encodes nor measures a string again. */
  body: Buffer;
  etag: string;
  /** The compressed copies made so far, each the first time a browser asks for it. */
  compressed?: Partial<Record<Encoding, Buffer>>;
}

const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  // Middling levels: the first request for an answer pays for the compression (about 0.3 ms for 14 KB).
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * A least-recently-used map of answers (a Map keeps insertion order; a hit moves its entry to the end), at most
 * `maxEntries` of them and `maxBytes` in all.
 */
export class AnswerCache<E extends Entry = Entry> {
  private readonly entries = new Map<string, E>();
  /** The entries held now: only their compressed copies count toward the bytes. */
  private readonly held = new WeakSet<E>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  get(key: string, version: number): E | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.release(entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: E): void {
    if (this.maxEntries === 0 || entry.body.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.held.add(entry);
    this.bytes += sizeOf(entry);
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, E];
      this.entries.delete(oldestKey);
      this.release(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.release(entry);
  }

  /** Whether `entry` is one this cache holds now. */
  holds(entry: E): boolean {
    return this.held.has(entry);
  }

  /** The entry's copy in an encoding, compressed and (while the entry is held) counted the first time. */
  compressed(entry: E, encoding: Encoding): Buffer {
    const before = entry.compressed?.[encoding];
    const bytes = compressedCopy(entry, encoding);
    if (!before && this.held.has(entry)) this.bytes += bytes.length;
    return bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  private release(entry: E): void {
    this.held.delete(entry);
    this.bytes -= sizeOf(entry);
  }
}

/** The entry's copy in an encoding, compressed the first time it is asked for and kept on the entry. */
export function compressedCopy(entry: Entry, encoding: Encoding): Buffer {
  entry.compressed ??= {};
  let bytes = entry.compressed[encoding];
  if (!bytes) {
    bytes = COMPRESS[encoding](entry.body);
    entry.compressed[encoding] = bytes;
  }
  return bytes;
}

function sizeOf(entry: Entry): number {
  return entry.body.length + (entry.compressed?.br?.length ?? 0) + (entry.compressed?.gzip?.length ?? 0);
}

export function etagOf(body: string | Buffer): string {
  return `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

/** The tag of the answer in an encoding: its own strong tag, since its bytes differ. */
function taggedFor(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** If-None-Match holds the answer's tag in any encoding (a list, a weak form or *). */
function revalidates(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header
    .split(",")
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, "")
        .replace(/-(br|gzip)"$/, '"'),
    )
    .some((tag) => tag === etag || tag === "*");
}

/** The encoding to send: brotli, else gzip, when the browser accepts it (a q of 0 refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  // Browsers send a handful of distinct headers: each is read once (the map stays small: it is cleared when full).
  const known = readEncodings.get(header);
  if (known !== undefined) return known;
  if (readEncodings.size >= 256) readEncodings.clear();
  const chosen = chooseEncoding(header);
  readEncodings.set(header, chosen);
  return chosen;
}

const readEncodings = new Map<string, Encoding | null>();

function chooseEncoding(header: string): Encoding | null {
  const accepted = new Set(
    header
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/** Adds a request header the answer depends on to Vary, beside what is there (CORS's Origin). */
function vary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader("vary");
  if (current === undefined) {
    reply.header("vary", header);
    return;
  }
  const list = String(current);
  if (
    !list
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(header)
  )
    reply.header("vary", list ? `${list}, ${header}` : header);
}

/**
 * Answers with a kept entry: its bytes in the encoding the browser accepts (null, with a 304, when the browser
 * holds them already), with its tag and the shared cache policy. `compress` makes or finds the encoded copy.
 */
export function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  compress: (entry: Entry, encoding: Encoding) => Buffer = compressedCopy,
): Buffer | null {
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  vary(reply, "accept-encoding");
  reply.header("cache-control", SHARED_CACHE).header("etag", taggedFor(entry.etag, encoding));
  if (revalidates(request, entry.etag)) {
    reply.code(304);
    return null;
  }
  if (!encoding) return entry.body;
  reply.header("content-encoding", encoding);
  return compress(entry, encoding);
}

/**
 * Serves the catalogue routes of `app` (an encapsulated plugin) from the cache, and keeps their 200 answers in
 * it. Hooks run after the application's own onRequest hooks (CORS, security headers, the guest-id check).
 */
export function cacheCatalogueAnswers(app: FastifyInstance, maxEntries: number): void {
  const cache = new AnswerCache(maxEntries);
  const versions = new WeakMap<FastifyRequest, number>();
  const served = new WeakSet<FastifyRequest>();
  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) =>
    sendEntry(request, reply, entry, (kept, encoding) => cache.compressed(kept, encoding));

  // A callback hook, not an async one: the hit path is the hottest code of the store (one promise, the version's).
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET") return done();
    app.reader.catalogueVersion().then((version) => {
      versions.set(request, version);
      const entry = cache.get(request.url, version);
      if (!entry) return done();
      served.add(request);
      const body = send(request, reply, entry);
      if (body === null) reply.send();
      else reply.type(JSON_TYPE).send(body);
    }, done);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (served.has(request) || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    const version = versions.get(request);
    const entry: Entry = { version: version ?? -1, body: Buffer.from(payload), etag: etagOf(payload) };
    if (version === undefined || maxEntries === 0) {
      // Not kept: sent as it is (compressing an answer for one request costs more than it saves on localhost).
      reply.header("cache-control", SHARED_CACHE).header("etag", entry.etag);
      if (!revalidates(request, entry.etag)) return payload;
      reply.code(304);
      return "";
    }
    cache.set(request.url, entry);
    return send(request, reply, entry) ?? "";
  });
}

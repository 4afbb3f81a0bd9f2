// Serves the built client's files, and answers every other non-API address with its page: rendered on the server
// when the server-side build is there (server/src/render/), else index.html, for the browser to render.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../http-error.ts";

/**
 * The service worker and the offline pages it precaches keep their names across versions: always checked with
 * the server, so a new version is found on the next visit (docs/guides/offline.md).
 */
const UNFINGERPRINTED_WORKER_FILES = new Set(["sw.js", "offline.html", "offline-ne.html"]);

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export default async function clientFiles(
  app: FastifyInstance,
  options: { root: string | null; servePage: PageHandler | null },
) {
  // Absolute, so the containment check below compares like with like whatever CLIENT_DIST says.
  const root = options.root && path.resolve(options.root);
  const built = root !== null && fs.existsSync(path.join(root, "index.html"));
  if (!built && !options.servePage) return;
  // With no server-side build, a page is index.html, which the browser renders.
  const servePage: PageHandler =
    options.servePage ??
    (async (_request, reply) => reply.header("cache-control", "no-cache").sendFile("index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset: sent as they are to a browser that accepts them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those files never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header("cache-control", "public, max-age=31536000, immutable");
        } else if (UNFINGERPRINTED_WORKER_FILES.has(path.basename(filePath))) {
          reply.header("cache-control", "no-cache");
        }
      },
    });
  }
  app.get("/", { schema: { hide: true } }, servePage);
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split("?")[0]!;
    if (pathname === "/api" || pathname.startsWith("/api/"))
      throw notFound("route.not_found", "Route not found");
    if (built) {
      const relative = safeDecode(pathname).replace(/^\/+/, "");
      const file = path.resolve(root, relative);
      if (file.startsWith(root + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
        return reply.sendFile(relative);
      }
    }
    return servePage(request, reply);
  });
}

/** The path as a file name, or "" (no file) when it cannot be one: bad escapes, or a NUL that fs refuses. */
function safeDecode(pathname: string): string {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes("\0") ? "" : decoded;
  } catch {
    return "";
  }
}

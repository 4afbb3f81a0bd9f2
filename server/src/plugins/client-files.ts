// Serves the built client and answers every other non-API path with index.html, so client routes load.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "../http-error.ts";

export default async function clientFiles(app: FastifyInstance, options: { root: string }) {
  // Absolute, so the containment check below compares like with like whatever CLIENT_DIST says.
  const root = path.resolve(options.root);
  const indexFile = path.join(root, "index.html");
  if (!fs.existsSync(indexFile)) return;
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
      }
    },
  });
  app.get("/", { schema: { hide: true } }, (_request, reply) => reply.sendFile("index.html"));
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split("?")[0]!;
    if (pathname === "/api" || pathname.startsWith("/api/"))
      throw notFound("route.not_found", "Route not found");
    const relative = safeDecode(pathname).replace(/^\/+/, "");
    const file = path.resolve(root, relative);
    if (file.startsWith(root + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      return reply.sendFile(relative);
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
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

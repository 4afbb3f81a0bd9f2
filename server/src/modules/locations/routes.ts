// HTTP of /api/locations: Nepal's provinces, districts and local levels for the address form.
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { nepalLocationsSchema } from "@store/shared/locations";
import { acceptedEncoding, etagOf } from "../catalog/response-cache.ts";
import { NEPAL_LOCATIONS } from "./nepal.ts";

/**
 * The dataset only changes with a new release of the store, so browsers and proxies keep it a day and may use it
 * a week while they revalidate; a revalidation costs a 304.
 */
export const LOCATIONS_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

const answerSchema = z.object({ success: z.literal(true), data: nepalLocationsSchema });

// Made once: the answer is the same for the life of the process (about 60 KB of JSON, 12 KB in brotli).
const body = JSON.stringify({ success: true, data: NEPAL_LOCATIONS });
const etag = etagOf(body);
const encoded = { br: brotliCompressSync(body), gzip: gzipSync(body) };

/** If-None-Match holds the answer's tag (in a list, in its weak form, or *). */
function holdsTag(header: string | undefined): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

export default async function locationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/nepal",
    {
      schema: {
        tags: ["locations"],
        operationId: "listNepalLocations",
        summary: "Nepal's provinces, districts and local levels with their wards",
        description:
          "Nepal's 7 provinces, 77 districts and 753 local levels (metropolitan and sub-metropolitan cities, " +
          "municipalities, rural municipalities) with each level's number of wards, English (`name`) and " +
          "Devanagari (`nameNe`) names, from github.com/sagautam5/local-states-nepal (MIT). A Nepal address " +
          "names its province as `state`, its district as `district` and its local level as `city`. The answer " +
          "never changes while the store runs: it carries a strong ETag and may be cached for a day.",
        security: [],
        response: {
          200: answerSchema,
          304: z.null().describe("Not modified: If-None-Match holds the answer's ETag (no body)"),
        },
      },
    },
    async (request, reply) => {
      const vary = reply.getHeader("vary");
      reply
        .header("cache-control", LOCATIONS_CACHE)
        .header("etag", etag)
        .header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
      if (holdsTag(request.headers["if-none-match"])) return reply.code(304).send(null);
      // The answer's bytes, made once, are sent as they are (the schema above documents them).
      reply.type("application/json; charset=utf-8");
      const encoding = acceptedEncoding(request.headers["accept-encoding"]);
      if (!encoding) return reply.send(body as never);
      return reply.header("content-encoding", encoding).send(encoded[encoding] as never);
    },
  );
}

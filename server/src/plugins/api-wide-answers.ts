// Answers that no route schema lists because no route gives them: the API refuses them for every operation
// before its handler runs. The OpenAPI document gains them here, once, so that a client generated from it knows
// every outcome (and the fuzz suite, which checks every answer against the document, holds the store to it).
import { errorEnvelopeSchema } from "@store/shared/common";
import { z } from "zod";

interface OpenApiOperation {
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

interface OpenApiResponse {
  description?: string;
  headers?: Record<string, unknown>;
  content?: unknown;
}

type Paths = Record<string, Record<string, OpenApiOperation> | undefined>;

const envelope = z.toJSONSchema(errorEnvelopeSchema, { target: "openapi-3.0" });
const failure = (description: string) => ({
  description,
  content: { "application/json": { schema: envelope } },
});

/**
 * For every operation. 500 is the store's own failure, answered in the envelope (plugins/errors.ts). 408 and 431
 * are Node's refusals before any route runs (too slow, headers over 16 KB;
 * docs/SECURITY.md "Slow and broken clients"), answered in the same envelope.
 */
const ALWAYS = {
  500: failure("The store failed on its own side (its database, say): a general message, never the detail"),
  408: failure("The request's headers or body took too long to arrive (HEADERS_TIMEOUT, REQUEST_TIMEOUT)"),
  431: failure("The request's headers are larger than 16 KB"),
  400: failure(
    "Invalid input: a parameter, the query or the body fails its schema, text holds a NUL or ill-formed Unicode, " +
      "the address does not decode as UTF-8, or the x-session-id header is malformed",
  ),
};
/** For every operation whose method carries a body (Fastify reads one for DELETE too, when it is sent). */
const WITH_BODY = {
  413: failure("The body is larger than 1 MiB"),
  415: failure("The body is not JSON (application/json)"),
};
/** For every operation that reads who is calling. */
const WITH_SECURITY = {
  401: failure("The bearer token is invalid or expired, or the operation needs a signed-in user"),
};

/**
 * What a status a route lists means, where its schema gives no description (Fastify's "Default Response"). The
 * API-wide answers above describe their own.
 */
const MEANINGS: Record<string, string> = {
  200: "Done: `{ success: true, ... }`",
  201: "Created: `{ success: true, ... }`",
  400: "Invalid input: the message says what to fix, and `errors` names each field that failed",
  401: "Not signed in, a bearer token that is invalid or expired, or wrong credentials",
  402: "The payment was declined",
  403: "Signed in, but not allowed to do this",
  404: "Not found; also what belongs to someone else (an order, a cart line): the store never says it exists",
  409: "A conflict with the shop's state: stock too short, an email taken, an order already paid or not movable",
  429: "Too many requests from this address: wait as long as Retry-After says",
};
const FASTIFY_DEFAULT_DESCRIPTION = "Default Response";

/** Every rate limit says when it lets the caller in again. */
const RETRY_AFTER = {
  "Retry-After": {
    description: "Seconds until the limit lets this address in again",
    schema: { type: "integer" },
  },
};

const METHODS = new Set(["get", "put", "post", "delete", "patch"]);

/** The document with the API-wide failures added to each operation that does not document them itself. */
export function withApiWideAnswers<Document extends { paths?: unknown }>(document: Document): Document {
  for (const item of Object.values((document.paths ?? {}) as Paths)) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!METHODS.has(method)) continue;
      const responses = (operation.responses ??= {});
      const wide = {
        ...ALWAYS,
        ...(method !== "get" ? WITH_BODY : {}),
        ...(operation.security?.length ? WITH_SECURITY : {}),
      };
      for (const [status, answer] of Object.entries(wide)) responses[status] ??= answer;
      for (const [status, answer] of Object.entries(responses) as [string, OpenApiResponse][]) {
        // A redirect or a 304 has no body; a route schema can only say so with a null schema, read as JSON.
        if (/^3\d\d$/.test(status)) delete answer.content;
        if (answer.description === FASTIFY_DEFAULT_DESCRIPTION && MEANINGS[status]) {
          answer.description = MEANINGS[status];
        }
        if (status === "429") answer.headers = { ...RETRY_AFTER, ...answer.headers };
      }
    }
  }
  return document;
}

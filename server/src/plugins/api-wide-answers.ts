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

type Paths = Record<string, Record<string, OpenApiOperation> | undefined>;

const envelope = z.toJSONSchema(errorEnvelopeSchema, { target: "openapi-3.0" });
const failure = (description: string) => ({
  description,
  content: { "application/json": { schema: envelope } },
});

/**
 * For every operation. 408 and 431 are Node's refusals before any route runs (too slow, headers over 16 KB;
 * docs/SECURITY.md "Slow and broken clients"), answered in the same envelope.
 */
const ALWAYS = {
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
      // A redirect has no body; a route schema can only say so with a null schema, which reads as JSON.
      for (const [status, answer] of Object.entries(responses)) {
        if (/^3\d\d$/.test(status)) delete (answer as { content?: unknown }).content;
      }
    }
  }
  return document;
}

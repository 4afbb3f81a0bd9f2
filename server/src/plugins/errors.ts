// One place that turns every failure into API.md's envelope, with no stack traces or SQL in any answer.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../http-error.ts";

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: "The request is not valid",
  401: "Please sign in to continue",
  403: "You are not allowed to do that",
  404: "Not found",
  405: "Method not allowed",
  406: "Not acceptable",
  413: "Request body is too large",
  415: "Unsupported content type",
  429: "Too many requests, please try again later",
};

/**
 * Fastify's `frameworkErrors`: the router's refusals before any route or hook runs, in the API's envelope rather
 * than Fastify's own. A path whose escapes do not decode as UTF-8 ("%ED%A0%80", "%FF", "%zz") and a path parameter
 * longer than any id or slug can be are bad input like any other: 400.
 */
export function routerRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? "A part of the address is too long"
      : "The address must be valid UTF-8: each % must start an escape such as %20";
  return reply.code(400).send({ success: false, message, errors: [{ field: "path", message }] });
}

function fieldName(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return field || context || "body";
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, error.validationContext),
        message: issue.message ?? "Invalid value",
      }));
      return reply.code(400).send({ success: false, message: errors[0]?.message ?? "Invalid input", errors });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ success: false, message: "Something went wrong. Please try again." });
    }
    const message =
      status === 429 ? FRAMEWORK_MESSAGES[429] : (FRAMEWORK_MESSAGES[status] ?? "The request is not valid");
    return reply.code(status).send({ success: false, message });
  });
}

export default fp(errorsPlugin, { name: "errors" });

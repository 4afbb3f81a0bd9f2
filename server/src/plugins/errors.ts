// One place that turns every failure into the error envelope (docs/ERRORS.md), with no stack traces or SQL in
// any answer.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from "fastify-type-provider-zod";
import type { ErrorCode } from "@store/shared/error-codes";
import { validationCode } from "@store/shared/messages";
import { HttpError } from "../http-error.ts";

type ZodFastifySchemaValidationErrors = Omit<FastifyError, "validation"> & {
  validation: ZodFastifySchemaValidationError[];
};

/** Fastify's own refusals (content-type parsing, body limits, the rate limiter), as sentences with their codes. */
const FRAMEWORK_REFUSALS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: "request.invalid", message: "The request is not valid: check its headers and body" },
  401: { code: "auth.required", message: "Please sign in to continue" },
  403: { code: "auth.forbidden", message: "You are not allowed to do that" },
  404: { code: "route.not_found", message: "Route not found" },
  405: {
    code: "request.method_not_allowed",
    message: "Method not allowed: see /api/docs for the methods of each path",
  },
  406: { code: "request.not_acceptable", message: "Not acceptable: the API answers in JSON only" },
  413: { code: "request.body_too_large", message: "Request body is too large: send at most 1 MiB" },
  415: {
    code: "request.unsupported_media_type",
    message: "Unsupported content type: send the body as JSON with Content-Type: application/json",
  },
  429: { code: "rate_limited", message: "Too many requests, please try again later" },
};

/** A framework error's refusal: the status's, made more precise where Fastify says why. */
function frameworkRefusal(error: FastifyError, status: number): { code: ErrorCode; message: string } {
  if (status === 400) {
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY")
      return {
        code: "request.empty_json_body",
        message: "The body is empty: send a JSON object, or no Content-Type header",
      };
    // JSON.parse's (and secure-json-parse's, for __proto__ and constructor keys) refusal of the body.
    if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY")
      return { code: "request.malformed_json", message: "The body is not valid JSON: check its syntax" };
  }
  return FRAMEWORK_REFUSALS[status] ?? FRAMEWORK_REFUSALS[400]!;
}

/**
 * Fastify's `frameworkErrors`: the router's refusals before any route or hook runs, in the API's envelope rather
 * than Fastify's own. A path whose escapes do not decode as UTF-8 ("%ED%A0%80", "%FF", "%zz") and a path parameter
 * longer than any id or slug can be are bad input like any other: 400.
 */
export function routerRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const [code, message]: [ErrorCode, string] =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? ["request.path_too_long", "A part of the address is too long"]
      : [
          "request.invalid_path_encoding",
          "The address must be valid UTF-8: each % must start an escape such as %20",
        ];
  return reply.code(400).send({ success: false, code, message, errors: [{ field: "path", code, message }] });
}

const CONTEXT_NAMES: Record<string, string> = {
  body: "The request body",
  querystring: "The query",
  params: "The address",
  headers: "The headers",
};

function fieldName(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return field || context || "body";
}

/** The input at a validation issue's path ("/items/0/quantity") in the part of the request it is about. */
function valueAt(request: FastifyRequest, context: string | undefined, instancePath: string): unknown {
  const part = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  }[context ?? "body"];
  let value: unknown = part;
  for (const key of instancePath.split("/").filter(Boolean)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A zod issue about the whole body or query (not one field of it), said of that part of the request. */
function wholeMessage(context: string | undefined, value: unknown, message: string): string {
  const part = CONTEXT_NAMES[context ?? "body"] ?? "The request";
  if (value === undefined) return `${part} is required: send a JSON object`;
  if (typeof value !== "object" || Array.isArray(value) || value === null)
    return `${part} must be a JSON object`;
  return message;
}

/**
 * Zod's validation issues as the error envelope's field errors (docs/ERRORS.md), each with its code
 * (shared/src/messages.ts).
 */
export function validationRefusal(error: ZodFastifySchemaValidationErrors, request: FastifyRequest) {
  const context = error.validationContext;
  const errors = error.validation.map((issue) => {
    const value = valueAt(request, context, issue.instancePath);
    const message = issue.message ?? "The request is not valid";
    const code = validationCode({ ...(issue.params as object), code: issue.keyword, message }, value);
    const whole = issue.instancePath.replace(/^\//, "") === "" && issue.keyword === "invalid_type";
    return {
      field: fieldName(issue.instancePath, context),
      code,
      message: whole ? wholeMessage(context, value, message) : message,
    };
  });
  const first = errors[0];
  const code: ErrorCode = first && !first.code.startsWith("validation.") ? first.code : "validation.failed";
  return { success: false as const, code, message: first?.message ?? "The request is not valid", errors };
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.code(400).send(validationRefusal(error, request));
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        success: false,
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .code(500)
        .send({ success: false, code: "server.error", message: "Something went wrong. Please try again." });
    }
    const { code, message } = frameworkRefusal(error, status);
    return reply.code(status).send({ success: false, code, message });
  });
}

export default fp(errorsPlugin, { name: "errors" });

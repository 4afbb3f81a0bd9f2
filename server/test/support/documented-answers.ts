// The store's own OpenAPI document, read as an outside client reads it (GET /api/docs/json), and a check that an
// answer is one the document promises: its status is listed for the operation and its body matches the schema
// listed for that status. An answer the document does not describe fails the test that received it.
import type { FastifyInstance } from "fastify";
import { Ajv, type ValidateFunction } from "ajv";

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  method: string;
  /** The documented path, with `{name}` placeholders. */
  path: string;
  operationId?: string;
  parameters: OpenApiParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** The multipart/form-data body's schema (its fields), when the operation takes one (an upload). */
  multipart?: JsonSchema;
  /** The text/csv body's schema, when the operation takes one (the products' import). */
  csv?: JsonSchema;
  /** The form body's schema (application/x-www-form-urlencoded: Google's form_post to the store). */
  form?: JsonSchema;
  bodyRequired: boolean;
  /** Security requirements; an empty list (or none) means anyone may call. */
  security: Record<string, string[]>[];
  /** Status → the JSON schema of its body (undefined: no JSON body is documented). */
  responses: Map<string, JsonSchema | undefined>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, RawOperation>>;
}

interface RawOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const METHODS = ["get", "put", "post", "delete", "patch"];

export async function readOpenApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const answer = await app.inject({ method: "GET", url: "/api/docs/json" });
  if (answer.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${answer.statusCode}`);
  return answer.json() as OpenApiDocument;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): OpenApiOperation[] {
  const operations: OpenApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const responses = new Map<string, JsonSchema | undefined>();
      for (const [status, response] of Object.entries(raw.responses ?? {})) {
        responses.set(status, response.content?.["application/json"]?.schema);
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: raw.operationId,
        parameters: raw.parameters ?? [],
        body: raw.requestBody?.content?.["application/json"]?.schema,
        multipart: raw.requestBody?.content?.["multipart/form-data"]?.schema,
        csv: raw.requestBody?.content?.["text/csv"]?.schema,
        form: raw.requestBody?.content?.["application/x-www-form-urlencoded"]?.schema,
        bodyRequired: raw.requestBody?.required ?? false,
        security: raw.security ?? [],
        responses,
      });
    }
  }
  return operations;
}

/** OpenAPI 3.0's `nullable` as JSON Schema says it (Ajv reads JSON Schema). */
function withNullsSpelledOut(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullsSpelledOut);
  if (schema === null || typeof schema !== "object") return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = key === "enum" || key === "const" ? value : withNullsSpelledOut(value);
  }
  if (copy.nullable === true) {
    delete copy.nullable;
    return { anyOf: [copy, { type: "null" }] };
  }
  return copy;
}

/** The operation a request went to: its method and the documented path its address matches. */
export function operationFor(
  operations: OpenApiOperation[],
  method: string,
  url: string,
): OpenApiOperation | undefined {
  const pathname = url.split("?")[0]!.replace(/\/+$/, "");
  const segments = pathname.split("/");
  const matches = operations.filter((operation) => {
    if (operation.method !== method.toUpperCase()) return false;
    const documented = operation.path.split("/");
    return (
      documented.length === segments.length &&
      documented.every((part, index) => /^\{.+\}$/.test(part) || part === segments[index])
    );
  });
  // A literal segment beats a placeholder (/api/orders/track over /api/orders/{orderNumber}).
  const literalParts = (operation: OpenApiOperation) =>
    operation.path.split("/").filter((part) => !part.startsWith("{")).length;
  return matches.sort((a, b) => literalParts(b) - literalParts(a))[0];
}

export interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/**
 * Checks answers against the document. `problems(operation, answer)` lists what is wrong with one answer (an
 * empty list when the document describes it exactly).
 */
export class DocumentedAnswers {
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly compiled = new Map<JsonSchema, ValidateFunction>();

  problems(operation: OpenApiOperation, answer: Answer): string[] {
    const where = `${operation.method} ${operation.path} → ${answer.status}`;
    const status = String(answer.status);
    if (!operation.responses.has(status) && !operation.responses.has("default")) {
      return [`${where}: status not documented (documents ${[...operation.responses.keys()].join(", ")})`];
    }
    const schema = operation.responses.get(status) ?? operation.responses.get("default");
    const json = answer.contentType?.startsWith("application/json") ?? false;
    // No body documented: none may come. A 304 keeps the headers of the answer it stands for (its JSON type),
    // but its body is empty, so that is no JSON answered.
    if (!schema)
      return json && answer.body !== "" ? [`${where}: answers JSON but documents no JSON body`] : [];
    if (!json)
      return [`${where}: documents a JSON body but answers ${answer.contentType ?? "no content type"}`];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${where}: the body is not JSON: ${answer.body.slice(0, 120)}`];
    }
    const validate = this.validatorFor(schema);
    if (validate(body)) return [];
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message}`);
    return [`${where}: does not match its schema: ${errors.join("; ")}: ${answer.body.slice(0, 300)}`];
  }

  private validatorFor(schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(withNullsSpelledOut(schema) as JsonSchema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }
}

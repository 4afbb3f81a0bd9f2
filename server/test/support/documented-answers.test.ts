import { describe, expect, it } from "vitest";
import { DocumentedAnswers, operationFor, operationsOf, type OpenApiDocument } from "./documented-answers.ts";

const envelope = {
  type: "object",
  properties: { success: { type: "boolean", enum: [false] }, message: { type: "string" } },
  required: ["success", "message"],
  additionalProperties: false,
};
const document: OpenApiDocument = {
  openapi: "3.0.3",
  paths: {
    "/api/orders/{orderNumber}": {
      get: {
        responses: {
          200: {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { success: { type: "boolean" }, note: { type: "string", nullable: true } },
                  required: ["success", "note"],
                },
              },
            },
          },
          404: { content: { "application/json": { schema: envelope } } },
        },
      },
    },
    "/api/orders/track": { get: { responses: { 200: {} } } },
    "/api/auth/google/start": { get: { responses: { 302: {} } } },
  },
};
const operations = operationsOf(document);
const json = "application/json; charset=utf-8";

describe("answers checked against the OpenAPI document", () => {
  const checker = new DocumentedAnswers();
  const order = operationFor(operations, "GET", "/api/orders/ORD-1?x=1")!;

  it("finds the operation of an address, a literal segment before a placeholder", () => {
    expect(order.path).toBe("/api/orders/{orderNumber}");
    expect(operationFor(operations, "GET", "/api/orders/track")!.path).toBe("/api/orders/track");
    expect(operationFor(operations, "POST", "/api/orders/track")).toBeUndefined();
  });

  it("accepts an answer the document describes, nullable fields included", () => {
    expect(
      checker.problems(order, { status: 200, contentType: json, body: '{"success":true,"note":null}' }),
    ).toEqual([]);
    expect(
      checker.problems(order, { status: 404, contentType: json, body: '{"success":false,"message":"No"}' }),
    ).toEqual([]);
    const redirect = operationFor(operations, "GET", "/api/auth/google/start")!;
    expect(checker.problems(redirect, { status: 302, contentType: undefined, body: "" })).toEqual([]);
    // A 304 keeps the JSON type of the answer it stands for, with no body.
    expect(checker.problems(redirect, { status: 302, contentType: json, body: "" })).toEqual([]);
    expect(checker.problems(redirect, { status: 302, contentType: json, body: "{}" })[0]).toMatch(
      /documents no JSON body/,
    );
  });

  it("fails an undocumented status, a body off its schema, a body that is not JSON", () => {
    expect(checker.problems(order, { status: 401, contentType: json, body: "{}" })[0]).toMatch(
      /not documented/,
    );
    expect(checker.problems(order, { status: 404, contentType: json, body: '{"success":false}' })[0]).toMatch(
      /does not match its schema/,
    );
    expect(
      checker.problems(order, {
        status: 404,
        contentType: json,
        body: '{"success":false,"message":"x","stack":"at"}',
      })[0],
    ).toMatch(/does not match/);
    expect(checker.problems(order, { status: 200, contentType: "text/html", body: "<p>" })[0]).toMatch(
      /answers text\/html/,
    );
    expect(checker.problems(order, { status: 200, contentType: json, body: "{" })[0]).toMatch(/not JSON/);
  });
});

// The OpenAPI document and its browsable reference at /api/docs, generated from the same zod route schemas, with
// the answers every operation can give whatever its route says (api-wide-answers.ts).
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { withApiWideAnswers } from "./api-wide-answers.ts";

async function apiDocsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Nepal Store API",
        description:
          "The HTTP contract of the store: catalogue, accounts, cart, wishlist, orders and payments. " +
          "Money is whole Nepali rupees. Failures answer `{ success: false, message, errors? }`.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          guestSession: { type: "apiKey", in: "header", name: "x-session-id" },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      "openapiObject" in documents ? withApiWideAnswers(documents.openapiObject) : documents.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}

export default fp(apiDocsPlugin, { name: "api-docs" });

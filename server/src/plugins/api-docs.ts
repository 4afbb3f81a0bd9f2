// The OpenAPI document and its browsable reference at /api/docs, generated from the same zod route schemas, with
// the answers every operation can give whatever its route says (api-wide-answers.ts).
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { withApiWideAnswers } from "./api-wide-answers.ts";

/** The areas of the store, in the order a shopper meets them; every operation is in one. */
const TAGS = [
  {
    name: "catalogue",
    description: "Products, brands and categories: public, the same for every shopper, cached",
  },
  { name: "auth", description: "Accounts: registration, sign-in by password or Google, the profile" },
  {
    name: "cart",
    description: "The shopper's cart: a guest's by the x-session-id header, a signed-in shopper's by token",
  },
  {
    name: "reviews",
    description: "A buyer's verified review of a product: write one, read, edit or delete your own",
  },
  { name: "wishlist", description: "Saved products, a guest's by session id or a signed-in shopper's own" },
  {
    name: "locations",
    description: "Nepal's provinces, districts and local levels, for addresses and delivery zones",
  },
  {
    name: "orders",
    description: "Shipping methods, placing an order (priced by the server), the shopper's orders, tracking",
  },
  {
    name: "payments",
    description: "eSewa ePay v2, PayPal and Mastercard (test processors) and test credentials",
  },
  {
    name: "admin",
    description: "The merchant's side, for staff and admins: moving orders along, uploading images",
  },
  {
    name: "media",
    description: "Images uploaded through the admin, served by the store itself on every replica",
  },
];

async function apiDocsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Nepal Store API",
        description:
          "The HTTP contract of the store: catalogue, accounts, cart, wishlist, orders and payments. " +
          "Money is whole Nepali rupees. Failures answer `{ success: false, code, message, errors? }`; every code is listed in docs/ERRORS.md.",
        version: "1.0.0",
      },
      // The store's public address (PUBLIC_URL): every path starts with /api, so a client generated from this
      // document calls the store that published it.
      servers: [{ url: app.config.publicUrl, description: "This store" }],
      tags: TAGS,
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

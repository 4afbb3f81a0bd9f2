// HTTP of /api/cart: a guest's cart by x-session-id, a signed-in shopper's by token.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cartAddBodySchema,
  cartAnswerSchema,
  cartItemParamsSchema,
  cartQuantityBodySchema,
} from "@store/shared/cart";
import { ownerOf } from "./owner.ts";
import { addToCart, changeQuantity, readCart, removeFromCart } from "./service.ts";
import { SHOPPER_SECURITY, failureAnswers } from "../../plugins/route-docs.ts";

const tags = ["cart"];
const security = SHOPPER_SECURITY;
/** A guest without x-session-id (400), a bad token (401), a line or product not there (404), short stock (409). */
const failures = failureAnswers(400, 401, 404, 409);

export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, reader } = app;

  app.get(
    "/",
    {
      schema: {
        tags,
        security,
        operationId: "readCart",
        summary: "The shopper's cart (empty when there is none)",
        response: { 200: cartAnswerSchema, ...failureAnswers(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readCart(reader, ownerOf(request.identity())),
    }),
  );

  app.post(
    "/add",
    {
      schema: {
        tags,
        security,
        operationId: "addToCart",
        summary: "Add a product; the same product with the same options adds up",
        description:
          "Options must be the product's own (its first ones when none is sent). name, price and image are ignored.",
        body: cartAddBodySchema,
        response: { 200: cartAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const cart = await addToCart(db, reader, ownerOf(request.identity()), request.body);
      return { success: true as const, message: "Item added to cart", data: cart };
    },
  );

  app.put(
    "/:itemId",
    {
      schema: {
        tags,
        security,
        operationId: "changeCartQuantity",
        summary: "Change a line's quantity",
        params: cartItemParamsSchema,
        body: cartQuantityBodySchema,
        response: { 200: cartAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const cart = await changeQuantity(
        db,
        reader,
        ownerOf(request.identity()),
        request.params.itemId,
        request.body.quantity,
      );
      return { success: true as const, message: "Cart updated", data: cart };
    },
  );

  app.delete(
    "/:itemId",
    {
      schema: {
        tags,
        security,
        operationId: "removeFromCart",
        summary: "Remove a line",
        params: cartItemParamsSchema,
        response: { 200: cartAnswerSchema, ...failureAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const cart = await removeFromCart(db, reader, ownerOf(request.identity()), request.params.itemId);
      return { success: true as const, message: "Item removed from cart", data: cart };
    },
  );
}

// HTTP of /api/wishlist. The storefront names the guest list by `sessionId` (query or body); the
// x-session-id header is accepted too, and a token always means the signed-in shopper's own list.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  wishlistAnswerSchema,
  wishlistQuerySchema,
  wishlistRemoveParamsSchema,
  wishlistToggleAnswerSchema,
  wishlistToggleBodySchema,
} from "@store/shared/cart";
import { messageAnswerSchema } from "@store/shared/auth";
import type { Identity } from "../../plugins/identity.ts";
import { ownerOf } from "../cart/owner.ts";
import { listWishlist, removeFromWishlist, toggleWishlist } from "./service.ts";
import { SHOPPER_SECURITY, failureAnswers } from "../../plugins/route-docs.ts";

const tags = ["wishlist"];
const security = SHOPPER_SECURITY;
/** A guest without a session id (400), a bad token (401), a product not there or not on the list (404). */
const failures = failureAnswers(400, 401, 404);

export default async function wishlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const owner = (identity: Identity, sessionId?: string) =>
    ownerOf(identity, sessionId ?? identity.sessionId);

  app.get(
    "/",
    {
      schema: {
        tags,
        security,
        operationId: "readWishlist",
        summary: "The wishlist",
        querystring: wishlistQuerySchema,
        response: { 200: wishlistAnswerSchema, ...failureAnswers(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      wishlist: { products: await listWishlist(db, owner(request.identity(), request.query.sessionId)) },
    }),
  );

  app.post(
    "/toggle",
    {
      schema: {
        tags,
        security,
        operationId: "toggleWishlist",
        summary: "Add a product, or take it off when it is there",
        body: wishlistToggleBodySchema,
        response: { 200: wishlistToggleAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const action = await toggleWishlist(
        db,
        owner(request.identity(), request.body.sessionId),
        request.body.productId,
      );
      return {
        success: true as const,
        action,
        message: action === "added" ? "Added to wishlist" : "Removed from wishlist",
      };
    },
  );

  app.delete(
    "/remove/:productId",
    {
      schema: {
        tags,
        security,
        operationId: "removeFromWishlist",
        summary: "Remove a product",
        params: wishlistRemoveParamsSchema,
        querystring: wishlistQuerySchema,
        response: { 200: messageAnswerSchema, ...failures },
      },
    },
    async (request) => {
      await removeFromWishlist(
        db,
        owner(request.identity(), request.query.sessionId),
        request.params.productId,
      );
      return { success: true as const, message: "Item removed from wishlist" };
    },
  );
}

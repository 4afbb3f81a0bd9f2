// HTTP of a product's reviews for the signed-in shopper (docs/guides/reviews.md): write one, read, edit or
// delete one's own. The product page's list of reviews comes with the product (GET /api/products/:id).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  myReviewAnswerSchema,
  reviewAnswerSchema,
  reviewBodySchema,
  reviewDeletedAnswerSchema,
  reviewPatchBodySchema,
  reviewProductParamsSchema,
} from "@store/shared/reviews";
import { requireSignIn } from "../../plugins/identity.ts";
import { BEARER_SECURITY, documentedRoutes } from "../../plugins/route-docs.ts";
import { deleteReview, editReview, myReview, writeReview } from "./service.ts";

/** A route of the signed-in shopper's own reviews, by bearer token. */
const reviewRoute = documentedRoutes("reviews", BEARER_SECURITY);
const TEXT_RULES =
  "`rating` is a whole number of stars from 1 to 5; `comment` is plain text of 3 to 2000 characters once " +
  "trimmed, stored exactly as written (never read as HTML: pages show it escaped). The answer's `product` " +
  "holds the product's rating and counts after the change, already written to the product.";

export default async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    "/products/:id/reviews",
    {
      onRequest: requireSignIn,
      schema: reviewRoute({
        operationId: "writeReview",
        summary: "Review a product you bought (one review per shopper and product)",
        description:
          "Needs a paid (payment completed or partially refunded) or delivered order of the product by the " +
          `signed-in shopper: 403 \`review.not_purchased\` otherwise; 409 \`review.already_written\` for a second ` +
          `review, also when two arrive at once. The review is marked \`verified\`. ${TEXT_RULES}`,
        params: reviewProductParamsSchema,
        body: reviewBodySchema,
        response: { 201: reviewAnswerSchema },
        failures: [400, 401, 403, 404, 409],
      }),
    },
    async (request, reply) => {
      const { userId } = request.requireUser();
      const data = await writeReview(db, userId, request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    "/products/:id/reviews/mine",
    {
      onRequest: requireSignIn,
      schema: reviewRoute({
        operationId: "readMyReview",
        summary: "Your review of a product, and whether you may write one",
        description:
          "`review` is null when you have not reviewed the product; `canReview` is true when you bought it (a " +
          "paid or delivered order) and have not reviewed it yet. A review staff hid answers `hidden: true`: it " +
          "shows to nobody else and does not count in the rating.",
        params: reviewProductParamsSchema,
        response: { 200: myReviewAnswerSchema },
        failures: [400, 401, 404],
      }),
    },
    async (request) => ({
      success: true as const,
      data: await myReview(db, request.requireUser().userId, request.params.id),
    }),
  );

  app.patch(
    "/products/:id/reviews/mine",
    {
      onRequest: requireSignIn,
      schema: reviewRoute({
        operationId: "editMyReview",
        summary: "Change the stars or the comment of your review",
        description: `Only your own review: 404 \`review.not_found\` when you have none of this product. ${TEXT_RULES}`,
        params: reviewProductParamsSchema,
        body: reviewPatchBodySchema,
        response: { 200: reviewAnswerSchema },
        failures: [400, 401, 404],
      }),
    },
    async (request) => ({
      success: true as const,
      data: await editReview(db, request.requireUser().userId, request.params.id, request.body),
    }),
  );

  app.delete(
    "/products/:id/reviews/mine",
    {
      onRequest: requireSignIn,
      schema: reviewRoute({
        operationId: "deleteMyReview",
        summary: "Delete your review of a product",
        description:
          "Only your own review: 404 `review.not_found` when you have none of this product. You may write a new " +
          "one afterwards. The answer's `product` holds the product's rating and counts without it.",
        params: reviewProductParamsSchema,
        response: { 200: reviewDeletedAnswerSchema },
        failures: [400, 401, 404],
      }),
    },
    async (request) => ({
      success: true as const,
      message: "Your review was deleted",
      data: await deleteReview(db, request.requireUser().userId, request.params.id),
    }),
  );
}

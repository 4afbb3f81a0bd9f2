// HTTP of /api/admin/reviews: moderation by staff and admins (the prefix's guard, modules/admin/index.ts), as
// Shopify's product reviews let any staff member with the permission hide a review. The rules live in
// modules/reviews/moderation.ts.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminReviewChangedAnswerSchema,
  adminReviewHideBodySchema,
  adminReviewListAnswerSchema,
  adminReviewListQuerySchema,
  reviewIdParamsSchema,
} from "@store/shared/admin/reviews";
import { adminRoute } from "../../../plugins/route-docs.ts";
import { adminListPage } from "../list-page.ts";
import { auditContext } from "../../audit/audit-log.ts";
import { listReviewsForAdmin, setReviewHidden } from "../../reviews/moderation.ts";

export default async function adminReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  adminListPage(
    app,
    {
      operationId: "listAdminReviews",
      summary: "List reviews of every product, hidden ones too (staff and admins)",
      description:
        "Newest first. `visibility`: `all` (default), `visible` or `hidden`; `productId` keeps one product's. " +
        "`comment` is the shopper's plain text: show it escaped.",
      querystring: adminReviewListQuerySchema,
      answer: adminReviewListAnswerSchema,
    },
    (query) => listReviewsForAdmin(app.db, query),
  );

  for (const hidden of [true, false]) {
    app.post(
      `/:id/${hidden ? "hide" : "show"}`,
      {
        schema: adminRoute({
          operationId: hidden ? "hideAdminReview" : "showAdminReview",
          summary: hidden
            ? "Hide a review from the product page and its rating, with a reason (staff and admins)"
            : "Show a hidden review again, with a reason (staff and admins)",
          description:
            "The product's rating and counts are recomputed at once (hidden reviews do not count), and the " +
            "change is in the audit log with the reason. Asking for the state a review is already in changes " +
            "nothing and records nothing.",
          params: reviewIdParamsSchema,
          body: adminReviewHideBodySchema,
          response: { 200: adminReviewChangedAnswerSchema },
          failures: [400, 401, 403, 404],
        }),
      },
      async (request) => {
        const { review, changed } = await setReviewHidden(
          app.db,
          request.params.id,
          hidden,
          request.body.reason,
          auditContext(request),
        );
        const done = hidden ? "hidden" : "shown again";
        return {
          success: true as const,
          message: changed ? `Review ${done}` : `The review was already ${hidden ? "hidden" : "shown"}`,
          data: { review },
        };
      },
    );
  }
}

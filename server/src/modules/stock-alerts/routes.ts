// Back in stock (SHOP-API.md part 3): POST /api/products/:id/notify, GET /api/notify/unsubscribe, and the short
// /n/<token> path an alert's text carries, which redirects to the unsubscribe call. HTTP only; the rules live
// in requests.ts and alerts.ts.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { productIdParamsSchema } from "@store/shared/catalog";
import {
  MAX_PENDING_ALERTS_PER_CONTACT,
  STOCK_ALERT_SHORT_LINK_PREFIX,
  STOCK_ALERT_UNSUBSCRIBED_PAGE,
  stockAlertAnswerSchema,
  stockAlertBodySchema,
  stockAlertUnsubscribeQuerySchema,
  type StockAlertUnsubscribeStatus,
} from "@store/shared/stock-alerts";
import { failureAnswers } from "../../plugins/route-docs.ts";
import { rateLimited } from "../../plugins/security.ts";
import { requestLanguage } from "../mail/shopper-language.ts";
import { requestStockAlert, unsubscribeStockAlert } from "./requests.ts";

const tags = ["catalogue"];

export default async function stockAlertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;

  app.post(
    "/api/products/:id/notify",
    {
      schema: {
        tags,
        operationId: "requestStockAlert",
        summary: "Ask to be told once, by email or SMS, when a sold-out variant is back in stock",
        security: [],
        description:
          "Guests too; a signed-in shopper's request is kept with their account (a bearer token that is expired or " +
          "forged is refused with 401, as everywhere). Exactly one of `email` and " +
          "`phone` (a Nepali mobile number, kept in E.164). `id` is the product's id or slug. One request per " +
          "variant and contact: asked again while it waits, the same request is renewed (its language and time) " +
          "and the answer is the same 201 as a new one's, so it never tells whether a contact was already " +
          "waiting; asked again after its alert was sent or unsubscribed, it waits again. The alert is written " +
          "in the language of the last ask. No message is sent now: only the alert. 404 `product.not_found` / `variant.not_found`; 409 " +
          "`stock.available` when the variant is in stock; 409 `notify.too_many_pending` when the contact " +
          `already waits for ${MAX_PENDING_ALERTS_PER_CONTACT} variants. Limited per address ` +
          "(`STOCK_ALERT_RATE_LIMIT`): 429 `rate_limited` with Retry-After.",
        params: productIdParamsSchema,
        body: stockAlertBodySchema,
        response: {
          201: stockAlertAnswerSchema,
          ...failureAnswers(400, 401, 404, 409, 429),
        },
      },
      // Per address, so nobody floods a stranger's inbox or phone with requests.
      config: { rateLimit: rateLimited(config.rateLimits.stockAlert, { counter: "stock-alert" }) },
    },
    async (request, reply) => {
      const { request: saved } = await requestStockAlert(db, request.params.id, request.body, {
        userId: request.identity().userId,
        language: requestLanguage(request.headers) ?? "en",
      });
      return reply.code(201).send({ success: true as const, data: { request: saved } });
    },
  );

  app.get(
    "/api/notify/unsubscribe",
    {
      schema: {
        tags,
        operationId: "unsubscribeStockAlert",
        summary: "Stop a back-in-stock request with the link its alert carried",
        security: [],
        description:
          "Only the token's hash is kept. Redirects to the storefront's " +
          `\`${STOCK_ALERT_UNSUBSCRIBED_PAGE}?status=done\`, or \`?status=invalid\` for a token the store does ` +
          "not know (a request asked again since has a new token). Using a link again changes nothing.",
        querystring: stockAlertUnsubscribeQuerySchema,
        response: {
          302: z.null().describe("A redirect to the storefront's unsubscribed page (the Location header)"),
          ...failureAnswers(400),
        },
      },
    },
    async (request, reply) => {
      const done = await unsubscribeStockAlert(db, request.query.token);
      return reply.redirect(unsubscribedPage(config.publicUrl, done ? "done" : "invalid"));
    },
  );

  // The short link a text message has room for; not part of the API.
  app.get<{ Params: { token: string } }>(
    `${STOCK_ALERT_SHORT_LINK_PREFIX}:token`,
    { schema: { hide: true } },
    async (request, reply) =>
      reply.redirect(`/api/notify/unsubscribe?${new URLSearchParams({ token: request.params.token })}`),
  );
}

const unsubscribedPage = (publicUrl: string, status: StockAlertUnsubscribeStatus) =>
  `${publicUrl}${STOCK_ALERT_UNSUBSCRIBED_PAGE}?status=${status}`;

// HTTP of Khalti ePayment under /api/payments/khalti: initiate (the pidx and Khalti's payment page), the return
// Khalti sends the shopper's browser to (settled by Khalti's lookup alone, then a redirect to the store's success
// or failure page), and the order's payment status for the pages to show.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureAnswers } from "../../plugins/route-docs.ts";
import { auditContext } from "../audit/audit-log.ts";
import { orderRef, paymentStatusAnswer, paymentStatusFor, security, tags } from "./answers.ts";
import { initiateKhalti, refreshKhaltiStatus, settleKhaltiAttempt } from "./khalti.ts";
import { settleGatewayReturn } from "./gateway-return.ts";

/** The query Khalti appends to return_url; read only to find the pidx, never believed. */
const returnQuery = z.looseObject({
  pidx: z.string().max(100).optional(),
  status: z.string().max(100).optional(),
});

export default async function khaltiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    "/khalti/initiate",
    {
      schema: {
        tags,
        security,
        operationId: "payWithKhalti",
        summary: "Start a Khalti ePayment for an order paid with Khalti: its pidx and Khalti's payment page",
        description:
          "The order's total is sent to Khalti in paisa (× 100); the attempt is recorded under its pidx. " +
          "Someone else's order is 404, a paid one 409, an order placed with another method 409.",
        body: z.object({ orderId: orderRef }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ pidx: z.string(), payment_url: z.string() }),
          }),
          ...failureAnswers(400, 401, 404, 409, 429, 502),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await initiateKhalti(fastify, request.identity(), request.body.orderId),
    }),
  );

  app.get(
    "/khalti/return",
    {
      schema: {
        tags,
        security: [],
        operationId: "returnFromKhalti",
        summary:
          "Where Khalti sends the shopper back: believes only Khalti's lookup of the pidx, then redirects",
        description:
          "Khalti's query (status, amount, transaction_id…) is ignored: the pidx is looked up at Khalti. Only " +
          "`Completed` for exactly the order's amount in paisa pays the order (once: a replay changes nothing); " +
          "then 302 to /checkout/khalti/success?orderId=…. Every other case (Pending, Initiated, Expired, User " +
          "canceled, another amount, a lookup that fails, a pidx this store did not start) pays nothing and " +
          "redirects to /checkout/khalti/failure?orderId=…&reason=….",
        querystring: returnQuery,
        response: {
          302: z.null().describe("A redirect to the store's success or failure page (the Location header)"),
          ...failureAnswers(400, 429),
        },
      },
    },
    (request, reply) =>
      settleGatewayReturn(fastify, request, reply, {
        method: "khalti",
        reference: { name: "pidx", value: request.query.pidx },
        unknownReference: "Khalti return for a pidx this store did not start",
        settle: (context, order, attempt) => settleKhaltiAttempt(fastify, context, order, attempt),
      }),
  );

  app.get(
    "/khalti/status/:orderId",
    {
      schema: {
        tags,
        security,
        operationId: "readKhaltiPaymentStatus",
        summary:
          "The order's payment status, after asking Khalti's lookup again about its latest open Khalti attempt " +
          "(a payment Khalti has since completed is taken)",
        params: z.object({ orderId: orderRef }),
        response: {
          200: paymentStatusAnswer,
          ...failureAnswers(400, 401, 404, 429),
        },
      },
    },
    async (request) =>
      paymentStatusFor(
        db,
        "khalti",
        await refreshKhaltiStatus(fastify, request.identity(), auditContext(request), request.params.orderId),
      ),
  );
}

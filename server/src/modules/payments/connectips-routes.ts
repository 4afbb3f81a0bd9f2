// HTTP of connectIPS under /api/payments/connectips: initiate (the login page's signed fields for the shopper's
// browser to post), the return connectIPS sends the browser to, paid or not (settled by validatetxn alone, then
// a redirect to the store's success or failure page), and the order's payment status for those pages.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureAnswers } from "../../plugins/route-docs.ts";
import { auditContext } from "../audit/audit-log.ts";
import { orderRef, paymentStatusAnswer, paymentStatusFor, security, tags } from "./answers.ts";
import { initiateConnectips, refreshConnectipsStatus, settleConnectipsAttempt } from "./connectips.ts";
import { settleGatewayReturn } from "./gateway-return.ts";
import { PAYMENT_FIELD_NAMES } from "./providers/connectips/token.ts";

/** The query connectIPS appends to the success and failure URL; read only to find the TXNID, never believed. */
const returnQuery = z.looseObject({ TXNID: z.string().max(100).optional() });

const loginPageFields = z.object({
  ...Object.fromEntries(PAYMENT_FIELD_NAMES.map((name) => [name, z.string()])),
  TOKEN: z.string(),
} as Record<(typeof PAYMENT_FIELD_NAMES)[number] | "TOKEN", z.ZodString>);

export default async function connectipsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    "/connectips/initiate",
    {
      schema: {
        tags,
        security,
        operationId: "payWithConnectips",
        summary:
          "Start a connectIPS payment for an order paid with connectIPS: the login page and the signed fields " +
          "the browser posts to it",
        description:
          "The browser posts `fields` to `paymentUrl` as an HTML form (application/x-www-form-urlencoded). " +
          "TXNAMT is the order's total in paisa (× 100), TXNDATE the day in Nepal (DD-MM-YYYY), TXNID new for " +
          "each attempt (20 characters), REFERENCEID the order number; TOKEN is the base64 SHA256withRSA " +
          "signature, with the key of the merchant's PFX, of `MERCHANTID=…,APPID=…,APPNAME=…,TXNID=…,TXNDATE=…," +
          "TXNCRNCY=…,TXNAMT=…,REFERENCEID=…,REMARKS=…,PARTICULARS=…,TOKEN=TOKEN`. The attempt is recorded under " +
          "its TXNID. Someone else's order is 404, a paid one 409, an order placed with another method 409.",
        body: z.object({ orderId: orderRef }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ paymentUrl: z.string(), fields: loginPageFields }),
          }),
          ...failureAnswers(400, 401, 404, 409, 429, 502),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await initiateConnectips(fastify, request.identity(), request.body.orderId),
    }),
  );

  app.get(
    "/connectips/return",
    {
      schema: {
        tags,
        security: [],
        operationId: "returnFromConnectips",
        summary:
          "Where connectIPS sends the shopper back (its success and failure URL alike): believes only " +
          "validatetxn, then redirects",
        description:
          "Only the TXNID is read. The store asks connectIPS's validatetxn about that TXNID and the amount it was " +
          "started for: only `SUCCESS` for exactly the order's amount in paisa pays the order (once: a replay " +
          "changes nothing); then 302 to /checkout/connectips/success?orderId=…. `FAILED` fails the attempt; " +
          "`ERROR`, no answer, another amount or a TXNID this store did not start pay nothing; each redirects " +
          "to /checkout/connectips/failure?orderId=…&reason=….",
        querystring: returnQuery,
        response: {
          302: z.null().describe("A redirect to the store's success or failure page (the Location header)"),
          ...failureAnswers(400, 429),
        },
      },
    },
    (request, reply) =>
      settleGatewayReturn(fastify, request, reply, {
        method: "connectips",
        reference: { name: "TXNID", value: request.query.TXNID },
        unknownReference: "connectIPS return for a TXNID this store did not start",
        settle: (context, order, attempt) => settleConnectipsAttempt(fastify, context, order, attempt),
      }),
  );

  app.get(
    "/connectips/status/:orderId",
    {
      schema: {
        tags,
        security,
        operationId: "readConnectipsPaymentStatus",
        summary:
          "The order's payment status, after asking connectIPS's validatetxn again about its latest open " +
          "connectIPS attempt (a payment connectIPS has since completed is taken)",
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
        "connectips",
        await refreshConnectipsStatus(
          fastify,
          request.identity(),
          auditContext(request),
          request.params.orderId,
        ),
      ),
  );
}

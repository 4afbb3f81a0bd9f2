// HTTP of Fonepay's web checkout under /api/payments/fonepay: initiate (the signed fields the shopper's browser
// takes to Fonepay's payment page) and the return Fonepay sends the shopper's browser to (its DV checked, then
// settled by Fonepay's server-to-server verification alone, then a redirect to the store's success or failure page),
// and the order's payment status for the success page, whichever of Fonepay's two ways paid it.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureAnswers } from "../../plugins/route-docs.ts";
import { auditContext } from "../audit/audit-log.ts";
import { orderRef, paymentStatusAnswer, paymentStatusFor, security, tags } from "./answers.ts";
import { initiateFonepayWeb, refreshFonepayStatus, settleFonepayReturn } from "./fonepay-web.ts";

const returnField = z.string().max(300).optional();

/** The query Fonepay appends to RU: believed only once its DV checks out, and then only to name the attempt. */
const returnQuery = z.looseObject({
  PRN: returnField,
  PID: returnField,
  PS: returnField,
  RC: returnField,
  UID: returnField,
  BC: returnField,
  INI: returnField,
  P_AMT: returnField,
  R_AMT: returnField,
  DV: returnField,
});

const requestFields = z.object({
  PID: z.string().describe("The store's Fonepay merchant code"),
  MD: z.string().describe("P: payment"),
  PRN: z.string().describe("This attempt's product reference number: new for every attempt"),
  AMT: z.string().describe("The order's total in whole rupees"),
  CRN: z.string().describe("NPR"),
  DT: z.string().describe("Today in Nepal, MM/DD/YYYY"),
  R1: z.string().describe("What the payment is for: the order's number"),
  R2: z.string(),
  RU: z.string().describe("The store's return route, GET /api/payments/fonepay/return"),
  DV: z.string().describe("HMAC-SHA512, upper-case hex, over PID,MD,PRN,AMT,CRN,DT,R1,R2,RU"),
});

export default async function fonepayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/fonepay/initiate",
    {
      schema: {
        tags,
        security,
        operationId: "payWithFonepayWeb",
        summary:
          "Start a Fonepay web checkout for an order paid with Fonepay: the signed fields to send to Fonepay's page",
        description:
          "The shopper's browser sends `fields` to `paymentUrl` (GET or form POST) as Fonepay's Web Integration " +
          "v2.0 documents. Each call is a new attempt under a new PRN for the order's total in whole rupees " +
          "(AMT); DV is HMAC-SHA512 with the merchant's secret over PID,MD,PRN,AMT,CRN,DT,R1,R2,RU. Someone " +
          "else's order is 404, a paid one 409, an order placed with another method 409.",
        body: z.object({ orderId: orderRef }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ paymentUrl: z.string(), fields: requestFields }),
          }),
          ...failureAnswers(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await initiateFonepayWeb(fastify, request.identity(), request.body.orderId),
    }),
  );

  app.get(
    "/fonepay/return",
    {
      schema: {
        tags,
        security: [],
        operationId: "returnFromFonepayWeb",
        summary:
          "Where Fonepay sends the shopper back from its web checkout: checks DV, asks Fonepay's verification, then " +
          "redirects",
        description:
          "The return's DV (over PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT) must be the store's merchant's, or nothing " +
          "is looked at: 302 to /checkout/fonepay/failure?reason=unknown. A signed return names the attempt (PRN) " +
          "and Fonepay's trace id (UID); the store then asks Fonepay's verificationMerchant about that PRN, trace " +
          "id and the attempt's amount, and only `success` for exactly the order's total pays the order (once: a " +
          "replay changes nothing), then 302 to /checkout/fonepay/success?orderId=…. Every other case (failed or " +
          "cancelled at Fonepay, another amount, a verification that fails or is refused, a PRN this store did " +
          "not start) pays nothing and redirects to /checkout/fonepay/failure?orderId=…&reason=….",
        querystring: returnQuery,
        response: {
          302: z.null().describe("A redirect to the store's success or failure page (the Location header)"),
          ...failureAnswers(400, 429),
        },
      },
    },
    (request, reply) => settleFonepayReturn(fastify, request, reply, request.query),
  );
  app.get(
    "/fonepay/status/:orderId",
    {
      schema: {
        tags,
        security,
        operationId: "readFonepayPaymentStatus",
        summary:
          "The order's payment status, after asking Fonepay again about its latest open Fonepay attempt (a " +
          "payment Fonepay has since completed is taken)",
        description:
          "The latest attempt is asked about the way it was made: a web checkout by Fonepay's " +
          "verificationMerchant (once its return has named Fonepay's trace id), a QR by " +
          "thirdPartyDynamicQrGetStatus. Someone else's order is 404.",
        params: z.object({ orderId: orderRef }),
        response: {
          200: paymentStatusAnswer,
          ...failureAnswers(400, 401, 404, 429),
        },
      },
    },
    async (request) =>
      paymentStatusFor(
        fastify.db,
        "fonepay",
        await refreshFonepayStatus(
          fastify,
          request.identity(),
          auditContext(request),
          request.params.orderId,
        ),
      ),
  );
}

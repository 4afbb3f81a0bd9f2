// HTTP of PayPal under /api/payments/paypal (PayPal's Orders v2): create (PayPal's order and its approval page),
// the return PayPal sends the buyer to (settled by PayPal's own answer, then a redirect to the store's success or
// failure page), the order's payment status for those pages, and the process call (POST
// /api/payments/paypal/process), which pays only for a PayPal order the store created for that order and
// PayPal captured.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { whenMissing } from "@store/shared/messages";
import { failureAnswers } from "../../plugins/route-docs.ts";
import { auditContext } from "../audit/audit-log.ts";
import { findPayableOrder } from "../orders/service.ts";
import { badRequest, HttpError } from "../../http-error.ts";
import {
  amount,
  failures,
  orderRef,
  paidAnswer,
  paidAnswerFor,
  paymentStatusAnswer,
  paymentStatusFor,
  security,
  tags,
} from "./answers.ts";
import { assertAmount, assertPayable, recordPaymentFailure } from "./complete-payment.ts";
import {
  findPaypalAttempt,
  refreshPaypalStatus,
  settlePaypalAttempt,
  startPaypal,
  type PaypalOutcome,
} from "./paypal.ts";
import { settleGatewayReturn } from "./gateway-return.ts";

/** The query PayPal appends to return_url (`token` is PayPal's order id); read only to find the attempt. */
const returnQuery = z.looseObject({
  token: z.string().max(100).optional(),
  PayerID: z.string().max(100).optional(),
});

const notPaid = (outcome: PaypalOutcome) =>
  new HttpError(402, "payment.not_completed", "PayPal has not completed this payment", [
    { field: "paymentDetails.orderId", message: `PayPal says: ${outcome.replace("_", " ")}` },
  ]);

const unknownPaypalOrder = () =>
  badRequest("payment.paypal_order_unknown", "This PayPal payment is not one for this order", [
    { field: "paymentDetails.orderId", message: "This PayPal payment is not one for this order" },
  ]);

export default async function paypalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    "/paypal/create",
    {
      schema: {
        tags,
        security,
        operationId: "startPaypalPayment",
        summary: "Create a PayPal order for an order paid with PayPal: the page where the buyer approves it",
        description:
          "PayPal's Orders v2: an order with intent CAPTURE for the order's total (NPR), returning to " +
          "/api/payments/paypal/return. The buyer approves at `approveUrl` (PayPal's page; the emulator's " +
          "offline). Someone else's order is 404, a paid one 409, an order placed with another method 409.",
        body: z.object({ orderId: orderRef }),
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ approveUrl: z.string() }) }),
          ...failureAnswers(400, 401, 404, 409, 429, 502),
        },
      },
    },
    async (request) => {
      const { approveUrl } = await startPaypal(fastify, request.identity(), request.body.orderId);
      return { success: true as const, data: { approveUrl } };
    },
  );

  app.get(
    "/paypal/return",
    {
      schema: {
        tags,
        security: [],
        operationId: "returnFromPaypal",
        summary: "Where PayPal sends the buyer back: believes only PayPal's own answer, then redirects",
        description:
          "The query's `token` (PayPal's order id) finds the attempt; nothing else in it is believed. The store " +
          "looks the order up at PayPal and captures it once approved; only a COMPLETED capture of exactly the " +
          "order's amount in NPR for that order pays it (once: a replay changes nothing), then 302 to " +
          "/checkout/paypal/success?orderId=…. Every other case (cancelled at PayPal, a capture that does not " +
          "match, PayPal not answering, a token this store did not create) pays nothing and redirects to " +
          "/checkout/paypal/failure?orderId=…&reason=….",
        querystring: returnQuery,
        response: {
          302: z.null().describe("A redirect to the store's success or failure page (the Location header)"),
          ...failureAnswers(400, 429),
        },
      },
    },
    (request, reply) =>
      settleGatewayReturn(fastify, request, reply, {
        method: "paypal",
        reference: { name: "token", value: request.query.token },
        unknownReference: "PayPal return for an order this store did not create",
        settle: (context, order, attempt) =>
          settlePaypalAttempt(fastify, context, order, attempt, { returned: true }),
      }),
  );

  app.get(
    "/paypal/status/:orderId",
    {
      schema: {
        tags,
        security,
        operationId: "readPaypalPaymentStatus",
        summary:
          "The order's payment status, after asking PayPal again about its latest open PayPal order (one the " +
          "buyer has approved since is captured)",
        params: z.object({ orderId: orderRef }),
        response: { 200: paymentStatusAnswer, ...failureAnswers(400, 401, 404, 429) },
      },
    },
    async (request) =>
      paymentStatusFor(
        db,
        "paypal",
        await refreshPaypalStatus(fastify, request.identity(), auditContext(request), request.params.orderId),
      ),
  );

  app.post(
    "/paypal/process",
    {
      schema: {
        tags,
        security,
        operationId: "payWithPaypal",
        summary: "Pay an order with a PayPal order the store created for it, once PayPal has captured it",
        description:
          "`paymentDetails.orderId` (or `paymentId`) is the PayPal order id from /paypal/create, approved by " +
          "the buyer at PayPal. The store asks PayPal, captures it if approved, and pays the order only for a " +
          "COMPLETED capture of its exact amount (402 `payment.not_completed` otherwise). A PayPal order this " +
          "store did not create for this order is refused (400 `payment.paypal_order_unknown`).",
        body: z.object({
          orderId: orderRef,
          amount,
          paymentDetails: z.object({
            orderId: z.string().max(100).optional(),
            paymentId: z.string({ error: whenMissing("PayPal payment id is required") }).max(100),
          }),
        }),
        response: { 200: paidAnswer, ...failures },
      },
    },
    async (request) => {
      const order = await findPayableOrder(db, request.body.orderId, request.identity());
      const context = auditContext(request);
      const { orderId: paypalOrderId, paymentId } = request.body.paymentDetails;
      const id = (paypalOrderId || paymentId).trim();
      if (!id) throw badRequest("payment.paypal_id_required", "PayPal payment id is required");
      const found = await findPaypalAttempt(fastify, id);
      // A replay for an order this very PayPal order paid answers the same; anything else must be payable now.
      const alreadyPaidByIt = found?.order.id === order.id && found.attempt.status === "completed";
      try {
        assertAmount(order, request.body.amount);
        if (!alreadyPaidByIt) assertPayable(order, request.body.amount);
        if (!found || found.order.id !== order.id) throw unknownPaypalOrder();
      } catch (error) {
        if (error instanceof HttpError && error.statusCode !== 409)
          await recordPaymentFailure(db, context, order, "paypal", error.message);
        throw error;
      }
      if (!alreadyPaidByIt) {
        const outcome = await settlePaypalAttempt(fastify, context, found.order, found.attempt, {
          returned: false,
        });
        if (outcome !== "paid") throw notPaid(outcome);
      }
      return {
        success: true as const,
        message: "Payment completed",
        data: await paidAnswerFor(db, order.id),
      };
    },
  );
}

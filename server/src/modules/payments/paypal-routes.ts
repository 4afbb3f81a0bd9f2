// HTTP of PayPal under /api/payments/paypal (PayPal's Orders v2). Create, return and status are the redirect
// gateways' routes (redirect-routes.ts, registered in routes.ts: `paypalGateway`); here are their words and the
// process call (POST /api/payments/paypal/process), which pays only for a PayPal order the store created for that
// order and PayPal captured, through the same settle path.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { whenMissing } from "@store/shared/messages";
import { auditContext } from "../audit/audit-log.ts";
import { findPayableOrder } from "../orders/service.ts";
import { badRequest, HttpError } from "../../http-error.ts";
import { amount, failures, orderRef, paidAnswer, paidAnswerFor, security, tags } from "./answers.ts";
import { assertAmount, assertPayable, recordPaymentFailure } from "./complete-payment.ts";
import { findAttempt } from "./attempts.ts";
import { settleAttempt, type SettleOutcome } from "./settle.ts";
import type { RedirectGateway } from "./redirect-routes.ts";

export const PAYPAL_NOT_CONFIRMED =
  "PayPal has not confirmed this payment yet. Its status will be checked again.";

/** PayPal on the redirect gateways' routes: create (not `initiate`), return (`token` is PayPal's order id), status. */
export const paypalGateway: RedirectGateway<{ approveUrl: string }, { approveUrl: string }> = {
  method: "paypal",
  startPath: "create",
  answer: z.object({ approveUrl: z.string() }),
  present: ({ approveUrl }) => ({ approveUrl }),
  reference: "token",
  returnQuery: { PayerID: z.string().max(100).optional() },
  notConfirmed: PAYPAL_NOT_CONFIRMED,
  docs: {
    start: {
      operationId: "startPaypalPayment",
      summary: "Create a PayPal order for an order paid with PayPal: the page where the buyer approves it",
      description:
        "PayPal's Orders v2: an order with intent CAPTURE for the order's total (NPR), returning to " +
        "/api/payments/paypal/return. The buyer approves at `approveUrl` (PayPal's page; the emulator's " +
        "offline). Someone else's order is 404, a paid one 409, an order placed with another method 409.",
    },
    return: {
      operationId: "returnFromPaypal",
      summary: "Where PayPal sends the buyer back: believes only PayPal's own answer, then redirects",
      description:
        "The query's `token` (PayPal's order id) finds the attempt; nothing else in it is believed. The store " +
        "looks the order up at PayPal and captures it once approved; only a COMPLETED capture of exactly the " +
        "order's amount in NPR for that order pays it (once: a replay changes nothing), then 302 to " +
        "/checkout/paypal/success?orderId=…. Every other case (cancelled at PayPal, a capture that does not " +
        "match, PayPal not answering, a token this store did not create) pays nothing and redirects to " +
        "/checkout/paypal/failure?orderId=…&reason=….",
    },
    status: {
      operationId: "readPaypalPaymentStatus",
      summary:
        "The order's payment status, after asking PayPal again about its latest open PayPal order (one the " +
        "buyer has approved since is captured)",
    },
  },
};

const notPaid = (outcome: SettleOutcome) =>
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
      const found = await findAttempt(fastify, "paypal", id);
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
        const outcome = await settleAttempt(fastify, context, "paypal", found.order, found.attempt);
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

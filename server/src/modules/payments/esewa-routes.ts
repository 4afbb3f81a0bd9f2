// HTTP of eSewa ePay v2 under /api/payments/esewa: the signed form, eSewa's success and failure answers, and
// the order's payment status. eSewa keeps its own routes beside the redirect gateways' (redirect-routes.ts): the
// client posts a signed form and hands eSewa's answer in (success, failure), rather than eSewa calling a return
// route; its payments still go through the one settle path (settle.ts).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PAYMENT_STATUSES } from "@store/shared/order-facts";
import { amount, failures, orderRef, paidAnswer, paidAnswerFor, security, tags } from "./answers.ts";
import { verifyEsewaCallback } from "./esewa-callback.ts";
import { initiateEsewa, recordEsewaFailure } from "./esewa.ts";
import { ESEWA_FAILED_MESSAGES, NOT_CONFIRMED_YET } from "./providers/esewa/index.ts";
import { refreshPaymentStatus } from "./settle.ts";
import { auditContext } from "../audit/audit-log.ts";

export default async function esewaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    "/esewa/initiate",
    {
      schema: {
        tags,
        security,
        operationId: "payWithEsewa",
        summary: "Start an eSewa ePay v2 payment: the signed form to post to the gateway",
        body: z.object({
          orderId: orderRef,
          amount,
          successUrl: z.string().max(500),
          failureUrl: z.string().max(500),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ paymentUrl: z.string(), formData: z.record(z.string(), z.string()) }),
          }),
          ...failures,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: "eSewa payment initiated",
      data: await initiateEsewa(fastify, request.identity(), auditContext(request), request.body),
    }),
  );

  app.post(
    "/esewa/success",
    {
      schema: {
        tags,
        security,
        operationId: "confirmEsewaPayment",
        summary:
          "Verify eSewa's answer (signature, amount, transaction, status check) and mark the order paid",
        body: z.looseObject({
          orderId: orderRef,
          data: z.string({ error: "Payment verification failed" }).max(4096),
        }),
        response: { 200: paidAnswer, ...failures },
      },
    },
    async (request) => {
      const orderId = await verifyEsewaCallback(
        fastify,
        request.log,
        request.identity(),
        auditContext(request),
        request.body.orderId,
        request.body.data,
      );
      return {
        success: true as const,
        message: "Payment verified successfully",
        data: await paidAnswerFor(db, orderId),
      };
    },
  );

  app.post(
    "/esewa/failure",
    {
      schema: {
        tags,
        security,
        operationId: "recordEsewaFailure",
        summary: "Record a payment that was cancelled or failed at eSewa; the order stays payable",
        body: z.looseObject({ orderId: orderRef }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...failures },
      },
    },
    async (request) => {
      await recordEsewaFailure(fastify, request.identity(), auditContext(request), request.body.orderId);
      return { success: true as const, message: "Payment was not completed. You can try again." };
    },
  );

  app.get(
    "/esewa/status/:orderId",
    {
      schema: {
        tags,
        security,
        operationId: "readEsewaPaymentStatus",
        summary:
          "The order's payment status, after asking eSewa again about its latest eSewa attempt (a payment " +
          "eSewa has since completed is taken; a refund at eSewa shows on the order)",
        params: z.object({ orderId: orderRef }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({
              status: z.enum(PAYMENT_STATUSES),
              message: z.string(),
            }),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      // eSewa's documented specifics: its failure return fails every open attempt, yet eSewa may still complete
      // one (so a failed attempt is asked about again), and a refund made at eSewa shows in its status check.
      const { status, message } = await refreshPaymentStatus(
        fastify,
        request.identity(),
        auditContext(request),
        "esewa",
        request.params.orderId,
        {
          notConfirmed: NOT_CONFIRMED_YET,
          reaskFailed: true,
          followRefunds: true,
          failedMessages: ESEWA_FAILED_MESSAGES,
        },
      );
      return { success: true as const, data: { status, message } };
    },
  );
}

// HTTP of /api/payments: eSewa (redirect to the gateway), PayPal and Mastercard (test processors).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderSchema } from "@store/shared/checkout";
import type { Database } from "../../db/client.ts";
import { orderInclude, presentOrder } from "../orders/present.ts";
import { findPayableOrder } from "../orders/service.ts";
import { capturePaypal, chargeMastercard } from "./card-processor.ts";
import { assertPayable, completePayment } from "./complete-payment.ts";
import { initiateEsewa, recordEsewaFailure, verifyEsewaCallback } from "./esewa.ts";
import { testCredentials } from "./test-credentials.ts";
import { SHOPPER_SECURITY, failureAnswers } from "../../plugins/route-docs.ts";

const tags = ["payments"];
const security = SHOPPER_SECURITY;
const failures = failureAnswers(400, 401, 402, 404, 409);
const orderRef = z.string({ error: "Order ID not found" }).trim().min(1, "Order ID not found").max(64);
const amount = z
  .number({ error: "Amount must be a whole number of rupees" })
  .int("Amount must be a whole number of rupees");
const paymentSchema = z.object({
  transactionId: z.string(),
  amount: z.number().int(),
  status: z.literal("completed"),
  method: z.enum(["paypal", "mastercard", "esewa"]),
});
const paidAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ payment: paymentSchema, order: orderSchema }),
});

/** The paid order and its completed payment, as every payment call answers. */
async function paidAnswerFor(db: Database, orderId: string) {
  const row = await db.order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude });
  const payment = await db.payment.findFirstOrThrow({ where: { orderId, status: "completed" } });
  return {
    payment: {
      transactionId: payment.transactionId ?? "",
      amount: payment.amount,
      status: "completed" as const,
      method: payment.method as "paypal" | "mastercard" | "esewa",
    },
    order: presentOrder(row),
  };
}

export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    "/esewa/initiate",
    {
      schema: {
        tags,
        security,
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
      data: await initiateEsewa(fastify, request.identity(), request.body),
    }),
  );

  app.post(
    "/esewa/success",
    {
      schema: {
        tags,
        security,
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
        summary: "Record a payment that was cancelled or failed at eSewa; the order stays payable",
        body: z.looseObject({ orderId: orderRef }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...failures },
      },
    },
    async (request) => {
      await recordEsewaFailure(fastify, request.identity(), request.body.orderId);
      return { success: true as const, message: "Payment was not completed. You can try again." };
    },
  );

  app.get(
    "/esewa/status/:orderId",
    {
      schema: {
        tags,
        security,
        summary: "The order's payment status",
        params: z.object({ orderId: orderRef }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ status: z.enum(["pending", "completed", "failed"]) }),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const order = await findPayableOrder(db, request.params.orderId, request.identity());
      return {
        success: true as const,
        data: { status: order.paymentStatus as "pending" | "completed" | "failed" },
      };
    },
  );

  app.post(
    "/paypal/process",
    {
      schema: {
        tags,
        security,
        summary: "Pay with PayPal (test processor)",
        body: z.object({
          orderId: orderRef,
          amount,
          paymentDetails: z.object({
            orderId: z.string().max(100).optional(),
            paymentId: z.string({ error: "PayPal payment id is required" }).max(100),
          }),
        }),
        response: { 200: paidAnswer, ...failures },
      },
    },
    async (request) => {
      const order = await findPayableOrder(db, request.body.orderId, request.identity());
      assertPayable(order, request.body.amount);
      const transactionId = capturePaypal(request.body.paymentDetails.paymentId);
      await completePayment(db, order.id, { method: "paypal", amount: order.total, transactionId });
      return {
        success: true as const,
        message: "Payment completed",
        data: await paidAnswerFor(db, order.id),
      };
    },
  );

  app.post(
    "/mastercard/process",
    {
      schema: {
        tags,
        security,
        summary: "Pay with a Mastercard (test processor)",
        description:
          "Luhn, Mastercard range, MM/YY expiry and CVV are checked; 5105105105105100 is always declined (402).",
        body: z.object({
          orderId: orderRef,
          amount,
          cardDetails: z.object({
            cardNumber: z.string({ error: "Card number is invalid" }).max(30),
            expiryDate: z.string({ error: "Expiry date must be MM/YY" }).max(10),
            cvv: z.string({ error: "CVV is invalid" }).max(4),
            cardName: z.string().max(100).optional(),
          }),
        }),
        response: { 200: paidAnswer, ...failures },
      },
    },
    async (request) => {
      const order = await findPayableOrder(db, request.body.orderId, request.identity());
      assertPayable(order, request.body.amount);
      const transactionId = chargeMastercard(request.body.cardDetails);
      await completePayment(db, order.id, { method: "mastercard", amount: order.total, transactionId });
      return {
        success: true as const,
        message: "Payment completed",
        data: await paidAnswerFor(db, order.id),
      };
    },
  );

  app.get(
    "/test-credentials",
    {
      schema: {
        tags,
        summary: "Credentials the offline payment emulators accept",
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({
              esewa: z.object({
                testAccount: z.string(),
                password: z.string(),
                token: z.string(),
                instructions: z.string(),
              }),
              mastercard: z.object({
                testCards: z.array(
                  z.object({ number: z.string(), expiry: z.string(), cvv: z.string(), name: z.string() }),
                ),
                instructions: z.string(),
              }),
              paypal: z.object({ testAccount: z.string(), password: z.string(), instructions: z.string() }),
            }),
          }),
        },
      },
    },
    async () => ({ success: true as const, data: testCredentials() }),
  );
}

// HTTP of /api/payments: the redirect gateways (one set of routes each, redirect-routes.ts: Khalti, PayPal; eSewa's
// signed form and callbacks in esewa-routes.ts; PayPal's process call in paypal-routes.ts), the card (charged by
// the card gateway, settle.ts settleCharge), the methods the payment step offers, and the test credentials the
// offline stand-ins accept.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PAYMENT_METHODS, type PaymentMethod } from "@store/shared/checkout";
import { notFound } from "../../http-error.ts";
import { assertOffered } from "../../store-mode.ts";
import { z } from "zod";
import { whenMissing } from "@store/shared/messages";
import { findPayableOrder } from "../orders/service.ts";
import { amount, orderRef, paidAnswer, paidAnswerFor, security, tags } from "./answers.ts";
import { failureAnswers } from "../../plugins/route-docs.ts";
import { settleCharge } from "./settle.ts";
import { mastercardProvider } from "./providers/mastercard/index.ts";
import { auditContext } from "../audit/audit-log.ts";
import esewaRoutes from "./esewa-routes.ts";
import { khaltiGateway } from "./khalti-routes.ts";
import paypalRoutes, { paypalGateway } from "./paypal-routes.ts";
import { redirectGatewayRoutes } from "./redirect-routes.ts";
import { connectipsGateway } from "./connectips-routes.ts";
import { fonepayWebGateway } from "./fonepay-routes.ts";
import fonepayQrRoutes from "./fonepay-qr-routes.ts";
import { rateLimited } from "../../plugins/security.ts";
import { testCredentials } from "./test-credentials.ts";
import { paymentMethods } from "./methods.ts";
import { paymentMethodsSchema } from "@store/shared/payment-methods";

export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  // STORE_MODE (store-mode.ts): every route of a method the store does not offer is refused, whatever it is
  // sent, and a live store has no test credentials to give (no emulator takes them).
  app.addHook("onRequest", async (request) => {
    const section = (request.routeOptions.url ?? "").slice(app.prefix.length).split("/")[1] ?? "";
    if ((PAYMENT_METHODS as readonly string[]).includes(section))
      assertOffered(config, section as PaymentMethod);
    if (section === "test-credentials" && config.storeMode === "live")
      throw notFound("route.not_found", "Route not found");
  });
  // One count per address over every call that pays, verifies or reads an order's payment: card testing and
  // callback forging are cut short whatever endpoint they go through. The test credentials are not counted.
  const limitPayments = app.rateLimit(rateLimited(config.rateLimits.payments, { counter: "payments" }));
  app.addHook("onRequest", async (request, reply) => {
    const url = request.routeOptions.url ?? "";
    if (url.endsWith("/test-credentials") || url.endsWith("/methods")) return;
    await limitPayments.call(app, request, reply);
  });
  await app.register(esewaRoutes);
  // The redirect gateways: one registration each (redirect-routes.ts says how to add one).
  await app.register(redirectGatewayRoutes(khaltiGateway));
  await app.register(redirectGatewayRoutes(paypalGateway));
  await app.register(redirectGatewayRoutes(connectipsGateway));
  await app.register(redirectGatewayRoutes(fonepayWebGateway));
  await app.register(paypalRoutes);
  await app.register(fonepayQrRoutes);

  app.post(
    "/mastercard/process",
    {
      schema: {
        tags,
        security,
        operationId: "payWithMastercard",
        summary: "Pay with a Mastercard: charged by the card gateway, paid only on its approval",
        description:
          "The store checks Luhn, the Mastercard range, MM/YY expiry and CVV (400 naming the field), then asks " +
          "the card gateway to PAY the order's total; only its APPROVED answer pays the order. A decline is 402 " +
          "`payment.declined`; a gateway that does not answer 502. Offline the gateway is the emulator, which " +
          "approves only the published test cards (GET /api/payments/test-credentials) and always declines " +
          "5105105105105100.",
        body: z.object({
          orderId: orderRef,
          amount,
          cardDetails: z.object({
            cardNumber: z.string({ error: whenMissing("Card number is invalid") }).max(30),
            expiryDate: z.string({ error: whenMissing("Expiry date must be MM/YY") }).max(10),
            cvv: z.string({ error: whenMissing("CVV is invalid") }).max(4),
            cardName: z.string().max(100).optional(),
          }),
        }),
        response: { 200: paidAnswer, ...failureAnswers(400, 401, 402, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const order = await findPayableOrder(db, request.body.orderId, request.identity());
      await settleCharge(
        fastify,
        auditContext(request),
        mastercardProvider,
        order,
        request.body.amount,
        request.body.cardDetails,
      );
      return {
        success: true as const,
        message: "Payment completed",
        data: await paidAnswerFor(db, order.id),
      };
    },
  );

  app.get(
    "/methods",
    {
      schema: {
        tags,
        operationId: "listPaymentMethods",
        summary: "The payment methods the store takes, what limits each, and whether each can pay an order",
        description:
          "Each method the store offers (PAYMENT_METHODS; a live store without a live card gateway does not " +
          "offer the card), with its `name`, how the payment step takes it (`kind`: redirect, qr, card, " +
          "on_delivery), whether its refunds go through its gateway or are paid outside the store and recorded " +
          "(`refunds`: gateway, manual), the shipping countries it is offered for (`countries`, null: any) and the " +
          "largest order total it takes in whole rupees, shipping and gift wrap included (`maxAmount`, null: " +
          "any). Cash on delivery (`cod`) is for addresses in Nepal up to COD_MAX_AMOUNT (default Rs 50,000); " +
          "an order outside these is refused with 400 `cod.address_not_in_nepal` or `cod.over_limit`. " +
          "`testOnly`: the method is reached through an emulator or a gateway's sandbox and takes no real " +
          "money (only in an offline store, STORE_MODE=offline). A method not listed is refused, at its " +
          "payment routes and as an order's payment method, with 400 `payment.method_unavailable`. " +
          "`available` (with `reason` when false): whether the method can take payments, and with `?orderId=` " +
          "(an order of the caller's: an account's or the guest session's; anyone else's is 404) whether it can " +
          "pay that order (cash on delivery: that order's country and total).",
        security: [...security, {}],
        querystring: z.object({ orderId: orderRef.optional() }),
        response: {
          200: z.object({ success: z.literal(true), data: paymentMethodsSchema }),
          ...failureAnswers(400, 404),
        },
      },
    },
    async (request) => {
      const { orderId } = request.query;
      const order = orderId ? await findPayableOrder(db, orderId, request.identity()) : undefined;
      return { success: true as const, data: paymentMethods(config, order) };
    },
  );

  app.get(
    "/test-credentials",
    {
      schema: {
        tags,
        operationId: "readTestCredentials",
        summary: "Credentials the offline payment emulators accept",
        description: "Offline only: a live store (STORE_MODE=live) runs no emulator and answers 404.",
        security: [],
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
              khalti: z.object({
                khaltiIds: z.array(z.string()),
                mpin: z.string(),
                otp: z.string(),
                instructions: z.string(),
              }),
              mastercard: z.object({
                testCards: z.array(
                  z.object({ number: z.string(), expiry: z.string(), cvv: z.string(), name: z.string() }),
                ),
                instructions: z.string(),
              }),
              paypal: z.object({ testAccount: z.string(), password: z.string(), instructions: z.string() }),
              connectips: z.object({
                username: z.string(),
                password: z.string(),
                otp: z.string(),
                instructions: z.string(),
              }),
              fonepay: z.object({ merchantCode: z.string(), username: z.string(), instructions: z.string() }),
            }),
          }),
          ...failureAnswers(404),
        },
      },
    },
    async () => ({ success: true as const, data: testCredentials(config.fonepay) }),
  );
}

// The offline stand-in for the card gateway's REST API, at MASTERCARD_API_URL's default (the store's own
// /gateways/mastercard), in the shape of Mastercard Payment Gateway Services: the merchant authenticates as
// `merchant.<id>` with its API password (HTTP Basic) and PUTs one transaction at a time.
//   PAY     PUT /api/rest/merchant/{merchantId}/order/{orderId}/transaction/{transactionId}
//           { apiOperation: "PAY", order: { amount, currency }, sourceOfFunds: { type: "CARD", provided: { card } } }
//           → { result: "SUCCESS", response: { gatewayCode: "APPROVED" }, transaction: { id, amount } } for the
//           published test cards; { result: "FAILURE", response: { gatewayCode: "DECLINED" | "EXPIRED_CARD" } }
//           for every other card; { result: "ERROR", error: { cause, explanation } } for a malformed request.
//   REFUND  PUT /api/rest/merchant/{merchantId}/transaction/{refundId}
//           { apiOperation: "REFUND", transaction: { targetTransactionId, amount, currency } }
// It approves only its test cards, so no real card is ever charged, and keeps what it captured for refunds.
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { hasExpired, passesLuhn } from "../../modules/payments/card-checks.ts";
import { MASTERCARD_DECLINE_CARD, MASTERCARD_TEST_CARDS } from "../../modules/payments/test-credentials.ts";
import { recordCapture, refundCapture } from "../processors/ledger.ts";
import { sameText } from "../same-text.ts";

const BASE = "/gateways/mastercard/api/rest/merchant/:merchantId";

const wholeAmount = z
  .string()
  .regex(/^[0-9]{1,9}(\.00?)?$/)
  .transform(Number);

const payRequest = z.object({
  apiOperation: z.literal("PAY"),
  order: z.object({
    amount: wholeAmount,
    currency: z.string().regex(/^[A-Z]{3}$/),
    reference: z.string().max(40).optional(),
  }),
  sourceOfFunds: z.object({
    type: z.literal("CARD"),
    provided: z.object({
      card: z.object({
        number: z.string().regex(/^[0-9]{12,19}$/),
        expiry: z.object({
          month: z.string().regex(/^(0[1-9]|1[0-2])$/),
          year: z.string().regex(/^[0-9]{2}$/),
        }),
        securityCode: z.string().regex(/^[0-9]{3,4}$/),
        nameOnCard: z.string().max(256).optional(),
      }),
    }),
  }),
  transaction: z.object({ reference: z.string().max(40).optional() }).optional(),
});

const refundRequest = z.object({
  apiOperation: z.literal("REFUND"),
  transaction: z.object({
    targetTransactionId: z.string().min(1).max(100),
    amount: wholeAmount,
    currency: z.literal("NPR"),
    reference: z.string().max(100).optional(),
  }),
});

const gatewayError = (cause: string, explanation: string) => ({
  result: "ERROR",
  error: { cause, explanation },
});

const TEST_CARD_NUMBERS = new Set(MASTERCARD_TEST_CARDS.map((card) => card.number));

export default async function cardGatewayEmulator(app: FastifyInstance) {
  const { config, db } = app;
  const { mastercard } = config;

  /** The merchant's `merchant.<id>:<password>`, for its own merchant id; answers true when the call may go on. */
  function merchantAuthorised(
    request: FastifyRequest<{ Params: { merchantId: string } }>,
    reply: FastifyReply,
  ) {
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Basic ")
      ? Buffer.from(header.slice("Basic ".length), "base64").toString("utf8")
      : "";
    if (
      request.params.merchantId === mastercard.merchantId &&
      sameText(given, `merchant.${mastercard.merchantId}:${mastercard.password}`)
    )
      return true;
    void reply.code(401).send(gatewayError("INVALID_REQUEST", "Invalid credentials."));
    return false;
  }

  app.put<{ Params: { merchantId: string; orderId: string; transactionId: string } }>(
    `${BASE}/order/:orderId/transaction/:transactionId`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!merchantAuthorised(request, reply)) return reply;
      const body = payRequest.safeParse(request.body ?? {});
      if (!body.success) return reply.code(400).send(gatewayError("INVALID_REQUEST", "Invalid request."));
      const { order, sourceOfFunds } = body.data;
      const { card } = sourceOfFunds.provided;
      const { transactionId } = request.params;
      if (order.amount < 1) return reply.code(400).send(gatewayError("INVALID_REQUEST", "Invalid amount."));
      if (!passesLuhn(card.number))
        return reply.code(400).send(gatewayError("INVALID_REQUEST", "Value for card number is invalid."));
      const failure = (gatewayCode: string) => ({
        result: "FAILURE",
        response: { gatewayCode },
        order: { id: request.params.orderId, amount: String(order.amount), currency: order.currency },
        transaction: { id: transactionId, type: "PAYMENT" },
      });
      if (hasExpired(`${card.expiry.month}/${card.expiry.year}`)) return failure("EXPIRED_CARD");
      if (card.number === MASTERCARD_DECLINE_CARD || !TEST_CARD_NUMBERS.has(card.number))
        return failure("DECLINED");
      const known = await db.processorEmulatorCapture.findUnique({
        where: { processor_captureId: { processor: "mastercard", captureId: transactionId } },
      });
      if (known)
        return reply
          .code(400)
          .send(gatewayError("INVALID_REQUEST", "Transaction with the given transaction ID already exists."));
      await recordCapture(db, "mastercard", transactionId, order.amount);
      return {
        result: "SUCCESS",
        response: { gatewayCode: "APPROVED", acquirerCode: "00" },
        order: {
          id: request.params.orderId,
          amount: String(order.amount),
          currency: order.currency,
          status: "CAPTURED",
          totalCapturedAmount: String(order.amount),
        },
        transaction: {
          id: transactionId,
          type: "PAYMENT",
          amount: String(order.amount),
          currency: order.currency,
          authorizationCode: crypto.randomInt(100_000, 999_999).toString(),
        },
      };
    },
  );

  app.put<{ Params: { merchantId: string; refundId: string } }>(
    `${BASE}/transaction/:refundId`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!merchantAuthorised(request, reply)) return reply;
      const body = refundRequest.safeParse(request.body ?? {});
      if (!body.success) return reply.code(400).send(gatewayError("INVALID_REQUEST", "Invalid request."));
      const { targetTransactionId, amount } = body.data.transaction;
      if (amount < 1) return reply.code(400).send(gatewayError("INVALID_REQUEST", "Invalid amount."));
      const result = await refundCapture(db, "mastercard", targetTransactionId, amount);
      if (!result.refunded) {
        if (result.reason === "not_found")
          return reply.code(400).send(gatewayError("INVALID_REQUEST", "Transaction not found."));
        return reply
          .code(400)
          .send(gatewayError("INVALID_REQUEST", "Refund amount exceeds the captured amount."));
      }
      return reply.send({
        result: "SUCCESS",
        transaction: { id: request.params.refundId, amount: String(amount), currency: "NPR", type: "REFUND" },
      });
    },
  );
}

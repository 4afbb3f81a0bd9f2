// The offline PayPal and card processors' refund APIs, at the base URLs PAYPAL_API_URL and MASTERCARD_API_URL
// point at by default (the store's own /gateways/paypal and /gateways/mastercard). Each checks the merchant's
// credentials, the capture (or authorisation) id against what it captured, and the amount against what is left
// of it, and answers in its service's shape:
//   PayPal   POST /v2/payments/captures/{id}/refund, Basic client_id:secret, { amount: { value, currency_code } }
//            → 201 { id, status: "COMPLETED", amount }; 401 invalid_client; 404 RESOURCE_NOT_FOUND;
//            422 UNPROCESSABLE_ENTITY with details[0].issue REFUND_AMOUNT_EXCEEDED or CAPTURE_FULLY_REFUNDED.
//   card     PUT /api/rest/merchant/{merchantId}/transaction/{refundId}, Basic merchant.<id>:<password>,
//            { apiOperation: "REFUND", transaction: { targetTransactionId, amount, currency } }
//            → { result: "SUCCESS", transaction: { id } } or { result: "ERROR", error: { cause, explanation } }.
import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { refundCapture } from "./ledger.ts";

function basicCredentials(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? "";
  if (!header.startsWith("Basic ")) return null;
  return Buffer.from(header.slice("Basic ".length), "base64").toString("utf8");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

const wholeAmount = z
  .string()
  .regex(/^[0-9]{1,9}(\.00?)?$/)
  .transform(Number);

const paypalRefund = z.object({
  amount: z.object({ value: wholeAmount, currency_code: z.literal("NPR") }),
  invoice_id: z.string().max(127).optional(),
  note_to_payer: z.string().max(255).optional(),
});

const cardRefund = z.object({
  apiOperation: z.literal("REFUND"),
  transaction: z.object({
    targetTransactionId: z.string().min(1).max(100),
    amount: wholeAmount,
    currency: z.literal("NPR"),
    reference: z.string().max(100).optional(),
  }),
});

const paypalError = (name: string, issue?: string) => ({
  name,
  message: name === "UNPROCESSABLE_ENTITY" ? "The requested action could not be performed." : name,
  ...(issue ? { details: [{ issue }] } : {}),
});

const cardError = (cause: string, explanation: string) => ({
  result: "ERROR",
  error: { cause, explanation },
});

export default async function processorEmulators(app: FastifyInstance) {
  const { config, db } = app;

  app.post<{ Params: { captureId: string } }>(
    "/gateways/paypal/v2/payments/captures/:captureId/refund",
    { schema: { hide: true } },
    async (request, reply) => {
      const given = basicCredentials(request);
      if (!given || !sameText(given, `${config.paypal.clientId}:${config.paypal.clientSecret}`))
        return reply
          .code(401)
          .send({ error: "invalid_client", error_description: "Client Authentication failed" });
      const body = paypalRefund.safeParse(request.body ?? {});
      if (!body.success)
        return reply.code(400).send(paypalError("INVALID_REQUEST", "INVALID_PARAMETER_VALUE"));
      const amount = body.data.amount.value;
      if (amount < 1) return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "AMOUNT_MISMATCH"));
      const result = await refundCapture(db, "paypal", request.params.captureId, amount);
      if (!result.refunded) {
        if (result.reason === "not_found") return reply.code(404).send(paypalError("RESOURCE_NOT_FOUND"));
        const issue =
          result.reason === "fully_refunded" ? "CAPTURE_FULLY_REFUNDED" : "REFUND_AMOUNT_EXCEEDED";
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", issue));
      }
      return reply.code(201).send({
        id: `REFUND-${crypto.randomBytes(8).toString("hex").toUpperCase()}`,
        status: "COMPLETED",
        amount: { value: `${amount}.00`, currency_code: "NPR" },
      });
    },
  );

  app.put<{ Params: { merchantId: string; refundId: string } }>(
    "/gateways/mastercard/api/rest/merchant/:merchantId/transaction/:refundId",
    { schema: { hide: true } },
    async (request, reply) => {
      const given = basicCredentials(request);
      const expected = `merchant.${config.mastercard.merchantId}:${config.mastercard.password}`;
      if (request.params.merchantId !== config.mastercard.merchantId || !given || !sameText(given, expected))
        return reply.code(401).send(cardError("INVALID_REQUEST", "Invalid credentials."));
      const body = cardRefund.safeParse(request.body ?? {});
      if (!body.success) return reply.code(400).send(cardError("INVALID_REQUEST", "Invalid request."));
      const { targetTransactionId, amount } = body.data.transaction;
      if (amount < 1) return reply.code(400).send(cardError("INVALID_REQUEST", "Invalid amount."));
      const result = await refundCapture(db, "mastercard", targetTransactionId, amount);
      if (!result.refunded) {
        if (result.reason === "not_found")
          return reply.code(400).send(cardError("INVALID_REQUEST", "Transaction not found."));
        return reply
          .code(400)
          .send(cardError("INVALID_REQUEST", "Refund amount exceeds the captured amount."));
      }
      return reply.send({
        result: "SUCCESS",
        transaction: { id: request.params.refundId, amount: String(amount), currency: "NPR", type: "REFUND" },
      });
    },
  );
}

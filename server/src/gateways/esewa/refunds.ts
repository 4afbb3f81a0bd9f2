// The emulated eSewa's merchant refund call: POST /gateways/esewa/api/epay/transaction/refund/ with JSON
// { product_code, transaction_uuid, total_amount, refund_amount, refund_id, remarks, signed_field_names,
// signature }, signed with the merchant's secret like every ePay v2 message. It refunds only a paid transaction
// of that total, only up to what is left of it, and afterwards the status check answers PARTIAL_REFUND or
// FULL_REFUND. Errors are eSewa's shape: { code: 0, error_message }.
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { isEsewaSignatureValid } from "../../modules/payments/esewa-signature.ts";
import { refundTransaction } from "./ledger.ts";

const REQUIRED_SIGNED = ["product_code", "transaction_uuid", "total_amount", "refund_amount", "refund_id"];

const refundForm = z.object({
  product_code: z.string().min(1).max(50),
  transaction_uuid: z.string().regex(/^[A-Za-z0-9-]{1,100}$/),
  total_amount: z.string().regex(/^[0-9]+(\.0+)?$/),
  refund_amount: z.string().regex(/^[0-9]+(\.0+)?$/),
  refund_id: z.string().min(1).max(100),
  remarks: z.string().max(500).optional(),
  signed_field_names: z.string(),
  signature: z.string(),
});

const REFUSALS = {
  not_found: [404, "Transaction not found"],
  not_refundable: [409, "Transaction is not in a refundable state"],
  exceeds_paid: [409, "Refund amount exceeds the refundable amount"],
} as const;

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ code: 0, error_message: message });
}

export default async function esewaRefunds(app: FastifyInstance, secretFor: (code: string) => string | null) {
  const { db } = app;
  app.post(
    "/gateways/esewa/api/epay/transaction/refund/",
    { schema: { hide: true } },
    async (request, reply) => {
      const parsed = refundForm.safeParse(request.body ?? {});
      if (!parsed.success) return refuse(reply, 400, "Invalid request");
      const form = parsed.data;
      const secret = secretFor(form.product_code);
      const signed = form.signed_field_names.split(",");
      if (
        !secret ||
        !REQUIRED_SIGNED.every((name) => signed.includes(name)) ||
        !isEsewaSignatureValid(secret, form, form.signed_field_names, form.signature)
      ) {
        return refuse(reply, 401, "Invalid signature");
      }
      const amount = Number(form.refund_amount);
      if (!Number.isInteger(amount) || amount < 1) return refuse(reply, 400, "Invalid refund amount");
      const key = { productCode: form.product_code, transactionUuid: form.transaction_uuid };
      // The total must be the transaction's, as in the status check: a merchant names what it was paid.
      const result = await refundTransaction(db, key, amount, Number(form.total_amount));
      if (!result.refunded) {
        const [status, message] = REFUSALS[result.reason];
        return refuse(reply, status, message);
      }
      return reply.send({
        product_code: form.product_code,
        transaction_uuid: form.transaction_uuid,
        refund_id: form.refund_id,
        refund_amount: amount,
        refunded_amount: result.refundedAmount,
        status: result.status,
        ref_id: result.refId,
      });
    },
  );
}

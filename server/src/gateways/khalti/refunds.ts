// The emulated Khalti's merchant refund API: POST /gateways/khalti/api/merchant-transaction/<transaction_id>/refund/
// with `Authorization: Key <secret>` and, for a partial refund, `{ amount }` in paisa (docs.khalti.com "Refund
// API"). It refunds only a completed transaction, only up to what is left of it; the lookup then answers
// Refunded or Partially Refunded. Success: `{ detail: "Transaction refund successful." }`.
import type { FastifyInstance } from "fastify";
import { khaltiAuthorised } from "./auth.ts";
import { refundPayment } from "./ledger.ts";

const REFUSALS = {
  not_found: [404, "Not found."],
  not_refundable: [400, "Transaction is not in a refundable state."],
  exceeds_paid: [400, "Refund amount exceeds the refundable amount."],
} as const;

export default async function khaltiRefunds(app: FastifyInstance) {
  const { db, config } = app;
  app.post(
    "/gateways/khalti/api/merchant-transaction/:transactionId/refund/",
    { schema: { hide: true } },
    async (request, reply) => {
      if (!khaltiAuthorised(request, reply, config.khalti.secretKey)) return reply;
      const { transactionId } = request.params as { transactionId: string };
      const given = (request.body as { amount?: unknown } | null)?.amount;
      let amount: number | null = null;
      if (given !== undefined && given !== null) {
        amount = typeof given === "string" && /^\d+$/.test(given) ? Number(given) : (given as number);
        if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 1)
          return reply
            .code(400)
            .send({ amount: ["A valid integer is required."], error_key: "validation_error" });
      }
      const result = await refundPayment(db, transactionId, amount);
      if (!result.refunded) {
        const [status, detail] = REFUSALS[result.reason];
        return reply.code(status).send({ detail, error_key: "validation_error" });
      }
      return reply.send({ detail: "Transaction refund successful." });
    },
  );
}

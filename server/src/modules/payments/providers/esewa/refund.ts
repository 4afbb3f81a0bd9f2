// eSewa refunds: a signed merchant request (ePay v2's HMAC-SHA256 over the named fields, with the merchant's
// secret) naming the paid transaction, its total and the amount to give back. eSewa then answers its status
// check with PARTIAL_REFUND or FULL_REFUND. eSewa publishes no such API for ePay v2 (merchants refund in its
// portal); the emulator serves this one, and ESEWA_REFUND_URL points at whatever eSewa gives a merchant.
import { z } from "zod";
import { signEsewaFields } from "../../esewa-signature.ts";
import { gatewayRequest, GatewayUnreachable } from "../gateway-request.ts";
import type { FastifyInstance } from "fastify";
import type { RefundOutcome, RefundRequest } from "../provider.ts";

export const ESEWA_REFUND_SIGNED_FIELDS =
  "product_code,transaction_uuid,total_amount,refund_amount,refund_id";

const refunded = z.object({
  status: z.enum(["PARTIAL_REFUND", "FULL_REFUND"]),
  ref_id: z.string().nullable().optional(),
});
const refusal = z.object({ error_message: z.string() });

export async function refundAtEsewa(app: FastifyInstance, request: RefundRequest): Promise<RefundOutcome> {
  const { esewa } = app.config;
  if (!esewa.refundUrl)
    return { outcome: "refused", message: "No eSewa refund address is configured (ESEWA_REFUND_URL)" };
  if (!request.payment.transactionUuid)
    return { outcome: "refused", message: "The payment has no eSewa transaction to refund" };
  const fields = {
    product_code: esewa.productCode,
    transaction_uuid: request.payment.transactionUuid,
    total_amount: String(request.payment.amount),
    refund_amount: String(request.amount),
    refund_id: request.refundId,
  };
  try {
    const answer = await gatewayRequest(app, esewa.refundUrl, {
      method: "POST",
      headers: {},
      body: {
        ...fields,
        remarks: request.reason,
        signed_field_names: ESEWA_REFUND_SIGNED_FIELDS,
        signature: signEsewaFields(esewa.secretKey, fields, ESEWA_REFUND_SIGNED_FIELDS),
      },
    });
    const done = refunded.safeParse(answer.body);
    if (answer.status === 200 && done.success)
      return { outcome: "refunded", reference: done.data.ref_id ?? request.refundId };
    const refused = refusal.safeParse(answer.body);
    return {
      outcome: "refused",
      message: refused.success ? `eSewa: ${refused.data.error_message}` : "eSewa refused the refund",
    };
  } catch (error) {
    if (error instanceof GatewayUnreachable)
      return { outcome: "unreachable", message: "eSewa could not be reached" };
    throw error;
  }
}

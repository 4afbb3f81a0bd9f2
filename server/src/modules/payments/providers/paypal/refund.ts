// PayPal refunds: POST /v2/payments/captures/{capture_id}/refund (PayPal's Payments v2 API) with the app's access
// token, the amount as PayPal writes money ({ value, currency_code }) and a PayPal-Request-Id so a retried request
// refunds once. 201 with status COMPLETED is a refund; PayPal's error answers name the issue.
import { z } from "zod";
import { GatewayUnreachable } from "../gateway-request.ts";
import type { FastifyInstance } from "fastify";
import { STORE_CURRENCY, type RefundOutcome, type RefundRequest } from "../provider.ts";
import { paypalCall, PaypalRefusal, paypalValue } from "./client.ts";

const refunded = z.object({ id: z.string(), status: z.enum(["COMPLETED", "PENDING"]) });
const refusal = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

export async function refundAtPaypal(app: FastifyInstance, request: RefundRequest): Promise<RefundOutcome> {
  const captureId = request.payment.transactionId;
  if (!captureId) return { outcome: "refused", message: "The payment has no PayPal capture to refund" };
  try {
    const answer = await paypalCall(app, `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
      method: "POST",
      requestId: request.refundId,
      body: {
        amount: { value: paypalValue(request.amount), currency_code: STORE_CURRENCY },
        invoice_id: request.orderNumber,
        note_to_payer: request.reason,
      },
    });
    const done = refunded.safeParse(answer.body);
    if ((answer.status === 200 || answer.status === 201) && done.success)
      return { outcome: "refunded", reference: done.data.id };
    const refused = refusal.safeParse(answer.body);
    const issue = refused.success ? (refused.data.details?.[0]?.issue ?? refused.data.name) : undefined;
    return { outcome: "refused", message: `PayPal refused the refund${issue ? ` (${issue})` : ""}` };
  } catch (error) {
    if (error instanceof GatewayUnreachable)
      return { outcome: "unreachable", message: "PayPal could not be reached" };
    if (error instanceof PaypalRefusal)
      return { outcome: "refused", message: `PayPal refused the refund (${error.issue || error.status})` };
    throw error;
  }
}

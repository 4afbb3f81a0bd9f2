// Card refunds at the card processor: a refund of the payment's authorisation, as a gateway such as Mastercard
// Payment Gateway Services takes it (apiOperation REFUND against the earlier transaction, the merchant
// authenticated as `merchant.<id>` with its API password). result SUCCESS is a refund; ERROR or FAILURE names why.
import { z } from "zod";
import { GatewayUnreachable } from "../gateway-request.ts";
import { cardGatewayCall } from "./client.ts";
import { STORE_CURRENCY, type PaymentProvider } from "../provider.ts";

const answered = z.object({
  result: z.enum(["SUCCESS", "FAILURE", "ERROR", "PENDING"]),
  transaction: z.object({ id: z.string() }).optional(),
  error: z.object({ cause: z.string().optional(), explanation: z.string().optional() }).optional(),
});

export const mastercardProvider: PaymentProvider = {
  method: "mastercard",
  kind: "card",
  refunds: "gateway",

  async refund(app, request) {
    const authorisation = request.payment.transactionId;
    if (!authorisation)
      return { outcome: "refused", message: "The payment has no card authorisation to refund" };
    try {
      const answer = await cardGatewayCall(app, `/transaction/${encodeURIComponent(request.refundId)}`, {
        apiOperation: "REFUND",
        transaction: {
          targetTransactionId: authorisation,
          amount: String(request.amount),
          currency: STORE_CURRENCY,
          reference: request.orderNumber,
        },
      });
      const parsed = answered.safeParse(answer.body);
      if (answer.status === 200 && parsed.success && parsed.data.result === "SUCCESS")
        return { outcome: "refunded", reference: parsed.data.transaction?.id ?? request.refundId };
      const why = parsed.success ? (parsed.data.error?.explanation ?? parsed.data.error?.cause) : undefined;
      return {
        outcome: "refused",
        message: `The card processor refused the refund${why ? ` (${why})` : ""}`,
      };
    } catch (error) {
      if (error instanceof GatewayUnreachable)
        return { outcome: "unreachable", message: "The card processor could not be reached" };
      throw error;
    }
  },
};

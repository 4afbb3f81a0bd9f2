// Khalti refunds: the merchant refund API on the transaction_id that the lookup reported. A refund of the whole
// payment sends no amount (Khalti's full refund); any other sends the amount in paisa. Khalti's lookup then
// answers Refunded or Partially Refunded.
import { GatewayUnreachable } from "../gateway-request.ts";
import type { PaymentProvider } from "../provider.ts";
import { KhaltiRefusal, PAISA_PER_RUPEE, refundKhaltiPayment } from "./client.ts";

export const khaltiProvider: PaymentProvider = {
  async refund(app, request) {
    const transactionId = request.payment.transactionId;
    if (!transactionId)
      return { outcome: "refused", message: "The payment has no Khalti transaction to refund" };
    const whole = request.amount === request.payment.amount;
    try {
      await refundKhaltiPayment(app, transactionId, whole ? null : request.amount * PAISA_PER_RUPEE);
      return { outcome: "refunded", reference: transactionId };
    } catch (error) {
      if (error instanceof KhaltiRefusal) return { outcome: "refused", message: `Khalti: ${error.message}` };
      if (error instanceof GatewayUnreachable)
        return { outcome: "unreachable", message: "Khalti could not be reached" };
      throw error;
    }
  },
};

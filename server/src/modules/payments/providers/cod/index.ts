// Cash on delivery: there is no gateway. The money comes in when the admin records the cash collected on a
// delivered order (complete-payment.ts recordCashCollected), and goes back as cash the store hands to the
// shopper: the refund is recorded with the store's own reference. refunds.ts only asks for a refund of an order
// whose payment completed, so nothing can be given back before the cash was collected.
import type { PaymentProvider } from "../provider.ts";

export const codProvider: PaymentProvider = {
  method: "cod",
  kind: "on_delivery",
  refunds: "gateway",

  async refund(_app, request) {
    if (request.payment.amount <= 0)
      return { outcome: "refused", message: "No cash was collected for this order" };
    return { outcome: "refunded", reference: `CASH-${request.refundId}` };
  },
};

// Khalti ePayment (KPG-2) behind the one contract: start initiates at Khalti (amount in paisa) and the attempt is
// recorded under its pidx; confirm asks Khalti's lookup, never the shopper's return query; refund calls the
// merchant refund API on the transaction_id the lookup reported. A refund of the whole payment sends no amount
// (Khalti's full refund); any other sends the amount in paisa. Khalti's lookup then answers Refunded or
// Partially Refunded.
import { badRequest, HttpError } from "../../../../http-error.ts";
import { GatewayUnreachable } from "../gateway-request.ts";
import { gatewayReturnPath, type PaymentProvider } from "../provider.ts";
import {
  initiateKhaltiPayment,
  KhaltiRefusal,
  lookupKhaltiPayment,
  PAISA_PER_RUPEE,
  refundKhaltiPayment,
} from "./client.ts";

/** Khalti takes a Nepali mobile as ten digits (9800000123): the order's "+977 98…" loses its country code. */
export function khaltiPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length > 10 && digits.startsWith("977") ? digits.slice(3) : digits;
}

export const khaltiProvider: PaymentProvider<{ pidx: string; payment_url: string }> = {
  method: "khalti",
  kind: "redirect",
  refunds: "gateway",

  async start(app, order) {
    const { publicUrl } = app.config;
    try {
      const answer = await initiateKhaltiPayment(app, {
        return_url: `${publicUrl}${gatewayReturnPath("khalti")}`,
        website_url: publicUrl,
        amount: order.total * PAISA_PER_RUPEE,
        purchase_order_id: order.orderNumber,
        purchase_order_name: `Order ${order.orderNumber}`,
        customer_info: {
          name: `${order.firstName} ${order.lastName}`.trim(),
          ...(order.email ? { email: order.email } : {}),
          phone: khaltiPhone(order.phone),
        },
      });
      return { reference: answer.pidx, answer: { pidx: answer.pidx, payment_url: answer.payment_url } };
    } catch (error) {
      if (error instanceof KhaltiRefusal && error.status === 400)
        throw badRequest("payment.gateway_refused", `Khalti refused the payment: ${error.message}`);
      if (error instanceof KhaltiRefusal || error instanceof GatewayUnreachable)
        throw new HttpError(
          502,
          "payment.gateway_unreachable",
          "Khalti could not start the payment: try again",
        );
      throw error;
    }
  },

  async confirm(app, attempt, context) {
    const lookup = await lookupKhaltiPayment(app, attempt.transactionUuid!);
    if (!lookup) return { state: "unknown" };
    switch (lookup.status) {
      case "Completed": {
        // Khalti counts in paisa: the reason names its own figure, not a rounded rupee amount.
        const expected = context ? context.order.total * PAISA_PER_RUPEE : lookup.total_amount;
        return {
          state: "paid",
          amount: lookup.total_amount / PAISA_PER_RUPEE,
          transactionId: lookup.transaction_id ?? "",
          ...(lookup.total_amount === expected
            ? {}
            : { mismatch: `Khalti reports ${lookup.total_amount} paisa, the order is ${expected} paisa` }),
        };
      }
      case "Pending":
      case "Initiated":
        return { state: "pending" };
      case "User canceled":
        return { state: "failed", outcome: "canceled", reason: "Cancelled at Khalti" };
      case "Expired":
        return { state: "failed", outcome: "expired", reason: "The Khalti payment link expired" };
      default:
        return { state: "unknown" };
    }
  },

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

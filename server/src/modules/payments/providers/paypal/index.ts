// PayPal (Orders v2) behind the one contract: start creates a PayPal order for the order's total (the attempt is
// recorded under PayPal's order id) and the buyer approves it at PayPal; confirm asks PayPal itself (looks the
// order up and captures it once approved), never the buyer's return query. Only a COMPLETED capture of exactly
// the order's amount, in the store's currency, for this order's reference pays it (settle.ts). The store takes
// the money itself by the capture, so a capture no order can take is refunded at once (`givesBackUnclaimed`).
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../../../http-error.ts";
import { GatewayUnreachable } from "../gateway-request.ts";
import { gatewayReturnPath, STORE_CURRENCY, type GatewayVerdict, type PaymentProvider } from "../provider.ts";
import {
  capturePaypalOrder,
  completedCapture,
  createPaypalOrder,
  PaypalRefusal,
  paypalValue,
  showPaypalOrder,
  type PaypalOrder,
} from "./client.ts";
import { refundAtPaypal } from "./refund.ts";

/** PayPal's order now, captured if the buyer approved it and the order can take it; null when PayPal cannot be asked. */
async function capturedOrApproved(
  app: FastifyInstance,
  id: string,
  payable: boolean,
): Promise<PaypalOrder | "not_payable" | null> {
  try {
    const remote = await showPaypalOrder(app, id);
    if (remote.status !== "APPROVED") return remote;
    // Nothing is taken for an order that can no longer be paid (cancelled, or paid another way meanwhile).
    if (!payable) return "not_payable";
    return await capturePaypalOrder(app, id);
  } catch (error) {
    if (error instanceof PaypalRefusal && error.issue === "ORDER_ALREADY_CAPTURED")
      return showPaypalOrder(app, id);
    if (error instanceof PaypalRefusal || error instanceof GatewayUnreachable) {
      app.log.warn({ paypalOrderId: id, error: error.message }, "PayPal could not be asked about an order");
      return null;
    }
    throw error;
  }
}

export const paypalProvider: PaymentProvider<{ approveUrl: string; paypalOrderId: string }> = {
  method: "paypal",
  kind: "redirect",
  refunds: "gateway",
  givesBackUnclaimed: true,

  async start(app, order) {
    const { publicUrl } = app.config;
    // One request id per attempt: a retried create answers the same PayPal order (recorded once, settle.ts).
    const attemptNumber = await app.db.payment.count({ where: { orderId: order.id, method: "paypal" } });
    try {
      const created = await createPaypalOrder(app, {
        orderNumber: order.orderNumber,
        amount: order.total,
        returnUrl: `${publicUrl}${gatewayReturnPath("paypal")}`,
        cancelUrl: `${publicUrl}${gatewayReturnPath("paypal")}`,
        brandName: "Nepal Store",
        requestId: `create-${order.id}-${attemptNumber}`,
      });
      return { reference: created.id, answer: { approveUrl: created.approveUrl, paypalOrderId: created.id } };
    } catch (error) {
      if (error instanceof PaypalRefusal || error instanceof GatewayUnreachable) {
        app.log.warn(
          { orderNumber: order.orderNumber, error: error.message },
          "PayPal did not create the order",
        );
        throw new HttpError(
          502,
          "payment.gateway_unreachable",
          "PayPal could not start the payment: try again",
        );
      }
      throw error;
    }
  },

  async confirm(app, attempt, context): Promise<GatewayVerdict> {
    // An attempt the store has already failed (the buyer came back without approving) is not asked again.
    if (attempt.status !== "pending")
      return { state: "failed", outcome: "canceled", reason: "Not approved at PayPal" };
    const remote = await capturedOrApproved(app, attempt.transactionUuid!, context?.payable ?? true);
    if (remote === null) return { state: "unknown" };
    if (remote === "not_payable") return { state: "not_payable" };
    if (remote.status === "VOIDED")
      return { state: "failed", outcome: "expired", reason: "The PayPal order was voided", said: "VOIDED" };
    if (remote.status !== "COMPLETED") {
      // Back from PayPal without approving: cancelled there. Otherwise the buyer may still approve it.
      if (!context?.returned) return { state: "pending", said: remote.status };
      return { state: "failed", outcome: "canceled", reason: "Not approved at PayPal", said: remote.status };
    }
    const capture = completedCapture(remote);
    if (!capture) return { state: "pending", said: remote.status };
    const unit = remote.purchase_units[0];
    const inStoreCurrency = capture.amount.currency_code === STORE_CURRENCY;
    const forThisOrder = !context || unit?.reference_id === context.order.orderNumber;
    const exactValue = !context || capture.amount.value === paypalValue(context.order.total);
    return {
      state: "paid",
      amount: Math.round(Number(capture.amount.value)),
      transactionId: capture.id,
      ...(inStoreCurrency && forThisOrder && exactValue
        ? {}
        : {
            mismatch: `PayPal captured ${capture.amount.currency_code} ${capture.amount.value} for ${
              unit?.reference_id ?? "?"
            }`,
          }),
    };
  },

  refund: refundAtPaypal,
};

// PayPal (Orders v2) for an order: create a PayPal order for its total and record the attempt under PayPal's
// order id; the buyer approves at PayPal; then settle the attempt by what PayPal itself says (look the order up,
// capture it once), never by what the buyer's return query claims. Only a COMPLETED capture of exactly the
// order's amount, in the store's currency, for this order's reference pays it, through complete-payment.ts, once.
import type { FastifyInstance } from "fastify";
import { conflict, HttpError } from "../../http-error.ts";
import { findPayableOrder, type OrderCaller } from "../orders/service.ts";
import type { AuditContext } from "../audit/audit-log.ts";
import { assertPayable, completePayment } from "./complete-payment.ts";
import { GatewayUnreachable } from "./providers/gateway-request.ts";
import { STORE_CURRENCY } from "./providers/provider.ts";
import {
  capturePaypalOrder,
  completedCapture,
  createPaypalOrder,
  PaypalRefusal,
  paypalValue,
  showPaypalOrder,
  type PaypalOrder,
} from "./providers/paypal/client.ts";
import {
  failAttempt,
  findAttempt,
  refreshAttemptStatus,
  type Attempt,
  type AttemptOrder,
} from "./attempts.ts";
import { giveBackUnclaimed } from "./give-back.ts";

/** Where PayPal sends the buyer back, approved or cancelled: the store's return route, which asks PayPal. */
export const PAYPAL_RETURN_PATH = "/api/payments/paypal/return";

/**
 * What a PayPal attempt came to: paid, or why not (the failure page words each reason, as Khalti's). `pending`
 * (the buyer has not finished at PayPal) and `lookup_failed` leave the attempt open.
 */
export type PaypalOutcome =
  "paid" | "canceled" | "expired" | "pending" | "underpaid" | "lookup_failed" | "not_payable";

const gatewayUnreachable = () =>
  new HttpError(502, "payment.gateway_unreachable", "PayPal could not start the payment: try again");

/** POST /v2/checkout/orders for the order's total; the buyer approves at the answer's `approveUrl`. */
export async function startPaypal(
  app: FastifyInstance,
  caller: OrderCaller,
  orderRef: string,
): Promise<{ approveUrl: string; paypalOrderId: string }> {
  const { config, db } = app;
  const order = await findPayableOrder(db, orderRef, caller);
  assertPayable(order, order.total);
  if (order.paymentMethod !== "paypal")
    throw conflict("payment.wrong_method", "This order is not to be paid with PayPal");
  const attemptNumber = await db.payment.count({ where: { orderId: order.id, method: "paypal" } });
  let created;
  try {
    created = await createPaypalOrder(app, {
      orderNumber: order.orderNumber,
      amount: order.total,
      returnUrl: `${config.publicUrl}${PAYPAL_RETURN_PATH}`,
      cancelUrl: `${config.publicUrl}${PAYPAL_RETURN_PATH}`,
      brandName: "Nepal Store",
      requestId: `create-${order.id}-${attemptNumber}`,
    });
  } catch (error) {
    if (error instanceof PaypalRefusal || error instanceof GatewayUnreachable) {
      app.log.warn(
        { orderNumber: order.orderNumber, error: error.message },
        "PayPal did not create the order",
      );
      throw gatewayUnreachable();
    }
    throw error;
  }
  await db.$transaction([
    db.payment.upsert({
      where: { transactionUuid: created.id },
      create: {
        orderId: order.id,
        method: "paypal",
        status: "pending",
        amount: order.total,
        transactionUuid: created.id,
      },
      update: {},
    }),
    // A fresh attempt after a failed one: the order is awaiting payment again.
    db.order.updateMany({
      where: { id: order.id, paymentStatus: "failed" },
      data: { paymentStatus: "pending" },
    }),
  ]);
  return { approveUrl: created.approveUrl, paypalOrderId: created.id };
}

export const findPaypalAttempt = (app: FastifyInstance, paypalOrderId: string) =>
  findAttempt(app, "paypal", paypalOrderId);

/** PayPal's order now, captured if the buyer approved it; null when PayPal cannot be asked. */
async function capturedOrApproved(app: FastifyInstance, id: string, order: AttemptOrder) {
  let remote: PaypalOrder;
  try {
    remote = await showPaypalOrder(app, id);
    if (remote.status !== "APPROVED") return remote;
    // Nothing is taken for an order that can no longer be paid (cancelled, or paid another way meanwhile).
    assertPayable(order, order.total, { withinWindow: false });
    return await capturePaypalOrder(app, id);
  } catch (error) {
    if (error instanceof PaypalRefusal && error.issue === "ORDER_ALREADY_CAPTURED")
      return showPaypalOrder(app, id);
    if (error instanceof PaypalRefusal || error instanceof GatewayUnreachable) {
      app.log.warn({ paypalOrderId: id, error: error.message }, "PayPal could not be asked about an order");
      return null;
    }
    if (error instanceof HttpError) return "not_payable" as const;
    throw error;
  }
}

/**
 * Settles one attempt by PayPal's own answer. `returned`: the buyer has come back from PayPal, so an order still
 * awaiting approval was cancelled there (otherwise it may still be approved). Safe to repeat.
 */
export async function settlePaypalAttempt(
  app: FastifyInstance,
  context: AuditContext,
  order: AttemptOrder,
  attempt: Attempt,
  { returned }: { returned: boolean },
): Promise<PaypalOutcome> {
  if (attempt.status === "completed") return "paid";
  if (attempt.status !== "pending") return "canceled";
  const id = attempt.transactionUuid!;
  const remote = await capturedOrApproved(app, id, order);
  if (remote === null) return "lookup_failed";
  if (remote === "not_payable") return "not_payable";
  if (remote.status === "VOIDED") {
    await failAttempt(app, context, "paypal", order, attempt, "The PayPal order was voided");
    return "expired";
  }
  if (remote.status !== "COMPLETED") {
    if (!returned) return "pending";
    await failAttempt(app, context, "paypal", order, attempt, "Not approved at PayPal");
    return "canceled";
  }
  const capture = completedCapture(remote);
  if (!capture) return "pending";
  const unit = remote.purchase_units[0];
  const exact =
    capture.amount.value === paypalValue(order.total) &&
    capture.amount.currency_code === STORE_CURRENCY &&
    unit?.reference_id === order.orderNumber &&
    attempt.amount === order.total;
  if (!exact) {
    await failAttempt(
      app,
      context,
      "paypal",
      order,
      attempt,
      `PayPal captured ${capture.amount.currency_code} ${capture.amount.value} for ${unit?.reference_id ?? "?"}`,
    );
    await giveBackUnclaimed(
      app,
      "paypal",
      {
        orderNumber: order.orderNumber,
        transactionId: capture.id,
        amount: Math.round(Number(capture.amount.value)),
      },
      "The capture did not match the order",
    );
    return "underpaid";
  }
  try {
    assertPayable(order, order.total, { withinWindow: false });
    await completePayment(
      app.db,
      order.id,
      { method: "paypal", amount: order.total, transactionId: capture.id, transactionUuid: id },
      context,
    );
    return "paid";
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // The same return arriving twice at once: the other request paid the order with this very capture.
    const now = await app.db.payment.findUnique({ where: { id: attempt.id } });
    if (now?.status === "completed") return "paid";
    await failAttempt(app, context, "paypal", order, attempt, "Captured for an order that cannot take it");
    await giveBackUnclaimed(
      app,
      "paypal",
      { orderNumber: order.orderNumber, transactionId: capture.id, amount: order.total },
      "The order could no longer be paid",
    );
    return "not_payable";
  }
}

export const PAYPAL_NOT_CONFIRMED =
  "PayPal has not confirmed this payment yet. Its status will be checked again.";

/** The order's payment status for its owner, after asking PayPal again about its latest open attempt. */
export const refreshPaypalStatus = (
  app: FastifyInstance,
  caller: OrderCaller,
  context: AuditContext,
  orderRef: string,
) =>
  refreshAttemptStatus(
    app,
    caller,
    orderRef,
    "paypal",
    (order, attempt) => settlePaypalAttempt(app, context, order, attempt, { returned: false }),
    PAYPAL_NOT_CONFIRMED,
  );

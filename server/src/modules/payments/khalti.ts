// Khalti ePayment (KPG-2) for an order: initiate at Khalti (amount in paisa) and record the attempt under its
// pidx; then settle that attempt by what Khalti's lookup says, never by what the shopper's return query claims.
// Only `Completed` for exactly the order's amount pays, through complete-payment.ts, once.
import type { FastifyInstance } from "fastify";
import { badRequest, conflict, HttpError } from "../../http-error.ts";
import { findPayableOrder, type OrderCaller } from "../orders/service.ts";
import type { AuditContext } from "../audit/audit-log.ts";
import {
  failAttempt,
  findAttempt,
  refreshAttemptStatus,
  type Attempt,
  type AttemptOrder,
} from "./attempts.ts";
import { assertPayable, completePayment } from "./complete-payment.ts";
import { GatewayUnreachable } from "./providers/gateway-request.ts";
import {
  initiateKhaltiPayment,
  KhaltiRefusal,
  lookupKhaltiPayment,
  PAISA_PER_RUPEE,
} from "./providers/khalti/client.ts";

/** Where Khalti sends the shopper back: the store's return route, which asks Khalti's lookup. */
export const KHALTI_RETURN_PATH = "/api/payments/khalti/return";

/**
 * What a Khalti attempt came to: paid, or why not. The shopper's failure page words each reason; `pending`,
 * `lookup_failed` leave the attempt open (Khalti may still complete it; the status call asks again).
 */
export type KhaltiOutcome =
  "paid" | "canceled" | "expired" | "pending" | "underpaid" | "lookup_failed" | "unknown" | "not_payable";

export async function initiateKhalti(
  app: FastifyInstance,
  caller: OrderCaller,
  orderRef: string,
): Promise<{ pidx: string; payment_url: string }> {
  const { config, db } = app;
  const order = await findPayableOrder(db, orderRef, caller);
  if (order.paymentMethod !== "khalti")
    throw conflict("payment.wrong_method", "This order is not to be paid with Khalti");
  assertPayable(order, order.total);
  let answer;
  try {
    answer = await initiateKhaltiPayment(app, {
      return_url: `${config.publicUrl}${KHALTI_RETURN_PATH}`,
      website_url: config.publicUrl,
      amount: order.total * PAISA_PER_RUPEE,
      purchase_order_id: order.orderNumber,
      purchase_order_name: `Order ${order.orderNumber}`,
      customer_info: {
        name: `${order.firstName} ${order.lastName}`.trim(),
        email: order.email,
        phone: khaltiPhone(order.phone),
      },
    });
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
  await db.$transaction([
    db.payment.create({
      data: {
        orderId: order.id,
        method: "khalti",
        status: "pending",
        amount: order.total,
        transactionUuid: answer.pidx,
      },
    }),
    // A fresh attempt after a failed one: the order is awaiting payment again.
    db.order.updateMany({
      where: { id: order.id, paymentStatus: "failed" },
      data: { paymentStatus: "pending" },
    }),
  ]);
  return { pidx: answer.pidx, payment_url: answer.payment_url };
}

/** Khalti takes a Nepali mobile as ten digits (9800000123): the order's "+977 98…" loses its country code. */
export function khaltiPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length > 10 && digits.startsWith("977") ? digits.slice(3) : digits;
}

/** The attempt recorded under this pidx and its order, or null when the pidx is none of this store's. */
export const findKhaltiAttempt = (app: FastifyInstance, pidx: string) => findAttempt(app, "khalti", pidx);

/** Settles one attempt by Khalti's lookup. Safe to repeat: a paid attempt answers `paid` and changes nothing. */
export async function settleKhaltiAttempt(
  app: FastifyInstance,
  context: AuditContext,
  order: AttemptOrder,
  attempt: Attempt,
): Promise<KhaltiOutcome> {
  if (attempt.status === "completed") return "paid";
  const pidx = attempt.transactionUuid!;
  const lookup = await lookupKhaltiPayment(app, pidx);
  if (!lookup) return "lookup_failed";
  switch (lookup.status) {
    case "Completed":
      break;
    case "Pending":
    case "Initiated":
      return "pending";
    case "User canceled":
      await failAttempt(app, context, "khalti", order, attempt, "Cancelled at Khalti");
      return "canceled";
    case "Expired":
      await failAttempt(app, context, "khalti", order, attempt, "The Khalti payment link expired");
      return "expired";
    default:
      return "unknown";
  }
  const paisa = order.total * PAISA_PER_RUPEE;
  if (lookup.total_amount !== paisa || attempt.amount !== order.total) {
    await failAttempt(
      app,
      context,
      "khalti",
      order,
      attempt,
      `Khalti reports ${lookup.total_amount} paisa, the order is ${paisa} paisa`,
    );
    return "underpaid";
  }
  try {
    // Khalti has taken the shopper's money: the payment window no longer applies while the stock is held.
    assertPayable(order, order.total, { withinWindow: false });
    await completePayment(
      app.db,
      order.id,
      {
        method: "khalti",
        amount: order.total,
        transactionId: lookup.transaction_id ?? "",
        transactionUuid: pidx,
      },
      context,
    );
    return "paid";
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // The same return arriving twice at once: the other request paid the order with this very attempt.
    const now = await app.db.payment.findUnique({ where: { id: attempt.id } });
    if (now?.status === "completed") return "paid";
    app.log.warn(
      { pidx, orderNumber: order.orderNumber },
      "Khalti completed a payment the order cannot take",
    );
    return "not_payable";
  }
}

export const KHALTI_NOT_CONFIRMED =
  "Khalti has not confirmed this payment yet. Its status will be checked again.";

/** The order's payment status for its owner, after asking Khalti again about its latest open attempt. */
export const refreshKhaltiStatus = (
  app: FastifyInstance,
  caller: OrderCaller,
  context: AuditContext,
  orderRef: string,
) =>
  refreshAttemptStatus(
    app,
    caller,
    orderRef,
    "khalti",
    (order, attempt) => settleKhaltiAttempt(app, context, order, attempt),
    KHALTI_NOT_CONFIRMED,
  );

// eSewa ePay v2 for an order: the signed form to post to the gateway (signed by its provider,
// providers/esewa/, the attempt recorded by settle.ts), and the record of an attempt the shopper cancelled or
// that failed there. eSewa's success answer is verified in esewa-callback.ts, then settled by settle.ts.
import type { FastifyInstance } from "fastify";
import { badRequest, HttpError } from "../../http-error.ts";
import { onOwnOrigin } from "../../own-origin.ts";
import { findPayableOrder, type OrderCaller } from "../orders/service.ts";
import type { EsewaForm } from "./providers/esewa/index.ts";
import { beginAttempt } from "./settle.ts";
import { assertPayable, recordPaymentFailure } from "./complete-payment.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";

/** A return URL must bring the shopper back to this store, never elsewhere. */
function ownReturnUrl(publicUrl: string, url: string, orderNumber: string, field: string): string {
  let target: URL;
  try {
    target = new URL(url, publicUrl);
  } catch {
    throw badRequest("payment.return_url_foreign", "Return URLs must be on this store", [
      { field, message: "Return URLs must be on this store" },
    ]);
  }
  if (!onOwnOrigin(target, publicUrl)) {
    throw badRequest("payment.return_url_foreign", "Return URLs must be on this store", [
      { field, message: "Return URLs must be on this store" },
    ]);
  }
  target.searchParams.set("orderId", orderNumber);
  return target.toString();
}

/**
 * The signed form for the caller's order: the amount the client states must be the order's total (a wrong one is
 * a refused payment, recorded), the return pages on this store; then the attempt is started (settle.ts).
 */
export async function initiateEsewa(
  app: FastifyInstance,
  caller: OrderCaller,
  context: AuditContext,
  body: { orderId: string; amount: number; successUrl: string; failureUrl: string },
): Promise<EsewaForm> {
  const { config, db } = app;
  const order = await findPayableOrder(db, body.orderId, caller);
  try {
    assertPayable(order, body.amount);
  } catch (error) {
    // A wrong amount is a refused payment; an order that can take none (paid, cancelled) is no attempt at all.
    if (error instanceof HttpError && error.statusCode !== 409) {
      await recordPaymentFailure(db, context, order, "esewa", error.message);
    }
    throw error;
  }
  const returnTo = {
    success: ownReturnUrl(config.publicUrl, body.successUrl, order.orderNumber, "successUrl"),
    failure: ownReturnUrl(config.publicUrl, body.failureUrl, order.orderNumber, "failureUrl"),
  };
  return (await beginAttempt<EsewaForm>(app, "esewa", order, returnTo)).answer;
}

export async function recordEsewaFailure(
  app: FastifyInstance,
  caller: OrderCaller,
  context: AuditContext,
  orderRef: string,
): Promise<void> {
  const order = await findPayableOrder(app.db, orderRef, caller);
  await app.db.$transaction([
    recordAudit(app.db, "payment.failed", context, {
      orderNumber: order.orderNumber,
      method: "esewa",
      reason: "Cancelled or failed at eSewa",
    }),
    app.db.payment.updateMany({
      where: { orderId: order.id, method: "esewa", status: "pending" },
      data: { status: "failed", failureReason: "Cancelled or failed at eSewa" },
    }),
    // The order itself stays pending and payable; only its payment status tells the shopper it failed.
    app.db.order.updateMany({
      where: { id: order.id, paymentStatus: "pending" },
      data: { paymentStatus: "failed" },
    }),
  ]);
}

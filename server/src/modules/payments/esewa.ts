// eSewa ePay v2 for an order: the signed form to post to the gateway, and the record of an attempt the shopper
// cancelled or that failed there. eSewa's success answer is verified in esewa-callback.ts.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { badRequest, HttpError } from "../../http-error.ts";
import { onOwnOrigin } from "../../own-origin.ts";
import { findPayableOrder, type OrderCaller } from "../orders/service.ts";
import { signEsewaFields } from "./esewa-signature.ts";
import { assertPayable, recordPaymentFailure } from "./complete-payment.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";

const REQUEST_SIGNED_FIELDS = "total_amount,transaction_uuid,product_code";

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

export async function initiateEsewa(
  app: FastifyInstance,
  caller: OrderCaller,
  context: AuditContext,
  body: { orderId: string; amount: number; successUrl: string; failureUrl: string },
) {
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
  const successUrl = ownReturnUrl(config.publicUrl, body.successUrl, order.orderNumber, "successUrl");
  const failureUrl = ownReturnUrl(config.publicUrl, body.failureUrl, order.orderNumber, "failureUrl");
  const transactionUuid = `${order.orderNumber}-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
  await db.$transaction([
    db.payment.create({
      data: { orderId: order.id, method: "esewa", status: "pending", amount: order.total, transactionUuid },
    }),
    // A fresh attempt after a failed one: the order is awaiting payment again.
    db.order.updateMany({
      where: { id: order.id, paymentStatus: "failed" },
      data: { paymentStatus: "pending" },
    }),
  ]);
  const fields = {
    amount: String(order.total),
    tax_amount: "0",
    total_amount: String(order.total),
    transaction_uuid: transactionUuid,
    product_code: config.esewa.productCode,
    product_service_charge: "0",
    product_delivery_charge: "0",
    success_url: successUrl,
    failure_url: failureUrl,
    signed_field_names: REQUEST_SIGNED_FIELDS,
  };
  const signature = signEsewaFields(config.esewa.secretKey, fields, REQUEST_SIGNED_FIELDS);
  return { paymentUrl: config.esewa.formUrl, formData: { ...fields, signature } };
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

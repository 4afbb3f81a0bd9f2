// eSewa ePay v2 for an order: the signed form to post to the gateway, and the verification of the gateway's
// answer (signature, transaction, amount, then eSewa's own status check) before the order counts as paid.
import crypto from "node:crypto";
import type { FastifyInstance, FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { badRequest, conflict } from "../../http-error.ts";
import { findPayableOrder, type OrderCaller } from "../orders/service.ts";
import { isEsewaSignatureValid, signEsewaFields } from "./esewa-signature.ts";
import { checkEsewaStatus } from "./esewa-gateway.ts";
import { assertPayable, completePayment } from "./complete-payment.ts";

const REQUEST_SIGNED_FIELDS = "total_amount,transaction_uuid,product_code";

/** A return URL must bring the shopper back to this store, never elsewhere. */
function ownReturnUrl(publicUrl: string, url: string, orderNumber: string, field: string): string {
  let target: URL;
  try {
    target = new URL(url, publicUrl);
  } catch {
    throw badRequest("Return URLs must be on this store", [
      { field, message: "Return URLs must be on this store" },
    ]);
  }
  if (target.origin !== new URL(publicUrl).origin) {
    throw badRequest("Return URLs must be on this store", [
      { field, message: "Return URLs must be on this store" },
    ]);
  }
  target.searchParams.set("orderId", orderNumber);
  return target.toString();
}

export async function initiateEsewa(
  app: FastifyInstance,
  caller: OrderCaller,
  body: { orderId: string; amount: number; successUrl: string; failureUrl: string },
) {
  const { config, db } = app;
  const order = await findPayableOrder(db, body.orderId, caller);
  assertPayable(order, body.amount);
  const successUrl = ownReturnUrl(config.publicUrl, body.successUrl, order.orderNumber, "successUrl");
  const failureUrl = ownReturnUrl(config.publicUrl, body.failureUrl, order.orderNumber, "failureUrl");
  const transactionUuid = `${order.orderNumber}-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
  await db.payment.create({
    data: { orderId: order.id, method: "esewa", status: "pending", amount: order.total, transactionUuid },
  });
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

const callbackData = z.object({
  transaction_code: z.string().min(1),
  status: z.string(),
  total_amount: z.union([z.string(), z.number()]).transform(String),
  transaction_uuid: z.string().min(1),
  product_code: z.string(),
  signed_field_names: z.string(),
  signature: z.string(),
});

class VerificationFailure extends Error {}

function decodeCallback(data: string) {
  try {
    return callbackData.parse(JSON.parse(Buffer.from(data, "base64").toString("utf8")));
  } catch {
    throw new VerificationFailure("undecodable data");
  }
}

async function verify(app: FastifyInstance, caller: OrderCaller, orderRef: string, data: string) {
  const { config, db } = app;
  const order = await findPayableOrder(db, orderRef, caller);
  const answer = decodeCallback(data);
  const fields = Object.fromEntries(Object.entries(answer).map(([name, value]) => [name, String(value)]));
  if (!answer.signed_field_names.split(",").includes("total_amount"))
    throw new VerificationFailure("amount not signed");
  if (!isEsewaSignatureValid(config.esewa.secretKey, fields, answer.signed_field_names, answer.signature)) {
    throw new VerificationFailure("bad signature");
  }
  if (answer.product_code !== config.esewa.productCode) throw new VerificationFailure("another merchant");
  const payment = await db.payment.findUnique({ where: { transactionUuid: answer.transaction_uuid } });
  if (!payment || payment.orderId !== order.id) throw new VerificationFailure("transaction of another order");
  if (Number(answer.total_amount.replace(/,/g, "")) !== order.total)
    throw new VerificationFailure("amount differs");
  // A replay of a callback that already paid this order answers the same and changes nothing.
  if (payment.status === "completed") return { order, payment, replay: true };
  if (order.paymentStatus === "completed") throw conflict("This order has already been paid");
  if (answer.status !== "COMPLETE") throw new VerificationFailure(`status ${answer.status}`);
  const status = await checkEsewaStatus(app, {
    productCode: answer.product_code,
    totalAmount: answer.total_amount,
    transactionUuid: answer.transaction_uuid,
  });
  if (status !== "COMPLETE") throw new VerificationFailure(`gateway says ${status}`);
  assertPayable(order, order.total);
  try {
    await completePayment(db, order.id, {
      method: "esewa",
      amount: order.total,
      transactionId: answer.transaction_code,
      transactionUuid: answer.transaction_uuid,
    });
  } catch (error) {
    // The same callback arriving twice at once: the other request paid the order with this very payment.
    const now = await db.payment.findUnique({ where: { transactionUuid: answer.transaction_uuid } });
    if (now?.status === "completed") return { order, payment: now, replay: true };
    throw error;
  }
  return { order, payment, replay: false };
}

export async function verifyEsewaCallback(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  caller: OrderCaller,
  orderRef: string,
  data: string,
): Promise<string> {
  try {
    const { order } = await verify(app, caller, orderRef, data);
    return order.id;
  } catch (error) {
    if (!(error instanceof VerificationFailure)) throw error;
    log.warn({ reason: error.message, orderRef }, "eSewa callback refused");
    throw badRequest("Payment verification failed");
  }
}

export async function recordEsewaFailure(
  app: FastifyInstance,
  caller: OrderCaller,
  orderRef: string,
): Promise<void> {
  const order = await findPayableOrder(app.db, orderRef, caller);
  await app.db.payment.updateMany({
    where: { orderId: order.id, method: "esewa", status: "pending" },
    data: { status: "failed", failureReason: "Cancelled or failed at eSewa" },
  });
}

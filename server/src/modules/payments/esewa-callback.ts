// eSewa's answer after the shopper paid: believed only when its signature, merchant, transaction, amount and
// eSewa's own status check (settle.ts settleAttempt, through providers/esewa/) all agree; then the order is paid,
// exactly once however often the answer arrives.
import type { FastifyInstance, FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { badRequest, conflict } from "../../http-error.ts";
import { findPayableOrder, type OrderCaller } from "../orders/service.ts";
import { isEsewaSignatureValid } from "./esewa-signature.ts";
import { assertPayable, recordPaymentFailure } from "./complete-payment.ts";
import { NOT_CONFIRMED_YET } from "./providers/esewa/index.ts";
import { settleAttemptVerdict } from "./settle.ts";
import type { AuditContext } from "../audit/audit-log.ts";

const callbackData = z.object({
  transaction_code: z.string().min(1),
  status: z.string(),
  total_amount: z.union([z.string(), z.number()]),
  transaction_uuid: z.string().min(1),
  product_code: z.string(),
  signed_field_names: z.string(),
  signature: z.string(),
});

/** What eSewa's signature must cover before we believe the answer says who paid how much for what. */
const MUST_BE_SIGNED = ["status", "total_amount", "transaction_uuid", "product_code"];

class VerificationFailure extends Error {}

function decodeCallback(data: string) {
  try {
    return callbackData.parse(JSON.parse(Buffer.from(data, "base64").toString("utf8")));
  } catch {
    throw new VerificationFailure("undecodable data");
  }
}

/**
 * The total as eSewa signed it. A JSON number has lost its text ("1000.0" parses to 1000), so each way eSewa
 * writes an amount is tried; a string is taken as sent.
 */
function signedTotal(secret: string, answer: z.infer<typeof callbackData>): string | null {
  const { total_amount: total, signature, signed_field_names: names } = answer;
  const candidates =
    typeof total === "string" ? [total] : [String(total), total.toFixed(1), total.toFixed(2)];
  const fields = Object.fromEntries(Object.entries(answer).map(([name, value]) => [name, String(value)]));
  return (
    candidates.find((candidate) =>
      isEsewaSignatureValid(secret, { ...fields, total_amount: candidate }, names, signature),
    ) ?? null
  );
}

async function verify(
  app: FastifyInstance,
  context: AuditContext,
  order: Awaited<ReturnType<typeof findPayableOrder>>,
  data: string,
) {
  const { config, db } = app;
  const answer = decodeCallback(data);
  const signedNames = answer.signed_field_names.split(",");
  if (!MUST_BE_SIGNED.every((name) => signedNames.includes(name)))
    throw new VerificationFailure("essential fields not signed");
  const totalAmount = signedTotal(config.esewa.secretKey, answer);
  if (totalAmount === null) throw new VerificationFailure("bad signature");
  if (answer.product_code !== config.esewa.productCode) throw new VerificationFailure("another merchant");
  const payment = await db.payment.findUnique({ where: { transactionUuid: answer.transaction_uuid } });
  if (!payment || payment.orderId !== order.id || payment.method !== "esewa")
    throw new VerificationFailure("transaction of another order");
  if (Number(totalAmount.replace(/,/g, "")) !== order.total) throw new VerificationFailure("amount differs");
  // A replay of a callback that already paid this order answers the same and changes nothing.
  if (payment.status === "completed") return;
  if (order.paymentStatus === "completed")
    throw conflict("order.already_paid", "This order has already been paid");
  if (answer.status !== "COMPLETE") throw new VerificationFailure(`status ${answer.status}`);
  // Then the one settle path asks eSewa's status check. A `failed` attempt is still taken when eSewa confirms it:
  // the failure callback marks every pending attempt of the order (eSewa's failure redirect names none), and the
  // shopper's money has left their wallet.
  const { outcome, verdict } = await settleAttemptVerdict(app, context, "esewa", order, payment, {
    transactionId: answer.transaction_code,
  });
  if (outcome === "paid") return;
  // Not refused, not paid: eSewa has yet to settle it. The attempt stays pending; the status call asks again.
  if (outcome === "pending") throw conflict("payment.not_confirmed", NOT_CONFIRMED_YET);
  if (outcome === "not_payable") {
    // Paid another way or cancelled meanwhile: refused as the order now says.
    assertPayable(await db.order.findUniqueOrThrow({ where: { id: order.id } }), order.total, {
      withinWindow: false,
    });
    throw conflict("order.not_payable", "This order can no longer be paid");
  }
  const said = verdict && "said" in verdict ? verdict.said : undefined;
  throw new VerificationFailure(`gateway says ${said ?? outcome}`);
}

export async function verifyEsewaCallback(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  caller: OrderCaller,
  context: AuditContext,
  orderRef: string,
  data: string,
): Promise<string> {
  const order = await findPayableOrder(app.db, orderRef, caller);
  try {
    await verify(app, context, order, data);
    return order.id;
  } catch (error) {
    if (!(error instanceof VerificationFailure)) throw error;
    log.warn({ reason: error.message, orderRef }, "eSewa callback refused");
    await recordPaymentFailure(app.db, context, order, "esewa", `Verification failed: ${error.message}`);
    throw badRequest("payment.verification_failed", "Payment verification failed");
  }
}

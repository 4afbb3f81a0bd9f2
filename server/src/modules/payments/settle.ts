// The one path from a gateway to a paid order, for every method with a gateway (SHOP-API.md part 3, "Payments:
// one contract"). startAttempt asks the method's provider to start a payment of the order's own total and
// records the attempt under the gateway's reference; settleAttempt asks the provider's gateway what became of an
// attempt and, only for a payment of exactly that total, pays the order through complete-payment.ts, once.
import type { FastifyInstance } from "fastify";
import { PAYMENT_METHOD_NAMES } from "@store/shared/order-facts";
import { HttpError, conflict } from "../../http-error.ts";
import type { AuditContext } from "../audit/audit-log.ts";
import { findPayableOrder, type OrderCaller } from "../orders/service.ts";
import { failAttempt, type AttemptOrder } from "./attempts.ts";
import { assertPayable, completePayment, type PaymentReceipt } from "./complete-payment.ts";
import { PAYMENT_PROVIDERS } from "./providers/index.ts";
import type { Attempt, FailedOutcome, StartedAttempt, StartingOrder } from "./providers/provider.ts";

/** The methods whose provider starts and confirms a payment at a gateway (every one but cash on delivery). */
export type GatewayMethod = PaymentReceipt["method"];

/**
 * What settling an attempt came to: paid, or why not. The shopper's failure page words each. `pending` and
 * `lookup_failed` leave the attempt open (the gateway may still complete it; the status call asks again).
 */
export type SettleOutcome =
  "paid" | FailedOutcome | "pending" | "underpaid" | "lookup_failed" | "unknown" | "not_payable";

function providerOf(method: GatewayMethod) {
  const provider = PAYMENT_PROVIDERS[method];
  const missing = (step: string) => () => {
    throw new Error(`The ${method} provider does not ${step} gateway payments`);
  };
  // Each step is checked when it is used: a method may confirm attempts it started another way (a Fonepay QR).
  return {
    ...provider,
    start: provider.start?.bind(provider) ?? missing("start"),
    confirm: provider.confirm?.bind(provider) ?? missing("confirm"),
  };
}

/**
 * Starts a payment of the caller's order at the method's gateway: the order must have been placed with this
 * method and be payable (payment window included). The attempt is recorded under the gateway's reference; an
 * order whose last attempt failed is awaiting payment again. `start` stands in for the provider's own where one
 * method starts payments more than one way (Fonepay: the web checkout, or a QR).
 */
export async function startAttempt<Answer>(
  app: FastifyInstance,
  caller: OrderCaller,
  method: GatewayMethod,
  orderRef: string,
  start?: (app: FastifyInstance, order: StartingOrder) => Promise<StartedAttempt<Answer>>,
): Promise<{ answer: Answer; attempt: Attempt; order: AttemptOrder }> {
  const order = await findPayableOrder(app.db, orderRef, caller);
  if (order.paymentMethod !== method)
    throw conflict("payment.wrong_method", "This order is not to be paid with this method");
  assertPayable(order, order.total);
  const started = await (start ?? providerOf(method).start)(app, order);
  const [attempt] = await app.db.$transaction([
    app.db.payment.create({
      data: {
        orderId: order.id,
        method,
        status: "pending",
        amount: order.total,
        transactionUuid: started.reference,
        expiresAt: started.expiresAt ?? null,
        qrMessage: started.qrMessage ?? null,
        notificationUrl: started.notificationUrl ?? null,
      },
    }),
    app.db.order.updateMany({
      where: { id: order.id, paymentStatus: "failed" },
      data: { paymentStatus: "pending" },
    }),
  ]);
  return { answer: started.answer as Answer, attempt, order };
}

/**
 * Settles one attempt by its gateway's own answer. Safe to repeat and to race: a completed attempt answers
 * `paid` and changes nothing; the gateway's `paid` pays the order only for exactly the order's total (the
 * attempt's too), and complete-payment.ts claims the order once.
 */
export async function settleAttempt(
  app: FastifyInstance,
  context: AuditContext,
  method: GatewayMethod,
  order: AttemptOrder,
  attempt: Attempt,
): Promise<SettleOutcome> {
  if (attempt.status === "completed") return "paid";
  const verdict = await providerOf(method).confirm(app, attempt);
  switch (verdict.state) {
    case "unknown":
      return "lookup_failed";
    case "pending":
      return "pending";
    case "failed":
      await failAttempt(app, context, method, order, attempt, verdict.reason);
      return verdict.outcome;
    case "paid":
      break;
  }
  if (verdict.amount !== order.total || attempt.amount !== order.total) {
    const reported = verdict.reported ?? `Rs ${verdict.amount}`;
    const reason = `${PAYMENT_METHOD_NAMES[method]} reports ${reported}, the order is Rs ${order.total}`;
    await failAttempt(app, context, method, order, attempt, reason);
    return "underpaid";
  }
  try {
    // The gateway has taken the shopper's money: the payment window no longer applies while the stock is held.
    assertPayable(order, order.total, { withinWindow: false });
    await completePayment(
      app.db,
      order.id,
      {
        method,
        amount: order.total,
        transactionId: verdict.transactionId,
        transactionUuid: attempt.transactionUuid ?? undefined,
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
      { reference: attempt.transactionUuid, orderNumber: order.orderNumber, method },
      "A gateway completed a payment the order cannot take",
    );
    return "not_payable";
  }
}

// The one path from a gateway to a paid order, for every method with a gateway (SHOP-API.md part 3, "Payments:
// one contract"). Two ways in, one way to complete-payment.ts:
// - a gateway the shopper leaves for (eSewa, Khalti, PayPal, connectIPS, Fonepay): startAttempt asks the
//   method's provider to start a payment of the order's own total and records the attempt under the gateway's
//   reference; settleAttempt asks the provider's gateway (confirm) what became of an attempt and, only for a
//   payment of exactly that total, pays the order, once. Its returns, status checks and callbacks all come here;
// - a method charged at once (the card): settleCharge asks the provider to charge the order's total and pays the
//   order on the gateway's approval, once.
// Money a gateway took that no order can take is given back at once where the store took it itself (PayPal's
// capture, the card's PAY: the provider's `givesBackUnclaimed`). refreshPaymentStatus is the status pages' check,
// and a refund made at the gateway itself (eSewa's status check reports one) is recorded here too.
import type { FastifyInstance } from "fastify";
import { HELD_PAYMENT_STATUSES, holdsPayment, type PaymentStatus } from "@store/shared/order-facts";
import { HttpError, conflict } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { findPayableOrder, type OrderCaller } from "../orders/service.ts";
import { failAttempt, latestAttempt, PAYMENT_STATUS_MESSAGES, type AttemptOrder } from "./attempts.ts";
import {
  assertPayable,
  completePayment,
  recordPaymentFailure,
  type PayableOrder,
  type PaymentReceipt,
} from "./complete-payment.ts";
import { giveBackUnclaimed } from "./give-back.ts";
import { PAYMENT_PROVIDERS } from "./providers/index.ts";
import type {
  Attempt,
  FailedOutcome,
  GatewayVerdict,
  PaymentProvider,
  ReturnPages,
  StartedAttempt,
  StartingOrder,
} from "./providers/provider.ts";

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
  if (!provider.start || !provider.confirm)
    throw new Error(`The ${method} provider does not start and confirm gateway payments`);
  return { ...provider, start: provider.start.bind(provider), confirm: provider.confirm.bind(provider) };
}

/** Whether the order can still take the money a gateway has already taken (the payment window no longer applies). */
function canTake(order: PayableOrder): boolean {
  try {
    assertPayable(order, order.total, { withinWindow: false });
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/**
 * Starts a payment of the caller's order at the method's gateway: the order must have been placed with this
 * method and be payable (payment window included); then beginAttempt.
 */
/**
 * A method's other way to start a payment, standing in for its provider's own `start` (Fonepay starts a web
 * checkout, or a QR: fonepay-qr.ts).
 */
export type AttemptStarter<Answer> = (
  app: FastifyInstance,
  order: StartingOrder,
) => Promise<StartedAttempt<Answer>>;

export async function startAttempt<Answer>(
  app: FastifyInstance,
  caller: OrderCaller,
  method: GatewayMethod,
  orderRef: string,
  start?: AttemptStarter<Answer>,
): Promise<{ answer: Answer; attempt: Attempt; order: AttemptOrder }> {
  const order = await findPayableOrder(app.db, orderRef, caller);
  // A paid order says so first, whichever method is asked for.
  assertPayable(order, order.total);
  if (order.paymentMethod !== method)
    throw conflict("payment.wrong_method", "This order is not to be paid with this method");
  const { answer, attempt } = await beginAttempt<Answer>(app, method, order, undefined, start);
  return { answer, attempt, order };
}

/**
 * Asks the method's provider to start a payment of an order its route has found and checked, and records the
 * attempt under the gateway's reference (once: a gateway that answers a retried start with the same reference
 * records one attempt); an order whose last attempt failed is awaiting payment again.
 */
export async function beginAttempt<Answer>(
  app: FastifyInstance,
  method: GatewayMethod,
  order: StartingOrder,
  returnTo?: ReturnPages,
  start?: AttemptStarter<Answer>,
): Promise<{ answer: Answer; attempt: Attempt }> {
  const started = start
    ? await start(app, order)
    : ((await providerOf(method).start(app, order, returnTo)) as StartedAttempt<Answer>);
  const [attempt] = await app.db.$transaction([
    app.db.payment.upsert({
      where: { transactionUuid: started.reference },
      create: {
        orderId: order.id,
        method,
        status: "pending",
        amount: order.total,
        transactionUuid: started.reference,
        expiresAt: started.expiresAt ?? null,
        qrMessage: started.qrMessage ?? null,
        notificationUrl: started.notificationUrl ?? null,
      },
      update: {},
    }),
    app.db.order.updateMany({
      where: { id: order.id, paymentStatus: "failed" },
      data: { paymentStatus: "pending" },
    }),
  ]);
  return { answer: started.answer as Answer, attempt };
}

export interface SettleOptions {
  /** The shopper's browser has just come back from the gateway (its return): see ConfirmContext.returned. */
  returned?: boolean;
  /**
   * The transaction id the gateway's own signed answer names (eSewa's transaction_code), recorded instead of the
   * one its lookup reports.
   */
  transactionId?: string;
}

/** What settling came to, with the gateway's verdict (its own word for the status, for a caller's log). */
export interface Settled {
  outcome: SettleOutcome;
  verdict: GatewayVerdict | null;
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
  options: SettleOptions = {},
): Promise<SettleOutcome> {
  return (await settleAttemptVerdict(app, context, method, order, attempt, options)).outcome;
}

/** settleAttempt, answering the gateway's verdict beside the outcome. */
export async function settleAttemptVerdict(
  app: FastifyInstance,
  context: AuditContext,
  method: GatewayMethod,
  order: AttemptOrder,
  attempt: Attempt,
  { returned = false, transactionId }: SettleOptions = {},
): Promise<Settled> {
  if (attempt.status === "completed") return { outcome: "paid", verdict: null };
  const provider = providerOf(method);
  const verdict = await provider.confirm(app, attempt, {
    order: { orderNumber: order.orderNumber, total: order.total },
    returned,
    payable: canTake(order),
  });
  const settled = (outcome: SettleOutcome): Settled => ({ outcome, verdict });
  switch (verdict.state) {
    case "unknown":
    case "refunded": // Of a payment the store never took: nothing to record.
      return settled("lookup_failed");
    case "pending":
      return settled("pending");
    case "not_payable":
      return settled("not_payable");
    case "failed":
      await failAttempt(app, context, method, order, attempt, verdict.reason);
      return settled(verdict.outcome);
    case "paid":
      break;
  }
  const charge = {
    orderNumber: order.orderNumber,
    transactionId: verdict.transactionId,
    amount: verdict.amount,
  };
  if (verdict.mismatch || verdict.amount !== order.total || attempt.amount !== order.total) {
    const reason =
      verdict.mismatch ?? `The gateway reports Rs ${verdict.amount}, the order is Rs ${order.total}`;
    await failAttempt(app, context, method, order, attempt, reason);
    if (provider.givesBackUnclaimed)
      await giveBackUnclaimed(app, method, charge, "The payment did not match the order");
    return settled("underpaid");
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
        transactionId: transactionId ?? verdict.transactionId,
        transactionUuid: attempt.transactionUuid ?? undefined,
      },
      context,
    );
    return settled("paid");
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // The same return arriving twice at once: the other request paid the order with this very attempt.
    const now = await app.db.payment.findUnique({ where: { id: attempt.id } });
    if (now?.status === "completed") return settled("paid");
    app.log.warn(
      { reference: attempt.transactionUuid, orderNumber: order.orderNumber, method },
      "A gateway completed a payment the order cannot take",
    );
    if (provider.givesBackUnclaimed) {
      await failAttempt(app, context, method, order, attempt, "Taken for an order that cannot take it");
      await giveBackUnclaimed(app, method, charge, "The order could no longer be paid");
    }
    return settled("not_payable");
  }
}

/**
 * Charges an order at once through the method's provider (the card) and completes it on the gateway's approval.
 * A wrong amount, an invalid or declined card is recorded as a failed payment before the refusal is answered; an
 * order that cannot take a payment at all (already paid, cancelled) is refused without a record, as nothing was
 * attempted. Money taken that the order cannot take (another amount, two payments racing) is given back at once.
 */
export async function settleCharge<Details>(
  app: FastifyInstance,
  context: AuditContext,
  provider: PaymentProvider<never, Details>,
  order: AttemptOrder & StartingOrder,
  claimedAmount: number,
  details: Details,
): Promise<void> {
  const method = provider.method as GatewayMethod;
  if (!provider.charge || method !== "mastercard")
    throw new Error(`The ${provider.method} provider does not charge at once`);
  // The only method charged at once is the card: its refusals are worded for it.
  const unreachable = () =>
    new HttpError(502, "payment.gateway_unreachable", "The card could not be charged: try again");
  let charge: { orderNumber: string; transactionId: string; amount: number };
  try {
    assertPayable(order, claimedAmount);
    const verdict = await provider.charge(app, order, details);
    if (verdict.state !== "paid") throw unreachable();
    charge = { orderNumber: order.orderNumber, transactionId: verdict.transactionId, amount: verdict.amount };
    if (verdict.mismatch || verdict.amount !== order.total) {
      await giveBackUnclaimed(app, method, charge, "The gateway charged another amount");
      throw unreachable();
    }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode !== 409)
      await recordPaymentFailure(app.db, context, order, method, error.message);
    throw error;
  }
  try {
    await completePayment(
      app.db,
      order.id,
      { method, amount: order.total, transactionId: charge.transactionId },
      context,
    );
  } catch (error) {
    await giveBackUnclaimed(app, method, charge, "The order could no longer be paid");
    throw error;
  }
}

/**
 * A paid order whose payment the gateway reports given back (a refund or reversal made at the gateway, which the
 * store learns from its status check). Each refund is one row beside the payment (a Payment row with status
 * `refund`), written once: the order's payment status moves conditionally, so two checks racing record it once.
 * A refund whose amount the gateway does not report is kept as 0; a later whole refund records what remains of
 * the amount paid, so the refunds always add up to it.
 */
export async function recordGatewayRefund(
  app: FastifyInstance,
  context: AuditContext,
  method: GatewayMethod,
  order: { id: string; orderNumber: string },
  payment: Attempt,
  verdict: Extract<GatewayVerdict, { state: "refunded" }>,
): Promise<void> {
  const { whole, reason } = verdict;
  const from = whole ? [...HELD_PAYMENT_STATUSES] : ["completed"];
  await app.db.$transaction(async (tx) => {
    const earlier = await tx.payment.aggregate({
      where: { orderId: order.id, status: "refund" },
      _sum: { amount: true },
    });
    const recorded = earlier._sum.amount ?? 0;
    const amount = whole ? payment.amount - recorded : (verdict.amount ?? UNREPORTED_REFUND_AMOUNT);
    // Only while the order's refunded amount is what its refund rows say: otherwise an admin's refund is under
    // way (its amount claimed, its record not yet written), and the gateway's answer is that refund, which records
    // itself (payments/refunds.ts); or another check recorded this one first.
    const moved = await tx.order.updateMany({
      where: { id: order.id, paymentStatus: { in: from }, refundedAmount: recorded },
      data: { paymentStatus: whole ? "refunded" : "partially_refunded", refundedAmount: recorded + amount },
    });
    if (moved.count !== 1) return;
    await tx.payment.create({
      data: { orderId: order.id, method, status: "refund", amount, failureReason: reason },
    });
    await recordAudit(tx, "payment.refunded", context, {
      orderNumber: order.orderNumber,
      method,
      amount,
      reason,
    });
  });
}

/** A refund of an amount the gateway does not report (eSewa's PARTIAL_REFUND) is kept as 0. */
export const UNREPORTED_REFUND_AMOUNT = 0;

export interface RefreshOptions {
  /** What the answer says while the gateway has not confirmed the payment yet (`pending`). */
  notConfirmed: string;
  /**
   * Ask about the latest attempt when it failed, too (eSewa: its failure return fails every open attempt of the
   * order, yet eSewa may still complete one).
   */
  reaskFailed?: boolean;
  /** Ask about a paid order's payment too, and record a refund made at the gateway (eSewa's status check). */
  followRefunds?: boolean;
  /** What the answer says of an attempt that failed just now, by why (eSewa's NOT_FOUND after its wait…). */
  failedMessages?: Partial<Record<FailedOutcome, string>>;
}

/**
 * The order's payment status for its owner, after asking the gateway again about its latest open attempt: a
 * payment the gateway has completed since is taken, as the return would have taken it (settleAttempt).
 */
export async function refreshPaymentStatus(
  app: FastifyInstance,
  caller: OrderCaller,
  context: AuditContext,
  method: GatewayMethod,
  orderRef: string,
  { notConfirmed, reaskFailed = false, followRefunds = false, failedMessages = {} }: RefreshOptions,
): Promise<{ orderId: string; status: PaymentStatus; message: string }> {
  const order = await findPayableOrder(app.db, orderRef, caller);
  const attempt = await latestAttempt(app, order.id, method);
  const unpaid = order.paymentStatus === "pending" || order.paymentStatus === "failed";
  const open = attempt?.status === "pending" || (reaskFailed && attempt?.status === "failed");
  let message: string | undefined;
  if (attempt && unpaid && open) {
    const outcome = await settleAttempt(app, context, method, order, attempt);
    message = outcome === "pending" ? notConfirmed : failedMessages[outcome as FailedOutcome];
  } else if (attempt?.status === "completed" && followRefunds && holdsPayment(order.paymentStatus)) {
    const verdict = await providerOf(method).confirm(app, attempt, {
      order: { orderNumber: order.orderNumber, total: order.total },
      returned: false,
      payable: false,
    });
    if (verdict.state === "refunded")
      await recordGatewayRefund(app, context, method, order, attempt, verdict);
  }
  const now = await app.db.order.findUniqueOrThrow({ where: { id: order.id } });
  const status = now.paymentStatus as PaymentStatus;
  return { orderId: order.id, status, message: message ?? PAYMENT_STATUS_MESSAGES[status] ?? "" };
}

// connectIPS for an order, through the one contract (settle.ts, providers/connectips/): sign the login page's
// fields and record the attempt under its TXNID; then settle that attempt by what validatetxn says, never by the
// shopper's return. Only SUCCESS for exactly the order's amount pays, once.
import type { FastifyInstance } from "fastify";
import type { OrderCaller } from "../orders/service.ts";
import type { AuditContext } from "../audit/audit-log.ts";
import { findAttempt, refreshAttemptStatus, type AttemptOrder } from "./attempts.ts";
import { settleAttempt, startAttempt, type SettleOutcome } from "./settle.ts";
import type { Attempt } from "./providers/provider.ts";
import type { ConnectipsStart } from "./providers/connectips/index.ts";

export { CONNECTIPS_RETURN_PATH } from "./providers/connectips/index.ts";

export async function initiateConnectips(
  app: FastifyInstance,
  caller: OrderCaller,
  orderRef: string,
): Promise<ConnectipsStart> {
  const started = await startAttempt<ConnectipsStart>(app, caller, "connectips", orderRef);
  return started.answer;
}

/** The attempt recorded under this TXNID and its order, or null when the TXNID is none of this store's. */
export const findConnectipsAttempt = (app: FastifyInstance, txnId: string) =>
  findAttempt(app, "connectips", txnId);

/** Settles one attempt by validatetxn. Safe to repeat: a paid attempt answers `paid` and changes nothing. */
export const settleConnectipsAttempt = (
  app: FastifyInstance,
  context: AuditContext,
  order: AttemptOrder,
  attempt: Attempt,
): Promise<SettleOutcome> => settleAttempt(app, context, "connectips", order, attempt);

export const CONNECTIPS_NOT_CONFIRMED =
  "connectIPS has not confirmed this payment yet. Its status will be checked again.";

/** The order's payment status for its owner, after asking validatetxn again about its latest open attempt. */
export const refreshConnectipsStatus = (
  app: FastifyInstance,
  caller: OrderCaller,
  context: AuditContext,
  orderRef: string,
) =>
  refreshAttemptStatus(
    app,
    caller,
    orderRef,
    "connectips",
    (order, attempt) => settleConnectipsAttempt(app, context, order, attempt),
    CONNECTIPS_NOT_CONFIRMED,
  );

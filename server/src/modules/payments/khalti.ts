// Khalti ePayment (KPG-2) for an order, through the one contract (settle.ts, providers/khalti/): initiate at
// Khalti and record the attempt under its pidx; then settle that attempt by what Khalti's lookup says, never by
// what the shopper's return query claims. Only `Completed` for exactly the order's amount pays, once.
import type { FastifyInstance } from "fastify";
import type { OrderCaller } from "../orders/service.ts";
import type { AuditContext } from "../audit/audit-log.ts";
import { findAttempt, refreshAttemptStatus, type AttemptOrder } from "./attempts.ts";
import { settleAttempt, startAttempt, type SettleOutcome } from "./settle.ts";
import type { Attempt } from "./providers/provider.ts";

export { KHALTI_RETURN_PATH, khaltiPhone } from "./providers/khalti/index.ts";

/** What a Khalti attempt came to: paid, or why not (settle.ts). */
export type KhaltiOutcome = SettleOutcome;

export async function initiateKhalti(
  app: FastifyInstance,
  caller: OrderCaller,
  orderRef: string,
): Promise<{ pidx: string; payment_url: string }> {
  const started = await startAttempt<{ pidx: string; payment_url: string }>(app, caller, "khalti", orderRef);
  return started.answer;
}

/** The attempt recorded under this pidx and its order, or null when the pidx is none of this store's. */
export const findKhaltiAttempt = (app: FastifyInstance, pidx: string) => findAttempt(app, "khalti", pidx);

/** Settles one attempt by Khalti's lookup. Safe to repeat: a paid attempt answers `paid` and changes nothing. */
export const settleKhaltiAttempt = (
  app: FastifyInstance,
  context: AuditContext,
  order: AttemptOrder,
  attempt: Attempt,
): Promise<KhaltiOutcome> => settleAttempt(app, context, "khalti", order, attempt);

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

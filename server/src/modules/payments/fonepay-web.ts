// Fonepay's web checkout for an order, through the one contract (settle.ts, providers/fonepay/): the signed payment
// request for a new PRN, recorded as an attempt; then the shopper's return, believed only as far as its DV: a
// return Fonepay signed names the attempt's trace id (UID), and only Fonepay's verification of that PRN, trace id
// and amount settles the attempt (settle.ts pays exactly the order's total, once).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuditContext } from "../audit/audit-log.ts";
import type { OrderCaller } from "../orders/service.ts";
import { returnPage } from "./answers.ts";
import { refreshAttemptStatus } from "./attempts.ts";
import { settleGatewayReturn } from "./gateway-return.ts";
import { dataValidationMatches, RETURN_DV_FIELDS, type ReturnFields } from "./providers/fonepay/dv.ts";
import type { FonepayWebAnswer } from "./providers/fonepay/web.ts";
import { settleAttempt, startAttempt, type SettleOutcome } from "./settle.ts";

export { FONEPAY_RETURN_PATH } from "./providers/fonepay/web.ts";

export async function initiateFonepayWeb(
  app: FastifyInstance,
  caller: OrderCaller,
  orderRef: string,
): Promise<FonepayWebAnswer> {
  return (await startAttempt<FonepayWebAnswer>(app, caller, "fonepay", orderRef)).answer;
}

/** The return's query as Fonepay sends it; any field may be missing from a forged one. */
export type FonepayReturnQuery = Partial<Record<keyof ReturnFields | "DV", string>>;

/**
 * Whether Fonepay signed this return: its DV over PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT with the store's secret,
 * for the store's own merchant code and with a trace id to verify.
 */
export function signedByFonepay(app: FastifyInstance, query: FonepayReturnQuery): boolean {
  const { merchantCode, secret } = app.config.fonepay;
  if (!query.DV || !query.PRN || !query.UID || query.PID !== merchantCode) return false;
  const fields = Object.fromEntries(
    RETURN_DV_FIELDS.map((name) => [name, query[name] ?? ""]),
  ) as ReturnFields;
  return dataValidationMatches(secret, RETURN_DV_FIELDS, fields, query.DV);
}

/**
 * Settles Fonepay's return and redirects to the store's success or failure page. A return whose DV is not
 * Fonepay's is not looked at; a signed one names the attempt (PRN) and Fonepay's trace id (UID), which is kept on
 * the attempt (a later status check verifies it again) and verified with Fonepay (settle.ts): a completed attempt
 * changes nothing.
 */
export async function settleFonepayReturn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: FonepayReturnQuery,
) {
  if (!signedByFonepay(app, query)) {
    request.log.warn({ PRN: query.PRN }, "Fonepay return whose DV is not Fonepay's");
    return reply.redirect(returnPage(app.config.publicUrl, "fonepay", "failure", null, "unknown"));
  }
  const traceId = query.UID!;
  return settleGatewayReturn(app, request, reply, {
    method: "fonepay",
    reference: { name: "PRN", value: query.PRN },
    unknownReference: "Fonepay return for a PRN this store did not start",
    settle: async (context, order, attempt): Promise<SettleOutcome> => {
      if (attempt.status === "pending")
        await app.db.payment.updateMany({
          where: { id: attempt.id, status: "pending" },
          data: { transactionId: traceId },
        });
      return settleAttempt(app, context, "fonepay", order, { ...attempt, transactionId: traceId });
    },
  });
}

export const FONEPAY_NOT_CONFIRMED =
  "Fonepay has not confirmed this payment yet. Its status will be checked again.";

/**
 * The order's payment status for its owner, after asking Fonepay again about its latest open attempt: a web
 * checkout's by the verification (once its return has named the trace id), a QR's by the QR status call. The
 * success page reads it after either way of paying.
 */
export const refreshFonepayStatus = (
  app: FastifyInstance,
  caller: OrderCaller,
  context: AuditContext,
  orderRef: string,
) =>
  refreshAttemptStatus(
    app,
    caller,
    orderRef,
    "fonepay",
    (order, attempt) => settleAttempt(app, context, "fonepay", order, attempt),
    FONEPAY_NOT_CONFIRMED,
  );

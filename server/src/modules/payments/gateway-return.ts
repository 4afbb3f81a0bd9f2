// Where a redirect gateway (Khalti, PayPal, connectIPS, Fonepay's web checkout: redirect-routes.ts) sends the
// shopper's browser back: settled by the gateway's own answer about the attempt the query's reference names
// (nothing else in the query is believed), then a redirect to the store's success or failure page for the method.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PAID_PAYMENT_STATUSES, PAYMENT_METHOD_NAMES } from "@store/shared/order-facts";
import type { AuditContext } from "../audit/audit-log.ts";
import { returnPage } from "./answers.ts";
import { findAttempt, type Attempt, type AttemptOrder } from "./attempts.ts";
import type { GatewayMethod } from "./settle.ts";

export interface GatewayReturn {
  method: GatewayMethod;
  /** The query's reference to the attempt (Khalti's pidx, PayPal's order id as `token`, Fonepay's PRN, connectIPS's TXNID), by its name there. */
  reference: { name: string; value: string | undefined };
  /** Settles the attempt by the gateway's answer: "paid", or why not. */
  settle: (context: AuditContext, order: AttemptOrder, attempt: Attempt) => Promise<string>;
}

/**
 * Settles a gateway's return and redirects: an unknown reference to the failure page (`unknown`); else to the
 * success page when the order is paid by now (an older attempt's return, say cancelled, for an order another
 * attempt has since paid is paid), otherwise to the failure page with why.
 */
export async function settleGatewayReturn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { method, reference, settle }: GatewayReturn,
) {
  const page = (outcome: "success" | "failure", orderNumber: string | null, reason?: string) =>
    returnPage(app.config.publicUrl, method, outcome, orderNumber, reason);
  const logged = (value: string | undefined) => ({ [reference.name]: value });
  const id = reference.value?.trim();
  const found = id ? await findAttempt(app, method, id) : null;
  if (!found) {
    request.log.warn(
      logged(id),
      `${PAYMENT_METHOD_NAMES[method]} return for an attempt this store did not start`,
    );
    return reply.redirect(page("failure", null, "unknown"));
  }
  // The gateway's redirect brings no credential (the shopper's token stays in the browser's storage): the audit
  // log records the address, and a stray Authorization header is not read.
  const context = { ip: request.ip, userId: null };
  const outcome = await settle(context, found.order, found.attempt);
  const paid =
    outcome === "paid" ||
    (await app.db.order.count({
      where: { id: found.order.id, paymentStatus: { in: [...PAID_PAYMENT_STATUSES] } },
    })) > 0;
  if (outcome !== "paid")
    request.log.warn({ ...logged(id), outcome }, `${PAYMENT_METHOD_NAMES[method]} return not paid`);
  return reply.redirect(
    paid ? page("success", found.order.orderNumber) : page("failure", found.order.orderNumber, outcome),
  );
}

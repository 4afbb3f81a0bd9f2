// One set of routes for every redirect gateway (SHOP-API.md part 3, "Payments: one contract"): the shopper's
// browser leaves for the gateway's page and the gateway sends it back to the store's return route. Each gateway
// registers once, and gets, under /api/payments/<method>/:
//   POST <start>            (`initiate` unless named) { orderId } → { success, data: <the provider's answer> }
//   GET  return?<reference>=…   settled by the gateway's own answer (settle.ts), then 302 to
//                               /checkout/<method>/success?orderId=… or /checkout/<method>/failure?orderId=…&reason=…
//   GET  status/:orderId    the order's payment status after asking the gateway again
// A new redirect gateway adds its provider folder (providers/<method>/: start, confirm, refund; its return address
// is `${publicUrl}/api/payments/<method>/return`) and one registration in routes.ts:
//
//   await app.register(
//     redirectGatewayRoutes({
//       method: "connectips",
//       reference: "TXNID",
//       answer: z.object({ paymentUrl: z.string(), fields: z.record(z.string(), z.string()) }),
//       notConfirmed: "connectIPS has not confirmed this payment yet. Its status will be checked again.",
//       docs: { start: { operationId: "payWithConnectips", summary: "…" }, return: {…}, status: {…} },
//     }),
//   );
//
// The STORE_MODE hook in routes.ts refuses every route of a method the store does not offer (by the first path
// segment), so each gateway's routes stay under /api/payments/<method>/. New operations need requests in
// server/test/fuzz/requests.ts and a return attack test as server/test/security/khalti-returns.test.ts.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureAnswers } from "../../plugins/route-docs.ts";
import { auditContext } from "../audit/audit-log.ts";
import { orderRef, paymentStatusAnswer, paymentStatusFor, returnPage, security, tags } from "./answers.ts";
import { settleGatewayReturn } from "./gateway-return.ts";
import { refreshPaymentStatus, settleAttempt, startAttempt, type GatewayMethod } from "./settle.ts";

/** An operation's words in the OpenAPI document. */
interface OperationDocs {
  operationId: string;
  summary: string;
  description?: string;
}

export interface RedirectGateway<Answer, Data extends Record<string, unknown>> {
  method: GatewayMethod;
  /** The path that starts a payment, after /<method>/: `initiate` (PayPal's is `create`). */
  startPath?: string;
  /** What the start answers in `data`, and how the provider's answer becomes it (as is, unless given). */
  answer: z.ZodType<Data>;
  present?: (answer: Answer) => Data;
  /** The return query's parameter that names the attempt (Khalti's `pidx`, PayPal's `token`, connectIPS's `TXNID`). */
  reference: string;
  /** The rest of the return query as the gateway documents it: read only to be documented, never believed. */
  returnQuery?: Record<string, z.ZodType>;
  /**
   * For a gateway that signs its return (Fonepay's DV): whether this return is the gateway's, and the trace id it
   * names, which its confirm quotes back to the gateway. A return it did not sign settles nothing and goes to the
   * failure page naming no order; a signed one still pays only on the gateway's own confirmation.
   */
  signedReturn?: (app: FastifyInstance, query: Record<string, unknown>) => { traceId: string } | null;
  /** What the status answer says while the gateway has not confirmed the payment yet. */
  notConfirmed: string;
  docs: { start: OperationDocs; return: OperationDocs; status: OperationDocs };
}

export function redirectGatewayRoutes<Answer, Data extends Record<string, unknown>>(
  gateway: RedirectGateway<Answer, Data>,
) {
  const { method, reference, docs } = gateway;
  const present = gateway.present ?? ((answer: Answer) => answer as unknown as Data);
  const returnQuery = z.looseObject({
    [reference]: z.string().max(100).optional(),
    ...gateway.returnQuery,
  });
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      `/${method}/${gateway.startPath ?? "initiate"}`,
      {
        schema: {
          tags,
          security,
          ...docs.start,
          body: z.object({ orderId: orderRef }),
          response: {
            200: z.object({ success: z.literal(true), data: gateway.answer }),
            ...failureAnswers(400, 401, 404, 409, 429, 502),
          },
        },
      },
      async (request) => {
        const { answer } = await startAttempt<Answer>(
          fastify,
          request.identity(),
          method,
          request.body.orderId,
        );
        return { success: true as const, data: present(answer) };
      },
    );

    app.get(
      `/${method}/return`,
      {
        schema: {
          tags,
          security: [],
          ...docs.return,
          querystring: returnQuery,
          response: {
            302: z.null().describe("A redirect to the store's success or failure page (the Location header)"),
            ...failureAnswers(400, 429),
          },
        },
      },
      async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const value = query[reference];
        const signed = gateway.signedReturn ? gateway.signedReturn(fastify, query) : { traceId: null };
        if (!signed) {
          request.log.warn({ [reference]: value }, `${method} return the gateway did not sign`);
          return reply.redirect(returnPage(fastify.config.publicUrl, method, "failure", null, "unknown"));
        }
        return settleGatewayReturn(fastify, request, reply, {
          method,
          reference: { name: reference, value: typeof value === "string" ? value : undefined },
          settle: async (context, order, attempt) => {
            const { traceId } = signed;
            if (traceId === null)
              return settleAttempt(fastify, context, method, order, attempt, { returned: true });
            // The trace id the gateway signed is kept on the attempt: a later status check quotes it again.
            if (attempt.status === "pending")
              await fastify.db.payment.updateMany({
                where: { id: attempt.id, status: "pending" },
                data: { transactionId: traceId },
              });
            return settleAttempt(
              fastify,
              context,
              method,
              order,
              { ...attempt, transactionId: traceId },
              { returned: true },
            );
          },
        });
      },
    );

    app.get(
      `/${method}/status/:orderId`,
      {
        schema: {
          tags,
          security,
          ...docs.status,
          params: z.object({ orderId: orderRef }),
          response: { 200: paymentStatusAnswer, ...failureAnswers(400, 401, 404, 429) },
        },
      },
      async (request) =>
        paymentStatusFor(
          fastify.db,
          method,
          await refreshPaymentStatus(
            fastify,
            request.identity(),
            auditContext(request),
            method,
            request.params.orderId,
            {
              notConfirmed: gateway.notConfirmed,
            },
          ),
        ),
    );
  };
}

// The offline stand-in for PayPal's REST API and its buyer approval page, at PAYPAL_API_URL's default (the store's
// own /gateways/paypal), speaking PayPal's protocol as documented:
//   POST /v1/oauth2/token                        Basic client_id:secret, grant_type=client_credentials → access token
//   POST /v2/checkout/orders                     Bearer; intent CAPTURE, one purchase unit → PAYER_ACTION_REQUIRED
//                                                with a `payer-action` link to the approval page
//   GET  /v2/checkout/orders/{id}                Bearer → the order, its captures once completed
//   POST /v2/checkout/orders/{id}/capture        Bearer → 201 COMPLETED with the capture; 422 ORDER_NOT_APPROVED,
//                                                ORDER_ALREADY_CAPTURED, DUPLICATE_INVOICE_ID; 404 RESOURCE_NOT_FOUND
//   POST /v2/payments/captures/{id}/refund       Bearer → 201 COMPLETED; 422 REFUND_AMOUNT_EXCEEDED, …
//   GET, POST /checkoutnow?token=                the buyer logs in with the sandbox account and approves (back to
//                                                return_url?token=&PayerID=) or cancels (back to cancel_url?token=)
// It only sends buyers back to the store's own origin, approves only for its sandbox buyer, and moves no money.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { onOwnOrigin } from "../../own-origin.ts";
import { sendPage } from "../gateway-page.ts";
import { PAYPAL_TEST_ACCOUNT } from "../../modules/payments/test-credentials.ts";
import { refundCapture, recordCapture } from "../processors/ledger.ts";
import { bearerAuthorised, clientAuthenticated, issueAccessToken, TOKEN_LIFETIME_SECONDS } from "./auth.ts";
import {
  approveOrder,
  captureOrder,
  createOrder,
  findOrder,
  findOrderByRequestId,
  invoiceCaptured,
  type PaypalOrderRow,
} from "./orders.ts";
import { approvalPage, errorPage } from "./pages.ts";

const BASE = "/gateways/paypal";

const wholeAmount = z
  .string()
  .regex(/^[0-9]{1,9}(\.00?)?$/)
  .transform(Number);

const money = z.object({ currency_code: z.string().regex(/^[A-Z]{3}$/), value: wholeAmount });

const experience = z.object({ return_url: z.string().max(2000), cancel_url: z.string().max(2000) });

const orderRequest = z.object({
  intent: z.literal("CAPTURE"),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().max(256).optional(),
        invoice_id: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
        amount: money,
      }),
    )
    .length(1),
  payment_source: z.object({ paypal: z.object({ experience_context: experience.loose() }) }).optional(),
  application_context: experience.loose().optional(),
});

const refundRequest = z.object({
  amount: money,
  invoice_id: z.string().max(127).optional(),
  note_to_payer: z.string().max(255).optional(),
});

const approval = z.object({
  token: z.string().max(40),
  action: z.enum(["pay", "cancel"]),
  email: z.string().max(254).optional(),
  password: z.string().max(200).optional(),
});

const paypalError = (name: string, issue?: string, description?: string) => ({
  name,
  message:
    name === "UNPROCESSABLE_ENTITY"
      ? "The requested action could not be performed, semantically incorrect, or failed business validation."
      : name === "RESOURCE_NOT_FOUND"
        ? "The specified resource does not exist."
        : "Request is not well-formed, syntactically incorrect, or violates schema.",
  debug_id: crypto.randomBytes(7).toString("hex"),
  ...(issue ? { details: [{ issue, ...(description ? { description } : {}) }] } : {}),
});

/** PayPal sends the buyer back to whatever the merchant gave; the emulator only to the store itself. */
const onStoreOrigin = onOwnOrigin;

const value = (rupees: number) => `${rupees}.00`;

export default async function paypalEmulator(app: FastifyInstance) {
  const { config, db } = app;
  const { paypal } = config;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** An order as PayPal's Orders v2 answers it. */
  function representation(order: PaypalOrderRow) {
    const amount = { currency_code: order.currency, value: value(order.amount) };
    const self = { href: `${paypal.apiUrl}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" };
    const links =
      order.status === "PAYER_ACTION_REQUIRED"
        ? [
            self,
            {
              href: `${config.publicUrl}${BASE}/checkoutnow?token=${order.id}`,
              rel: "payer-action",
              method: "GET",
            },
          ]
        : order.status === "APPROVED"
          ? [self, { href: `${self.href}/capture`, rel: "capture", method: "POST" }]
          : [self];
    const captures = order.captureId
      ? [{ id: order.captureId, status: "COMPLETED", amount, final_capture: true }]
      : undefined;
    return {
      id: order.id,
      intent: "CAPTURE",
      status: order.status,
      ...(order.payerEmail
        ? { payer: { email_address: order.payerEmail, payer_id: order.payerId ?? undefined } }
        : {}),
      purchase_units: [
        {
          reference_id: order.referenceId,
          ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
          amount,
          ...(captures ? { payments: { captures } } : {}),
        },
      ],
      create_time: order.createdAt.toISOString(),
      links,
    };
  }

  app.post(`${BASE}/v1/oauth2/token`, { schema: { hide: true } }, async (request, reply) => {
    const grant = (request.body as Record<string, unknown> | undefined)?.grant_type;
    if (!clientAuthenticated(request, paypal))
      return reply
        .code(401)
        .send({ error: "invalid_client", error_description: "Client Authentication failed" });
    if (grant !== "client_credentials")
      return reply
        .code(400)
        .send({ error: "unsupported_grant_type", error_description: "Grant Type is NULL or unsupported" });
    return {
      scope:
        "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund",
      access_token: issueAccessToken(paypal),
      token_type: "Bearer",
      app_id: "APP-OFFLINE-EMULATOR",
      expires_in: TOKEN_LIFETIME_SECONDS,
      nonce: crypto.randomBytes(16).toString("hex"),
    };
  });

  app.post(`${BASE}/v2/checkout/orders`, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerAuthorised(request, reply, paypal)) return reply;
    const requestId = request.headers["paypal-request-id"];
    const retried = typeof requestId === "string" ? await findOrderByRequestId(db, requestId) : null;
    if (retried) return reply.code(200).send(representation(retried));
    const body = orderRequest.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(paypalError("INVALID_REQUEST", "INVALID_PARAMETER_VALUE"));
    const context = body.data.payment_source?.paypal.experience_context ?? body.data.application_context;
    if (!context) return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "PAYER_ACTION_REQUIRED"));
    if (![context.return_url, context.cancel_url].every((url) => onStoreOrigin(url, config.publicUrl)))
      return reply
        .code(422)
        .send(
          paypalError("UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE", "return_url must be the store's"),
        );
    const unit = body.data.purchase_units[0]!;
    if (unit.amount.value < 1)
      return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "AMOUNT_MISMATCH"));
    const order = await createOrder(db, {
      amount: unit.amount.value,
      currency: unit.amount.currency_code,
      referenceId: unit.reference_id ?? "default",
      invoiceId: unit.invoice_id ?? null,
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      createRequestId: typeof requestId === "string" ? requestId : null,
    });
    return reply.code(200).send(representation(order));
  });

  app.get<{ Params: { id: string } }>(
    `${BASE}/v2/checkout/orders/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!bearerAuthorised(request, reply, paypal)) return reply;
      const order = await findOrder(db, request.params.id);
      if (!order) return reply.code(404).send(paypalError("RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID"));
      return representation(order);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${BASE}/v2/checkout/orders/:id/capture`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!bearerAuthorised(request, reply, paypal)) return reply;
      const requestId = request.headers["paypal-request-id"];
      const sameRequest = typeof requestId === "string" ? requestId : null;
      const order = await findOrder(db, request.params.id);
      if (!order) return reply.code(404).send(paypalError("RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID"));
      if (order.status === "COMPLETED") {
        if (sameRequest && order.captureRequestId === sameRequest)
          return reply.code(201).send(representation(order));
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED"));
      }
      if (order.status !== "APPROVED")
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED"));
      if (order.invoiceId && (await invoiceCaptured(db, order.invoiceId, order.id)))
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "DUPLICATE_INVOICE_ID"));
      const captureId = await captureOrder(db, order.id, sameRequest);
      if (!captureId)
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED"));
      await recordCapture(db, "paypal", captureId, order.amount);
      return reply.code(201).send(representation((await findOrder(db, order.id))!));
    },
  );

  app.post<{ Params: { captureId: string } }>(
    `${BASE}/v2/payments/captures/:captureId/refund`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!bearerAuthorised(request, reply, paypal)) return reply;
      const body = refundRequest.safeParse(request.body ?? {});
      if (!body.success)
        return reply.code(400).send(paypalError("INVALID_REQUEST", "INVALID_PARAMETER_VALUE"));
      const amount = body.data.amount.value;
      if (amount < 1) return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "AMOUNT_MISMATCH"));
      const result = await refundCapture(db, "paypal", request.params.captureId, amount);
      if (!result.refunded) {
        if (result.reason === "not_found")
          return reply.code(404).send(paypalError("RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID"));
        const issue =
          result.reason === "fully_refunded" ? "CAPTURE_FULLY_REFUNDED" : "REFUND_AMOUNT_EXCEEDED";
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", issue));
      }
      return reply.code(201).send({
        id: `REFUND-${crypto.randomBytes(8).toString("hex").toUpperCase()}`,
        status: "COMPLETED",
        amount: { value: value(amount), currency_code: body.data.amount.currency_code },
      });
    },
  );

  app.get(`${BASE}/checkoutnow`, { schema: { hide: true } }, async (request, reply) => {
    const token = z.object({ token: z.string().max(40) }).safeParse(request.query);
    const order = token.success ? await findOrder(db, token.data.token) : null;
    if (!order) return sendPage(reply, errorPage("This PayPal checkout link is not valid."), 404);
    if (order.status !== "PAYER_ACTION_REQUIRED") return reply.redirect(backTo(order, "return"), 303);
    return sendPage(reply, approvalPage(order));
  });

  app.post(`${BASE}/checkoutnow`, { schema: { hide: true } }, async (request, reply) => {
    const form = approval.safeParse(request.body ?? {});
    const order = form.success ? await findOrder(db, form.data.token) : null;
    if (!form.success || !order)
      return sendPage(reply, errorPage("This PayPal checkout link is not valid."), 404);
    if (order.status !== "PAYER_ACTION_REQUIRED") return reply.redirect(backTo(order, "return"), 303);
    if (form.data.action === "cancel") return reply.redirect(backTo(order, "cancel"), 303);
    const email = form.data.email?.trim().toLowerCase() ?? "";
    if (email !== PAYPAL_TEST_ACCOUNT.email || form.data.password !== PAYPAL_TEST_ACCOUNT.password)
      return sendPage(reply, approvalPage(order, "Some of your info didn't match. Please try again."), 400);
    await approveOrder(db, order.id, email);
    return reply.redirect(backTo((await findOrder(db, order.id))!, "return"), 303);
  });

  /** The merchant's return (with the approving payer) or cancel URL, with PayPal's query. */
  function backTo(order: PaypalOrderRow, where: "return" | "cancel"): string {
    const target = new URL(where === "return" ? order.returnUrl : order.cancelUrl);
    target.searchParams.set("token", order.id);
    if (where === "return" && order.payerId) target.searchParams.set("PayerID", order.payerId);
    return target.toString();
  }
}

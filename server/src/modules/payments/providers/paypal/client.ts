// PayPal's REST API as the store calls it (developer.paypal.com, "Authentication", "Orders v2", "Payments v2"):
// an OAuth 2.0 access token for the app's client credentials, then Orders v2 to create an order the buyer approves
// at PayPal, look it up and capture it. The same calls reach PayPal's sandbox or live API, or the emulator offline.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { gatewayRequest, type GatewayAnswer } from "../gateway-request.ts";
import { STORE_CURRENCY } from "../provider.ts";

/** Whole rupees as PayPal writes an amount's `value`: two decimals. */
export const paypalValue = (rupees: number) => `${rupees}.00`;

/** PayPal answered, but not with what the call asks for (its error body names the issue). */
export class PaypalRefusal extends Error {
  constructor(
    readonly status: number,
    readonly issue: string,
  ) {
    super(`PayPal answered ${status}${issue ? ` (${issue})` : ""}`);
  }
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });

const money = z.object({ currency_code: z.string(), value: z.string() });
const capture = z.object({ id: z.string(), status: z.string(), amount: money });
const link = z.object({ href: z.string(), rel: z.string() });

/** The parts of an Orders v2 order the store reads. */
export const paypalOrderSchema = z.object({
  id: z.string(),
  status: z.enum(["CREATED", "SAVED", "APPROVED", "VOIDED", "COMPLETED", "PAYER_ACTION_REQUIRED"]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        amount: money.optional(),
        payments: z.object({ captures: z.array(capture).optional() }).optional(),
      }),
    )
    .default([]),
  links: z.array(link).default([]),
});
export type PaypalOrder = z.infer<typeof paypalOrderSchema>;

const errorAnswer = z.object({
  name: z.string().optional(),
  error: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

function issueOf(answer: GatewayAnswer): string {
  const parsed = errorAnswer.safeParse(answer.body);
  if (!parsed.success) return "";
  return parsed.data.details?.[0]?.issue ?? parsed.data.name ?? parsed.data.error ?? "";
}

/** One access token per app and client id, reused until a minute before PayPal says it expires. */
const tokens = new WeakMap<FastifyInstance, { clientId: string; token: string; until: number }>();

async function accessToken(app: FastifyInstance): Promise<string> {
  const { paypal } = app.config;
  const kept = tokens.get(app);
  if (kept && kept.clientId === paypal.clientId && kept.until > Date.now()) return kept.token;
  const credentials = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString("base64");
  const answer = await gatewayRequest(app, `${paypal.apiUrl}/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${credentials}` },
    form: { grant_type: "client_credentials" },
  });
  const parsed = tokenAnswer.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) throw new PaypalRefusal(answer.status, issueOf(answer));
  const until = Date.now() + Math.max(0, parsed.data.expires_in - 60) * 1000;
  tokens.set(app, { clientId: paypal.clientId, token: parsed.data.access_token, until });
  return parsed.data.access_token;
}

/** A call to PayPal's REST API with the app's access token; `requestId` makes a retried POST act once. */
export async function paypalCall(
  app: FastifyInstance,
  path: string,
  call: { method: "GET" | "POST"; body?: unknown; requestId?: string },
): Promise<GatewayAnswer> {
  const token = await accessToken(app);
  return gatewayRequest(app, `${app.config.paypal.apiUrl}${path}`, {
    method: call.method,
    headers: {
      authorization: `Bearer ${token}`,
      prefer: "return=representation",
      ...(call.requestId ? { "paypal-request-id": call.requestId } : {}),
    },
    body: call.method === "POST" ? (call.body ?? {}) : undefined,
  });
}

function orderFrom(answer: GatewayAnswer, ok: number[]): PaypalOrder {
  const parsed = paypalOrderSchema.safeParse(answer.body);
  if (!ok.includes(answer.status) || !parsed.success) throw new PaypalRefusal(answer.status, issueOf(answer));
  return parsed.data;
}

export interface PaypalOrderRequest {
  /** The store's order number: the purchase unit's reference and invoice id (PayPal refuses a second capture of one). */
  orderNumber: string;
  amount: number;
  returnUrl: string;
  cancelUrl: string;
  brandName: string;
  /** Makes a retried create answer the same PayPal order. */
  requestId: string;
}

/** POST /v2/checkout/orders: an order for the buyer to approve at PayPal's `payer-action` link. */
export async function createPaypalOrder(app: FastifyInstance, request: PaypalOrderRequest) {
  const answer = await paypalCall(app, "/v2/checkout/orders", {
    method: "POST",
    requestId: request.requestId,
    body: {
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: request.orderNumber,
          invoice_id: request.orderNumber,
          description: `Order ${request.orderNumber}`,
          amount: { currency_code: STORE_CURRENCY, value: paypalValue(request.amount) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: request.brandName,
            user_action: "PAY_NOW",
            shipping_preference: "NO_SHIPPING",
            return_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
        },
      },
    },
  });
  const order = orderFrom(answer, [200, 201]);
  const approve = order.links.find((entry) => entry.rel === "payer-action" || entry.rel === "approve");
  if (!approve) throw new PaypalRefusal(answer.status, "NO_APPROVAL_LINK");
  return { id: order.id, approveUrl: approve.href };
}

/** GET /v2/checkout/orders/{id}: the order as PayPal has it now. */
export async function showPaypalOrder(app: FastifyInstance, id: string): Promise<PaypalOrder> {
  return orderFrom(
    await paypalCall(app, `/v2/checkout/orders/${encodeURIComponent(id)}`, { method: "GET" }),
    [200],
  );
}

/** POST /v2/checkout/orders/{id}/capture: takes the approved payment; the same request id never captures twice. */
export async function capturePaypalOrder(app: FastifyInstance, id: string): Promise<PaypalOrder> {
  const answer = await paypalCall(app, `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
    method: "POST",
    requestId: `capture-${id}`,
  });
  return orderFrom(answer, [200, 201]);
}

/** The order's completed capture, if it has one. */
export function completedCapture(order: PaypalOrder) {
  return order.purchase_units[0]?.payments?.captures?.find((entry) => entry.status === "COMPLETED") ?? null;
}

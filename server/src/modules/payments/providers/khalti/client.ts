// Khalti's ePayment API (KPG-2, docs.khalti.com "Web Checkout"): initiate, lookup and the merchant refund call,
// each a POST with `Authorization: Key <secret>`. The same code speaks to the emulator, the sandbox and the live
// service: only the configured base URL and key differ (gateway-request.ts takes the emulator in-process).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { gatewayRequest, GatewayUnreachable } from "../gateway-request.ts";

export { PAISA_PER_RUPEE } from "../provider.ts";

/** The statuses Khalti's lookup documents. Only Completed means the shopper paid. */
export const KHALTI_STATUSES = [
  "Completed",
  "Pending",
  "Initiated",
  "Refunded",
  "Expired",
  "User canceled",
  "Partially Refunded",
] as const;
export type KhaltiStatus = (typeof KHALTI_STATUSES)[number];

export interface KhaltiInitiateRequest {
  return_url: string;
  website_url: string;
  /** Paisa. */
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
  /** Khalti's fields are optional: a guest who gave no email sends none. */
  customer_info?: { name: string; email?: string; phone: string };
}

const initiated = z.object({
  pidx: z.string().min(1),
  payment_url: z.url(),
  expires_at: z.string().optional(),
  expires_in: z.number().optional(),
});

const lookedUp = z.object({
  pidx: z.string(),
  total_amount: z.number().int(),
  status: z.string(),
  transaction_id: z.string().nullable(),
  fee: z.number().optional(),
  refunded: z.boolean().optional(),
});

export type KhaltiLookup = z.infer<typeof lookedUp>;

/** Khalti refused the request: its message (`detail`, or the first field error of a validation_error). */
export class KhaltiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function refusalMessage(body: unknown): string {
  if (body && typeof body === "object") {
    const fields = body as Record<string, unknown>;
    if (typeof fields.detail === "string") return fields.detail;
    for (const [name, value] of Object.entries(fields)) {
      if (Array.isArray(value) && typeof value[0] === "string") return `${name}: ${value[0]}`;
    }
  }
  return "Khalti refused the request";
}

function khaltiUrl(app: FastifyInstance, path: string): string {
  return new URL(path, app.config.khalti.apiUrl).toString();
}

function khaltiPost(app: FastifyInstance, path: string, body: unknown) {
  return gatewayRequest(app, khaltiUrl(app, path), {
    method: "POST",
    headers: { authorization: `Key ${app.config.khalti.secretKey}` },
    body,
  });
}

/** POST …/epayment/initiate/: the pidx and the payment page. Throws KhaltiRefusal or GatewayUnreachable. */
export async function initiateKhaltiPayment(app: FastifyInstance, request: KhaltiInitiateRequest) {
  const answer = await khaltiPost(app, "epayment/initiate/", request);
  const parsed = initiated.safeParse(answer.body);
  if (answer.status === 200 && parsed.success) return parsed.data;
  throw new KhaltiRefusal(answer.status, refusalMessage(answer.body));
}

/**
 * POST …/epayment/lookup/: what Khalti says of the pidx, or null when Khalti could not be asked or gave no usable
 * answer. Khalti answers Expired and User canceled with status 400 and the same body, so the body decides.
 */
export async function lookupKhaltiPayment(app: FastifyInstance, pidx: string): Promise<KhaltiLookup | null> {
  try {
    const answer = await khaltiPost(app, "epayment/lookup/", { pidx });
    const parsed = lookedUp.safeParse(answer.body);
    if ((answer.status === 200 || answer.status === 400) && parsed.success && parsed.data.pidx === pidx)
      return parsed.data;
    return null;
  } catch (error) {
    if (error instanceof GatewayUnreachable) return null;
    throw error;
  }
}

/**
 * POST …/api/merchant-transaction/<transaction_id>/refund/ (outside /api/v2/): all of it without an amount, or
 * `amount` paisa of it. Throws KhaltiRefusal or GatewayUnreachable.
 */
export async function refundKhaltiPayment(
  app: FastifyInstance,
  transactionId: string,
  amountInPaisa: number | null,
): Promise<void> {
  const answer = await khaltiPost(
    app,
    `../merchant-transaction/${encodeURIComponent(transactionId)}/refund/`,
    amountInPaisa === null ? {} : { amount: amountInPaisa },
  );
  if (answer.status !== 200) throw new KhaltiRefusal(answer.status, refusalMessage(answer.body));
}

// Fonepay's dynamic QR API ("Dynamic QR" v1.1): thirdPartyDynamicQrDownload asks Fonepay for a QR of an amount
// under the store's PRN and names the notification socket of that QR; thirdPartyDynamicQrGetStatus says what
// became of a PRN. Each request carries the merchant's QR API user and password and `dataValidation`, an
// HMAC-SHA512 (hex) with the merchant's secret over the request's values joined by commas, never URL-encoded.
// The same code speaks to the emulator, UAT and the live service (gateway-request.ts takes the emulator
// in-process). Only the status call is believed: the socket's messages only say when to ask it.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { HttpError } from "../../../../http-error.ts";
import { gatewayRequest, GatewayUnreachable } from "../gateway-request.ts";
import type { Attempt, GatewayVerdict, StartedAttempt, StartingOrder } from "../provider.ts";
import { readEmvQr } from "./emvco.ts";

/** How long the store shows one QR before it offers a new one (Fonepay's document sets no end). */
export const FONEPAY_QR_LIFETIME_MS = 10 * 60_000;

/** HMAC-SHA512 of the values joined by commas, lower-case hex as Fonepay's published example prints it. */
export function qrDataValidation(secret: string, values: readonly string[]): string {
  return crypto.createHmac("sha512", secret).update(values.join(","), "utf8").digest("hex");
}

/** Fonepay's PRN (ANS, 1-25, unique for all requests): 23 characters of a random UUID. */
export function newQrPrn(): string {
  return crypto.randomUUID().slice(0, 23);
}

/** Fonepay's remarks are alphanumeric (AN, 1-25): the order number without its dashes. */
export function qrRemarks(orderNumber: string): { remarks1: string; remarks2: string } {
  return {
    remarks1: orderNumber.replace(/[^A-Za-z0-9]/g, "").slice(0, 25) || "Order",
    remarks2: "NepalStore",
  };
}

const downloaded = z.object({
  success: z.literal(true),
  qrMessage: z.string().min(1),
  thirdpartyQrWebSocketUrl: z.string().regex(/^wss?:\/\//),
});

const status = z.object({
  prn: z.string(),
  paymentStatus: z.string(),
  fonepayTraceId: z.union([z.number(), z.string()]).optional(),
});

/** Fonepay's refusals name their reason in `message` (`Data Validation Failed`, `Invalid Merchant Code`…). */
function refusalMessage(body: unknown): string {
  const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
  return typeof message === "string" ? message : "Fonepay refused the request";
}

function qrApi(app: FastifyInstance, operation: string) {
  return `${app.config.fonepay.qrApiUrl}/${operation}`;
}

/**
 * Asks Fonepay for the QR of the order's total under a new PRN. The QR text Fonepay sends back is drawn only when
 * it reads as a whole EMVCo payload of exactly that amount. Refusals are HttpErrors, as the contract's start.
 */
export async function startQrAttempt(
  app: FastifyInstance,
  order: StartingOrder,
  now = new Date(),
): Promise<StartedAttempt<{ prn: string; qrMessage: string }>> {
  const { merchantCode, secret, username, password } = app.config.fonepay;
  const prn = newQrPrn();
  const amount = String(order.total);
  const { remarks1, remarks2 } = qrRemarks(order.orderNumber);
  let answer;
  try {
    answer = await gatewayRequest(app, qrApi(app, "thirdPartyDynamicQrDownload"), {
      method: "POST",
      headers: {},
      body: {
        amount,
        remarks1,
        remarks2,
        prn,
        merchantCode,
        dataValidation: qrDataValidation(secret, [amount, prn, merchantCode, remarks1, remarks2]),
        username,
        password,
      },
    });
  } catch (error) {
    if (error instanceof GatewayUnreachable)
      throw new HttpError(502, "payment.gateway_unreachable", "Fonepay could not make the QR: try again");
    throw error;
  }
  const parsed = downloaded.safeParse(answer.body);
  if (answer.status >= 500 || (answer.status < 300 && !parsed.success))
    throw new HttpError(502, "payment.gateway_unreachable", "Fonepay could not make the QR: try again");
  if (!parsed.success)
    throw new HttpError(
      400,
      "payment.gateway_refused",
      `Fonepay refused the QR: ${refusalMessage(answer.body)}`,
    );
  const read = readEmvQr(parsed.data.qrMessage);
  if (!read.ok || read.payment.amount === null || Number(read.payment.amount) !== order.total) {
    app.log.warn(
      { prn, orderNumber: order.orderNumber },
      "Fonepay's QR text is not a QR of the order's total",
    );
    throw new HttpError(502, "payment.gateway_unreachable", "Fonepay could not make the QR: try again");
  }
  return {
    reference: prn,
    answer: { prn, qrMessage: parsed.data.qrMessage },
    expiresAt: new Date(now.getTime() + FONEPAY_QR_LIFETIME_MS),
    qrMessage: parsed.data.qrMessage,
    notificationUrl: parsed.data.thirdpartyQrWebSocketUrl,
  };
}

/**
 * thirdPartyDynamicQrGetStatus for the PRN: `success`, `failed` or `pending`, or null when Fonepay could not be
 * asked or answered something else (about another PRN, a refusal).
 */
export async function fonepayQrStatus(
  app: FastifyInstance,
  prn: string,
): Promise<{ paymentStatus: string; traceId: string } | null> {
  const { merchantCode, secret, username, password } = app.config.fonepay;
  try {
    const answer = await gatewayRequest(app, qrApi(app, "thirdPartyDynamicQrGetStatus"), {
      method: "POST",
      headers: {},
      body: {
        prn,
        merchantCode,
        dataValidation: qrDataValidation(secret, [prn, merchantCode]),
        username,
        password,
      },
    });
    const parsed = status.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success || parsed.data.prn !== prn) return null;
    return { paymentStatus: parsed.data.paymentStatus, traceId: String(parsed.data.fonepayTraceId ?? prn) };
  } catch (error) {
    if (error instanceof GatewayUnreachable) return null;
    throw error;
  }
}

/**
 * What Fonepay's status call says of a QR attempt. Its answer carries no amount: the amount is the QR's own, the
 * order's total when it was made (tag 54, checked at start), so the attempt's amount is what was paid.
 */
export async function confirmQrAttempt(app: FastifyInstance, attempt: Attempt): Promise<GatewayVerdict> {
  const prn = attempt.transactionUuid!;
  const status = await fonepayQrStatus(app, prn);
  switch (status?.paymentStatus) {
    case "success":
      return { state: "paid", amount: attempt.amount, transactionId: status!.traceId };
    case "failed":
      return {
        state: "failed",
        outcome: "declined",
        reason: "Fonepay: the QR payment failed or was rejected",
      };
    case "pending":
      return { state: "pending" };
    default:
      return { state: "unknown" };
  }
}

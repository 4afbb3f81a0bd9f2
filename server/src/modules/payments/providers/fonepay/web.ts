// Fonepay's web checkout (Fonepay Web Integration v2.0): the store signs the payment request the shopper's browser
// takes to Fonepay's payment page (a PRN per attempt, the order's total in whole rupees, DV over
// PID,MD,PRN,AMT,CRN,DT,R1,R2,RU), and settles an attempt only by Fonepay's server-to-server verification
// (GET …/verificationMerchant with PRN, PID, BID, AMT, UID and their DV), never by the return's query: the
// return's trace id (UID) is only what the verification is asked about.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { gatewayRequest, GatewayUnreachable } from "../gateway-request.ts";
import type { Attempt, GatewayVerdict, StartedAttempt, StartingOrder } from "../provider.ts";
import { gatewayReturnPath, STORE_CURRENCY } from "../provider.ts";
import {
  dataValidation,
  fonepayDate,
  REQUEST_DV_FIELDS,
  VERIFICATION_DV_FIELDS,
  type RequestFields,
} from "./dv.ts";

/** What the shopper's browser takes to Fonepay: the fields, sent to the payment page as Fonepay documents. */
export interface FonepayWebAnswer {
  paymentUrl: string;
  fields: RequestFields & { DV: string };
}

/** MD: "P", payment (the only mode Fonepay's web checkout documents). */
const PAYMENT_MODE = "P";

/**
 * A new PRN for one attempt: unique (the attempt is recorded under it), 3 to 25 characters as Fonepay allows,
 * and unguessable, so no one can name another shopper's attempt.
 */
export const newPrn = () => `W${crypto.randomBytes(10).toString("hex").toUpperCase()}`;

/** The signed payment request of the order's total for a new PRN. Nothing is recorded here (settle.ts does). */
export function startWebCheckout(
  app: FastifyInstance,
  order: StartingOrder,
  now = new Date(),
): StartedAttempt<FonepayWebAnswer> {
  const { fonepay, publicUrl } = app.config;
  const fields: RequestFields = {
    PID: fonepay.merchantCode,
    MD: PAYMENT_MODE,
    PRN: newPrn(),
    AMT: String(order.total),
    CRN: STORE_CURRENCY,
    DT: fonepayDate(now),
    R1: `Order ${order.orderNumber}`,
    // "Additional Info, provide N/A if does not exist."
    R2: "N/A",
    RU: `${publicUrl}${gatewayReturnPath("fonepay")}`,
  };
  const DV = dataValidation(fonepay.secret, REQUEST_DV_FIELDS, fields);
  return { reference: fields.PRN, answer: { paymentUrl: fonepay.paymentUrl, fields: { ...fields, DV } } };
}

/** One element's text of Fonepay's XML answer (`<response><success>true</success>…`), or null. */
function xmlText(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match ? match[1]!.trim() : null;
}

/**
 * What Fonepay's verification says of a web attempt. Until Fonepay's return has named the attempt's trace id
 * (UID) there is nothing to ask: pending. `success` true pays the amount Fonepay reports (settle.ts holds it to the
 * order's total); a transaction Fonepay reports failed or cancelled fails the attempt; a verification Fonepay
 * refuses (its DV, an unknown PRN or trace id, another amount), or cannot be asked, changes nothing.
 */
export async function confirmWebCheckout(app: FastifyInstance, attempt: Attempt): Promise<GatewayVerdict> {
  const uid = attempt.transactionId;
  if (!uid || !attempt.transactionUuid) return { state: "pending" };
  const { fonepay } = app.config;
  const fields = {
    PID: fonepay.merchantCode,
    AMT: String(attempt.amount),
    PRN: attempt.transactionUuid,
    // The bill id: Fonepay's return names none for a web payment, and the verification takes it empty.
    BID: "",
    UID: uid,
  };
  const url = new URL(fonepay.verificationUrl);
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  url.searchParams.set("DV", dataValidation(fonepay.secret, VERIFICATION_DV_FIELDS, fields));
  let xml: string;
  try {
    const answer = await gatewayRequest(app, url.toString(), { method: "GET", headers: {}, answer: "text" });
    if (answer.status !== 200 || typeof answer.body !== "string") return { state: "unknown" };
    xml = answer.body;
  } catch (error) {
    if (error instanceof GatewayUnreachable) return { state: "unknown" };
    throw error;
  }
  const success = xmlText(xml, "success");
  const message = xmlText(xml, "message") ?? "";
  if (success === "true") {
    const amount = Number(xmlText(xml, "txnAmount") ?? xmlText(xml, "amount"));
    const traceId = xmlText(xml, "uniqueId");
    if (!Number.isFinite(amount) || (traceId !== null && traceId !== uid)) return { state: "unknown" };
    return { state: "paid", amount, transactionId: uid };
  }
  if (success !== "false") return { state: "unknown" };
  switch (xmlText(xml, "response_code")) {
    case "cancel":
      return { state: "failed", outcome: "canceled", reason: `Cancelled at Fonepay: ${message}` };
    case "failed":
      return { state: "failed", outcome: "declined", reason: `Fonepay: ${message}` };
    default:
      app.log.warn({ prn: attempt.transactionUuid, message }, "Fonepay refused the verification request");
      return { state: "unknown" };
  }
}

// The offline Fonepay web checkout (Fonepay Web Integration v2.0) at the store's origin: the payment page at
// …/api/merchantRequest, opened with the merchant's fields as its query (or a form post), which refuses a request
// whose merchant code or DV is wrong as Fonepay does (406 "Invalid Merchant Code", "Data Validation Failed"), shows
// the amount and lets a tester approve or reject; then the redirect to RU with Fonepay's return query and its DV;
// and the server-to-server verification at …/api/merchantRequest/verificationMerchant, answering in Fonepay's XML.
// It keeps no state of its own (trace-ids.ts), so every replica answers alike.
import type { FastifyInstance, FastifyReply } from "fastify";
import { onOwnOrigin } from "../../own-origin.ts";
import {
  dataValidation,
  dataValidationMatches,
  REQUEST_DV_FIELDS,
  RETURN_DV_FIELDS,
  VERIFICATION_DV_FIELDS,
  type RequestFields,
  type ReturnFields,
  type VerificationFields,
} from "../../modules/payments/providers/fonepay/dv.ts";
import { sendPage } from "../gateway-page.ts";
import { canonicalAmount, traceId, tracedOutcome, type WebOutcome } from "./trace-ids.ts";
import { FONEPAY_PAGE_ACTIONS, paymentPage, refusalPage } from "./web-pages.ts";

export const FONEPAY_EMULATOR_PAGE = "/gateways/fonepay/api/merchantRequest";
export const FONEPAY_EMULATOR_VERIFICATION = "/gateways/fonepay/api/merchantRequest/verificationMerchant";

/** The emulated payer: a bank's Swift code and the bank app's user, as Fonepay's return names them. */
export const EMULATED_PAYER = { bankCode: "NICENPKA", initiator: "9841000001" };

type Query = Record<string, unknown>;
const text = (fields: Query, name: string) =>
  typeof fields[name] === "string" ? (fields[name] as string) : "";

/** The lengths Fonepay's "Parameter Details for Payment Request" allow (all parameters are mandatory). */
const LIMITS: Record<keyof RequestFields, [number, number]> = {
  PID: [3, 20],
  MD: [1, 3],
  PRN: [3, 25],
  AMT: [1, 18],
  CRN: [3, 3],
  DT: [10, 10],
  R1: [1, 160],
  R2: [1, 50],
  RU: [1, 150],
};

type CheckedRequest = { fields: RequestFields & { DV: string } } | { status: number; message: string };

/** The merchant's request as Fonepay checks it: its merchant, its DV, then each field. */
export function checkPaymentRequest(
  query: Query,
  merchant: { merchantCode: string; secret: string },
  publicUrl: string,
): CheckedRequest {
  const fields = Object.fromEntries(
    REQUEST_DV_FIELDS.map((name) => [name, text(query, name)]),
  ) as RequestFields;
  const dv = text(query, "DV");
  if (fields.PID !== merchant.merchantCode) return { status: 406, message: "Invalid Merchant Code" };
  if (!dv || !dataValidationMatches(merchant.secret, REQUEST_DV_FIELDS, fields, dv))
    return { status: 406, message: "Data Validation Failed" };
  for (const name of REQUEST_DV_FIELDS) {
    const [min, max] = LIMITS[name];
    if (fields[name].length < min || fields[name].length > max)
      return { status: 400, message: `Invalid ${name}: ${min} to ${max} characters` };
  }
  if (fields.MD !== "P") return { status: 400, message: "Invalid MD: P (payment) only" };
  if (fields.CRN !== "NPR") return { status: 400, message: "Invalid CRN: NPR only" };
  if (canonicalAmount(fields.AMT) === "NaN") return { status: 400, message: "Invalid AMT" };
  if (!/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/.test(fields.DT))
    return { status: 400, message: "Invalid DT: MM/DD/YYYY" };
  // The emulator's one merchant is this store: its shopper goes back to the store's own website only.
  if (!onOwnOrigin(fields.RU, publicUrl))
    return { status: 400, message: "Invalid RU: not the merchant's website" };
  return { fields: { ...fields, DV: dv } };
}

/** RU with Fonepay's documented return query and its DV over PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT. */
export function returnUrl(request: RequestFields, outcome: WebOutcome, secret: string): string {
  const paid = outcome === "successful";
  const fields: ReturnFields = {
    PRN: request.PRN,
    PID: request.PID,
    PS: String(paid),
    RC: outcome,
    UID: traceId(secret, { merchantCode: request.PID, prn: request.PRN, amount: request.AMT, outcome }),
    BC: paid ? EMULATED_PAYER.bankCode : "N/A",
    INI: paid ? EMULATED_PAYER.initiator : "N/A",
    // Paid total (Fonepay writes it with one decimal, 30.0) and the amount requested, as sent.
    P_AMT: Number(request.AMT).toFixed(1),
    R_AMT: request.AMT,
  };
  const target = new URL(request.RU);
  for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value);
  target.searchParams.set("DV", dataValidation(secret, RETURN_DV_FIELDS, fields));
  return target.toString();
}

const xmlEscape = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Fonepay's verification answer: `<response>` with its elements, `success` true only for a payment made. */
export function verificationXml(elements: Record<string, string>): string {
  const body = Object.entries(elements)
    .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response>${body}</response>`;
}

/** What Fonepay's verification says of PRN, PID, BID, AMT, UID and their DV (over PID,AMT,PRN,BID,UID). */
export function verify(
  query: Query,
  merchant: { merchantCode: string; secret: string },
): { status: number; xml: string } {
  const fields = Object.fromEntries(
    VERIFICATION_DV_FIELDS.map((name) => [name, text(query, name)]),
  ) as VerificationFields;
  const refused = (status: number, message: string) => ({
    status,
    xml: verificationXml({ message, success: "false" }),
  });
  if (fields.PID !== merchant.merchantCode) return refused(406, "Invalid Merchant Code");
  const dv = text(query, "DV");
  if (!dv || !dataValidationMatches(merchant.secret, VERIFICATION_DV_FIELDS, fields, dv))
    return refused(406, "Data Validation Failed");
  const outcome = tracedOutcome(
    merchant.secret,
    { merchantCode: fields.PID, prn: fields.PRN, amount: fields.AMT },
    fields.UID,
  );
  // An unknown PRN, a trace id that is not that PRN's, or another amount than the one paid.
  if (!outcome) return refused(200, "Transaction not found for this PRN, UID and amount");
  const paid = outcome === "successful";
  return {
    status: 200,
    xml: verificationXml({
      amount: Number(fields.AMT).toFixed(1),
      bankCode: paid ? EMULATED_PAYER.bankCode : "N/A",
      initiator: paid ? EMULATED_PAYER.initiator : "N/A",
      message: paid ? "successfull" : outcome === "cancel" ? "Payment cancelled by user" : "Payment failed",
      response_code: outcome,
      statusCode: paid ? "0" : "1",
      success: String(paid),
      txnAmount: canonicalAmount(fields.AMT),
      uniqueId: fields.UID,
    }),
  };
}

export default async function fonepayWebCheckout(app: FastifyInstance) {
  const { config } = app;
  const merchant = { merchantCode: config.fonepay.merchantCode, secret: config.fonepay.secret };

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  /** The payment page for the merchant's fields, or the refusal Fonepay shows instead. */
  function showPage(reply: FastifyReply, fields: Query) {
    const checked = checkPaymentRequest(fields, merchant, config.publicUrl);
    if ("message" in checked) return sendPage(reply, refusalPage(checked.message), checked.status);
    return sendPage(reply, paymentPage(checked.fields));
  }

  app.get(FONEPAY_EMULATOR_PAGE, { schema: { hide: true } }, (request, reply) =>
    showPage(reply, (request.query ?? {}) as Query),
  );
  app.post(FONEPAY_EMULATOR_PAGE, { schema: { hide: true } }, (request, reply) =>
    showPage(reply, (request.body ?? {}) as Query),
  );

  const decide = (outcome: WebOutcome) => (request: { body: unknown }, reply: FastifyReply) => {
    const checked = checkPaymentRequest((request.body ?? {}) as Query, merchant, config.publicUrl);
    if ("message" in checked) return sendPage(reply, refusalPage(checked.message), checked.status);
    return reply
      .code(303)
      .header("location", returnUrl(checked.fields, outcome, merchant.secret))
      .send();
  };
  app.post(FONEPAY_PAGE_ACTIONS.approve, { schema: { hide: true } }, decide("successful"));
  app.post(FONEPAY_PAGE_ACTIONS.reject, { schema: { hide: true } }, decide("cancel"));

  app.get(FONEPAY_EMULATOR_VERIFICATION, { schema: { hide: true } }, (request, reply) => {
    const answer = verify((request.query ?? {}) as Query, merchant);
    return reply
      .code(answer.status)
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", "no-store")
      .send(answer.xml);
  });
}

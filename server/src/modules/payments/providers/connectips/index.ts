// connectIPS (NCHL) behind the one contract. connectIPS has no "initiate" call: start signs the login page's
// fields with the merchant's key (a new TXNID per attempt, the amount in paisa) for the shopper's browser to post,
// and the attempt is recorded under that TXNID. confirm asks validatetxn about the TXNID and the attempt's amount,
// never the shopper's return: SUCCESS pays, FAILED fails the attempt, ERROR or no answer leaves it open.
// connectIPS publishes no refund API: a refund is paid outside the store and recorded by an admin with its
// reference (refunds.ts, manual), so the gateway refund this contract asks for is refused.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { STORE_CURRENCY, type PaymentProvider, type StartingOrder } from "../provider.ts";
import { PAISA_PER_RUPEE, validateConnectipsPayment } from "./client.ts";
import { merchantKey } from "./merchant-key.ts";
import {
  CONNECTIPS_FIELD_LENGTHS,
  connectipsDate,
  paymentTokenText,
  signToken,
  type ConnectipsPaymentFields,
} from "./token.ts";

/** What the shopper's browser posts to connectIPS's login page. */
export interface ConnectipsStart {
  paymentUrl: string;
  fields: ConnectipsPaymentFields & { TOKEN: string };
}

/** No 0/O or 1/I/L, as the order numbers. */
const TXNID_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A new TXNID: NCHL's longest (20), unique for each post of each app. */
export function newTxnId(): string {
  return Array.from(
    { length: CONNECTIPS_FIELD_LENGTHS.TXNID },
    () => TXNID_ALPHABET[crypto.randomInt(TXNID_ALPHABET.length)],
  ).join("");
}

const clip = (text: string, field: keyof typeof CONNECTIPS_FIELD_LENGTHS) =>
  text.slice(0, CONNECTIPS_FIELD_LENGTHS[field]);

/** The login page's fields for one attempt at paying the order, signed. */
export async function connectipsStart(
  app: FastifyInstance,
  order: Pick<StartingOrder, "orderNumber" | "total">,
  txnId = newTxnId(),
  now = new Date(),
): Promise<ConnectipsStart> {
  const { merchantId, appId, appName, paymentUrl } = app.config.connectips;
  const fields: ConnectipsPaymentFields = {
    MERCHANTID: merchantId,
    APPID: appId,
    APPNAME: clip(appName, "APPNAME"),
    TXNID: txnId,
    TXNDATE: connectipsDate(now),
    TXNCRNCY: STORE_CURRENCY,
    TXNAMT: String(order.total * PAISA_PER_RUPEE),
    REFERENCEID: clip(order.orderNumber, "REFERENCEID"),
    REMARKS: clip(`Order ${order.orderNumber}`, "REMARKS"),
    PARTICULARS: clip(`${appName} order ${order.orderNumber}`, "PARTICULARS"),
  };
  const key = await merchantKey(app.config, app.db);
  return { paymentUrl, fields: { ...fields, TOKEN: signToken(paymentTokenText(fields), key.privateKey) } };
}

export const connectipsProvider: PaymentProvider<ConnectipsStart> = {
  method: "connectips",
  kind: "redirect",
  refunds: "manual",

  async start(app, order) {
    const started = await connectipsStart(app, order);
    return { reference: started.fields.TXNID, answer: started };
  },

  async confirm(app, attempt) {
    const amount = attempt.amount * PAISA_PER_RUPEE;
    const answer = await validateConnectipsPayment(app, { txnId: attempt.transactionUuid!, amount });
    if (!answer) return { state: "unknown" };
    const paisa = Number(answer.txnAmt);
    switch (answer.status) {
      case "SUCCESS":
        if (!Number.isFinite(paisa)) return { state: "unknown" };
        return {
          state: "paid",
          amount: paisa / PAISA_PER_RUPEE,
          transactionId: attempt.transactionUuid!,
        };
      case "FAILED":
        return {
          state: "failed",
          outcome: "declined",
          reason: `connectIPS: ${answer.statusDesc ?? "TRANSACTION FAILED"}`,
        };
      default:
        // ERROR (an unknown TXNID, an amount that is not the payment's, a payment not finished): nothing is known.
        return { state: "unknown" };
    }
  },

  async refund() {
    return {
      outcome: "refused",
      message:
        "connectIPS has no refund API: pay the refund outside the store and record it with its reference",
    };
  },
};

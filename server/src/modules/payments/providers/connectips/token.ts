// connectIPS's TOKEN (NCHL, "connectIPS e-payment": 3.3 "Process to generate token", 4 "Payment Validation"):
// a text of NAME=value pairs joined by commas, signed SHA256withRSA (RSASSA-PKCS1-v1_5 over SHA-256) with the
// key of the merchant's PFX, then base64. The login page's text names every field and ends with TOKEN=TOKEN;
// validatetxn's and gettxndetail's name the merchant, the app, the payment's TXNID (as REFERENCEID) and amount.
import crypto from "node:crypto";
import { nepalDate } from "@store/shared/nepal-time";

/** The fields the shopper's browser posts to connectIPS's login page, in NCHL's order. */
export interface ConnectipsPaymentFields {
  MERCHANTID: string;
  APPID: string;
  APPNAME: string;
  TXNID: string;
  /** DD-MM-YYYY. */
  TXNDATE: string;
  TXNCRNCY: string;
  /** Paisa. */
  TXNAMT: string;
  REFERENCEID: string;
  REMARKS: string;
  PARTICULARS: string;
}

/** NCHL's lengths of the login page's fields (3.2 "Parameters"). */
export const CONNECTIPS_FIELD_LENGTHS: Record<keyof ConnectipsPaymentFields | "TOKEN", number> = {
  MERCHANTID: 20,
  APPID: 20,
  APPNAME: 30,
  TXNID: 20,
  TXNDATE: 10,
  TXNCRNCY: 3,
  TXNAMT: 20,
  REFERENCEID: 20,
  REMARKS: 50,
  PARTICULARS: 100,
  TOKEN: 512,
};

export const PAYMENT_FIELD_NAMES = [
  "MERCHANTID",
  "APPID",
  "APPNAME",
  "TXNID",
  "TXNDATE",
  "TXNCRNCY",
  "TXNAMT",
  "REFERENCEID",
  "REMARKS",
  "PARTICULARS",
] as const satisfies readonly (keyof ConnectipsPaymentFields)[];

/** `MERCHANTID=…,APPID=…,…,PARTICULARS=…,TOKEN=TOKEN`: the text the login page's TOKEN signs. */
export function paymentTokenText(fields: ConnectipsPaymentFields): string {
  return `${PAYMENT_FIELD_NAMES.map((name) => `${name}=${fields[name]}`).join(",")},TOKEN=TOKEN`;
}

/** What validatetxn and gettxndetail are asked about: the payment's TXNID and its amount in paisa. */
export interface ConnectipsValidation {
  merchantId: string | number;
  appId: string;
  referenceId: string;
  txnAmt: string | number;
}

/** `MERCHANTID=…,APPID=…,REFERENCEID=<TXNID>,TXNAMT=<paisa>`: the text validatetxn's token signs. */
export function validationTokenText(request: ConnectipsValidation): string {
  return (
    `MERCHANTID=${request.merchantId},APPID=${request.appId},` +
    `REFERENCEID=${request.referenceId},TXNAMT=${request.txnAmt}`
  );
}

/** base64 SHA256withRSA of the text with the merchant's key. */
export function signToken(text: string, privateKey: crypto.KeyObject): string {
  return crypto.sign("sha256", Buffer.from(text, "utf8"), privateKey).toString("base64");
}

/** Whether the token is the certificate's key's SHA256withRSA signature of the text (as NCHL checks it). */
export function verifyToken(text: string, token: string, certificatePem: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return false;
  try {
    return crypto.verify(
      "sha256",
      Buffer.from(text, "utf8"),
      new crypto.X509Certificate(certificatePem).publicKey,
      Buffer.from(token, "base64"),
    );
  } catch {
    return false;
  }
}

/** connectIPS's TXNDATE: the day in Nepal, DD-MM-YYYY. */
export function connectipsDate(now: Date): string {
  const [year, month, day] = nepalDate(now).split("-");
  return `${day}-${month}-${year}`;
}

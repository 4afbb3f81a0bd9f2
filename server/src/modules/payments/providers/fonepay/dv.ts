// Fonepay's "Data Validation" (DV), as its Web Integration v2.0 documents it: HMAC-SHA512 with the merchant's
// secret key (UTF-8) over the fields' values joined by commas, in a fixed order per message, never URL-encoded,
// written as upper-case hex (the documentation's Java sample). The same secret signs the request the store sends
// the shopper with, the return Fonepay sends the shopper back with, and the server-to-server verification.
import crypto from "node:crypto";
import { nepalDate } from "@store/shared/nepal-time";

/** The payment request's fields, in the order its DV is taken over. */
export const REQUEST_DV_FIELDS = ["PID", "MD", "PRN", "AMT", "CRN", "DT", "R1", "R2", "RU"] as const;
/** The return's fields (the query Fonepay appends to RU), in the order its DV is taken over. */
export const RETURN_DV_FIELDS = ["PRN", "PID", "PS", "RC", "UID", "BC", "INI", "P_AMT", "R_AMT"] as const;
/** The verification request's fields (verificationMerchant), in the order its DV is taken over. */
export const VERIFICATION_DV_FIELDS = ["PID", "AMT", "PRN", "BID", "UID"] as const;

export type RequestFields = Record<(typeof REQUEST_DV_FIELDS)[number], string>;
export type ReturnFields = Record<(typeof RETURN_DV_FIELDS)[number], string>;
export type VerificationFields = Record<(typeof VERIFICATION_DV_FIELDS)[number], string>;

/** HMAC-SHA512 of the message with the secret key, upper-case hex. */
export function fonepayHmac(secret: string, message: string): string {
  return crypto
    .createHmac("sha512", Buffer.from(secret, "utf8"))
    .update(message, "utf8")
    .digest("hex")
    .toUpperCase();
}

/** The DV of `fields` taken over `order`: their values joined by commas. */
export function dataValidation<Name extends string>(
  secret: string,
  order: readonly Name[],
  fields: Record<Name, string>,
): string {
  return fonepayHmac(secret, order.map((name) => fields[name]).join(","));
}

/**
 * Whether `dv` is the DV of `fields`. Fonepay's own samples print it in either case, so the case is not compared;
 * the comparison takes the same time wherever the first difference is.
 */
export function dataValidationMatches<Name extends string>(
  secret: string,
  order: readonly Name[],
  fields: Record<Name, string>,
  dv: string,
): boolean {
  const expected = Buffer.from(dataValidation(secret, order, fields), "utf8");
  const given = Buffer.from(dv.toUpperCase(), "utf8");
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Fonepay's DT: the payment's date as MM/DD/YYYY (06/27/2017), in Nepal's calendar, where Fonepay is. */
export function fonepayDate(moment: Date): string {
  const [year, month, day] = nepalDate(moment).split("-");
  return `${month}/${day}/${year}`;
}

// eSewa ePay v2 signatures: base64 HMAC-SHA256 over "name=value" pairs of the fields named in
// signed_field_names, in that order, joined by commas.
import crypto from "node:crypto";

export function signEsewaFields(
  secret: string,
  fields: Record<string, string>,
  signedFieldNames: string,
): string {
  const message = signedFieldNames
    .split(",")
    .map((name) => `${name}=${fields[name] ?? ""}`)
    .join(",");
  return crypto.createHmac("sha256", secret).update(message).digest("base64");
}

export function isEsewaSignatureValid(
  secret: string,
  fields: Record<string, string>,
  signedFieldNames: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signEsewaFields(secret, fields, signedFieldNames));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

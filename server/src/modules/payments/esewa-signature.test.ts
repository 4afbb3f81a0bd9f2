import { describe, expect, it } from "vitest";
import { isEsewaSignatureValid, signEsewaFields } from "./esewa-signature.ts";

// The examples are those of eSewa's ePay v2 developer page (https://developer.esewa.com.np/pages/Epay), with
// the UAT secret key it documents ("For UAT, SecretKey will be 8gBm/:&EnhH.1/q") and product code EPAYTEST.
const SECRET = "8gBm/:&EnhH.1/q";
const FIELDS = { total_amount: "110", transaction_uuid: "241028", product_code: "EPAYTEST" };
const NAMES = "total_amount,transaction_uuid,product_code";
const ANSWER_NAMES = "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names";

/**
 * "After Successful Payment", "Example (Response Body encoded in Base64)", as printed. The page lost one
 * character at its second line break ("dHJhbNhY3Rpb25…" for "dHJhbnNhY3Rpb25…", "transaction_uuid"); it is put
 * back here, marked, and nothing else is changed.
 */
const PUBLISHED_ANSWER_BASE64 = [
  "eyJ0cmFuc2FjdGlvbl9jb2RlIjoiMDAwQVdFTyIsInN0YXR1cyI6IkNPTVBMRVRFIiwidG90YWxfYW1vdW50IjoiMTAwMC4wIiwi",
  "dHJhb" +
    "n" +
    "NhY3Rpb25fdXVpZCI6IjI1MDYxMC0xNjI0MTMiLCJwcm9kdWN0X2NvZGUiOiJFUEFZVEVTVCIsInNpZ25lZF9maWVsZF9uYW1",
  "lcyI6InRyYW5zYWN0aW9uX2NvZGUsc3RhdHVzLHRvdGFsX2Ftb3VudCx0cmFuc2FjdGlvbl91dWlkLHByb2R1Y3RfY29kZSxzaWd",
  "uZWRfZmllbGRfbmFtZXMiLCJzaWduYXR1cmUiOiI2MkdjZlpUbVZremh0VWVoK1FKMUFxaUpyam9XV0dvZjNVK2VUUFRaN2ZBPSJ9",
].join("");

describe("eSewa ePay v2 signatures", () => {
  it('reproduce the request signature of eSewa\'s form example ("Integration", "Demo": 110, 241028)', () => {
    expect(signEsewaFields(SECRET, FIELDS, NAMES)).toBe("i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=");
  });

  it('reproduce the signature of eSewa\'s success answer ("After Successful Payment": 000AWEO, "1000.0")', () => {
    const answer = JSON.parse(Buffer.from(PUBLISHED_ANSWER_BASE64, "base64").toString("utf8")) as Record<
      string,
      string
    >;
    // The decoded body, exactly: total_amount is the string "1000.0" (the page's pretty-printed copy shows a
    // number, but the base64 that eSewa sends, and its signature, are of the string).
    expect(answer).toEqual({
      transaction_code: "000AWEO",
      status: "COMPLETE",
      total_amount: "1000.0",
      transaction_uuid: "250610-162413",
      product_code: "EPAYTEST",
      signed_field_names: ANSWER_NAMES,
      signature: "62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=",
    });
    expect(signEsewaFields(SECRET, answer, ANSWER_NAMES)).toBe(
      "62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=",
    );
    expect(isEsewaSignatureValid(SECRET, answer, answer.signed_field_names!, answer.signature!)).toBe(true);
    // Signed over the text "1000.0": the amount written any other way does not verify.
    expect(
      isEsewaSignatureValid(SECRET, { ...answer, total_amount: "1000" }, ANSWER_NAMES, answer.signature!),
    ).toBe(false);
  });

  it('sign the message of eSewa\'s "HMAC/SHA256" example as an HMAC-SHA256 of it really is', () => {
    // eSewa's page prints 4Ov7pCI1zIOdwtV2BRMUNjz1upIlT/COTxfLhWvVurE= as the "Result" of this "Input", but that
    // is not its HMAC with the UAT key (openssl and node agree on the value below; the same string appears in
    // eSewa's samples for other amounts, so it is a placeholder). The two examples above are reproduced exactly.
    const fields = { total_amount: "100", transaction_uuid: "11-201-13", product_code: "EPAYTEST" };
    const signature = signEsewaFields(SECRET, fields, NAMES);
    expect(signature).toBe("5DZywcrTKD0gia/rsSMcrRHmJl+4Tbol6S+lWgdJ94E=");
    expect(signature).not.toBe("4Ov7pCI1zIOdwtV2BRMUNjz1upIlT/COTxfLhWvVurE=");
  });

  it("fail for a changed amount, another secret or a changed order of fields", () => {
    const signature = signEsewaFields(SECRET, FIELDS, NAMES);
    expect(isEsewaSignatureValid(SECRET, FIELDS, NAMES, signature)).toBe(true);
    expect(isEsewaSignatureValid(SECRET, { ...FIELDS, total_amount: "10" }, NAMES, signature)).toBe(false);
    expect(isEsewaSignatureValid("another-secret", FIELDS, NAMES, signature)).toBe(false);
    expect(
      isEsewaSignatureValid(SECRET, FIELDS, "product_code,total_amount,transaction_uuid", signature),
    ).toBe(false);
    expect(isEsewaSignatureValid(SECRET, FIELDS, NAMES, "short")).toBe(false);
  });
});

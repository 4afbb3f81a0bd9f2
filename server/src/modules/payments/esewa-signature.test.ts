import { describe, expect, it } from "vitest";
import { isEsewaSignatureValid, signEsewaFields } from "./esewa-signature.ts";

const SECRET = "8gBm/:&EnhH.1/q";
const FIELDS = { total_amount: "110", transaction_uuid: "241028", product_code: "EPAYTEST" };
const NAMES = "total_amount,transaction_uuid,product_code";

describe("eSewa ePay v2 signatures", () => {
  it("match eSewa's published example", () => {
    expect(signEsewaFields(SECRET, FIELDS, NAMES)).toBe("i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=");
  });

  it("sign the message of eSewa's other published example as an HMAC-SHA256 of it really is", () => {
    // eSewa's page prints 4Ov7pCI1zIOdwtV2BRMUNjz1upIlT/COTxfLhWvVurE= under this message, but that is not its
    // HMAC (openssl and node agree on the value below; the same string appears in eSewa's samples for other
    // amounts, so it is a placeholder). The 110/241028 example above is the one eSewa's own gateway verifies.
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

import { describe, expect, it } from "vitest";
import { errorCode } from "./error-code.ts";

describe("reading a failed call", () => {
  const failure = {
    status: 409,
    data: { success: false, code: "stock.insufficient", message: "Only 2 left" },
  };

  it("reads the server's code when it is one of the registry", () => {
    expect(errorCode(failure)).toBe("stock.insufficient");
    expect(errorCode({ status: 500, data: { code: "no.such.code" } })).toBeUndefined();
    expect(errorCode(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { errorCode } from "./error-code.ts";
import { signInAgainPath } from "./base-api.ts";

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

describe("a sign-in that has run out", () => {
  it("sends the shopper to the login page, which brings them back to the page they were on", () => {
    expect(signInAgainPath({ pathname: "/orders", search: "?tab=shipped" })).toBe(
      "/login?next=%2Forders%3Ftab%3Dshipped",
    );
    expect(signInAgainPath({ pathname: "/profile", search: "" })).toBe("/login?next=%2Fprofile");
  });

  it("stays on the pages where a 401 is part of the flow", () => {
    expect(signInAgainPath({ pathname: "/checkout/confirmation", search: "" })).toBeNull();
    expect(signInAgainPath({ pathname: "/login", search: "?next=%2Forders" })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@store/shared/error-codes";
import { connectionMessages } from "./connection-messages.ts";
import { errorMessages } from "./errors-messages.ts";
import {
  ADMIN_ONLY_ERROR_CODES,
  SHOPPER_ERROR_CODES,
  ROLE_REFUSAL,
  errorKeyOf,
  errorText,
  fieldErrorTexts,
} from "./error-text.ts";

/** A refused call as RTK Query hands it to a screen. */
const refusal = (data: object) => ({ status: 400, data });

describe("the shopper's error codes", () => {
  it("split the registry: every code is a shopper's or the admin's, never both", () => {
    const shopper = [...SHOPPER_ERROR_CODES].sort();
    const admin = Object.keys(ADMIN_ONLY_ERROR_CODES).sort();
    expect(shopper.filter((code) => admin.includes(code))).toEqual([]);
    expect([...shopper, ...admin].sort()).toEqual([...ERROR_CODES].sort());
  });

  it("each have a Nepali sentence, and the catalogue holds nothing else", () => {
    const keys = SHOPPER_ERROR_CODES.map(errorKeyOf).sort();
    expect(Object.keys(errorMessages.ne).sort()).toEqual(keys);
    for (const code of SHOPPER_ERROR_CODES)
      expect(errorMessages.ne[errorKeyOf(code)]).toMatch(/[\u0900-\u097F]/);
  });
});

describe("errorText", () => {
  const wrongPassword = refusal({
    success: false,
    code: "auth.invalid_credentials",
    message: "Invalid email or password",
  });

  it("gives a shopper's code its Nepali sentence on Nepali pages", () => {
    expect(errorText(wrongPassword, "लगइन हुन सकेन", "ne")).toBe("इमेल वा पासवर्ड मिलेन");
    expect(
      errorText(
        refusal({ code: "validation.too_many", message: "Item list must have at most 50 items" }),
        "x",
        "ne",
      ),
    ).toBe("धेरै बढी सामान दिइयो");
  });

  it("gives the server's message for a code it does not know, or an admin's", () => {
    const unknown = refusal({ code: "something.new", message: "A new refusal" });
    expect(errorText(unknown, "fallback", "ne")).toBe("A new refusal");
    const admin = refusal({ code: "refund.exceeds_paid", message: "Refund is more than was paid" });
    expect(errorText(admin, "fallback", "ne")).toBe("Refund is more than was paid");
  });

  it("gives the server's own message on English pages, whatever the code", () => {
    expect(errorText(wrongPassword, "Login failed. Please try again.", "en")).toBe(
      "Invalid email or password",
    );
    const stock = refusal({ code: "stock.insufficient", message: "Only 2 left in stock" });
    expect(errorText(stock, "fallback", "en")).toBe("Only 2 left in stock");
  });

  it("says the shopper is offline, in their language, when the call got no answer", () => {
    const dropped = { status: "FETCH_ERROR", error: "TypeError: Failed to fetch" };
    expect(errorText(dropped, "Login failed. Please try again.", "en")).toBe(connectionMessages.en.offline);
    expect(connectionMessages.en.offline).toMatch(/^You're offline\./);
    expect(errorText(dropped, "लगइन हुन सकेन", "ne")).toBe(connectionMessages.ne.offline);
    expect(errorText(new TypeError("Failed to fetch"), "fallback", "en")).toBe(connectionMessages.en.offline);
  });

  it("gives the screen's fallback when the answer has no message", () => {
    expect(errorText(undefined, "लगइन हुन सकेन", "ne")).toBe("लगइन हुन सकेन");
    expect(errorText(refusal({ code: "server.error" }), "fallback", "en")).toBe("fallback");
  });

  it("reads the server's message, or the screen's fallback (the admin's English, as base-api's errorMessage did)", () => {
    const failure = {
      status: 409,
      data: { success: false, code: "stock.insufficient", message: "Only 2 left" },
    };
    expect(errorText(failure, "Failed to add item to cart", "en")).toBe("Only 2 left");
    expect(errorText({ status: "TIMEOUT_ERROR" }, "Failed to add item to cart", "en")).toBe(
      "Failed to add item to cart",
    );
  });

  it("words the role guard's bare refusal as the role it needs, and keeps a refusal that says why", () => {
    const bare = { status: 403, data: { code: "auth.forbidden", message: "You are not allowed to do that" } };
    expect(errorText(bare, "fallback", "en")).toBe(ROLE_REFUSAL);
    expect(errorText({ status: 403, data: { code: "auth.forbidden" } }, "fallback", "en")).toBe(ROLE_REFUSAL);
    const why = refusal({ code: "auth.forbidden", message: "Only an admin can read a password reset email" });
    expect(errorText(why, "fallback", "en")).toBe("Only an admin can read a password reset email");
    expect(errorText(bare, "fallback", "ne")).toBe(errorMessages.ne["auth.forbidden"]);
  });

  it("prefers the validation catalogue's sentence, which names the field, to the code's general one", () => {
    const phone = refusal({ code: "validation.failed", message: "Phone number is invalid" });
    expect(errorText(phone, "fallback", "ne")).toBe("फोन नम्बर मिलेन");
  });
});

describe("fieldErrorTexts", () => {
  const answer = refusal({
    success: false,
    code: "validation.failed",
    message: "Name is required",
    errors: [
      { field: "name", code: "validation.required", message: "Name is required" },
      { field: "city", code: "validation.too_long", message: "City must be at most 100 characters" },
      { field: "country", code: "validation.invalid", message: "Country is not one we deliver to" },
      { field: "secret", code: "validation.required", message: "Secret is required" },
    ],
  });

  it("words each field error in Nepali: by its sentence, else by its code", () => {
    expect(fieldErrorTexts(answer, ["name", "city", "country"], "ne")).toEqual({
      name: "नाम आवश्यक छ",
      city: "सहरको नाममा बढीमा १०० अक्षर हुन सक्छ",
      country: "यो फिल्ड मान्य छैन",
    });
  });

  it("keeps the server's messages on English pages, and only the form's fields", () => {
    expect(fieldErrorTexts(answer, ["name", "country"], "en")).toEqual({
      name: "Name is required",
      country: "Country is not one we deliver to",
    });
    expect(fieldErrorTexts(refusal({ code: "server.error", message: "x" }), ["name"], "ne")).toEqual({});
  });
});

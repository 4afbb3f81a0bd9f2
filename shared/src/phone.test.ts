import { describe, expect, it } from "vitest";
import { displayPhone, nepaliMobileSchema, normaliseNepaliMobile } from "./phone.ts";

describe("Nepali mobile numbers", () => {
  it("turns every way people type one into +977 and ten digits", () => {
    for (const typed of [
      "9841234567",
      "+977-984-1234567",
      "+977 9841234567",
      "00977 984 123 4567",
      "(984) 123-4567",
      " 984 1234567 ",
    ])
      expect(normaliseNepaliMobile(typed)).toBe("+9779841234567");
    expect(normaliseNepaliMobile("9701234567")).toBe("+9779701234567");
    expect(normaliseNepaliMobile("9801234567")).toBe("+9779801234567");
  });

  it("refuses landlines, short, long, foreign and lettered numbers", () => {
    for (const typed of [
      "014412345",
      "01-4412345",
      "984123456",
      "98412345678",
      "+1 202 555 0143",
      "98412345ab",
      "",
      "+977",
      "9841234567; drop",
      "1".repeat(40),
    ])
      expect(normaliseNepaliMobile(typed)).toBeNull();
  });

  it("validates and normalises in one schema", () => {
    expect(nepaliMobileSchema.parse("984-123-4567")).toBe("+9779841234567");
    const refused = nepaliMobileSchema.safeParse("12345");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/Nepali mobile number/);
    expect(nepaliMobileSchema.safeParse("").error?.issues[0]?.message).toBe("Phone number is required");
  });

  it("shows a stored number grouped", () => {
    expect(displayPhone("+9779841234567")).toBe("+977 984-1234567");
  });
});

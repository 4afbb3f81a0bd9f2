import { describe, expect, it } from "vitest";
import { customerInfoSchema, orderCreateBodySchema } from "./checkout.ts";
import { isNepaliMobile, NEPALI_MOBILE_MESSAGE } from "./locations.ts";

const NEPAL = {
  email: "sita@example.com",
  firstName: "Sita",
  lastName: "Sharma",
  phone: "+977 980-1234567",
  country: "Nepal",
  state: "Gandaki Province",
  district: "Kaski",
  city: "Pokhara",
  ward: 6,
  address: "Lakeside 12",
};

const messages = (input: object) =>
  Object.fromEntries(
    (customerInfoSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join("."),
      issue.message,
    ]),
  );

describe("a Nepali mobile number", () => {
  it("is +977 or nothing, then 10 digits starting 96, 97 or 98, with spaces or hyphens anywhere", () => {
    for (const phone of [
      "9801234567",
      "9712345678",
      "+977 980-1234567",
      "+977-98-0123-4567",
      "980 123 4567",
      "+977 (980) 123-4567",
      "977 9801234567",
      "9611234567",
    ])
      expect(isNepaliMobile(phone), phone).toBe(true);
    for (const phone of ["980123456", "98012345678", "9551234567", "01-5544332", "+91 9801234567"])
      expect(isNepaliMobile(phone), phone).toBe(false);
  });
});

describe("the customer-info form", () => {
  it("takes a Nepal address with its district and ward", () => {
    expect(customerInfoSchema.parse(NEPAL)).toMatchObject({ district: "Kaski", ward: 6, zipCode: "" });
  });

  it("asks for the district and a Nepali mobile in Nepal, with the other fields' errors at once", () => {
    expect(messages({ ...NEPAL, district: "", phone: "+1 415 555 0100", address: "" })).toEqual({
      address: "Address is required",
      district: "District is required",
      phone: NEPALI_MOBILE_MESSAGE,
    });
    expect(messages({ ...NEPAL, ward: 0 })).toEqual({ ward: "Ward must be at least 1" });
  });

  it("keeps the storefront's rules elsewhere: no district, any phone of 10 characters", () => {
    const india = { ...NEPAL, country: "India", state: "Sikkim", city: "Gangtok", district: "", ward: null };
    expect(messages({ ...india, phone: "+91 94340 12345" })).toEqual({});
    expect(messages({ ...india, phone: "123" })).toEqual({ phone: "Phone number is invalid" });
  });
});

describe("the Nepal rules on input of the wrong shape", () => {
  it("refuse it without reading what is not there", () => {
    for (const input of [
      null,
      [],
      [[]],
      "x",
      {},
      { customer: 1 },
      { shippingAddress: [] },
      { customer: {} },
    ]) {
      expect(orderCreateBodySchema.safeParse(input).success).toBe(false);
      expect(customerInfoSchema.safeParse(input).success).toBe(false);
    }
  });
});

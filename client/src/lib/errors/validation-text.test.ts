import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  changePasswordFormSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  profileBodySchema,
  registerFormSchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
} from "@store/shared/auth";
import { NEPALI_MOBILE_MESSAGE } from "@store/shared/locations";
import { CODE_INVALID, CODE_REQUIRED } from "@store/shared/phone-auth";
import { validationMessages } from "./validation-messages.ts";
import { FIELD_KEYS, VALIDATION_KEYS, validationText } from "./validation-text.ts";
import { customerInfoSchema, EMAIL_OR_MOBILE_MESSAGE } from "@store/shared/checkout";

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const long = (length: number) => "a".repeat(length);

/** Inputs that break every rule of the account forms' schemas, one way or another. */
const BROKEN: [string, z.ZodType, unknown][] = [
  ["login, empty", loginBodySchema, { email: "", password: "" }],
  [
    "register, empty",
    registerFormSchema,
    { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  ],
  [
    "register, short and wrong",
    registerFormSchema,
    { firstName: "S", lastName: "Sharma1", email: "nope", password: "secret", confirmPassword: "other" },
  ],
  [
    "register, too long",
    registerFormSchema,
    {
      firstName: long(51),
      lastName: "Sh",
      email: "a@b.co",
      password: `Aa1${long(130)}`,
      confirmPassword: "x",
    },
  ],
  [
    "register, short password",
    registerFormSchema,
    { firstName: "Sita", lastName: "Sharma", email: "a@b.co", password: "Aa1", confirmPassword: "Aa1" },
  ],
  ["forgot, empty", forgotPasswordBodySchema, { email: "" }],
  ["reset form, empty", resetPasswordFormSchema, { password: "", confirmPassword: "" }],
  ["reset body, no token", resetPasswordBodySchema, { token: "", password: "Secret1" }],
  ["reset body, long token", resetPasswordBodySchema, { token: long(201), password: "Secret1" }],
  ["profile, empty name and bad phone", profileBodySchema, { name: "", phone: "12" }],
  [
    "profile, too long",
    profileBodySchema,
    {
      name: long(102),
      phone: `98${"0".repeat(40)}`,
      address: long(201),
      city: long(101),
      postalCode: long(21),
      country: long(61),
      state: long(101),
      district: long(101),
      ward: 1.5,
    },
  ],
  ["profile, ward low", profileBodySchema, { name: "Sita", ward: 0 }],
  ["profile, ward high", profileBodySchema, { name: "Sita", ward: 100 }],
  [
    "password change, empty",
    changePasswordFormSchema,
    { currentPassword: "", newPassword: "", confirmPassword: "" },
  ],
  [
    "password change, short and mismatched",
    changePasswordFormSchema,
    { currentPassword: "x", newPassword: "abc", confirmPassword: "abd" },
  ],
  [
    "password change, too long",
    changePasswordFormSchema,
    { currentPassword: "x", newPassword: long(129), confirmPassword: long(129) },
  ],
];

describe("the validation catalogue", () => {
  it("lists every key of the catalogue once", () => {
    expect([...VALIDATION_KEYS, ...FIELD_KEYS, "tooLong"].sort()).toEqual(
      Object.keys(validationMessages.en).sort(),
    );
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
  });

  it("keeps the shared sentence it names", () => {
    expect(validationMessages.en.nepaliMobile).toBe(NEPALI_MOBILE_MESSAGE);
    expect(validationMessages.en.codeRequired).toBe(CODE_REQUIRED);
    expect(validationMessages.en.codeInvalid).toBe(CODE_INVALID);
    expect(validationMessages.en.emailOrMobile).toBe(EMAIL_OR_MOBILE_MESSAGE);
  });

  for (const [name, schema, input] of BROKEN) {
    it(`has a Nepali sentence for each of the account forms' messages: ${name}`, () => {
      const messages = messagesOf(schema, input);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        const nepali = validationText(message, "ne");
        expect(nepali, message).not.toBe(message);
        expect(nepali).toMatch(/[\u0900-\u097F]/);
      }
    });
  }

  it("has a Nepali sentence for each of the checkout's customer information messages, too long or missing", () => {
    const tooLong = messagesOf(customerInfoSchema, {
      email: `${long(250)}@example.com`,
      firstName: long(51),
      lastName: long(51),
      phone: "9".repeat(31),
      country: "Australia",
      state: long(101),
      city: long(101),
      address: long(201),
    });
    const missing = messagesOf(customerInfoSchema, {});
    expect(tooLong).toContain("Address must be at most 200 characters");
    for (const message of [...tooLong, ...missing]) {
      const nepali = validationText(message, "ne");
      expect(nepali, message).not.toBe(message);
      expect(nepali).toMatch(/[\u0900-\u097F]/);
    }
    expect(validationText("First name must be at most 50 characters", "ne")).toBe(
      "पहिलो नाम बढीमा ५० अक्षरको हुन सक्छ",
    );
  });

  it("words a sentence in Nepali only on Nepali pages, and leaves one it does not know as it is", () => {
    expect(validationText("Email is required", "ne")).toBe("इमेल आवश्यक छ");
    expect(validationText("Email is required", "en")).toBe("Email is required");
    expect(validationText("Gift message must be at most 200 characters", "ne")).toBe(
      "Gift message must be at most 200 characters",
    );
  });
});

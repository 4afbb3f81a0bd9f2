// Every refusal names its field and says what to fix: this walks every exported schema of the shared modules,
// breaks each of their limits in turn (missing fields, wrong types, too long, too short, out of range, not an
// option, not matching a pattern) and fails on any message that is the validation library's own default.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as auth from "./auth.ts";
import * as cart from "./cart.ts";
import * as catalog from "./catalog.ts";
import * as checkout from "./checkout.ts";
import * as common from "./common.ts";
import { ERROR_CODES } from "./error-codes.ts";
import { fieldLabel, LIBRARY_DEFAULT, validationCode } from "./messages.ts";

const MODULES = { auth, cart, catalog, checkout, common };

type Schema = z.core.$ZodType;
interface Limits {
  minimum?: number;
  maximum?: number;
  format?: string;
}

/** A schema's limits, read from its checks (min and max lengths, bounds, formats and patterns). */
function limitsOf(schema: Schema): Limits {
  const limits: Limits = {};
  const def = schema._zod.def as { checks?: { _zod: { def: Record<string, unknown> } }[]; format?: string };
  if (def.format) limits.format = def.format;
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum, value, format } = check._zod.def;
    if (kind === "min_length") limits.minimum = Number(minimum);
    if (kind === "max_length") limits.maximum = Number(maximum);
    if (kind === "greater_than") limits.minimum = Number(value);
    if (kind === "less_than") limits.maximum = Number(value);
    if (kind === "string_format") limits.format = String(format);
  }
  return limits;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && "_zod" in value;

/** Values that break the schema's limits, one limit at a time (depth-limited: schemas nest). */
function violations(schema: Schema, depth = 0): unknown[] {
  if (depth > 6) return [];
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const bag = limitsOf(schema);
  const inner = (key: string) => violations(def[key] as Schema, depth + 1);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return inner("innerType");
    case "pipe":
      return [...inner("in"), ...inner("out")];
    case "string": {
      const found: unknown[] = [undefined, 42, null, ""];
      if (typeof bag.minimum === "number" && bag.minimum > 1) found.push("a".repeat(bag.minimum - 1));
      if (typeof bag.maximum === "number") found.push("a".repeat(bag.maximum + 1));
      if (bag.format) found.push("!!!", "not an email");
      return found;
    }
    case "number": {
      const found: unknown[] = [undefined, "abc", null, 1.5, Number.NaN, -1e12, 1e12];
      if (typeof bag.minimum === "number") found.push(bag.minimum - 1);
      if (typeof bag.maximum === "number") found.push(bag.maximum + 1);
      return found;
    }
    case "boolean":
      return [undefined, "yes", 1];
    case "enum":
    case "literal":
      return [undefined, "not-one-of-them", 12];
    case "array": {
      const element = violations(def.element as Schema, depth + 1);
      const found: unknown[] = [undefined, "x", [], ...element.map((value) => [value])];
      if (typeof bag.maximum === "number") found.push(Array.from({ length: bag.maximum + 1 }, () => ({})));
      return found;
    }
    case "object": {
      const shape = def.shape as Record<string, Schema>;
      const found: unknown[] = [undefined, "x", {}];
      for (const [key, field] of Object.entries(shape)) {
        for (const value of violations(field, depth + 1)) found.push({ [key]: value });
      }
      return found;
    }
    case "record":
      return [undefined, "x", { key: 42 }];
    case "union":
      return [undefined, ...(def.options as Schema[]).flatMap((option) => violations(option, depth + 1))];
    default:
      return [undefined];
  }
}

interface Found {
  schema: string;
  input: unknown;
  path: PropertyKey[];
  message: string;
}

/** Every issue message the shared schemas give for every violation. */
function walk(): Found[] {
  const found: Found[] = [];
  for (const [moduleName, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!isSchema(value)) continue;
      for (const input of violations(value)) {
        const result = z.safeParse(value, input);
        if (result.success) continue;
        for (const issue of result.error.issues)
          found.push({ schema: `${moduleName}.${name}`, input, path: issue.path, message: issue.message });
      }
    }
  }
  return found;
}

describe("validation messages", () => {
  const found = walk();

  it("walks every shared schema and finds refusals", () => {
    expect(new Set(found.map((entry) => entry.schema)).size).toBeGreaterThan(20);
    expect(found.length).toBeGreaterThan(500);
    // The limits themselves are reached (a walker that never breaks one would find nothing to fail on).
    expect(found.some((entry) => /at most 40 characters/.test(entry.message))).toBe(true);
    expect(found.some((entry) => /at most 1000/.test(entry.message))).toBe(true);
  });

  it("starts every message with the field it is about", () => {
    const nameless = found.filter((entry) => /^(Must|Should|Cannot|Too|Unknown \w+$)/.test(entry.message));
    const distinct = [
      ...new Set(nameless.map((entry) => `${entry.schema} ${entry.path.join(".")}: ${entry.message}`)),
    ];
    expect(distinct.filter((text) => !/ : /.test(text))).toEqual([]);
  });

  it("never gives the validation library's default message", () => {
    const defaults = found.filter((entry) => LIBRARY_DEFAULT.test(entry.message));
    const distinct = [
      ...new Set(defaults.map((entry) => `${entry.schema} ${entry.path.join(".")}: ${entry.message}`)),
    ];
    expect(distinct).toEqual([]);
  });

  it("names the field of every message it builds", () => {
    expect(z.string().max(40).safeParse("x".repeat(41)).error?.issues[0]?.message).toBe(
      "Value must be at most 40 characters",
    );
    expect(
      z.object({ orderId: z.string().max(40) }).safeParse({ orderId: "x".repeat(41) }).error?.issues[0]
        ?.message,
    ).toBe("Order ID must be at most 40 characters");
    expect(fieldLabel(["items", 1, "quantity"])).toBe("Quantity of item 2");
    expect(fieldLabel(["shippingAddress", "zipCode"])).toBe("Postal code");
  });

  it("keeps the product's exact English sentences where the storefront has them", () => {
    const info = checkout.customerInfoSchema.safeParse({});
    expect(info.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        "First name is required",
        "Last name is required",
        // A guest may give a Nepali mobile number instead (SHOP-API.md part 3).
        checkout.EMAIL_OR_MOBILE_MESSAGE,
        "Phone number is required",
        "State/Region is required",
        "City is required",
        "Address is required",
      ]),
    );
    expect(
      auth.registerFormSchema.safeParse({
        firstName: "Sita",
        lastName: "Rai",
        email: "sita@example.com",
        password: "Secret12",
        confirmPassword: "Secret13",
      }).error?.issues[0]?.message,
    ).toBe("Passwords do not match");
  });

  it("gives every field error a code of the registry", () => {
    const codes = new Set<string>(ERROR_CODES);
    for (const [moduleName, exports] of Object.entries(MODULES)) {
      for (const value of Object.values(exports)) {
        if (!isSchema(value)) continue;
        for (const input of violations(value)) {
          const result = z.safeParse(value, input);
          for (const issue of result.error?.issues ?? []) {
            const code = validationCode(issue as never, undefined);
            expect(codes.has(code), `${moduleName}: ${code}`).toBe(true);
          }
        }
      }
    }
    const missing = z.object({ email: z.string() }).safeParse({}).error!.issues[0]!;
    expect(validationCode(missing, undefined)).toBe("validation.required");
    const long = z.object({ orderId: z.string().max(40) }).safeParse({ orderId: "x".repeat(41) }).error!
      .issues[0]!;
    expect(validationCode(long, "x".repeat(41))).toBe("validation.too_long");
    const empty = checkout.orderCreateBodySchema.safeParse({ items: [] }).error!.issues;
    const itemsIssue = empty.find((issue) => issue.path.join(".") === "items")!;
    expect(validationCode(itemsIssue, [])).toBe("cart.empty");
  });
});

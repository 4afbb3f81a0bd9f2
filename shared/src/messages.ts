// Validation messages a person can act on. A rule with its own sentence (docs/STOREFRONT.md "Validation", or
// the schema's) keeps it; every other refusal gets a sentence built here that names the field and says what
// to fix ("Order ID must be at most 40 characters"), never the validation library's default ("Too big:
// expected string to have <=40 characters"). Installed once for the whole process (zod's `customError`) by
// importing this module, which every shared schema module does. Each field error also gets its code from the
// registry (validationCode).
import "./zod-config.ts";
import { z } from "zod";
import type { ErrorCode } from "./error-codes.ts";
import { NEPALI_MOBILE_MESSAGE } from "./locations.ts";
import { EMAIL_OR_MOBILE_MESSAGE } from "./phone.ts";

/** Field names whose words do not read well split from camelCase. */
const FIELD_LABELS: Record<string, string> = {
  items: "Item list",
  "giftWrap.enabled": "Gift wrap's enabled flag",
  "shipping.method": "Shipping method",
  "shipping.company": "Shipping company",
  "payment.method": "Payment method",
  orderId: "Order ID",
  orderNumber: "Order number",
  productId: "Product ID",
  itemId: "Cart item ID",
  cartItemId: "Cart item ID",
  methodId: "Shipping method ID",
  sessionId: "Session ID",
  "x-session-id": "The x-session-id header",
  zipCode: "Postal code",
  postalCode: "Postal code",
  cvv: "CVV",
  minPrice: "Minimum price",
  maxPrice: "Maximum price",
  inStock: "In stock",
  sub: "Subcategory",
  giftWrap: "Gift wrap",
};

const ACRONYMS: Record<string, string> = { id: "ID", url: "URL", uuid: "UUID", cvv: "CVV", ref: "reference" };

/** "shippingAddress" -> "Shipping address", "transaction_uuid" -> "Transaction UUID". */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(" ");
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "Value";
}

/** The words for the field at a path: "Order ID", "Quantity of item 2", "Value" for the whole input. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const keys = path ?? [];
  const lastName = [...keys].reverse().find((key): key is string => typeof key === "string");
  const index = keys.findLast((key): key is number => typeof key === "number");
  const dotted = keys.filter((key) => typeof key === "string").join(".");
  const name =
    lastName === undefined ? "Value" : (FIELD_LABELS[dotted] ?? FIELD_LABELS[lastName] ?? humanise(lastName));
  if (index === undefined) return name;
  if (lastName === undefined || keys.lastIndexOf(lastName) < keys.lastIndexOf(index))
    return lastName === "items" ? `Item ${index + 1}` : `Item ${index + 1} of ${name.toLowerCase()}`;
  return `${name} of item ${index + 1}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  date: "a date",
  null: "null",
};

function listOf(values: readonly unknown[]): string {
  const words = values.map((value) => (typeof value === "string" ? value : JSON.stringify(value)));
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

type RawIssue = z.core.$ZodRawIssue;

/** No value at all: absent, null, or text of nothing but spaces. */
export const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && !value.trim());

/** The sentence for an issue its schema gave no message for. */
export function issueMessage(issue: RawIssue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case "invalid_type": {
      if (isMissing(issue.input)) return `${label} is required`;
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    }
    case "too_big": {
      const limit = Number(issue.maximum);
      const at = issue.inclusive === false ? "less than" : "at most";
      if (issue.origin === "string") return `${label} must be ${at} ${limit} characters`;
      if (issue.origin === "array" || issue.origin === "set")
        return `${label} must have ${at} ${limit} items`;
      return `${label} must be ${at} ${limit}`;
    }
    case "too_small": {
      const limit = Number(issue.minimum);
      const at = issue.inclusive === false ? "more than" : "at least";
      if (issue.origin === "string")
        return limit <= 1 && issue.inclusive !== false
          ? `${label} is required`
          : `${label} must be ${at} ${limit} characters`;
      if (issue.origin === "array" || issue.origin === "set")
        return limit <= 1 && issue.inclusive !== false
          ? `${label} needs at least one item`
          : `${label} must have ${at} ${limit} items`;
      return `${label} must be ${at} ${limit}`;
    }
    case "invalid_format": {
      if (issue.format === "email") return `${label} must be a valid email address`;
      if (issue.format === "regex" && "pattern" in issue)
        return `${label} must match the pattern ${issue.pattern}`;
      if (issue.format === "starts_with" && "prefix" in issue)
        return `${label} must start with "${issue.prefix}"`;
      if (issue.format === "ends_with" && "suffix" in issue)
        return `${label} must end with "${issue.suffix}"`;
      if (issue.format === "includes" && "includes" in issue)
        return `${label} must contain "${issue.includes}"`;
      return `${label} must be a valid ${issue.format}`;
    }
    case "not_multiple_of":
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case "invalid_value":
      return issue.values.length === 1
        ? `${label} must be ${listOf(issue.values)}`
        : `${label} must be one of ${listOf(issue.values)}`;
    case "unrecognized_keys":
      return `Remove the unknown field${issue.keys.length === 1 ? "" : "s"} ${listOf(issue.keys)}`;
    case "invalid_key":
      return `${label} has a key that is not allowed`;
    case "invalid_element":
      return `${label} has a value that is not allowed`;
    case "invalid_union":
      return `${label} is not in any of the accepted forms`;
    default:
      return `${label} is not valid`;
  }
}

z.config({ customError: (issue) => issueMessage(issue) });

/**
 * A schema's `error` for "this field is required" (the product's sentences, docs/STOREFRONT.md): given only
 * when the value is missing or empty, so a value of the wrong type, not among the options, or over a limit
 * without its own message still gets a sentence about that.
 */
export const whenMissing =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    isMissing(issue.input) ? message : undefined;

/**
 * The product's sentences that name a refusal reason of its own (docs/ERRORS.md: every refusal reason has its
 * own code). Those sentences are part of the product and do not change, so they can key their codes.
 */
const SENTENCE_CODES: Record<string, ErrorCode> = {
  "Your cart is empty": "cart.empty",
  "Please select a shipping method": "shipping.method_required",
  "Please select a payment method": "payment.method_required",
  "Passwords do not match": "validation.passwords_mismatch",
  "New passwords do not match": "validation.passwords_mismatch",
  "Minimum price cannot exceed maximum price": "validation.price_range",
  // A phone that breaks the Nepal address's own pattern, like one breaking the storefront's
  // (docs/STOREFRONT.md).
  [NEPALI_MOBILE_MESSAGE]: "validation.invalid_format",
  // A guest with neither an email nor a Nepali mobile number: the email is what is missing.
  [EMAIL_OR_MOBILE_MESSAGE]: "validation.required",
};

/** How the validation library's own English messages begin (zod 4's, and zod 3's): none may reach a person. */
export const LIBRARY_DEFAULT =
  /^(Too big:|Too small:|Invalid input|Invalid option|Invalid string|Invalid (type|enum|literal|union|key|element)\b|Expected \w+, received|Required$|Unrecognized key)/;

/** What a finalised zod issue carries (zod's own, or fastify-type-provider-zod's copy of it). */
export interface IssueSummary {
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  expected?: string;
}

/**
 * The registry code of a field error. `value` is the input at the issue's path (zod drops it from the finished
 * issue): a missing value (absent, null or blank) is `validation.required` whatever its expected type.
 */
export function validationCode(issue: IssueSummary, value: unknown): ErrorCode {
  const sentence = SENTENCE_CODES[issue.message];
  if (sentence) return sentence;
  if ((issue.code === "invalid_type" || issue.code === "invalid_value") && isMissing(value))
    return "validation.required";
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "int" && typeof value === "number"
        ? "validation.not_integer"
        : "validation.invalid_type";
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? "validation.required" : "validation.too_short";
      if (issue.origin === "array" || issue.origin === "set") return "validation.too_few";
      return "validation.too_small";
    case "too_big":
      if (issue.origin === "string") return "validation.too_long";
      if (issue.origin === "array" || issue.origin === "set") return "validation.too_many";
      return "validation.too_large";
    case "invalid_format":
      return issue.format === "email" ? "validation.invalid_email" : "validation.invalid_format";
    case "invalid_value":
      return "validation.invalid_option";
    default:
      return "validation.invalid";
  }
}

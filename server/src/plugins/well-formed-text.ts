// Text the databases cannot store is refused before any query sees it: a NUL (PostgreSQL's text cannot hold
// U+0000) and ill-formed Unicode, that is a lone UTF-16 surrogate in a JSON string ("\ud800") or a percent-encoding
// in the address that is not UTF-8 ("%ED%A0%80", "%FF"). Prisma cannot encode a lone surrogate and failed with a
// 500; no shop text needs either. Pure functions: the security plugin asks them about every API request.
import type { ErrorCode } from "@store/shared/error-codes";

/** What is wrong with a piece of text, as the shopper or API client should read it. */
export type TextFault = "nul" | "ill-formed";

export interface FaultyText {
  /** Where the text is: `query`, `path`, or a body field such as `items.0.color`. */
  field: string;
  fault: TextFault;
}

export const TEXT_FAULT_CODES = {
  nul: "request.nul_character",
  "ill-formed": "request.ill_formed_text",
} as const satisfies Record<TextFault, ErrorCode>;

export const TEXT_FAULT_MESSAGES: Record<TextFault, string> = {
  nul: "Text may not contain NUL characters",
  "ill-formed": "Text must be valid Unicode: remove the broken character",
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The fault of one string, if it has one. */
export function textFault(text: string): TextFault | undefined {
  if (text.includes("\u0000")) return "nul";
  if (LONE_SURROGATE.test(text)) return "ill-formed";
  return undefined;
}

/**
 * The first faulty string in a parsed JSON body, keys included, with its field path. Walked without recursion:
 * bodies may be nested 100,000 deep.
 */
export function faultyTextInBody(body: unknown): FaultyText | undefined {
  const pending: { value: unknown; field: string }[] = [{ value: body, field: "" }];
  while (pending.length > 0) {
    const { value, field } = pending.pop()!;
    if (typeof value === "string") {
      const fault = textFault(value);
      if (fault) return { field: field || "body", fault };
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        const path = field ? `${field}.${key}` : key;
        const keyFault = textFault(key);
        if (keyFault) return { field: path, fault: keyFault };
        pending.push({ value: inner, field: path });
      }
    }
  }
  return undefined;
}

const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * The fault of a raw request address (path and query as sent): a NUL, raw or as %00, or a run of percent-escapes
 * that does not decode as UTF-8 (decodeURIComponent refuses encoded surrogates and stray bytes alike). A `%`
 * not followed by two hex digits is left alone: the query parser keeps it as a literal character.
 */
export function faultyTextInAddress(url: string): FaultyText | undefined {
  const queryAt = url.indexOf("?");
  const parts = [
    { field: "path", text: queryAt === -1 ? url : url.slice(0, queryAt) },
    { field: "query", text: queryAt === -1 ? "" : url.slice(queryAt + 1) },
  ];
  for (const { field, text } of parts) {
    if (text.includes("\u0000") || /%00/.test(text)) return { field, fault: "nul" };
    for (const run of text.match(PERCENT_RUN) ?? []) {
      try {
        decodeURIComponent(run);
      } catch {
        return { field, fault: "ill-formed" };
      }
    }
  }
  return undefined;
}

// How a text message leaves: through Sparrow SMS or Aakash SMS, one HTTP POST of the provider's form to its send
// endpoint, the answer sorted into what the store does about it (SHOP-API.md part 3, "Phone numbers and SMS"):
//   sent            the provider queued it for delivery;
//   invalid_number  the provider refuses the number: failed at once, never retried;
//   no_credit       the account has no credit left: retried later, and the admins' SMS log warns (lowCredit);
//   provider_error  any other refusal, or a 5xx or an answer that is not the provider's: retried;
//   network         no answer (refused connection, timeout): retried.
// Both providers take the same path; only the address, the form's field names and how the answer reads differ.
// With SMS_PROVIDER=emulator there is no transport: the sender keeps the text as captured for /dev/sms.
import type { SmsErrorCode } from "@store/shared/admin/sms";
import type { AppConfig } from "../../config.ts";

export type SmsSendResult =
  { ok: true; answer: string } | { ok: false; errorCode: SmsErrorCode; answer: string };

export interface SmsTransport {
  readonly provider: "sparrow" | "aakash";
  /** Sends `text` to `to` (E.164 `+9779…`); never throws: a failure is a result with its code. */
  send(to: string, text: string): Promise<SmsSendResult>;
}

/** How long the store waits for the provider's answer before the attempt counts as a network failure. */
export const SMS_SEND_TIMEOUT_MS = 15_000;
/** How much of the provider's answer the outbox keeps. */
export const PROVIDER_ANSWER_LIMIT = 500;

/** Both providers take the 10-digit national number (98XXXXXXXX), not E.164. */
export const nationalNumber = (e164: string) => e164.replace(/^\+977/, "");

interface ProviderAnswer {
  status: number;
  body: string;
  json: unknown;
}

interface ProviderShape {
  url: string;
  form(to: string, text: string): Record<string, string>;
  /** The answer's meaning: null when the message was queued for delivery, else why not. */
  refusal(answer: ProviderAnswer): SmsErrorCode | null;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Sparrow SMS, API v2 (docs.sparrowsms.com, "Send SMS"): token, from, to, text. 200 with response_code 200 is
 * queued; 403 with response_code 1007 (Invalid Receiver) or 1011 (No valid receiver) is the number, 1012 (No
 * Credits Available) or 1013 (Insufficient Credits) the credit; 1000–1010 the store's settings (token, IP,
 * sender, account).
 */
function sparrow(config: AppConfig["sms"]["sparrow"]): ProviderShape {
  return {
    url: config.url,
    form: (to, text) => ({ token: config.token, from: config.from, to: nationalNumber(to), text }),
    refusal({ status, json }) {
      const code = Number(record(json).response_code);
      if (status === 200 && code === 200) return null;
      if (code === 1007 || code === 1011) return "invalid_number";
      if (code === 1012 || code === 1013) return "no_credit";
      return "provider_error";
    },
  };
}

/**
 * Aakash SMS, API v3 (POST /sms/v3/send): auth_token, to, text. `{"error": false, "data": {"valid": [...],
 * "invalid": [...]}}`: queued when the number is among the valid ones, refused when only among the invalid;
 * `{"error": true, "message": ...}`: "Not enough balance." is the credit, an invalid number's message the
 * number, any other (the token, a missing field) the store's settings.
 */
function aakash(config: AppConfig["sms"]["aakash"]): ProviderShape {
  return {
    url: config.url,
    form: (to, text) => ({ auth_token: config.token, to: nationalNumber(to), text }),
    refusal({ status, json }) {
      const answer = record(json);
      if (status >= 500 || typeof answer.error !== "boolean") return "provider_error";
      const message = String(answer.message ?? "");
      if (answer.error) {
        if (/balance|credit/i.test(message)) return "no_credit";
        if (/(invalid|no valid).*(number|mobile|receiver)/i.test(message)) return "invalid_number";
        return "provider_error";
      }
      const data = record(answer.data);
      const valid = Array.isArray(data.valid) ? data.valid : [];
      const invalid = Array.isArray(data.invalid) ? data.invalid : [];
      if (valid.length > 0) return null;
      return invalid.length > 0 ? "invalid_number" : "provider_error";
    },
  };
}

/** The provider's answer as the outbox keeps it: any copy of the text taken out (it may be a code), shortened. */
export function keptAnswer(body: string, text: string): string {
  let kept = body;
  try {
    kept = JSON.stringify(withoutTexts(JSON.parse(body)));
  } catch {
    // Not JSON: kept as it came, the text cut out below.
  }
  if (text) kept = kept.split(text).join("[text]");
  return kept.length > PROVIDER_ANSWER_LIMIT ? `${kept.slice(0, PROVIDER_ANSWER_LIMIT - 1)}…` : kept;
}

function withoutTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTexts);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === "text" ? "[text]" : withoutTexts(item)]),
    );
  return value;
}

export function createHttpSmsTransport(
  provider: SmsTransport["provider"],
  shape: ProviderShape,
  timeoutMs = SMS_SEND_TIMEOUT_MS,
): SmsTransport {
  return {
    provider,
    async send(to, text) {
      let response: Response;
      let body: string;
      try {
        response = await fetch(shape.url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams(shape.form(to, text)).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "unreachable";
        const cause =
          error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
        return { ok: false, errorCode: "network", answer: keptAnswer(`${provider} ${reason}${cause}`, text) };
      }
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      const answer = keptAnswer(`HTTP ${response.status} ${body}`.trim(), text);
      const refusal = shape.refusal({ status: response.status, body, json });
      return refusal ? { ok: false, errorCode: refusal, answer } : { ok: true, answer };
    },
  };
}

/** The configured provider's transport, or null for the emulator (texts are captured). */
export function createSmsTransport(config: AppConfig, timeoutMs?: number): SmsTransport | null {
  switch (config.sms.provider) {
    case "emulator":
      return null;
    case "sparrow":
      return createHttpSmsTransport("sparrow", sparrow(config.sms.sparrow), timeoutMs);
    case "aakash":
      return createHttpSmsTransport("aakash", aakash(config.sms.aakash), timeoutMs);
  }
}

// eSewa ePay v2 behind the one contract. start signs the form the shopper's browser posts to eSewa (HMAC-SHA256
// over total_amount,transaction_uuid,product_code) and the attempt is recorded under its transaction_uuid; confirm
// asks eSewa's status check, never the shopper's browser, and reads each status eSewa documents: COMPLETE pays,
// PENDING and AMBIGUOUS wait, NOT_FOUND and CANCELED fail the attempt, and on a paid attempt FULL_REFUND,
// PARTIAL_REFUND and CANCELED (reversed) are refunds made at eSewa. refund.ts gives money back.
import crypto from "node:crypto";
import { signEsewaFields } from "../../esewa-signature.ts";
import type { Attempt, GatewayVerdict, PaymentProvider } from "../provider.ts";
import { refundAtEsewa } from "./refund.ts";
import { checkEsewaStatus } from "./status.ts";

export { ESEWA_REFUND_SIGNED_FIELDS } from "./refund.ts";

const REQUEST_SIGNED_FIELDS = "total_amount,transaction_uuid,product_code";

/** What the shopper's browser posts to eSewa: the form's action and its signed fields. */
export interface EsewaForm {
  paymentUrl: string;
  formData: Record<string, string>;
}

/** What the status page says while eSewa has not settled a payment (PENDING, AMBIGUOUS). */
export const NOT_CONFIRMED_YET =
  "eSewa has not confirmed this payment yet. Its status will be checked again.";

/** What the status page says of an attempt eSewa ended, by why; also the attempt's recorded reason. */
export const ESEWA_FAILED_MESSAGES = {
  expired: "The eSewa session expired before the payment was made. You can try again.",
  canceled: "eSewa cancelled this payment. You can try again.",
} as const;

/**
 * eSewa answers NOT_FOUND for a transaction it has not seen yet too: the shopper may still be on the way to its
 * login page. Its documentation has the merchant ask when no answer came "within five minutes", so only an
 * attempt older than that is taken as terminated (a shopper's cancel is recorded at once by the failure return).
 */
export const ESEWA_ANSWER_WAIT_MS = 5 * 60_000;

/** eSewa's status of a paid attempt, as a refund made at eSewa, or null when it says none. */
function refundSeen(status: string): GatewayVerdict | null {
  switch (status) {
    case "FULL_REFUND":
      return { state: "refunded", whole: true, reason: "Refunded in full at eSewa" };
    case "CANCELED":
      return { state: "refunded", whole: true, reason: "Reversed by eSewa" };
    case "PARTIAL_REFUND":
      // eSewa's status check reports no amount: recorded as unreported (settle.ts).
      return {
        state: "refunded",
        whole: false,
        reason: "Partially refunded at eSewa (eSewa does not report the amount)",
      };
    default:
      return null;
  }
}

/** What eSewa's status means for an attempt not yet paid. */
function verdictOn(attempt: Attempt, status: string, refId: string | null): GatewayVerdict {
  switch (status) {
    case "COMPLETE":
      // eSewa answers for the uuid and the total the store asked about: the attempt's own.
      return { state: "paid", amount: attempt.amount, transactionId: refId ?? "" };
    case "PENDING":
    case "AMBIGUOUS":
      return { state: "pending", said: status };
    case "NOT_FOUND": {
      const young = Date.now() - attempt.createdAt.getTime() < ESEWA_ANSWER_WAIT_MS;
      if (young && attempt.status === "pending") return { state: "unknown", said: status };
      return { state: "failed", outcome: "expired", reason: ESEWA_FAILED_MESSAGES.expired, said: status };
    }
    case "CANCELED":
      return { state: "failed", outcome: "canceled", reason: ESEWA_FAILED_MESSAGES.canceled, said: status };
    default:
      // UNREACHABLE, an answer the store cannot read, or a refund of a payment it never took: nothing changes.
      return { state: "unknown", said: status };
  }
}

export const esewaProvider: PaymentProvider<EsewaForm> = {
  method: "esewa",
  kind: "redirect",
  refunds: "gateway",

  async start(app, order, returnTo) {
    const { esewa, publicUrl } = app.config;
    const transactionUuid = `${order.orderNumber}-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
    const page = (outcome: "success" | "failure") => {
      const target = new URL(`/checkout/esewa/${outcome}`, publicUrl);
      target.searchParams.set("orderId", order.orderNumber);
      return target.toString();
    };
    const fields = {
      amount: String(order.total),
      tax_amount: "0",
      total_amount: String(order.total),
      transaction_uuid: transactionUuid,
      product_code: esewa.productCode,
      product_service_charge: "0",
      product_delivery_charge: "0",
      success_url: returnTo?.success ?? page("success"),
      failure_url: returnTo?.failure ?? page("failure"),
      signed_field_names: REQUEST_SIGNED_FIELDS,
    };
    const signature = signEsewaFields(esewa.secretKey, fields, REQUEST_SIGNED_FIELDS);
    return {
      reference: transactionUuid,
      answer: { paymentUrl: esewa.formUrl, formData: { ...fields, signature } },
    };
  },

  async confirm(app, attempt) {
    const { status, refId } = await checkEsewaStatus(app, {
      productCode: app.config.esewa.productCode,
      totalAmount: String(attempt.amount),
      transactionUuid: attempt.transactionUuid!,
    });
    if (attempt.status === "completed") return refundSeen(status) ?? { state: "unknown", said: status };
    return verdictOn(attempt, status, refId);
  },

  refund: refundAtEsewa,
};

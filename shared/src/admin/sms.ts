// The SMS log (GET /api/admin/sms, SHOP-API.md part 3): each text message of the notifications outbox, what it
// is, how long, whether it left, and the provider's answer; a failed one can be sent again.
import { z } from "zod";
import { dataAnswerSchema } from "../common.ts";
import { pagePlaceFields, pageQueryFields } from "../paging.ts";

export const SMS_KINDS = [
  "sign_in_code",
  "order_placed",
  "shipped",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "refunded",
  "back_in_stock",
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** queued: waiting (or waiting to retry); sent; captured: kept by the emulator (SMS_PROVIDER=emulator); failed. */
export const SMS_STATUSES = ["queued", "sent", "captured", "failed"] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** Why an attempt failed: the provider's answer sorted into what the store does about it. */
export const SMS_ERROR_CODES = ["invalid_number", "no_credit", "provider_error", "network"] as const;
export type SmsErrorCode = (typeof SMS_ERROR_CODES)[number];

export const smsListQuerySchema = z.object({
  status: z.enum(SMS_STATUSES, { error: `Status must be one of ${SMS_STATUSES.join(", ")}` }).optional(),
  /** Part of the number, as typed (98…, +977…) or of the message's kind. */
  search: z.string().trim().max(30, "Search must be at most 30 characters").optional(),
  ...pageQueryFields(50),
});
export type SmsListQuery = z.infer<typeof smsListQuerySchema>;

export const smsMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  kind: z.enum(SMS_KINDS),
  status: z.enum(SMS_STATUSES),
  segments: z.number().int(),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  errorCode: z.enum(SMS_ERROR_CODES).nullable(),
  /** The provider's own answer to the last attempt (its JSON or text, shortened). */
  providerAnswer: z.string().nullable(),
  createdAt: z.string(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const smsListAnswerSchema = dataAnswerSchema({
  messages: z.array(smsMessageSchema),
  ...pagePlaceFields(),
  /** The provider said it has no credit left for a message still waiting: top the account up. */
  lowCredit: z.boolean(),
});

/** POST /api/admin/sms/:id/resend: the message's id. */
export const smsIdParamsSchema = z.object({
  id: z.string().trim().min(1, "Id is required").max(64, "Id must be at most 64 characters"),
});

/** POST /api/admin/sms/:id/resend answers the message, queued again. */
export const smsResendAnswerSchema = dataAnswerSchema({ message: smsMessageSchema });
export type SmsListAnswer = z.infer<typeof smsListAnswerSchema>;

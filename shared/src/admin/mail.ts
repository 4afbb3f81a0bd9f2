// The mail viewer (GET /api/admin/mail): the outbox's messages, what each is, and whether it has left.
import { z } from "zod";
import { pageAnswerSchema, pageQueryFields } from "../paging.ts";

export const MAIL_TEMPLATES = [
  "welcome",
  "order_placed",
  "payment_received",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
  "password_reset",
  "email_code",
  "back_in_stock",
] as const;

/** queued: waiting (or waiting to retry); sent; captured: kept here, as no SMTP_URL is set; failed: given up. */
export const MAIL_STATUSES = ["queued", "sent", "captured", "failed"] as const;

export const mailListQuerySchema = z.object({
  to: z.string().trim().max(254, "To must be at most 254 characters").optional(),
  template: z
    .enum(MAIL_TEMPLATES, { error: `Template must be one of ${MAIL_TEMPLATES.join(", ")}` })
    .optional(),
  status: z.enum(MAIL_STATUSES, { error: `Status must be one of ${MAIL_STATUSES.join(", ")}` }).optional(),
  ...pageQueryFields(50),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailSummarySchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.enum(MAIL_TEMPLATES),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailListAnswerSchema = pageAnswerSchema("messages", mailSummarySchema);

export const mailIdParamsSchema = z.object({
  id: z.string().trim().min(1, "Id is required").max(64, "Id must be at most 64 characters"),
});

export const mailMessageSchema = mailSummarySchema.extend({ html: z.string(), text: z.string() });
export type MailMessageView = z.infer<typeof mailMessageSchema>;

export const mailMessageAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ message: mailMessageSchema }),
});

// "Notify me when it's back" (SHOP-API.md part 3, "Back in stock"): a request for one alert, by email or SMS,
// when a sold-out variant has stock again.
import "./zod-config.ts";
import { z } from "zod";
import { emailSchema } from "./auth.ts";
import { nepaliMobileSchema } from "./phone.ts";

export const CONTACT_REQUIRED = "Enter an email address or a mobile number";
export const ONE_CONTACT = "Enter an email address or a mobile number, not both";

/** POST /api/products/:id/notify: guests too; 409 stock.available when the variant is in stock. */
export const stockAlertBodySchema = z
  .object({
    variantId: z.string({ error: "Variant is required" }).trim().min(1, "Variant is required").max(64),
    email: emailSchema.optional(),
    phone: nepaliMobileSchema.optional(),
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: CONTACT_REQUIRED,
    path: ["email"],
  })
  .refine((body) => body.email === undefined || body.phone === undefined, {
    message: ONE_CONTACT,
    path: ["phone"],
  });
export type StockAlertBody = z.infer<typeof stockAlertBodySchema>;

export const stockAlertSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  channel: z.enum(["email", "sms"]),
  /** The email address, or the number in E.164. */
  contact: z.string(),
  status: z.enum(["pending", "sent", "unsubscribed"]),
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

/** GET /api/notify/unsubscribe?token=…: the alert link's token. */
export const stockAlertUnsubscribeQuerySchema = z.object({
  token: z.string({ error: "The unsubscribe link is incomplete" }).trim().min(1).max(200),
});

/**
 * The answer (201): the request, new or the one already waiting for this variant and contact, renewed; the same
 * answer either way, so it never tells whether a contact was already waiting. Asking again after an alert was
 * sent or unsubscribed makes that request wait again.
 */
export const stockAlertAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ request: stockAlertSchema }),
});
export type StockAlertAnswer = z.infer<typeof stockAlertAnswerSchema>;

/**
 * How many variants one email address or number may wait for at once: past it, 409 notify.too_many_pending, so
 * nobody can sign a stranger up for a flood of alerts.
 */
export const MAX_PENDING_ALERTS_PER_CONTACT = 20;

/** The storefront page the unsubscribe link lands on; `?status=invalid` for a token the store does not know. */
export const STOCK_ALERT_UNSUBSCRIBED_PAGE = "/notify/unsubscribed";
export const STOCK_ALERT_UNSUBSCRIBE_STATUSES = ["done", "invalid"] as const;
export type StockAlertUnsubscribeStatus = (typeof STOCK_ALERT_UNSUBSCRIBE_STATUSES)[number];

/** The short path an alert's unsubscribe link takes (it fits an SMS); it redirects to the unsubscribe call. */
export const STOCK_ALERT_SHORT_LINK_PREFIX = "/n/";

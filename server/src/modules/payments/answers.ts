// What every payment route shares: the body fields they read and the paid answer they give.
import { z } from "zod";
import { orderSchema, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod } from "@store/shared/checkout";
import type { Database } from "../../db/client.ts";
import { SHOPPER_SECURITY, failureAnswers } from "../../plugins/route-docs.ts";
import { orderInclude, presentOrder } from "../orders/present.ts";

export const tags = ["payments"];
export const security = SHOPPER_SECURITY;
export const failures = failureAnswers(400, 401, 402, 404, 409, 429);

export const orderRef = z.string({ error: "Order ID not found" }).trim().min(1, "Order ID not found").max(64);
export const amount = z
  .number({ error: "Amount must be a whole number of rupees" })
  .int("Amount must be a whole number of rupees");

const paymentSchema = z.object({
  transactionId: z.string(),
  amount: z.number().int(),
  status: z.literal("completed"),
  method: z.enum(PAYMENT_METHODS),
});

export const paidAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ payment: paymentSchema, order: orderSchema }),
});

/** The paid order and its completed payment, as every payment call answers (a replay too). */
export async function paidAnswerFor(db: Database, orderId: string) {
  const row = await db.order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude });
  const payment = await db.payment.findFirstOrThrow({ where: { orderId, status: "completed" } });
  return {
    payment: {
      transactionId: payment.transactionId ?? "",
      amount: payment.amount,
      status: "completed" as const,
      method: payment.method as PaymentMethod,
    },
    order: presentOrder(row),
  };
}

/** A redirect gateway's status call: the order's payment status after asking the gateway again. */
export const paymentStatusAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.enum(PAYMENT_STATUSES),
    message: z.string(),
    /** The gateway's transaction id once paid. */
    transactionId: z.string().nullable(),
    order: orderSchema,
  }),
});

export async function paymentStatusFor(
  db: Database,
  method: PaymentMethod,
  refreshed: { orderId: string; status: string; message: string },
) {
  const row = await db.order.findUniqueOrThrow({ where: { id: refreshed.orderId }, include: orderInclude });
  const paid = await db.payment.findFirst({
    where: { orderId: refreshed.orderId, method, status: "completed" },
  });
  return {
    success: true as const,
    data: {
      status: refreshed.status as (typeof PAYMENT_STATUSES)[number],
      message: refreshed.message,
      transactionId: paid?.transactionId ?? null,
      order: presentOrder(row),
    },
  };
}

/** The client's page for a redirect gateway's outcome, on the store's own origin. */
export function returnPage(
  publicUrl: string,
  method: PaymentMethod,
  page: "success" | "failure",
  orderNumber: string | null,
  reason?: string,
): string {
  const target = new URL(`/checkout/${method}/${page}`, publicUrl);
  if (orderNumber) target.searchParams.set("orderId", orderNumber);
  if (reason) target.searchParams.set("reason", reason);
  return target.toString();
}

// The mail outbox: an email is a row written in the transaction of the event it tells of (an order and its
// email commit together, or neither), and leaves later with the sender job (sender.ts). Writing a row never
// talks to a mail server, so mail can neither slow down nor fail an order.
import type { Database, Transaction } from "../../db/client.ts";

export type MailTemplate =
  | "welcome"
  | "order_placed"
  | "payment_received"
  | "shipped"
  | "delivered"
  | "cancelled"
  | "refunded"
  | "password_reset"
  | "email_code"
  | "back_in_stock";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: MailTemplate;
}

export async function enqueueMail(tx: Transaction | Database, message: MailMessage): Promise<void> {
  await tx.mailOutbox.create({ data: { ...message, status: "queued" } });
}

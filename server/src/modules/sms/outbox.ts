// Text messages join the notifications outbox (the mail outbox's table, channel "sms"): a message is a row
// written in the transaction of the event it tells of, and leaves later with the sender job, so SMS can neither
// slow down nor fail an order. Its length in segments is counted when it is written.
import type { SmsKind } from "@store/shared/admin/sms";
import { smsLength } from "@store/shared/sms";
import type { Database, Transaction } from "../../db/client.ts";

export interface SmsMessage {
  /** A Nepali mobile number in E.164 (`+9779…`). */
  to: string;
  kind: SmsKind;
  text: string;
}

export async function enqueueSms(tx: Transaction | Database, message: SmsMessage): Promise<void> {
  await tx.mailOutbox.create({
    data: {
      channel: "sms",
      to: message.to,
      subject: "",
      html: "",
      text: message.text,
      template: message.kind,
      segments: smsLength(message.text).segments,
      status: "queued",
    },
  });
}

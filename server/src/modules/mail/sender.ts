// The sender job of the notifications outbox: claims due rows of both channels one guarded update at a time (so
// two replicas never send one row twice), sends an email through SMTP and a text through the SMS provider
// (sms/transport.ts), and marks it sent; a failure is recorded and retried after a growing pause, but a number
// the provider refuses fails at once. Everything lives in the row, so a restart carries on where the last
// process stopped.
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createSmsTransport, type SmsTransport } from "../sms/transport.ts";

/** Pauses before the 2nd, 3rd, … attempt: 1, 5, 25 minutes, then 2 hours each; after MAX_ATTEMPTS, given up. */
export const RETRY_PAUSES_MINUTES = [1, 5, 25, 120, 120];
export const MAX_ATTEMPTS = RETRY_PAUSES_MINUTES.length + 1;
/** How long a claim holds a row: a replica that dies mid-send lets another take it after this. */
export const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH = 20;

export function retryPauseMs(attempts: number): number {
  const index = Math.min(attempts, RETRY_PAUSES_MINUTES.length) - 1;
  return RETRY_PAUSES_MINUTES[Math.max(index, 0)]! * 60_000;
}

/** Sends one message; null transport means no SMTP_URL: the message is captured for the mail viewer. */
export type MailTransport = Pick<Transporter, "sendMail" | "close"> | null;

export function createMailTransport(config: AppConfig): MailTransport {
  if (!config.mail.smtpUrl) return null;
  // Timeouts so a silent server fails the attempt (and it is retried) instead of holding the job.
  const url = new URL(config.mail.smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

export interface SendOptions {
  /** This sender's name in claimedBy (a replica's own). */
  workerId?: string;
  now?: () => Date;
  /** How texts leave; by default the configured provider's (null: the emulator captures them). */
  sms?: SmsTransport | null;
}

type OutboxRow = Awaited<ReturnType<Database["mailOutbox"]["findUniqueOrThrow"]>>;

/** Sends every due message of both channels once. Returns how many this call sent or captured. */
export async function sendDueMail(
  config: AppConfig,
  db: Database,
  transport: MailTransport,
  { workerId = randomUUID(), now = () => new Date(), sms = createSmsTransport(config) }: SendOptions = {},
): Promise<number> {
  let done = 0;
  const at = now();
  const due = await db.mailOutbox.findMany({
    where: {
      status: "queued",
      nextAttemptAt: { lte: at },
      OR: [{ claimedUntil: null }, { claimedUntil: { lt: at } }],
    },
    orderBy: { nextAttemptAt: "asc" },
    select: { id: true },
    take: BATCH,
  });
  for (const { id } of due) {
    const claimTime = now();
    // The claim: only one sender's update matches a row that is due and not held by a live claim.
    const claimed = await db.mailOutbox.updateMany({
      where: {
        id,
        status: "queued",
        nextAttemptAt: { lte: claimTime },
        OR: [{ claimedUntil: null }, { claimedUntil: { lt: claimTime } }],
      },
      data: { claimedUntil: new Date(claimTime.getTime() + CLAIM_LEASE_MS), claimedBy: workerId },
    });
    if (claimed.count !== 1) continue;
    const message = await db.mailOutbox.findUniqueOrThrow({ where: { id } });
    if (message.channel === "sms") {
      if (await sendText(db, message, sms, now)) done += 1;
      continue;
    }
    if (!transport) {
      await db.mailOutbox.update({
        where: { id },
        data: { status: "captured", sentAt: now(), attempts: message.attempts + 1, claimedUntil: null },
      });
      done += 1;
      continue;
    }
    try {
      await transport.sendMail({
        from: config.mail.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      await db.mailOutbox.update({
        where: { id },
        data: {
          status: "sent",
          sentAt: now(),
          attempts: message.attempts + 1,
          claimedUntil: null,
          lastError: null,
          // A sent credential (a reset link, an email code) is nothing anyone needs to read again: it leaves.
          ...SENT_CREDENTIAL_REDACTED[message.template],
        },
      });
      done += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      await db.mailOutbox.update({
        where: { id },
        data: {
          attempts,
          claimedUntil: null,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          ...(attempts >= MAX_ATTEMPTS
            ? { status: "failed" }
            : { nextAttemptAt: new Date(now().getTime() + retryPauseMs(attempts)) }),
        },
      });
    }
  }
  return done;
}

/** Sends one claimed text; true when it left (or the emulator captured it). */
async function sendText(
  db: Database,
  message: OutboxRow,
  transport: SmsTransport | null,
  now: () => Date,
): Promise<boolean> {
  const attempts = message.attempts + 1;
  if (!transport) {
    await db.mailOutbox.update({
      where: { id: message.id },
      data: { status: "captured", sentAt: now(), attempts, claimedUntil: null, errorCode: null },
    });
    return true;
  }
  const result = await transport.send(message.to, message.text);
  if (result.ok) {
    await db.mailOutbox.update({
      where: { id: message.id },
      data: {
        status: "sent",
        sentAt: now(),
        attempts,
        claimedUntil: null,
        lastError: null,
        errorCode: null,
        providerAnswer: result.answer,
        ...redactedCode(message, "sent"),
      },
    });
    return true;
  }
  // A number the provider refuses stays refused: failed at once. Anything else is tried again later.
  const gaveUp = result.errorCode === "invalid_number" || attempts >= MAX_ATTEMPTS;
  await db.mailOutbox.update({
    where: { id: message.id },
    data: {
      attempts,
      claimedUntil: null,
      errorCode: result.errorCode,
      lastError: `${transport.provider}: ${result.errorCode}`,
      providerAnswer: result.answer,
      ...(gaveUp
        ? { status: "failed", ...redactedCode(message, "failed") }
        : { nextAttemptAt: new Date(now().getTime() + retryPauseMs(attempts)) }),
    },
  });
  return false;
}

/** The text a sign-in code leaves behind once it is done with (sent, or given up): the code is not kept. */
export const SENT_CODE_REDACTED = "(The sign-in code was sent and is no longer kept.)";
export const FAILED_CODE_REDACTED = "(The sign-in code could not be sent and is no longer kept.)";

function redactedCode(message: OutboxRow, outcome: "sent" | "failed") {
  if (message.template !== "sign_in_code") return {};
  return { text: outcome === "sent" ? SENT_CODE_REDACTED : FAILED_CODE_REDACTED };
}

/** What a sent email that carried a credential keeps in place of it, by template. */
const SENT_CREDENTIAL_REDACTED: Partial<Record<string, { html: string; text: string }>> = {
  password_reset: {
    html: "<p>(The password reset link was sent and is no longer kept.)</p>",
    text: "(The password reset link was sent and is no longer kept.)",
  },
  // Adding an email to an account made with a mobile number.
  email_code: {
    html: "<p>(The email code was sent and is no longer kept.)</p>",
    text: "(The email code was sent and is no longer kept.)",
  },
};

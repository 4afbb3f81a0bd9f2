// The admins' SMS log (GET /api/admin/sms, POST /api/admin/sms/:id/resend): every text of the notifications
// outbox, newest first, found by part of its number however it is typed or by its kind; a failed one queued
// again. lowCredit: the provider said it has no credit left for a text still waiting.
import type { SmsListQuery, SmsMessage } from "@store/shared/admin/sms";
import { normaliseNepaliMobile } from "@store/shared/phone";
import type { Database } from "../../db/client.ts";
import { newestFirst, readPage } from "../../db/page.ts";
import { conflict, notFound } from "../../http-error.ts";

type OutboxRow = Awaited<ReturnType<Database["mailOutbox"]["findUniqueOrThrow"]>>;

function presentSms(row: OutboxRow): SmsMessage {
  return {
    _id: row.id,
    to: row.to,
    kind: row.template as SmsMessage["kind"],
    status: row.status as SmsMessage["status"],
    segments: row.segments,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    errorCode: (row.errorCode as SmsMessage["errorCode"]) ?? null,
    providerAnswer: row.providerAnswer,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a search matches: a whole number in any form (98…, 0098…, +977 98…, 977-98…) that number; else the
 * digits typed as part of a number (9841, 1234567); and a kind as typed ("out for delivery", "sign_in").
 */
export function smsSearchFilter(search: string) {
  const whole = normaliseNepaliMobile(search);
  if (whole) return { to: whole };
  const digits = search.replace(/\D/g, "");
  const kind = search
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return {
    OR: [...(digits.length >= 2 ? [{ to: { contains: digits } }] : []), { template: { contains: kind } }],
  };
}

export async function listSms(db: Database, query: SmsListQuery) {
  const where = {
    channel: "sms",
    ...(query.status ? { status: query.status } : {}),
    ...(query.search ? smsSearchFilter(query.search) : {}),
  };
  const [{ rows, ...place }, waitingForCredit] = await Promise.all([
    readPage(
      query,
      () => db.mailOutbox.count({ where }),
      (window) => db.mailOutbox.findMany({ where, orderBy: newestFirst(), ...window }),
      { emptyIsOnePage: true },
    ),
    db.mailOutbox.count({ where: { channel: "sms", status: "queued", errorCode: "no_credit" } }),
  ]);
  return { messages: rows.map(presentSms), ...place, lowCredit: waitingForCredit > 0 };
}

/** Queues a failed text again, as new: its next attempt now, its retries counted afresh. */
export async function resendSms(db: Database, id: string): Promise<SmsMessage> {
  const row = await db.mailOutbox.findUnique({ where: { id } });
  if (!row || row.channel !== "sms") throw notFound("sms.not_found", "Text message not found");
  if (row.status !== "failed")
    throw conflict("sms.not_failed", "Only a text message that failed can be sent again");
  if (row.template === "sign_in_code")
    throw conflict(
      "sms.code_not_resent",
      "A sign-in code is never sent again (it is not kept): the shopper asks for a new one",
    );
  // Guarded: of two resends at once, one queues it and the other finds it no longer failed.
  const queued = await db.mailOutbox.updateMany({
    where: { id, status: "failed" },
    data: {
      status: "queued",
      attempts: 0,
      nextAttemptAt: new Date(),
      claimedUntil: null,
      errorCode: null,
      lastError: null,
    },
  });
  if (queued.count !== 1)
    throw conflict("sms.not_failed", "Only a text message that failed can be sent again");
  return presentSms(await db.mailOutbox.findUniqueOrThrow({ where: { id } }));
}

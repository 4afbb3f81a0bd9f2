// The mail viewer's reads of the outbox (admin/mail/routes.ts).
import type { MailListQuery, MailMessageView, MailSummary } from "@store/shared/admin/mail";
import type { Database } from "../../db/client.ts";
import { forbidden, notFound } from "../../http-error.ts";
import { newestFirst, readPage } from "../../db/page.ts";

interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

function presentSummary(row: OutboxRow): MailSummary {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template as MailSummary["template"],
    status: row.status as MailSummary["status"],
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMail(db: Database, query: MailListQuery) {
  const where = {
    channel: "email",
    ...(query.to ? { to: query.to.toLowerCase() } : {}),
    ...(query.template ? { template: query.template } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  const { rows, ...place } = await readPage(
    query,
    () => db.mailOutbox.count({ where }),
    (window) =>
      db.mailOutbox.findMany({ where, orderBy: newestFirst(), ...window, omit: { html: true, text: true } }),
    { emptyIsOnePage: true },
  );
  return { messages: rows.map(presentSummary), ...place };
}

/**
 * One message with its HTML and text. A password reset link opens an account, so only an admin reads one
 * (staff could otherwise take over an admin's account through it).
 */
export async function readMail(db: Database, id: string, role: string): Promise<MailMessageView> {
  const row = await db.mailOutbox.findUnique({ where: { id } });
  if (!row || row.channel !== "email") throw notFound("mail.not_found", "Email not found");
  if (row.template === "password_reset" && role !== "admin")
    throw forbidden("auth.forbidden", "Only an admin can read a password reset email");
  return { ...presentSummary(row), html: row.html, text: row.text };
}

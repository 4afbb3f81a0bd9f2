// The audit log: who signed in (or tried), which payments went through or were refused, and what admins did.
// Written through the same transaction client as the action where there is one, so an event exists exactly
// when its action happened.
import type { FastifyRequest } from "fastify";
import type { Prisma } from "../../generated/prisma/client.ts";

export const AUDIT_KINDS = [
  "login.succeeded",
  "login.failed",
  "account.registered",
  "account.password_changed",
  "payment.completed",
  "payment.failed",
  "payment.refunded",
  "payment.refund_failed",
  "admin.order_status",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Where a request came from and who made it: what every event records besides its own detail. */
export interface AuditContext {
  ip: string;
  userId: string | null;
}

/** The caller of a request: its address and the signed-in user (null for a guest). */
export function auditContext(request: FastifyRequest): AuditContext {
  return { ip: request.ip, userId: request.identity().userId };
}

/** Anything that can write: the database or a transaction. */
type Writer = Pick<Prisma.TransactionClient, "auditEvent">;

const MAX_TEXT = 200;

/** Details are short facts (numbers, ids, reasons); an attacker's long input is cut, never stored whole. */
function boundedDetail(detail: Record<string, string | number | boolean | null>): string {
  const bounded = Object.fromEntries(
    Object.entries(detail).map(([key, value]) => [
      key,
      typeof value === "string" ? value.slice(0, MAX_TEXT) : value,
    ]),
  );
  return JSON.stringify(bounded);
}

export function recordAudit(
  writer: Writer,
  kind: AuditKind,
  context: AuditContext,
  detail: Record<string, string | number | boolean | null> = {},
) {
  return writer.auditEvent.create({
    data: { kind, ip: context.ip.slice(0, 64), userId: context.userId, detail: boundedDetail(detail) },
  });
}

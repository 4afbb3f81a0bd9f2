// The audit log: who signed in (or tried), which payments went through or were refused, and what admins did.
// Written through the same transaction client as the action where there is one, so an event exists exactly
// when its action happened.
import type { FastifyRequest } from "fastify";
import type { AuditChange, AuditKind } from "@store/shared/admin/audit";
import type { Transaction } from "../../db/client.ts";

// The kinds are listed in @store/shared (the readable log's `kind` filter accepts exactly these).
export { AUDIT_KINDS, type AuditKind } from "@store/shared/admin/audit";

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
type Writer = Pick<Transaction, "auditEvent">;

const MAX_TEXT = 200;
/** A product edit of every variant of a large product still fits; what is past this is counted, not listed. */
export const MAX_CHANGES = 300;

type Fact = string | number | boolean | null;
const bounded = <T extends Fact>(value: T): T =>
  (typeof value === "string" ? value.slice(0, MAX_TEXT) : value) as T;

/** Details are short facts (numbers, ids, reasons); an attacker's long input is cut, never stored whole. */
function boundedDetail(detail: Record<string, Fact>, changes: readonly AuditChange[]): string {
  const facts: Record<string, unknown> = Object.fromEntries(
    Object.entries(detail).map(([key, value]) => [key, bounded(value)]),
  );
  if (changes.length > 0) {
    facts.changes = changes.slice(0, MAX_CHANGES).map((change) => ({
      ...(change.sku !== undefined ? { sku: bounded(change.sku) } : {}),
      field: change.field,
      before: bounded(change.before),
      after: bounded(change.after),
    }));
    if (changes.length > MAX_CHANGES) facts.changesLeftOut = changes.length - MAX_CHANGES;
  }
  return JSON.stringify(facts);
}

/** Records an event; `changes` (a product edit's, field by field) is kept in its detail as `changes`. */
export function recordAudit(
  writer: Writer,
  kind: AuditKind,
  context: AuditContext,
  detail: Record<string, Fact> = {},
  changes: readonly AuditChange[] = [],
) {
  return writer.auditEvent.create({
    data: {
      kind,
      ip: context.ip.slice(0, 64),
      userId: context.userId,
      detail: boundedDetail(detail, changes),
    },
  });
}

// What happened to an order, oldest first, for the merchant: placed, each payment attempt and its result, each
// status move (its note, tracking number and who made it) and each refund. Built from the order's tracking
// events and payment rows, and for refused card and PayPal payments (which leave no row) their audit events.
import type { PaymentMethod } from "@store/shared/checkout";
import type { TimelineEntry } from "@store/shared/admin/orders";
import type { Database } from "../../db/client.ts";
import { formatRupees } from "@store/shared/money";
import { PAYMENT_METHOD_NAMES } from "@store/shared/order-facts";

type Entry = { at: Date; entry: Omit<TimelineEntry, "at"> };
type Actor = NonNullable<TimelineEntry["actor"]>;
type ActorOf = (id: string | null) => { actor?: Actor };

interface TimelineRow {
  orderNumber: string;
  total: number;
  paymentMethod: string;
  tracking: {
    status: string;
    note: string;
    trackingNumber: string;
    actorId: string | null;
    createdAt: Date;
  }[];
  payments: {
    method: string;
    status: string;
    amount: number;
    transactionId: string | null;
    transactionUuid: string | null;
    failureReason: string | null;
    manual: boolean;
    actorId: string | null;
    createdAt: Date;
    updatedAt: Date;
  }[];
}

const STATUS_WORDS: Record<string, string> = {
  processing: "Processing",
  packaging: "Packaging",
  on_the_road: "On the road",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** Steps of one transaction share an instant: a payment comes before the status move it caused. */
const KIND_ORDER: TimelineEntry["kind"][] = [
  "placed",
  "payment_started",
  "payment_failed",
  "payment_completed",
  "status",
  "refund",
];

export async function orderTimeline(db: Database, row: TimelineRow): Promise<TimelineEntry[]> {
  const actorOf = await actorsOf(db, row);
  const entries = [
    ...trackingEntries(row, actorOf),
    ...row.payments.flatMap((payment) => paymentEntries(payment, actorOf)),
    ...(await refusedCardPayments(db, row.orderNumber)),
  ];
  const rank = (kind: TimelineEntry["kind"]) => KIND_ORDER.indexOf(kind);
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a.entry.kind) - rank(b.entry.kind));
  return entries.map(({ at, entry }) => ({ at: at.toISOString(), ...entry }));
}

/** The staff members and admins who moved the order or refunded it. */
async function actorsOf(db: Database, row: TimelineRow): Promise<ActorOf> {
  const ids = new Set(
    [...row.tracking, ...row.payments].map((step) => step.actorId).filter((id): id is string => Boolean(id)),
  );
  const people = await db.user.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, name: true, email: true },
  });
  const actors = new Map(
    people.map((user) => [user.id, { _id: user.id, name: user.name, email: user.email ?? "" }]),
  );
  return (id) => {
    const actor = id ? actors.get(id) : undefined;
    return actor ? { actor } : {};
  };
}

function trackingEntries(row: TimelineRow, actorOf: ActorOf): Entry[] {
  return row.tracking.map((event) => {
    if (event.status === "order_placed") {
      const message =
        row.paymentMethod === "cod"
          ? `Order placed: ${formatRupees(row.total)}, to pay in cash on delivery`
          : `Order placed: ${formatRupees(row.total)}, to pay by ${row.paymentMethod}`;
      return { at: event.createdAt, entry: { kind: "placed", message } };
    }
    const number = event.trackingNumber;
    return {
      at: event.createdAt,
      entry: {
        kind: "status",
        status: event.status,
        note: event.note,
        ...(number ? { trackingNumber: number } : {}),
        message: `${STATUS_WORDS[event.status] ?? event.status}: ${event.note}${number ? ` (tracking number ${number})` : ""}`,
        ...actorOf(event.actorId),
      },
    };
  });
}

function paymentEntries(payment: TimelineRow["payments"][number], actorOf: ActorOf): Entry[] {
  const method = payment.method as PaymentMethod;
  if (payment.status === "refund") {
    const amount = payment.amount === 0 ? null : payment.amount;
    const reason = payment.failureReason ?? "";
    const what = amount === null ? "an amount eSewa did not report" : formatRupees(amount);
    return [
      {
        at: payment.createdAt,
        entry: {
          kind: "refund",
          method,
          amount,
          reason,
          message: payment.manual
            ? // In words the admin reads: "connectIPS has no refund API", as the refund form says it.
              `Refunded ${what}, paid outside the store (${PAYMENT_METHOD_NAMES[method]} has no refund API), reference ${payment.transactionId}: ${reason}`
            : `Refunded ${what} by ${method}: ${reason}`,
          ...(payment.manual ? { manual: true, reference: payment.transactionId ?? "" } : {}),
          ...actorOf(payment.actorId),
        },
      },
    ];
  }
  const base = { method, amount: payment.amount };
  const entries: Entry[] = [];
  // An eSewa attempt starts at the gateway before it succeeds or fails; a card payment is one step.
  if (payment.transactionUuid) {
    const message = `Payment of ${formatRupees(payment.amount)} started at ${method}`;
    entries.push({ at: payment.createdAt, entry: { kind: "payment_started", ...base, message } });
  }
  if (payment.status === "completed") {
    const reference = payment.transactionId ? ` (${payment.transactionId})` : "";
    const message =
      method === "cod"
        ? `Cash collected on delivery: ${formatRupees(payment.amount)}${reference}`
        : `Paid ${formatRupees(payment.amount)} by ${method}${reference}`;
    // Cash is recorded by a staff member or admin; gateway payments have no actor.
    entries.push({
      at: payment.updatedAt,
      entry: { kind: "payment_completed", ...base, message, ...actorOf(payment.actorId) },
    });
  }
  if (payment.status === "failed") {
    const reason = payment.failureReason ?? "";
    const message = `Payment by ${method} failed${reason ? `: ${reason}` : ""}`;
    entries.push({ at: payment.updatedAt, entry: { kind: "payment_failed", ...base, reason, message } });
  }
  return entries;
}

/** Card and PayPal refusals leave no payment row, only their audit event (eSewa and Khalti attempts have rows). */
async function refusedCardPayments(db: Database, orderNumber: string): Promise<Entry[]> {
  const events = await db.auditEvent.findMany({
    where: { kind: "payment.failed", detail: { contains: `"orderNumber":${JSON.stringify(orderNumber)}` } },
    orderBy: [{ at: "asc" }, { id: "asc" }],
  });
  return events.flatMap((event) => {
    const detail = JSON.parse(event.detail) as Record<string, unknown>;
    if (detail.orderNumber !== orderNumber || detail.method === "esewa" || detail.method === "khalti")
      return [];
    const method = String(detail.method) as PaymentMethod;
    const reason = String(detail.reason ?? "");
    const message = `Payment by ${method} failed: ${reason}`;
    return [{ at: event.at, entry: { kind: "payment_failed" as const, method, reason, message } }];
  });
}

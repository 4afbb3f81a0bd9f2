// Fonepay dynamic QR for the shopper (SHOP-API.md part 3, "Fonepay", QR): a QR of the order's total made at
// Fonepay and recorded as an attempt under its PRN (with its text and end), the same QR given again while it is
// still open (a page opened again picks up where it was), a new one once it has ended. What the page shows of a
// QR is read from the database, the truth for every replica: scanned when Fonepay's socket said a bank app read
// it, paid or failed only after the store's own thirdPartyDynamicQrGetStatus call (settle.ts).
import type { FastifyInstance } from "fastify";
import { conflict, HttpError, notFound } from "../../http-error.ts";
import type { AuditContext } from "../audit/audit-log.ts";
import { findPayableOrder, type OrderCaller } from "../orders/service.ts";
import { findAttempt } from "./attempts.ts";
import { assertPayable } from "./complete-payment.ts";
import { startQrAttempt } from "./providers/fonepay/qr.ts";
import { settleAttempt, startAttempt } from "./settle.ts";

export const QR_STATUSES = ["waiting", "scanned", "paid", "failed", "expired"] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

/** What the store records of a QR attempt (a Payment row with a QR text). */
export interface QrAttemptRow {
  id: string;
  orderId: string;
  status: string;
  amount: number;
  transactionUuid: string | null;
  createdAt: Date;
  qrMessage: string | null;
  expiresAt: Date | null;
  scannedAt: Date | null;
  notificationUrl: string | null;
}

/** The audit log's caller for what Fonepay's socket set off: no shopper's request. */
export const FONEPAY_NOTIFICATION: AuditContext = { ip: "fonepay-notification", userId: null };

export function qrStatusOf(row: QrAttemptRow, now = new Date()): QrStatus {
  if (row.status === "completed") return "paid";
  if (row.status !== "pending") return "failed";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return row.scannedAt ? "scanned" : "waiting";
}

export const isFinal = (status: QrStatus) => status === "paid" || status === "failed" || status === "expired";

const qrNotFound = () => notFound("payment.qr_not_found", "No QR of your orders has this reference");

/**
 * The caller's QR for the order: its open one (not yet ended, not failed) again, or a new one made at Fonepay.
 * The order must be placed with Fonepay and still payable.
 */
export async function openQr(app: FastifyInstance, caller: OrderCaller, orderRef: string, now = new Date()) {
  const order = await findPayableOrder(app.db, orderRef, caller);
  if (order.paymentMethod !== "fonepay")
    throw conflict("payment.wrong_method", "This order is not to be paid with this method");
  assertPayable(order, order.total);
  const open = await app.db.payment.findFirst({
    where: {
      orderId: order.id,
      method: "fonepay",
      status: "pending",
      amount: order.total,
      qrMessage: { not: null },
      expiresAt: { gt: now },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (open) return open;
  const { attempt } = await startAttempt(app, caller, "fonepay", order.id, startQrAttempt);
  return app.db.payment.findUniqueOrThrow({ where: { id: attempt.id } });
}

/** The caller's QR attempt under this PRN; anybody else's (or no QR) is 404, as another's order is. */
export async function findOwnQr(app: FastifyInstance, caller: OrderCaller, prn: string) {
  const found = await findAttempt(app, "fonepay", prn);
  if (!found || !found.attempt.qrMessage) throw qrNotFound();
  try {
    await findPayableOrder(app.db, found.order.id, caller);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw qrNotFound();
    throw error;
  }
  return found.attempt;
}

/**
 * Asks Fonepay's status call about an open QR and settles it by the answer (paid once, failed, or unchanged),
 * then reads the row again. Safe on every replica at once: complete-payment.ts claims the order once.
 */
export async function checkQrAtFonepay(app: FastifyInstance, prn: string, context = FONEPAY_NOTIFICATION) {
  const found = await findAttempt(app, "fonepay", prn);
  if (!found || !found.attempt.qrMessage) return null;
  if (found.attempt.status === "pending") {
    const outcome = await settleAttempt(app, context, "fonepay", found.order, found.attempt);
    if (outcome === "lookup_failed") app.log.warn({ prn }, "Fonepay's QR status could not be asked");
  }
  return app.db.payment.findUniqueOrThrow({ where: { id: found.attempt.id } });
}

/** Fonepay's socket said a bank app read the QR: the page shows it scanned (once, while it is open). */
export async function markScanned(app: FastifyInstance, prn: string, now = new Date()) {
  await app.db.payment.updateMany({
    where: { transactionUuid: prn, method: "fonepay", status: "pending", scannedAt: null },
    data: { scannedAt: now },
  });
}

// The emulated Khalti's record of the payments merchants initiated, as Khalti keeps them on its side. It lives in
// the store's database (KhaltiEmulatorPayment), so a payment initiated on one replica can be paid, looked up or
// refunded on any other. Every change of status is one statement conditional on the status it leaves, so two
// requests racing on one pidx cannot both complete (or cancel) it. Amounts are paisa, as Khalti's.
import crypto from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { KhaltiStatus } from "../../modules/payments/providers/khalti/client.ts";

/** "Khalti payment link expires in 60 minutes in production (default)." */
export const KHALTI_LINK_LIFETIME_MS = 60 * 60_000;

export interface KhaltiPayment {
  pidx: string;
  returnUrl: string;
  websiteUrl: string;
  amount: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  status: KhaltiStatus;
  mobile: string | null;
  transactionId: string | null;
  refundedAmount: number;
  expiresAt: Date;
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** Khalti's identifiers look like bZQLD9wRVWo4CdESSfuSsB: 22 letters and digits. */
export function khaltiIdentifier(): string {
  return Array.from({ length: 22 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join("");
}

export async function initiatePayment(
  db: Database,
  request: Pick<
    KhaltiPayment,
    "returnUrl" | "websiteUrl" | "amount" | "purchaseOrderId" | "purchaseOrderName"
  >,
  now = new Date(),
): Promise<KhaltiPayment> {
  const row = await db.khaltiEmulatorPayment.create({
    data: {
      ...request,
      pidx: khaltiIdentifier(),
      status: "Initiated",
      expiresAt: new Date(now.getTime() + KHALTI_LINK_LIFETIME_MS),
    },
  });
  return { ...row, status: row.status as KhaltiStatus };
}

/**
 * The payment as Khalti would report it now: a link still Initiated after its expiry is Expired from then on
 * (written once, so every later lookup and the payment page agree).
 */
export async function findPayment(
  db: Database,
  pidx: string,
  now = new Date(),
): Promise<KhaltiPayment | null> {
  const row = await db.khaltiEmulatorPayment.findUnique({ where: { pidx } });
  if (!row) return null;
  if (row.status === "Initiated" && row.expiresAt.getTime() <= now.getTime()) {
    await db.khaltiEmulatorPayment.updateMany({
      where: { pidx, status: "Initiated" },
      data: { status: "Expired", mobile: null },
    });
    return findPayment(db, pidx, now);
  }
  return { ...row, status: row.status as KhaltiStatus };
}

/** The shopper passed the Khalti ID and MPIN step: the OTP step is for this Khalti ID. */
export async function rememberPayer(db: Database, pidx: string, mobile: string): Promise<boolean> {
  const moved = await db.khaltiEmulatorPayment.updateMany({
    where: { pidx, status: "Initiated", expiresAt: { gt: new Date() } },
    data: { mobile },
  });
  return moved.count === 1;
}

/** The OTP was right: the payment completes with a new transaction id. False when it was no longer payable. */
export async function completePayment(db: Database, pidx: string, mobile: string): Promise<string | null> {
  const transactionId = khaltiIdentifier();
  const moved = await db.khaltiEmulatorPayment.updateMany({
    where: { pidx, status: "Initiated", mobile, expiresAt: { gt: new Date() } },
    data: { status: "Completed", transactionId },
  });
  return moved.count === 1 ? transactionId : null;
}

/** The shopper cancelled at Khalti's page. */
export async function cancelPayment(db: Database, pidx: string): Promise<boolean> {
  const moved = await db.khaltiEmulatorPayment.updateMany({
    where: { pidx, status: "Initiated" },
    data: { status: "User canceled", mobile: null },
  });
  return moved.count === 1;
}

/**
 * EMULATOR ONLY, for tests: Khalti holds a payment (its lookup answers Pending, "hold, do not provide service")
 * or settles a held one. False when the status does not allow it.
 */
export async function holdPayment(db: Database, pidx: string, to: "Pending" | "Completed"): Promise<boolean> {
  const from = to === "Pending" ? ["Initiated", "Completed"] : ["Pending"];
  const moved = await db.khaltiEmulatorPayment.updateMany({
    where: { pidx, status: { in: from } },
    data: { status: to, ...(to === "Completed" ? { transactionId: khaltiIdentifier() } : {}) },
  });
  return moved.count === 1;
}

export type KhaltiRefundResult =
  | { refunded: true; status: "Refunded" | "Partially Refunded" }
  | { refunded: false; reason: "not_found" | "not_refundable" | "exceeds_paid" };

/**
 * The merchant gives back `amount` paisa (all that is left when null) of a completed transaction. One guarded
 * statement adds it only while the refunds stay within the amount paid, so two refunds racing cannot together
 * give back more than was paid.
 */
export async function refundPayment(
  db: Database,
  transactionId: string,
  amount: number | null,
): Promise<KhaltiRefundResult> {
  return db.$transaction(async (tx) => {
    const row = await tx.khaltiEmulatorPayment.findUnique({ where: { transactionId } });
    if (!row) return { refunded: false, reason: "not_found" };
    const refundable = ["Completed", "Partially Refunded"];
    if (!refundable.includes(row.status)) return { refunded: false, reason: "not_refundable" };
    const giving = amount ?? row.amount - row.refundedAmount;
    const added = await tx.khaltiEmulatorPayment.updateMany({
      where: { transactionId, status: { in: refundable }, refundedAmount: { lte: row.amount - giving } },
      data: { refundedAmount: { increment: giving } },
    });
    if (added.count !== 1) return { refunded: false, reason: "exceeds_paid" };
    const now = await tx.khaltiEmulatorPayment.findUniqueOrThrow({ where: { transactionId } });
    const status = now.refundedAmount >= now.amount ? "Refunded" : "Partially Refunded";
    await tx.khaltiEmulatorPayment.update({ where: { transactionId }, data: { status } });
    return { refunded: true, status };
  });
}

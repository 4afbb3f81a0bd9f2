// The emulated eSewa's record of the transactions merchants started, as eSewa keeps them on its side. It lives in
// the store's database (EsewaEmulatorTransaction), so a payment started on one replica can be taken and checked
// on any other. Every change of status is conditional on the status it leaves, so two replicas racing on one
// transaction cannot both complete (or cancel) it. The statuses are those eSewa's status check documents.
import crypto from "node:crypto";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";

/**
 * eSewa's documented statuses (developer.esewa.com.np, ePay v2, "Status Check"): PENDING "payment initiated but
 * not been completed yet", COMPLETE "successful payment", FULL_REFUND / PARTIAL_REFUND "(partial) payment
 * refunded to the customer", AMBIGUOUS "payment is at halt state", NOT_FOUND "payment terminated at eSewa:
 * session expired" (a shopper who gives up or cancels), CANCELED "canceled/reversed from eSewa side".
 */
export const ESEWA_STATUSES = [
  "PENDING",
  "COMPLETE",
  "FULL_REFUND",
  "PARTIAL_REFUND",
  "AMBIGUOUS",
  "NOT_FOUND",
  "CANCELED",
] as const;
export type EsewaStatus = (typeof ESEWA_STATUSES)[number];

export interface EsewaTransaction {
  productCode: string;
  transactionUuid: string;
  totalAmount: string;
  successUrl: string;
  failureUrl: string;
  status: EsewaStatus;
  transactionCode: string | null;
  refId: string | null;
}

const FIELDS = {
  productCode: true,
  transactionUuid: true,
  totalAmount: true,
  successUrl: true,
  failureUrl: true,
  status: true,
  transactionCode: true,
  refId: true,
} as const;

const keyOf = (productCode: string, transactionUuid: string) => ({
  productCode_transactionUuid: { productCode, transactionUuid },
});

export async function findTransaction(
  db: Database,
  productCode: string,
  transactionUuid: string,
): Promise<EsewaTransaction | null> {
  const row = await db.esewaEmulatorTransaction.findUnique({
    where: keyOf(productCode, transactionUuid),
    select: FIELDS,
  });
  return row ? { ...row, status: row.status as EsewaStatus } : null;
}

/**
 * Starts (or, while it is still pending, starts again with the merchant's new form) a transaction. False when the
 * transaction was already completed or terminated: eSewa processes a transaction_uuid once.
 */
export async function startTransaction(
  db: Database,
  transaction: Omit<EsewaTransaction, "status" | "transactionCode" | "refId">,
): Promise<boolean> {
  const { productCode, transactionUuid, ...form } = transaction;
  const restarted = await db.esewaEmulatorTransaction.updateMany({
    where: { productCode, transactionUuid, status: "PENDING" },
    data: form,
  });
  if (restarted.count > 0) return true;
  try {
    await db.esewaEmulatorTransaction.create({ data: { ...transaction, status: "PENDING" } });
    return true;
  } catch (error) {
    // Another request made it first, or it exists and is no longer pending.
    if (!isUniqueViolation(error)) throw error;
    return (await findTransaction(db, productCode, transactionUuid))?.status === "PENDING";
  }
}

/**
 * Moves a pending transaction to its outcome: paid, or terminated when the shopper cancels (eSewa then answers
 * NOT_FOUND, "session expired", with no ref_id). False when it was no longer pending (taken by another request).
 */
export async function settleTransaction(
  db: Database,
  transaction: EsewaTransaction,
  outcome: { status: "NOT_FOUND" } | { status: "COMPLETE"; transactionCode: string },
): Promise<boolean> {
  const { productCode, transactionUuid } = transaction;
  const data =
    outcome.status === "COMPLETE"
      ? { status: outcome.status, transactionCode: outcome.transactionCode, refId: outcome.transactionCode }
      : { status: outcome.status };
  const settled = await db.esewaEmulatorTransaction.updateMany({
    where: { productCode, transactionUuid, status: "PENDING" },
    data,
  });
  return settled.count === 1;
}

const CODE_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Moves a transaction from one of `from` to `to`, keeping its reference (eSewa's examples show the ref_id on a
 * refunded, halted or reversed payment). False when it was in none of them.
 */
export async function changeTransactionStatus(
  db: Database,
  key: { productCode: string; transactionUuid: string },
  from: readonly EsewaStatus[],
  to: EsewaStatus,
): Promise<boolean> {
  const changed = await db.esewaEmulatorTransaction.updateMany({
    where: { ...key, status: { in: [...from] } },
    data: { status: to },
  });
  return changed.count === 1;
}

export type EsewaRefundResult =
  | { refunded: true; status: "PARTIAL_REFUND" | "FULL_REFUND"; refundedAmount: number; refId: string | null }
  | { refunded: false; reason: "not_found" | "not_refundable" | "exceeds_paid" };

/**
 * The merchant gives back `amount` rupees of a paid transaction. One guarded statement adds it only while the
 * refunds stay within the total, so two refunds racing cannot together give back more than was paid; the status
 * check then answers PARTIAL_REFUND, or FULL_REFUND once all of it is back.
 */
export async function refundTransaction(
  db: Database,
  key: { productCode: string; transactionUuid: string },
  amount: number,
  totalNamed: number,
): Promise<EsewaRefundResult> {
  return db.$transaction(async (tx) => {
    const transaction = await tx.esewaEmulatorTransaction.findUnique({
      where: keyOf(key.productCode, key.transactionUuid),
    });
    if (!transaction) return { refunded: false, reason: "not_found" };
    const refundable = ["COMPLETE", "PARTIAL_REFUND"];
    if (!refundable.includes(transaction.status)) return { refunded: false, reason: "not_refundable" };
    const total = Number(transaction.totalAmount.replace(/,/g, ""));
    if (total !== totalNamed) return { refunded: false, reason: "not_found" };
    const added = await tx.esewaEmulatorTransaction.updateMany({
      where: { ...key, status: { in: refundable }, refundedAmount: { lte: total - amount } },
      data: { refundedAmount: { increment: amount } },
    });
    if (added.count !== 1) return { refunded: false, reason: "exceeds_paid" };
    const now = await tx.esewaEmulatorTransaction.findUniqueOrThrow({
      where: keyOf(key.productCode, key.transactionUuid),
    });
    const status = now.refundedAmount >= total ? "FULL_REFUND" : "PARTIAL_REFUND";
    await tx.esewaEmulatorTransaction.update({
      where: keyOf(key.productCode, key.transactionUuid),
      data: { status },
    });
    return { refunded: true, status, refundedAmount: now.refundedAmount, refId: now.refId };
  });
}

/** eSewa's reference for a completed payment looks like 000AWEO: seven characters. */
export function newTransactionCode(): string {
  return Array.from({ length: 7 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join("");
}

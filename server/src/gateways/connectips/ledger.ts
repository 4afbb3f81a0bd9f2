// The emulated connectIPS's record of the payments merchants posted to its login page, as NCHL keeps them: in the
// store's database (ConnectipsEmulatorPayment, a table of its own), so a payment posted on one replica can be
// paid, validated or looked up on any other. Every change is one statement conditional on the step it leaves,
// so two requests racing on one TXNID cannot both move or settle it. Amounts are paisa, as connectIPS's.
import crypto from "node:crypto";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";

export type ConnectipsEmulatorStatus = "PENDING" | "SUCCESS" | "FAILED";

export interface ConnectipsEmulatorPayment {
  merchantId: string;
  appId: string;
  txnId: string;
  /** Paisa. */
  amount: number;
  appName: string;
  txnDate: string;
  referenceId: string;
  remarks: string;
  particulars: string;
  successUrl: string;
  failureUrl: string;
  status: ConnectipsEmulatorStatus;
  /** The bank the shopper chose (its code). */
  bank: string | null;
  /** The account holder who logged in at that bank, waiting for the OTP; the payer once paid. */
  username: string | null;
  /** NCHL's transaction id, once paid. */
  nchlTxnId: string | null;
  /** When NCHL took the payment, once paid. */
  paidAt: Date | null;
}

const FIELDS = {
  merchantId: true,
  appId: true,
  txnId: true,
  amount: true,
  appName: true,
  txnDate: true,
  referenceId: true,
  remarks: true,
  particulars: true,
  successUrl: true,
  failureUrl: true,
  status: true,
  bank: true,
  username: true,
  nchlTxnId: true,
  paidAt: true,
} as const;

export async function findPayment(
  db: Database,
  merchantId: string,
  appId: string,
  txnId: string,
): Promise<ConnectipsEmulatorPayment | null> {
  const row = await db.connectipsEmulatorPayment.findUnique({
    where: { merchantId_appId_txnId: { merchantId, appId, txnId } },
    select: FIELDS,
  });
  return row ? { ...row, status: row.status as ConnectipsEmulatorStatus } : null;
}

/**
 * Records a posted payment. False when the app has already posted this TXNID: NCHL takes each TXNID of an app
 * once.
 */
export async function postPayment(
  db: Database,
  payment: Omit<ConnectipsEmulatorPayment, "status" | "bank" | "username" | "nchlTxnId" | "paidAt">,
): Promise<boolean> {
  try {
    await db.connectipsEmulatorPayment.create({ data: { ...payment, status: "PENDING" } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Moves a pending payment on from the step it was read at (the bank and account holder chosen so far), and
 * settles it when asked; false once it has moved on or been settled by another request.
 */
async function moveOn(
  db: Database,
  payment: ConnectipsEmulatorPayment,
  change: Partial<Pick<ConnectipsEmulatorPayment, "bank" | "username" | "status" | "nchlTxnId" | "paidAt">>,
): Promise<boolean> {
  const { merchantId, appId, txnId, bank, username } = payment;
  const moved = await db.connectipsEmulatorPayment.updateMany({
    // The step read is the one changed: a racing request that moved it first wins.
    where: { merchantId, appId, txnId, status: "PENDING", bank, username },
    data: change,
  });
  return moved.count === 1;
}

export const chooseBank = (db: Database, payment: ConnectipsEmulatorPayment, bank: string) =>
  moveOn(db, payment, { bank, username: null });

export const rememberAccountHolder = (db: Database, payment: ConnectipsEmulatorPayment, username: string) =>
  moveOn(db, payment, { username });

/** NCHL's transaction ids are numbers (12422440). */
const nchlTransactionId = () => String(crypto.randomInt(10_000_000, 99_999_999));

/** The account holder approved with the OTP: paid, once. */
export const approvePayment = (db: Database, payment: ConnectipsEmulatorPayment, now = new Date()) =>
  moveOn(db, payment, { status: "SUCCESS", nchlTxnId: nchlTransactionId(), paidAt: now });

/** The shopper cancelled (or the bank declined): failed, once. */
export const cancelPayment = (db: Database, payment: ConnectipsEmulatorPayment) =>
  moveOn(db, payment, { status: "FAILED" });

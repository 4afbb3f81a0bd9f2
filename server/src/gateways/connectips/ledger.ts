// The emulated connectIPS's record of the payments merchants posted to its login page, as NCHL keeps them: in the
// store's database, so a payment posted on one replica can be paid, validated or looked up on any other. Every
// change is one statement conditional on the status it leaves, so two requests racing on one TXNID cannot both
// settle it. Amounts are paisa, as connectIPS's.
//
// Its rows live in the eSewa emulator's table (EsewaEmulatorTransaction) under a product code of their own,
// `connectips:<MERCHANTID>:<APPID>`, which the eSewa emulator never takes (it starts transactions only for the
// store's eSewa product code): the schema has no connectIPS table yet. The fields map as: transactionUuid TXNID,
// totalAmount TXNAMT, successUrl and failureUrl the merchant's, status PENDING | SUCCESS | FAILED,
// transactionCode NCHL's own transaction id once paid, refId the details below as JSON.
import crypto from "node:crypto";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";

export type ConnectipsEmulatorStatus = "PENDING" | "SUCCESS" | "FAILED";

/** What the login page was posted, and how far the shopper has gone on the emulator's pages. */
export interface ConnectipsDetails {
  appName: string;
  txnDate: string;
  referenceId: string;
  remarks: string;
  particulars: string;
  /** The bank the shopper chose (its code). */
  bank: string | null;
  /** The account holder who logged in at that bank, waiting for the OTP; the payer once paid. */
  username: string | null;
  /** When NCHL took the payment (epoch milliseconds), once paid. */
  paidAt: number | null;
}

export interface ConnectipsEmulatorPayment extends ConnectipsDetails {
  merchantId: string;
  appId: string;
  txnId: string;
  /** Paisa. */
  amount: number;
  successUrl: string;
  failureUrl: string;
  status: ConnectipsEmulatorStatus;
  /** NCHL's transaction id, once paid. */
  nchlTxnId: string | null;
}

const productCode = (merchantId: string, appId: string) => `connectips:${merchantId}:${appId}`;

const keyOf = (merchantId: string, appId: string, txnId: string) => ({
  productCode_transactionUuid: { productCode: productCode(merchantId, appId), transactionUuid: txnId },
});

type Row = {
  productCode: string;
  transactionUuid: string;
  totalAmount: string;
  successUrl: string;
  failureUrl: string;
  status: string;
  transactionCode: string | null;
  refId: string | null;
};

function fromRow(row: Row, merchantId: string, appId: string): ConnectipsEmulatorPayment {
  const details = JSON.parse(row.refId ?? "{}") as ConnectipsDetails;
  return {
    ...details,
    merchantId,
    appId,
    txnId: row.transactionUuid,
    amount: Number(row.totalAmount),
    successUrl: row.successUrl,
    failureUrl: row.failureUrl,
    status: row.status as ConnectipsEmulatorStatus,
    nchlTxnId: row.transactionCode,
  };
}

export async function findPayment(
  db: Database,
  merchantId: string,
  appId: string,
  txnId: string,
): Promise<ConnectipsEmulatorPayment | null> {
  const row = await db.esewaEmulatorTransaction.findUnique({ where: keyOf(merchantId, appId, txnId) });
  return row ? fromRow(row, merchantId, appId) : null;
}

/**
 * Records a posted payment. False when the app has already posted this TXNID: NCHL takes each TXNID of an app
 * once.
 */
export async function postPayment(
  db: Database,
  payment: Pick<
    ConnectipsEmulatorPayment,
    | "merchantId"
    | "appId"
    | "txnId"
    | "amount"
    | "successUrl"
    | "failureUrl"
    | "appName"
    | "txnDate"
    | "referenceId"
    | "remarks"
    | "particulars"
  >,
): Promise<boolean> {
  const details: ConnectipsDetails = {
    appName: payment.appName,
    txnDate: payment.txnDate,
    referenceId: payment.referenceId,
    remarks: payment.remarks,
    particulars: payment.particulars,
    bank: null,
    username: null,
    paidAt: null,
  };
  try {
    await db.esewaEmulatorTransaction.create({
      data: {
        productCode: productCode(payment.merchantId, payment.appId),
        transactionUuid: payment.txnId,
        totalAmount: String(payment.amount),
        successUrl: payment.successUrl,
        failureUrl: payment.failureUrl,
        status: "PENDING",
        refId: JSON.stringify(details),
      },
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Moves a pending payment to its next step (bank chosen, account holder logged in); false once settled. */
async function updateDetails(
  db: Database,
  payment: ConnectipsEmulatorPayment,
  change: Partial<ConnectipsDetails>,
  settle?: { status: ConnectipsEmulatorStatus; nchlTxnId?: string },
): Promise<boolean> {
  const { merchantId, appId, txnId } = payment;
  const current = await findPayment(db, merchantId, appId, txnId);
  if (current?.status !== "PENDING") return false;
  const details: ConnectipsDetails = { ...detailsOf(current), ...change };
  const moved = await db.esewaEmulatorTransaction.updateMany({
    where: {
      productCode: productCode(merchantId, appId),
      transactionUuid: txnId,
      status: "PENDING",
      // The step read above is the one changed: a racing request that moved it first wins.
      refId: JSON.stringify(detailsOf(current)),
    },
    data: {
      refId: JSON.stringify(details),
      ...(settle ? { status: settle.status, transactionCode: settle.nchlTxnId ?? null } : {}),
    },
  });
  return moved.count === 1;
}

/** The stored details of a payment as written (same key order), to compare a row with what was read. */
function detailsOf(payment: ConnectipsEmulatorPayment): ConnectipsDetails {
  return {
    appName: payment.appName,
    txnDate: payment.txnDate,
    referenceId: payment.referenceId,
    remarks: payment.remarks,
    particulars: payment.particulars,
    bank: payment.bank,
    username: payment.username,
    paidAt: payment.paidAt,
  };
}

export const chooseBank = (db: Database, payment: ConnectipsEmulatorPayment, bank: string) =>
  updateDetails(db, payment, { bank, username: null });

export const rememberAccountHolder = (db: Database, payment: ConnectipsEmulatorPayment, username: string) =>
  updateDetails(db, payment, { username });

/** NCHL's transaction ids are numbers (12422440). */
const nchlTransactionId = () => String(crypto.randomInt(10_000_000, 99_999_999));

/** The account holder approved with the OTP: paid, once. */
export const approvePayment = (db: Database, payment: ConnectipsEmulatorPayment, now = new Date()) =>
  updateDetails(
    db,
    payment,
    { paidAt: now.getTime() },
    { status: "SUCCESS", nchlTxnId: nchlTransactionId() },
  );

/** The shopper cancelled (or the bank declined): failed, once. */
export const cancelPayment = (db: Database, payment: ConnectipsEmulatorPayment) =>
  updateDetails(db, payment, {}, { status: "FAILED" });

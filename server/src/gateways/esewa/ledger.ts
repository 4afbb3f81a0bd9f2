// The emulated eSewa's memory of the transactions merchants started, as eSewa keeps them on its side.
import crypto from "node:crypto";

export type EsewaStatus = "PENDING" | "COMPLETE" | "CANCELED";

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

const transactions = new Map<string, EsewaTransaction>();
const key = (productCode: string, transactionUuid: string) => `${productCode}\u0000${transactionUuid}`;

export function rememberTransaction(transaction: EsewaTransaction): void {
  transactions.set(key(transaction.productCode, transaction.transactionUuid), transaction);
}

export function findTransaction(productCode: string, transactionUuid: string): EsewaTransaction | undefined {
  return transactions.get(key(productCode, transactionUuid));
}

const CODE_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** eSewa's reference for a completed payment looks like 000AWEO: seven characters. */
export function newTransactionCode(): string {
  return Array.from({ length: 7 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join("");
}

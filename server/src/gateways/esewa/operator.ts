// What happens to a payment on eSewa's side after the shopper's visit, which a merchant only ever learns through
// the status check: a refund the merchant makes at eSewa (merchant.esewa.com.np), a payment that halts
// (AMBIGUOUS) and is later settled, a payment eSewa reverses (CANCELED). EMULATOR ONLY: these act on the
// emulated eSewa's ledger, never on the store's orders; tests use them to make the emulator answer every
// status that eSewa documents. The store's own admin refunds call eSewa's refund API instead (refunds.ts).
import type { Database } from "../../db/client.ts";
import { changeTransactionStatus, type EsewaStatus } from "./ledger.ts";

export type EsewaOperatorAction =
  /** The merchant refunds the whole payment: the status check answers FULL_REFUND. */
  | "refund-full"
  /** The merchant refunds part of it: PARTIAL_REFUND (eSewa's answer says nothing of how much). */
  | "refund-partial"
  /** A paid transaction halts at eSewa: AMBIGUOUS, still with its ref_id. */
  | "halt"
  /** eSewa settles a halted transaction as paid: COMPLETE again. */
  | "settle"
  /** eSewa reverses a paid or halted transaction: CANCELED. */
  | "reverse";

const MOVES: Record<EsewaOperatorAction, { from: readonly EsewaStatus[]; to: EsewaStatus }> = {
  "refund-full": { from: ["COMPLETE", "PARTIAL_REFUND"], to: "FULL_REFUND" },
  "refund-partial": { from: ["COMPLETE", "PARTIAL_REFUND"], to: "PARTIAL_REFUND" },
  halt: { from: ["COMPLETE"], to: "AMBIGUOUS" },
  settle: { from: ["AMBIGUOUS"], to: "COMPLETE" },
  reverse: { from: ["COMPLETE", "AMBIGUOUS"], to: "CANCELED" },
};

/** Applies the action to one transaction; false when its status does not allow it (nothing changes). */
export function actOnEsewaTransaction(
  db: Database,
  transaction: { productCode: string; transactionUuid: string },
  action: EsewaOperatorAction,
): Promise<boolean> {
  const { from, to } = MOVES[action];
  return changeTransactionStatus(db, transaction, from, to);
}

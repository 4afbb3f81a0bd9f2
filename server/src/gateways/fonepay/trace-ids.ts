// The emulated Fonepay's trace ids (UID) for web checkout payments. The emulator keeps no table of its own: a trace
// id is a 12-digit number derived, with the merchant's secret, from the merchant code, the PRN, the amount and the
// outcome the tester chose, so whichever replica is asked to verify a payment recomputes it and learns what became
// of that PRN for that amount, and a trace id made up for another PRN, amount or outcome is no one's.
import { fonepayHmac } from "../../modules/payments/providers/fonepay/dv.ts";

/** Fonepay's response codes (RC) of a web checkout payment the shopper finished. */
export const WEB_OUTCOMES = ["successful", "failed", "cancel"] as const;
export type WebOutcome = (typeof WEB_OUTCOMES)[number];

interface TracedPayment {
  merchantCode: string;
  prn: string;
  /** AMT as the merchant sent it ("1999", "1999.0" are the same amount). */
  amount: string;
  outcome: WebOutcome;
}

/** "1999" and "1999.00" name the same amount; anything that is not a positive amount is NaN. */
export const canonicalAmount = (amount: string) => {
  const value = /^\d{1,15}(\.\d{1,2})?$/.test(amount) ? Number(amount) : Number.NaN;
  return value > 0 ? String(value) : "NaN";
};

export function traceId(secret: string, payment: TracedPayment): string {
  const digest = fonepayHmac(
    secret,
    [
      "emulator-trace-id",
      payment.merchantCode,
      payment.prn,
      canonicalAmount(payment.amount),
      payment.outcome,
    ].join(","),
  );
  return (BigInt(`0x${digest.slice(0, 16)}`) % 10n ** 12n).toString().padStart(12, "0");
}

/** What the tester chose for this PRN and amount, if this trace id is that payment's; null when it is no one's. */
export function tracedOutcome(
  secret: string,
  payment: Omit<TracedPayment, "outcome">,
  uid: string,
): WebOutcome | null {
  return WEB_OUTCOMES.find((outcome) => traceId(secret, { ...payment, outcome }) === uid) ?? null;
}

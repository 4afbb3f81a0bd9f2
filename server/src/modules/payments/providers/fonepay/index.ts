// Fonepay behind the one contract. Its payment step offers two ways to pay: the dynamic QR and the web checkout
// (web.ts); an attempt of either is a Payment row under its PRN, a QR attempt the one that keeps its QR text. Fonepay
// publishes no refund API: a refund is paid outside the store and recorded by an admin with its reference
// (refunds.ts, manual), so the gateway refund this contract asks for is refused.
import type { Attempt, PaymentProvider } from "../provider.ts";
import { confirmQrAttempt } from "./qr.ts";
import { confirmWebCheckout, startWebCheckout, type FonepayWebAnswer } from "./web.ts";

/** Which of Fonepay's two ways an attempt took: a QR attempt keeps its QR text (qrMessage) on its row. */
export const fonepayAttemptKind = (attempt: Attempt): "qr" | "web" => (attempt.qrMessage ? "qr" : "web");

export const fonepayProvider: PaymentProvider<FonepayWebAnswer> = {
  method: "fonepay",
  kind: "qr",
  refunds: "manual",

  /** The web checkout's signed payment request (web.ts); the QR is made by its own route. */
  async start(app, order) {
    return startWebCheckout(app, order);
  },

  async confirm(app, attempt) {
    // ---- Each way of paying asks Fonepay its own way: the web checkout its verification (web.ts); a QR
    // attempt its QR status check, which is the dynamic QR's (not part of the web checkout). ----
    switch (fonepayAttemptKind(attempt)) {
      case "web":
        return confirmWebCheckout(app, attempt);
      case "qr":
        return confirmQrAttempt(app, attempt);
    }
  },

  async refund() {
    return {
      outcome: "refused",
      message: "Fonepay has no refund API: pay the refund outside the store and record it with its reference",
    };
  },
};

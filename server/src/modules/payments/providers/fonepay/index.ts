// Fonepay behind the one contract. Fonepay publishes no refund API: a refund is paid outside the store and recorded by an
// admin with its reference (refunds.ts, manual), so the gateway refund this contract asks for is refused.
import type { PaymentProvider } from "../provider.ts";
import { confirmQrAttempt } from "./qr.ts";

export const fonepayProvider: PaymentProvider = {
  method: "fonepay",
  kind: "qr",
  refunds: "manual",

  // Dynamic QR (qr.ts): a QR attempt is the one with a QR text, believed only on thirdPartyDynamicQrGetStatus.
  async confirm(app, attempt) {
    if (attempt.qrMessage) return confirmQrAttempt(app, attempt);
    return { state: "unknown" };
  },

  async refund() {
    return {
      outcome: "refused",
      message: "Fonepay has no refund API: pay the refund outside the store and record it with its reference",
    };
  },
};

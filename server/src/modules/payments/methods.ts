// What the checkout needs to know before the shopper picks a method: which the store offers, where each is
// offered and up to what total, and which take no real money (test-only: an emulator or a gateway's sandbox).
import { COD_COUNTRIES, type PaymentMethods } from "@store/shared/cod";
import type { AppConfig } from "../../config.ts";
import { methodStatuses } from "../../store-mode.ts";

export function paymentMethods(config: AppConfig): PaymentMethods {
  return {
    methods: methodStatuses(config)
      .filter((status) => status.offered)
      .map(({ method, testOnly }) =>
        method === "cod"
          ? { method, countries: [...COD_COUNTRIES], maxAmount: config.codMaxAmount, testOnly }
          : { method, countries: null, maxAmount: null, testOnly },
      ),
  };
}

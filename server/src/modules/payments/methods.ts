// What the payment step needs to know before the shopper picks a method (GET /api/payments/methods): which the
// store offers, where each is offered and up to what total, which take no real money (test-only: an emulator or
// a gateway's sandbox), how each is taken and refunded (its provider), and, for one order, whether each can pay
// it and why not.
import { codRefusal, COD_COUNTRIES } from "@store/shared/cod";
import { PAYMENT_METHOD_NAMES } from "@store/shared/order-facts";
import type { PaymentMethodOffer, PaymentMethods } from "@store/shared/payment-methods";
import type { AppConfig } from "../../config.ts";
import { methodStatuses } from "../../store-mode.ts";
import { PAYMENT_PROVIDERS } from "./providers/index.ts";

/** The order the offer is for: where it ships and what it costs, shipping and gift wrap included. */
export interface OfferedOrder {
  country: string;
  total: number;
}

/** Why a method cannot pay (this order), or null when it can. */
function refusal(
  config: AppConfig,
  method: PaymentMethodOffer["method"],
  order?: OfferedOrder,
): string | null {
  const provider = PAYMENT_PROVIDERS[method];
  // A gateway the store has no way yet to start a payment at is switched off, whatever the configuration says.
  if (method !== "cod" && !(provider.charge || (provider.start && provider.confirm)))
    return `${PAYMENT_METHOD_NAMES[method]} is not available in this store yet`;
  if (method === "cod" && order)
    return codRefusal(order.country, order.total, config.codMaxAmount)?.message ?? null;
  return null;
}

export function paymentMethods(config: AppConfig, order?: OfferedOrder): PaymentMethods {
  return {
    methods: methodStatuses(config)
      .filter((status) => status.offered)
      .map(({ method, testOnly }) => {
        const provider = PAYMENT_PROVIDERS[method];
        const reason = refusal(config, method, order);
        return {
          method,
          name: PAYMENT_METHOD_NAMES[method],
          kind: provider.kind,
          available: reason === null,
          ...(reason === null ? {} : { reason }),
          refunds: provider.refunds,
          countries: method === "cod" ? [...COD_COUNTRIES] : null,
          maxAmount: method === "cod" ? config.codMaxAmount : null,
          testOnly,
        };
      }),
  };
}

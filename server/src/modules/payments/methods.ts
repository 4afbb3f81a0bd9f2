// What the checkout needs to know before the shopper picks a method: where each is offered and up to what total.
import { COD_COUNTRIES, type PaymentMethods } from "@store/shared/cod";
import { PAYMENT_METHODS } from "@store/shared/checkout";
import type { AppConfig } from "../../config.ts";

export function paymentMethods(config: AppConfig): PaymentMethods {
  return {
    methods: PAYMENT_METHODS.map((method) =>
      method === "cod"
        ? { method, countries: [...COD_COUNTRIES], maxAmount: config.codMaxAmount }
        : { method, countries: null, maxAmount: null },
    ),
  };
}

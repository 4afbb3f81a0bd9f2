// The provider of each payment method.
import type { PaymentMethod } from "@store/shared/checkout";
import type { PaymentProvider } from "./provider.ts";
import { esewaProvider } from "./esewa/index.ts";
import { paypalProvider } from "./paypal/index.ts";
import { mastercardProvider } from "./mastercard/index.ts";
import { khaltiProvider } from "./khalti/index.ts";
import { codProvider } from "./cod/index.ts";
import { fonepayProvider } from "./fonepay/index.ts";
import { connectipsProvider } from "./connectips/index.ts";

export const PAYMENT_PROVIDERS: Record<PaymentMethod, PaymentProvider> = {
  esewa: esewaProvider,
  paypal: paypalProvider,
  mastercard: mastercardProvider,
  khalti: khaltiProvider,
  cod: codProvider,
  fonepay: fonepayProvider,
  connectips: connectipsProvider,
};

export type { PaymentProvider, RefundOutcome, RefundRequest } from "./provider.ts";

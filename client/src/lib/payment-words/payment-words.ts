// How the storefront names an order's payment for its shopper. Cash on delivery is not "awaiting payment": the
// order is confirmed and the money is due at the door.
import type { PaymentMethod, PaymentStatus } from "@store/shared/checkout";
import { useMessages } from "../../i18n/use-messages.ts";
import { paymentWordsMessages } from "./payment-words-messages.ts";

type WordKey = keyof typeof paymentWordsMessages.en;

const METHOD_KEYS: Record<PaymentMethod, WordKey> = {
  paypal: "methodPaypal",
  mastercard: "methodMastercard",
  esewa: "methodEsewa",
  khalti: "methodKhalti",
  cod: "methodCod",
  fonepay: "methodFonepay",
  connectips: "methodConnectips",
};

const STATUS_KEYS: Record<PaymentStatus, WordKey> = {
  pending: "statusPending",
  completed: "statusCompleted",
  failed: "statusFailed",
  partially_refunded: "statusPartiallyRefunded",
  refunded: "statusRefunded",
};

const methodKey = (method: string): WordKey | undefined => METHOD_KEYS[method as PaymentMethod];

function statusKey(payment: { method: string; status: PaymentStatus }): WordKey | undefined {
  if (payment.method === "cod" && payment.status === "pending") return "statusDueOnDelivery";
  return STATUS_KEYS[payment.status];
}

/** The English name (a method the store does not know is shown as sent). */
export const paymentMethodName = (method: string): string => {
  const key = methodKey(method);
  return key ? paymentWordsMessages.en[key] : method;
};

export function paymentStatusWords(payment: { method: string; status: PaymentStatus }): string {
  const key = statusKey(payment);
  return key ? paymentWordsMessages.en[key] : payment.status;
}

/** The same words in the page's language. */
export function usePaymentWords() {
  const { t } = useMessages(paymentWordsMessages);
  return {
    methodName: (method: string) => {
      const key = methodKey(method);
      return key ? t(key) : method;
    },
    statusWords: (payment: { method: string; status: PaymentStatus }) => {
      const key = statusKey(payment);
      return key ? t(key) : payment.status;
    },
  };
}

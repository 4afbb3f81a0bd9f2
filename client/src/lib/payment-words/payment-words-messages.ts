// How an order's payment is named for its shopper (order history, tracking, checkout's last steps). Brand names
// stay as they are in both languages.
import { PAYMENT_METHOD_NAMES } from "@store/shared/order-facts";
import { defineMessages } from "../../i18n/catalogues.ts";

export const paymentWordsMessages = defineMessages(
  "paymentWords",
  {
    methodPaypal: PAYMENT_METHOD_NAMES.paypal,
    methodMastercard: PAYMENT_METHOD_NAMES.mastercard,
    methodEsewa: PAYMENT_METHOD_NAMES.esewa,
    methodKhalti: PAYMENT_METHOD_NAMES.khalti,
    methodCod: PAYMENT_METHOD_NAMES.cod,
    methodFonepay: PAYMENT_METHOD_NAMES.fonepay,
    methodConnectips: PAYMENT_METHOD_NAMES.connectips,
    statusPending: "Awaiting payment",
    statusCompleted: "Paid",
    statusFailed: "Failed",
    statusPartiallyRefunded: "Partially refunded",
    statusRefunded: "Refunded",
    statusDueOnDelivery: "Due on delivery",
  },
  {
    methodPaypal: PAYMENT_METHOD_NAMES.paypal,
    methodMastercard: PAYMENT_METHOD_NAMES.mastercard,
    methodEsewa: PAYMENT_METHOD_NAMES.esewa,
    methodKhalti: PAYMENT_METHOD_NAMES.khalti,
    methodCod: "डेलिभरीमा नगद भुक्तानी",
    methodFonepay: PAYMENT_METHOD_NAMES.fonepay,
    methodConnectips: PAYMENT_METHOD_NAMES.connectips,
    statusPending: "भुक्तानी बाँकी",
    statusCompleted: "भुक्तानी भयो",
    statusFailed: "भुक्तानी असफल",
    statusPartiallyRefunded: "आंशिक रूपमा फिर्ता भयो",
    statusRefunded: "फिर्ता भयो",
    statusDueOnDelivery: "डेलिभरीमा तिर्नुपर्ने",
  },
);

// The order texts (SHOP-API.md part 3, "Phone numbers and SMS"): placed, shipped (carrier and tracking number),
// out for delivery (the cash to keep ready), delivered, cancelled, refunded (the amount), in the order's language.
// Each is at most MAX_SMS_SEGMENTS segments whatever goes into it: the order number, the tracking number and the
// amounts are always whole; a carrier's name too long to fit is shortened, or left out, to make room.
import type { SmsKind } from "@store/shared/admin/sms";
import type { Language } from "@store/shared/language";
import { formatRupees } from "@store/shared/money";
import { MAX_SMS_SEGMENTS, smsLength } from "@store/shared/sms";

/** What the texts tell of an order. */
export interface TextedOrder {
  orderNumber: string;
  language: Language;
  /** The carrier (the shipping method's company). */
  shippingCompany: string;
  /** The carrier's tracking number ("" when none was given). */
  trackingNumber: string;
}

export type OrderTextKind = Exclude<SmsKind, "sign_in_code" | "back_in_stock">;

export const fitsInSms = (text: string) => smsLength(text).segments <= MAX_SMS_SEGMENTS;

/** A carrier's name cut to `length` characters (with an ellipsis), or nothing. */
function shortened(name: string, length: number): string {
  const characters = [...name];
  if (characters.length <= length) return name;
  return length < 4 ? "" : `${characters.slice(0, length - 1).join("")}…`;
}

/** The text with the carrier's name as long as the segments allow (none at worst). */
function withCarrier(carrier: string, compose: (carrier: string) => string): string {
  for (let length = [...carrier].length; length >= 0; length -= 1) {
    const text = compose(shortened(carrier, length));
    if (fitsInSms(text)) return text;
  }
  return compose("");
}

const WORDS = {
  en: {
    placed: (n: string, total: string) =>
      `Nepal Store: we have your order ${n} (${total}). We will text you when it ships.`,
    shipped: (n: string, carrier: string, tracking: string) =>
      `Nepal Store: your order ${n} has shipped${carrier ? ` with ${carrier}` : ""}.` +
      (tracking ? ` Tracking number: ${tracking}` : ""),
    outForDelivery: (n: string, due: string | null) =>
      `Nepal Store: your order ${n} is out for delivery today. ` +
      (due ? `Please keep ${due} ready in cash.` : "It is paid: nothing to pay on delivery."),
    delivered: (n: string) => `Nepal Store: your order ${n} was delivered. Thank you for shopping with us!`,
    cancelled: (n: string) =>
      `Nepal Store: your order ${n} has been cancelled. See your order page or email for the reason.`,
    refunded: (n: string, amount: string) =>
      `Nepal Store: ${amount} of your order ${n} has been refunded. It may take a few days to reach you.`,
  },
  ne: {
    placed: (n: string, total: string) =>
      `Nepal Store: तपाईंको अर्डर ${n} (${total}) प्राप्त भयो। पठाएपछि SMS गर्नेछौं।`,
    shipped: (n: string, carrier: string, tracking: string) =>
      `Nepal Store: अर्डर ${n} ${carrier ? `${carrier} मार्फत ` : ""}पठाइयो।` +
      (tracking ? ` ट्र्याकिङ: ${tracking}` : ""),
    outForDelivery: (n: string, due: string | null) =>
      `Nepal Store: अर्डर ${n} आज डेलिभरीका लागि निस्कियो। ` +
      (due ? `कृपया ${due} नगद तयार राख्नुहोस्।` : "भुक्तानी भइसकेको छ।"),
    delivered: (n: string) => `Nepal Store: अर्डर ${n} डेलिभर भयो। हामीसँग किनमेल गर्नुभएकोमा धन्यवाद!`,
    cancelled: (n: string) => `Nepal Store: अर्डर ${n} रद्द गरिएको छ। कारण अर्डर पृष्ठ वा इमेलमा हेर्नुहोस्।`,
    refunded: (n: string, amount: string) =>
      `Nepal Store: अर्डर ${n} को ${amount} फिर्ता गरियो। तपाईंसम्म पुग्न केही दिन लाग्न सक्छ।`,
  },
} as const;

export const orderPlacedText = (order: TextedOrder, total: number) =>
  WORDS[order.language].placed(order.orderNumber, formatRupees(total, order.language));

export const shippedText = (order: TextedOrder) =>
  withCarrier(order.shippingCompany, (carrier) =>
    WORDS[order.language].shipped(order.orderNumber, carrier, order.trackingNumber),
  );

/** `due`: the cash the shopper pays the courier, the order's total less what was paid already. */
export const outForDeliveryText = (order: TextedOrder, due: number) =>
  WORDS[order.language].outForDelivery(order.orderNumber, due > 0 ? formatRupees(due, order.language) : null);

export const deliveredText = (order: TextedOrder) => WORDS[order.language].delivered(order.orderNumber);

export const cancelledText = (order: TextedOrder) => WORDS[order.language].cancelled(order.orderNumber);

export const refundedText = (order: TextedOrder, amount: number) =>
  WORDS[order.language].refunded(order.orderNumber, formatRupees(amount, order.language));

// The checkout's steps hand their data on through session storage (docs/STOREFRONT.md "Browser storage").
import type { CustomerInfo, Order, PaymentMethod, ShippingMethod } from "@store/shared/checkout";
import { CHECKOUT_DATA_KEY, type CheckoutDiscount, type CheckoutLine } from "../../lib/checkout-data.ts";

export interface CheckoutData {
  items: CheckoutLine[];
  pricing: { subtotal: number; tax: number; shipping: number; discount: number; total: number };
  giftWrap: boolean;
  /** The cart's discount code, when it applied as the shopper left the cart (absent in older saved data). */
  discount?: CheckoutDiscount | null;
}

export interface ShippingPayment {
  paymentMethod: PaymentMethod;
  shippingMethod: ShippingMethod;
}

const KEYS = {
  checkout: CHECKOUT_DATA_KEY,
  customer: "customerInfo",
  shipping: "shippingPaymentData",
  completed: "completedOrder",
} as const;

function read<T>(key: string): T | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

export const checkoutStorage = {
  checkoutData: () => read<CheckoutData>(KEYS.checkout),
  customerInfo: () => read<CustomerInfo>(KEYS.customer),
  saveCustomerInfo: (info: CustomerInfo) => sessionStorage.setItem(KEYS.customer, JSON.stringify(info)),
  shippingPayment: () => read<ShippingPayment>(KEYS.shipping),
  saveShippingPayment: (data: ShippingPayment) => sessionStorage.setItem(KEYS.shipping, JSON.stringify(data)),
  completedOrder: () => read<{ order: Order; transactionId: string }>(KEYS.completed),
  /** Payment done: the steps' data goes, the completed order stays for the success page. */
  complete(order: Order, transactionId: string) {
    sessionStorage.removeItem(KEYS.checkout);
    sessionStorage.removeItem(KEYS.customer);
    sessionStorage.removeItem(KEYS.shipping);
    sessionStorage.setItem(KEYS.completed, JSON.stringify({ order, transactionId }));
  },
};

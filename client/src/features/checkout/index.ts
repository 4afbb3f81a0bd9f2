// What other features may use of the checkout: how it names a delivery option and writes an address in the
// page's language (the order's own page shows both).
export { useShippingMethodName } from "./shipping-method-name.ts";
export { useAddressText } from "./use-address-text.ts";

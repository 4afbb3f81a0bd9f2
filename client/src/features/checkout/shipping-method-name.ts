import { useMessages } from "../../i18n/use-messages.ts";
import { checkoutMessages } from "./checkout-messages.ts";

/** The store's own delivery options (prisma/seed/shipping-methods.ts), by the name the API gives them. */
const SEEDED_METHODS = {
  "Standard Delivery": "shippingStandard",
  "Express Delivery": "shippingExpress",
  "Same Day Delivery": "shippingSameDay",
  "Cargo Delivery": "shippingCargo",
} as const;

/**
 * A delivery option's name in the page's language: the seeded options have Nepali names; one a merchant added
 * keeps the name it was given. Carriers' names (Nepal Post) are names and stay as they are.
 */
export function useShippingMethodName(): (name: string) => string {
  const { t } = useMessages(checkoutMessages);
  return (name) =>
    Object.hasOwn(SEEDED_METHODS, name) ? t(SEEDED_METHODS[name as keyof typeof SEEDED_METHODS]) : name;
}

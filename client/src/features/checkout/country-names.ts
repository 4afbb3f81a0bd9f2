// The countries the store ships to, named in the page's language; the order keeps the English name.
import type { COUNTRIES } from "@store/shared/order-facts";
import { useMessages } from "../../i18n/use-messages.ts";
import { checkoutMessages } from "./checkout-messages.ts";

/** Each country's name's key in the checkout catalogue. */
export const COUNTRY_NAMES = {
  Australia: "countryAustralia",
  Nepal: "countryNepal",
  India: "countryIndia",
  "United States": "countryUnitedStates",
  "United Kingdom": "countryUnitedKingdom",
  Canada: "countryCanada",
} as const satisfies Record<(typeof COUNTRIES)[number], string>;

/** `country(name)`: the country in the page's language; a name the store does not ship to stays as it is. */
export function useCountryName(): (name: string) => string {
  const { t } = useMessages(checkoutMessages);
  return (name) =>
    Object.hasOwn(COUNTRY_NAMES, name) ? t(COUNTRY_NAMES[name as keyof typeof COUNTRY_NAMES]) : name;
}

// addressText in the page's language: "Jhamsikhel, Ward 5, Lalitpur, Lalitpur district, Bagmati Province, Nepal"
// or, on Nepali pages, "Jhamsikhel, वडा नं. ५, ललितपुर, ललितपुर जिल्ला, बाग्मती प्रदेश, नेपाल" (the street as the
// shopper typed it).
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { addressText } from "./address-text.ts";
import { checkoutMessages } from "./checkout-messages.ts";
import { useCountryName } from "./country-names.ts";
import { useNepaliPlaces } from "./use-nepali-places.ts";

export function useAddressText(): (parts: Parameters<typeof addressText>[0]) => string {
  const { t } = useMessages(checkoutMessages);
  const { number } = useFormat();
  const country = useCountryName();
  const { places } = useNepaliPlaces();
  return (parts) =>
    addressText(places(parts), {
      ward: (ward) => t("wardNumber", { ward: number(ward) }),
      district: (district) => t("districtName", { district }),
      country,
    });
}

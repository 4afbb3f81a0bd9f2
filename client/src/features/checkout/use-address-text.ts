// addressText in the page's language: "Ward 5, …, Lalitpur district" or "वडा नं. ५, …, Lalitpur जिल्ला".
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { addressText } from "./address-text.ts";
import { checkoutMessages } from "./checkout-messages.ts";

export function useAddressText(): (parts: Parameters<typeof addressText>[0]) => string {
  const { t } = useMessages(checkoutMessages);
  const { number } = useFormat();
  return (parts) =>
    addressText(parts, {
      ward: (ward) => t("wardNumber", { ward: number(ward) }),
      district: (district) => t("districtName", { district }),
    });
}

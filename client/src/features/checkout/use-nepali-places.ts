// Nepal's places in the page's language (nepali-places.ts): on Nepali pages the provinces, districts and local
// levels GET /api/locations/nepal names in Nepali (asked only there, and kept for the session as the address
// form keeps it); English pages, and a Nepali one until the answer comes, show the names as the order has them.
import { useLanguage } from "../../i18n/use-messages.ts";
import { useNepalLocationsQuery } from "./locations-api.ts";
import { districtInNepali, placesInNepali } from "./nepali-places.ts";

export function useNepaliPlaces() {
  const nepali = useLanguage() === "ne";
  const { data: locations } = useNepalLocationsQuery(undefined, { skip: !nepali });
  const known = nepali ? locations : undefined;
  return {
    /** The address with its places in the page's language. */
    places: <Parts extends Parameters<typeof placesInNepali>[0]>(parts: Parts): Parts =>
      known ? placesInNepali(parts, known) : parts,
    /** A district by its API name, in the page's language. */
    district: (name: string): string => (known ? districtInNepali(name, known) : name),
  };
}

// An address on one line, as the order pages show it: street, ward, local level, district, province, country.
interface AddressParts {
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode?: string;
  district?: string;
  ward?: number | null;
}

/** How the ward, district and country are named: English by default, a page's words when it gives them. */
export interface AddressWords {
  ward: (ward: number) => string;
  district: (district: string) => string;
  country: (country: string) => string;
}

const ENGLISH: AddressWords = {
  ward: (ward) => `Ward ${ward}`,
  district: (district) => `${district} district`,
  country: (country) => country,
};

export function addressText(parts: AddressParts, words: AddressWords = ENGLISH): string {
  return [
    parts.address,
    parts.ward ? words.ward(parts.ward) : "",
    parts.city,
    parts.district ? words.district(parts.district) : "",
    parts.state,
    parts.zipCode ?? "",
    parts.country ? words.country(parts.country) : "",
  ]
    .filter(Boolean)
    .join(", ");
}

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

export function addressText(parts: AddressParts): string {
  return [
    parts.address,
    parts.ward ? `Ward ${parts.ward}` : "",
    parts.city,
    parts.district ? `${parts.district} district` : "",
    parts.state,
    parts.zipCode ?? "",
    parts.country,
  ]
    .filter(Boolean)
    .join(", ");
}

// A Nepal address checked against the dataset (docs/guides/nepal-addresses.md): with a district,
// `state` must be its province, `city` one of its local levels and `ward` one of that level's wards. Without a
// district a Nepal address is free text (docs/guides/nepal-addresses.md). The shared schema checked the
// shape; membership is checked here, where the dataset is.
import type { DeliveryZone } from "@store/shared/locations";
import { fieldRefusal } from "../../http-error.ts";
import { findDistrict, findLocalLevel, findProvince, wardRange } from "./nepal.ts";
import { zoneOfDistrict } from "./zones.ts";

export interface AddressInput {
  country: string;
  state: string;
  city: string;
  district: string;
  ward: number | null;
}

/** The address as the store keeps it: the dataset's spelling of each name, and the zone it is priced for. */
export interface CheckedAddress {
  state: string;
  city: string;
  district: string;
  ward: number | null;
  zone: DeliveryZone;
}

/** Checks an address; `prefix` is where its fields sit in the request ("shippingAddress"). */
export function checkAddress(address: AddressInput, prefix: string): CheckedAddress {
  const field = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const { state, city } = address;
  // Other countries keep the storefront's rules (docs/STOREFRONT.md "Validation"): a district or ward means
  // nothing there and is not kept.
  if (address.country !== "Nepal") return { state, city, district: "", ward: null, zone: "other" };
  if (!address.district) {
    if (address.ward !== null)
      throw fieldRefusal(
        "address.ward_without_district",
        field("district"),
        "Choose the district and local level the ward belongs to",
      );
    return { state, city, district: "", ward: null, zone: "other" };
  }
  const found = findDistrict(address.district);
  if (!found)
    throw fieldRefusal(
      "location.district_unknown",
      field("district"),
      `${address.district} is not a district of Nepal`,
    );
  const province = findProvince(state);
  if (!province)
    throw fieldRefusal(
      "address.province_unknown",
      field("state"),
      `${state} is not a province of Nepal: choose one of Nepal's 7 provinces`,
    );
  if (found.province.name !== province.name)
    throw fieldRefusal(
      "address.district_not_in_province",
      field("district"),
      `${found.district.name} is not in ${province.name}: it is in ${found.province.name}`,
    );
  const level = findLocalLevel(found.district, city);
  if (!level)
    throw fieldRefusal(
      "address.city_not_in_district",
      field("city"),
      `${city} is not a municipality or rural municipality of ${found.district.name}`,
    );
  if (address.ward !== null) {
    const { min, max } = wardRange(level);
    if (address.ward < min || address.ward > max)
      throw fieldRefusal(
        "address.ward_out_of_range",
        field("ward"),
        `Ward must be from ${min} to ${max}: ${level.name} has ${max} wards`,
      );
  }
  return {
    state: province.name,
    city: level.name,
    district: found.district.name,
    ward: address.ward,
    zone: zoneOfDistrict(found.district.name) ?? "other",
  };
}

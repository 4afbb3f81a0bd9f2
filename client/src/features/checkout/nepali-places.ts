// A Nepal address's places in Nepali, from GET /api/locations/nepal (each province, district and local level
// carries its Nepali name): "Lalitpur, Lalitpur जिल्ला, Bagmati Province" reads "ललितपुर, ललितपुर जिल्ला,
// बाग्मती प्रदेश" on a Nepali page. Orders keep the English names (the API's); only the text shown changes. A
// place the dataset does not name (a free-text address, another country's) stays as it was written.
import type { NepalLocations } from "@store/shared/locations";

interface Places {
  country: string;
  state: string;
  city: string;
  district?: string;
}

const named = <Place extends { name: string }>(places: readonly Place[], name: string | undefined) =>
  name ? places.find((place) => place.name === name) : undefined;

/** The address with its province, district and local level named in Nepali where the dataset knows them. */
export function placesInNepali<Parts extends Places>(parts: Parts, locations: NepalLocations): Parts {
  if (parts.country !== "Nepal") return parts;
  const province = named(locations.provinces, parts.state);
  const district = named(
    province?.districts ?? locations.provinces.flatMap((candidate) => candidate.districts),
    parts.district,
  );
  const level = named(district?.municipalities ?? [], parts.city);
  return {
    ...parts,
    state: province?.nameNe ?? parts.state,
    ...(parts.district !== undefined ? { district: district?.nameNe ?? parts.district } : {}),
    city: level?.nameNe ?? parts.city,
  };
}

/** A district's Nepali name ("Kaski" is "कास्की"), or the name as given when the dataset has no such district. */
export function districtInNepali(name: string, locations: NepalLocations): string {
  for (const province of locations.provinces) {
    const district = named(province.districts, name);
    if (district) return district.nameNe;
  }
  return name;
}

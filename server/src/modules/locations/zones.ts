// Delivery zones (docs/guides/nepal-addresses.md): each shipping method has a price and days per zone.
import type { DeliveryZone } from "@store/shared/locations";
import { findDistrict } from "./nepal.ts";

/** The Kathmandu Valley: the store's own city, with same-day couriers. */
export const VALLEY_DISTRICTS = ["Kathmandu", "Lalitpur", "Bhaktapur"] as const;

/**
 * Remote districts: the store's judgement, to be checked against the carriers' own remote-area lists. They are
 * the high-Himalayan districts of Karnali and Sudurpaschim (Humla, Dolpa, Mugu, Jumla, Kalikot, Bajura, Bajhang,
 * Darchula), where the national road network reaches few headquarters or only seasonally (Humla's Simikot has no
 * road at all) and parcels are flown to the hill airstrips (Simikot, Juphal, Talcha, Jumla) or carried the last
 * stretch; and the trans-Himalayan Manang and Mustang and the Khumbu's Solukhumbu, reached by seasonal mountain
 * roads, by air to Lukla or on foot. Every name is a district of the dataset (a test checks it).
 */
export const REMOTE_DISTRICTS = [
  "Humla",
  "Dolpa",
  "Mugu",
  "Jumla",
  "Kalikot",
  "Bajura",
  "Bajhang",
  "Darchula",
  "Manang",
  "Mustang",
  "Solukhumbu",
] as const;

const valley = new Set<string>(VALLEY_DISTRICTS);
const remote = new Set<string>(REMOTE_DISTRICTS);

/**
 * The zone of a Nepal district (by any case); `other` for no district. Undefined for a name that is no district
 * of Nepal, so the caller can refuse it.
 */
export function zoneOfDistrict(name: string | undefined | null): DeliveryZone | undefined {
  if (!name || !name.trim()) return "other";
  const found = findDistrict(name);
  if (!found) return undefined;
  if (valley.has(found.district.name)) return "valley";
  if (remote.has(found.district.name)) return "remote";
  return "other";
}

// The header's "Deliver to" label, guessed from the browser's position (docs/STOREFRONT.md "Constants").
import { useMessages } from "../../i18n/use-messages.ts";
import { deliveryLocationMessages } from "./footer-messages.ts";

type Place = keyof typeof deliveryLocationMessages.en;

const CITIES: { name: Place; latitude: number; longitude: number }[] = [
  { name: "Kathmandu", latitude: 27.7172, longitude: 85.324 },
  { name: "Pokhara", latitude: 28.2096, longitude: 83.9856 },
  { name: "Biratnagar", latitude: 26.4525, longitude: 87.2718 },
];
const NEARBY_DEGREES = 0.35;
const NEPAL = { south: 26.3, north: 30.5, west: 80, east: 88.3 };

export function cityNear(latitude: number, longitude: number): Place {
  const city = CITIES.find(
    (candidate) =>
      Math.abs(candidate.latitude - latitude) <= NEARBY_DEGREES &&
      Math.abs(candidate.longitude - longitude) <= NEARBY_DEGREES,
  );
  if (city) return city.name;
  const inNepal =
    latitude >= NEPAL.south && latitude <= NEPAL.north && longitude >= NEPAL.west && longitude <= NEPAL.east;
  return inNepal ? "Nepal" : "Kathmandu";
}

/** Kathmandu until the browser answers, and when it is not allowed to. */
export function watchDeliveryLocation(onLabel: (label: string) => void): void {
  if (!("geolocation" in navigator)) return;
  navigator.geolocation.getCurrentPosition(
    (position) => onLabel(cityNear(position.coords.latitude, position.coords.longitude)),
    () => onLabel("Kathmandu"),
    { timeout: 10_000, maximumAge: 600_000 },
  );
}

const isPlace = (label: string): label is Place => Object.hasOwn(deliveryLocationMessages.en, label);

/**
 * The place's name in the page's language: the labels above stay English (state, tests), the header shows
 * `placeName(location)`.
 */
export function usePlaceName(): (label: string) => string {
  const { t } = useMessages(deliveryLocationMessages);
  return (label) => (isPlace(label) ? t(label) : label);
}

// The header's "Deliver to" label, guessed from the browser's position (SPEC.md §9).

const CITIES = [
  { name: "Kathmandu", latitude: 27.7172, longitude: 85.324 },
  { name: "Pokhara", latitude: 28.2096, longitude: 83.9856 },
  { name: "Biratnagar", latitude: 26.4525, longitude: 87.2718 },
];
const NEARBY_DEGREES = 0.35;
const NEPAL = { south: 26.3, north: 30.5, west: 80, east: 88.3 };

export function cityNear(latitude: number, longitude: number): string {
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

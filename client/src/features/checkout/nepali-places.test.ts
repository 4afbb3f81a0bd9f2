import { describe, expect, it } from "vitest";
import type { NepalLocations } from "@store/shared/locations";
import { SOME_NEPAL_LOCATIONS } from "../../testing/checkout-steps.tsx";
import { addressText } from "./address-text.ts";
import { districtInNepali, placesInNepali } from "./nepali-places.ts";

const locations = SOME_NEPAL_LOCATIONS as unknown as NepalLocations;
const sita = {
  address: "Jhamsikhel",
  ward: 5,
  city: "Lalitpur",
  district: "Lalitpur",
  state: "Bagmati Province",
  zipCode: "",
  country: "Nepal",
};
const NEPALI_WORDS = {
  ward: (ward: number) => `वडा नं. ${ward}`,
  district: (district: string) => `${district} जिल्ला`,
  country: (country: string) => (country === "Nepal" ? "नेपाल" : country),
};

describe("a Nepal address's places in Nepali", () => {
  it("names the local level, district and province in Nepali, the street as typed", () => {
    expect(placesInNepali(sita, locations)).toEqual({
      ...sita,
      city: "ललितपुर",
      district: "ललितपुर",
      state: "बाग्मती प्रदेश",
    });
  });

  it("reads all in Nepali on one line, where English pages read it as before", () => {
    expect(addressText(placesInNepali(sita, locations), NEPALI_WORDS)).toBe(
      "Jhamsikhel, वडा नं. 5, ललितपुर, ललितपुर जिल्ला, बाग्मती प्रदेश, नेपाल",
    );
    expect(addressText(sita)).toBe(
      "Jhamsikhel, Ward 5, Lalitpur, Lalitpur district, Bagmati Province, Nepal",
    );
  });

  it("leaves what the dataset does not name as written: free text, a level of another district, abroad", () => {
    const freeText = { ...sita, state: "Bagmati", district: "", city: "Patan" };
    expect(placesInNepali(freeText, locations)).toEqual(freeText);
    // Pokhara is in Kaski, not Lalitpur: the level stays, its district and province are named.
    expect(placesInNepali({ ...sita, city: "Pokhara" }, locations)).toMatchObject({
      city: "Pokhara",
      district: "ललितपुर",
    });
    const abroad = { ...sita, country: "India", state: "Bagmati Province" };
    expect(placesInNepali(abroad, locations)).toBe(abroad);
    // An address kept without a district (an order from before districts) still names its province.
    const { district: _district, ...older } = sita;
    expect(placesInNepali(older, locations)).toEqual({ ...older, state: "बाग्मती प्रदेश", city: "Lalitpur" });
  });

  it("names a district by its API name, and leaves one it does not know", () => {
    expect(districtInNepali("Kaski", locations)).toBe("कास्की");
    expect(districtInNepali("Atlantis", locations)).toBe("Atlantis");
  });
});

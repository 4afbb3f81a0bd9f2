import { describe, expect, it } from "vitest";
import { DELIVERY_ZONES } from "@store/shared/locations";
import { SHIPPING_METHODS } from "../../../../prisma/seed/shipping-methods.ts";
import { findDistrict, findLocalLevel, NEPAL_LOCATIONS } from "./nepal.ts";
import { REMOTE_DISTRICTS, VALLEY_DISTRICTS, zoneOfDistrict } from "./zones.ts";

describe("delivery zones", () => {
  it("names only districts of the dataset, Humla and Dolpa among the remote ones", () => {
    for (const name of [...VALLEY_DISTRICTS, ...REMOTE_DISTRICTS]) {
      expect(findDistrict(name)?.district.name, name).toBe(name);
    }
    expect(REMOTE_DISTRICTS).toEqual(expect.arrayContaining(["Humla", "Dolpa"]));
    expect(VALLEY_DISTRICTS.filter((name) => (REMOTE_DISTRICTS as readonly string[]).includes(name))).toEqual(
      [],
    );
  });

  it("puts every district in one zone: the valley's three, the remote list, the rest other", () => {
    const zones = NEPAL_LOCATIONS.provinces
      .flatMap((province) => province.districts)
      .map((district) => zoneOfDistrict(district.name));
    expect(zones.filter((zone) => zone === "valley")).toHaveLength(3);
    expect(zones.filter((zone) => zone === "remote")).toHaveLength(REMOTE_DISTRICTS.length);
    expect(zones.filter((zone) => zone === "other")).toHaveLength(77 - 3 - REMOTE_DISTRICTS.length);
    expect(zoneOfDistrict(" lalitpur ")).toBe("valley");
    expect(zoneOfDistrict("Kaski")).toBe("other");
    expect(zoneOfDistrict("Humla")).toBe("remote");
    expect(zoneOfDistrict("")).toBe("other");
    expect(zoneOfDistrict(undefined)).toBe("other");
    expect(zoneOfDistrict("Atlantis")).toBeUndefined();
  });

  it("finds a local level only in its own district (two districts have a Godawari)", () => {
    const lalitpur = findDistrict("Lalitpur")!.district;
    const kailali = findDistrict("Kailali")!.district;
    expect(findLocalLevel(lalitpur, "godawari")?.name).toBe("Godawari");
    expect(findLocalLevel(kailali, "Godawari")?.name).toBe("Godawari");
    expect(findLocalLevel(lalitpur, "Pokhara")).toBeUndefined();
  });
});

describe("the seeded shipping rates", () => {
  it("make the valley cheaper and faster than other, and other no dearer or slower than remote", () => {
    expect(DELIVERY_ZONES).toEqual(["valley", "other", "remote"]);
    for (const { valley, remote, ...other } of SHIPPING_METHODS) {
      const name = other.name;
      expect(valley.cost, name).toBeLessThan(other.cost);
      expect(valley.maxDays, name).toBeLessThan(other.maxDays);
      expect(valley.minDays, name).toBeLessThanOrEqual(other.minDays);
      expect(other.cost, name).toBeLessThanOrEqual(remote.cost);
      expect(other.minDays, name).toBeLessThanOrEqual(remote.minDays);
      expect(other.maxDays, name).toBeLessThanOrEqual(remote.maxDays);
      for (const rate of [valley, other, remote])
        expect(rate.minDays, name).toBeLessThanOrEqual(rate.maxDays);
    }
  });
});

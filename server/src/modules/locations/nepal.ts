// Nepal's administrative divisions (data/nepal-locations.json, from github.com/sagautam5/local-states-nepal under
// the MIT licence beside it), read once when the module loads: they never change while the store runs. Names are
// the dataset's English ones; lookups ignore case and surrounding spaces and answer the dataset's own spelling.
import { readFileSync } from "node:fs";
import type { District, Municipality, NepalLocations, Province } from "@store/shared/locations";

interface DatasetLocalLevel {
  name: string;
  nameNe: string;
  type: Municipality["type"];
  wards: number;
}
interface Dataset {
  provinces: {
    name: string;
    nameNe: string;
    districts: { name: string; nameNe: string; localLevels: DatasetLocalLevel[] }[];
  }[];
}

const dataset = JSON.parse(
  readFileSync(new URL("./data/nepal-locations.json", import.meta.url), "utf8"),
) as Dataset;

/** The API's shape: the dataset calls local levels `localLevels`, the API `municipalities`. */
export const NEPAL_LOCATIONS: NepalLocations = {
  provinces: dataset.provinces.map((province) => ({
    name: province.name,
    nameNe: province.nameNe,
    districts: province.districts.map((district) => ({
      name: district.name,
      nameNe: district.nameNe,
      municipalities: district.localLevels.map(({ name, nameNe, type, wards }) => ({
        name,
        nameNe,
        type,
        wards,
      })),
    })),
  })),
};

const key = (name: string) => name.trim().toLowerCase();

const provinces = new Map(NEPAL_LOCATIONS.provinces.map((province) => [key(province.name), province]));
/** District names are unique across Nepal; local-level names are not (two districts have a Godawari). */
const districts = new Map<string, { district: District; province: Province }>();
for (const province of NEPAL_LOCATIONS.provinces) {
  for (const district of province.districts) districts.set(key(district.name), { district, province });
}

export function findProvince(name: string): Province | undefined {
  return provinces.get(key(name));
}

/** A district anywhere in Nepal, with the province it belongs to. */
export function findDistrict(name: string): { district: District; province: Province } | undefined {
  return districts.get(key(name));
}

/** A local level (municipality or rural municipality) of one district. */
export function findLocalLevel(district: District, name: string): Municipality | undefined {
  const wanted = key(name);
  return district.municipalities.find((level) => key(level.name) === wanted);
}

/** A local level's wards are numbered 1 to its `wards`. */
export function wardRange(level: Municipality): { min: number; max: number } {
  return { min: 1, max: level.wards };
}

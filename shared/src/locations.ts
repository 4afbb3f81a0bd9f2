// Nepal's provinces, districts and local levels as GET /api/locations/nepal answers them
// (docs/guides/nepal-addresses.md), and the delivery zones a district falls in. The dataset itself stays on
// the server and reaches the browser only through that call, never in a bundle.
import "./zod-config.ts";
import { z } from "zod";
import { NEPALI_MOBILE_MESSAGE, normaliseNepaliMobile } from "./phone.ts";

export const LOCAL_LEVEL_TYPES = [
  "Metropolitan City",
  "Sub-Metropolitan City",
  "Municipality",
  "Rural Municipality",
] as const;

export const municipalitySchema = z.object({
  name: z.string(),
  nameNe: z.string(),
  type: z.enum(LOCAL_LEVEL_TYPES),
  wards: z.number().int(),
});
export const districtSchema = z.object({
  name: z.string(),
  nameNe: z.string(),
  municipalities: z.array(municipalitySchema),
});
export const provinceSchema = z.object({
  name: z.string(),
  nameNe: z.string(),
  districts: z.array(districtSchema),
});
export const nepalLocationsSchema = z.object({ provinces: z.array(provinceSchema) });
export type NepalLocations = z.infer<typeof nepalLocationsSchema>;
export type Province = z.infer<typeof provinceSchema>;
export type District = z.infer<typeof districtSchema>;
export type Municipality = z.infer<typeof municipalitySchema>;

/**
 * Where a parcel goes, for its price and days (docs/guides/nepal-addresses.md): inside the Kathmandu Valley,
 * a remote district, or anywhere else (also a Nepal address without a district, and other countries).
 */
export const DELIVERY_ZONES = ["valley", "other", "remote"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/**
 * A Nepali mobile number as people type it: `+977` optional, then 10 digits in Nepal's mobile ranges, with
 * spaces, hyphens or brackets anywhere (phone.ts: libphonenumber-js's plan for Nepal).
 */
export function isNepaliMobile(phone: string): boolean {
  return normaliseNepaliMobile(phone) !== null;
}
export { NEPALI_MOBILE_MESSAGE };
